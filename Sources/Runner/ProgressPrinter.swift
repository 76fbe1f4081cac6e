import Foundation
import Scoring

/// Prints one line per finished sample to standard error: "[ 12/40] PASS known-text/x (tesseract)".
struct ProgressPrinter: Sendable {
    let total: Int
    let enabled: Bool

    func finished(_ result: SampleResult, done: Int, failures: Int) {
        guard enabled else { return }
        let width = String(total).count
        let count = String(repeating: " ", count: max(0, width - String(done).count)) + "\(done)"
        let verdict = result.passed ? "pass" : "FAIL"
        var line = "[\(count)/\(total)] \(verdict) \(result.suite)/\(result.id) (\(result.profile)) \(result.outcome.rawValue)"
        if result.outcome == .text { line += String(format: " CER %.4f", result.cer) }
        if failures > 0 { line += "  [\(failures) failed so far]" }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
