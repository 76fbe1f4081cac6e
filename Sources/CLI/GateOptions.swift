import Foundation
import Reports
import Gate

/// The gate's options, shared by `run --baseline` and `compare`: `--tolerance PP`,
/// `--map BASE=CANDIDATE` (repeatable), `--gate tolerance|significant`, `--resamples N`
/// and `--confidence C`.
struct GateOptions: Equatable {
    /// Percentage points a CER may rise before the gate calls it a regression.
    var tolerance = RunComparison.defaultTolerancePercentagePoints
    /// Baseline profile → candidate profile.
    var profileMap: [String: String] = [:]
    /// How a suite's rise is judged.
    var rule: GateRule = .tolerance
    /// How the intervals are computed.
    var intervals = IntervalSettings()

    /// The options, declared once for every verb that gates.
    static let specs: [OptionSpec] = [
        .value("tolerance", "PP", "percentage points a CER may rise (default: \(RunComparison.defaultTolerancePercentagePoints))"),
        .value("map", "BASE=CAND", "compare baseline profile BASE with candidate profile CAND",
               "(repeatable); profiles otherwise pair by name"),
        .value("gate", "RULE", "tolerance (default): a suite whose micro CER rose by more",
               "than the tolerance fails; significant: it fails only when",
               "the paired-bootstrap interval of the rise lies above 0").completing(.words(GateRule.allCases.map(\.rawValue))),
        .value("resamples", "N", "bootstrap resamples for the intervals (default: \(IntervalSettings().resamples))"),
        .value("confidence", "C", "the intervals' confidence, 0.5 to 0.999 (default: \(IntervalSettings().confidence))"),
    ]

    init() {}

    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        if let text = parsed.value("tolerance") {
            guard let value = Double(text), value.isFinite, value >= 0, value <= 100 else {
                throw UsageError("--tolerance needs percentage points from 0 to 100, not '\(text)'")
            }
            tolerance = value
        }
        if let text = parsed.value("gate") {
            guard let rule = GateRule(rawValue: text) else {
                throw UsageError("--gate needs tolerance or significant, not '\(text)'")
            }
            self.rule = rule
        }
        if let text = parsed.value("resamples") {
            guard let value = Int(text), value >= 100, value <= 1_000_000 else {
                throw UsageError("--resamples needs a whole number from 100 to 1000000, not '\(text)'")
            }
            intervals.resamples = value
        }
        if let text = parsed.value("confidence") {
            guard let value = Double(text), value >= 0.5, value <= 0.999 else {
                throw UsageError("--confidence needs a share from 0.5 to 0.999 (0.95 for 95 %), not '\(text)'")
            }
            intervals.confidence = value
        }
        for pair in parsed.all("map") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw UsageError("--map needs BASE=CANDIDATE (two profile names), not '\(pair)'")
            }
            if let earlier = profileMap[parts[0]], earlier != parts[1] {
                throw UsageError("--map pairs baseline profile '\(parts[0])' twice ('\(earlier)' and '\(parts[1])')")
            }
            profileMap[parts[0]] = parts[1]
        }
    }
}
