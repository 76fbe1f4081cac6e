import Scoring
import Synchronization
import Testing
@testable import Runner

/// The progress lines: a failure is listed and counted; a sample merely scored (truth,
/// but no criterion) is neither, as no output counts it a failure.
@Suite struct ProgressListsFailuresOnly {
    static func result(_ id: String, passed: Bool, scored: Bool = false) -> SampleResult {
        var result = SampleResult(suite: "s", id: id, profile: "p", image: "\(id).png", expected: .text, outcome: .text,
                                  passed: passed, failures: passed || scored ? [] : ["CER above maxCER"], reference: "a",
                                  hypothesis: "b", characters: EditCounts(), words: EditCounts())
        result.scored = scored
        return result
    }

    @Test("one failure and one scored sample: 'FAIL' for the failure only, and 1 failed")
    func scoredIsNoFailure() {
        let text = Mutex("")
        let reporter = ProgressReporter(style: .lines, totals: [("p", 3)], interval: .zero) { line in text.withLock { $0 += line } }
        reporter.finished(Self.result("good", passed: true))
        reporter.finished(Self.result("plain", passed: false, scored: true))
        reporter.finished(Self.result("bad", passed: false))
        let shown = text.withLock { $0 }
        #expect(shown.contains("FAIL s/bad (p): CER above maxCER"))
        #expect(!shown.contains("s/plain"))
        #expect(shown.contains("progress: 3/3 done, 1 failed"))
    }
}
