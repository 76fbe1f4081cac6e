import Foundation
import Scoring

/// `ocrgauge run --record DIR`: writes every recognition as ocrgauge JSON in the layout
/// the `recorded` backend reads, `DIR/<suite>/<id>.json` (with several profiles,
/// `DIR/<profile>/<suite>/<id>.json`), so output made here can be gated elsewhere.
struct OutputRecorder: Sendable {
    let folder: URL
    let perProfile: Bool

    struct Document: Encodable {
        struct Line: Encodable {
            var text: String
            var confidence: Double?
            var box: [Int]
        }
        var outcome: String
        var message: String?
        var lines: [Line]
        var width: Int?
        var height: Int?
        /// The transcript as the engine printed it, when it gave one.
        var text: String?
    }

    func record(_ report: RecognitionReport, suite: String, id: String, profile: String) throws(RunnerError) {
        var target = folder
        if perProfile { target.appendPathComponent(profile) }
        target.appendPathComponent(suite)
        let document = Document(
            outcome: report.outcome.rawValue, message: report.message,
            lines: report.lines.map { .init(text: $0.text, confidence: $0.confidence, box: [$0.x, $0.y, $0.width, $0.height]) },
            width: report.width, height: report.height, text: report.printedText)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            try encoder.encode(document).write(to: target.appendingPathComponent("\(id).json"), options: .atomic)
        } catch {
            throw RunnerError.harness("cannot record output to \(target.path): \(error.localizedDescription)")
        }
    }
}
