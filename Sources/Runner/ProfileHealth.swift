import Scoring

/// How a profile's samples of this run ended: how many, and how many the backend failed
/// (error, crashed, timeout), with the first such reason. A profile whose every sample
/// failed in the backend has a broken backend, not a result (the run exits 3).
struct ProfileHealth: Sendable {
    var samples = 0
    var failures = 0
    var firstReason: String?

    /// Counts `report`, the recognition behind `result` (a scoring failure is not the
    /// backend's).
    mutating func add(_ report: RecognitionReport, of result: SampleResult) {
        samples += 1
        guard [.error, .crashed, .timeout].contains(report.outcome) else { return }
        failures += 1
        if firstReason == nil {
            firstReason = "\(result.suite)/\(result.id): \(report.outcome.rawValue)" + (report.message.map { ": \($0)" } ?? "")
        }
    }

    /// Every sample failed in the backend.
    var isBroken: Bool { samples > 0 && failures == samples }
}
