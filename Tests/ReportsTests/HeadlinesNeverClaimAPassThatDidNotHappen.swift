import Foundation
import Gate
import Reports
import Scoring
import Testing

/// The verdict every output opens with (report.html's badge, comparison.html's badge,
/// summary.md's heading) follows one rule: "all passed" only where samples passed and
/// none failed; a gate's verdict where a gate ran; neutral where nothing could pass.
@Suite struct HeadlinesNeverClaimAPassThatDidNotHappen {
    /// Four samples with truth but no criterion: scored, never passed.
    static let scoredOnly: RunRecord = {
        let results = (1...4).map { index -> SampleResult in
            var result = GateFixtures.sample("letters", "page-\(index)", passed: false, edits: index)
            result.scored = true
            result.failures = []
            return result
        }
        return GateFixtures.run(results)
    }()

    @Test("a run whose samples are all scored is neither passed nor failed, in every output")
    func scoredOnlyIsNeutral() {
        let totals = SuiteSummary.summaries(of: Self.scoredOnly.results).totals
        let headline = RunHeadline(totals: totals)
        #expect(headline.state == .neutral)
        #expect(headline.text == "nothing passed or failed: 4 scored (no criterion)")
        let page = HTMLReportWriter.render(Self.scoredOnly)
        #expect(!page.contains("all passed"))
        #expect(page.contains(#"<span class="badge neutral" id="headline">nothing passed or failed: 4 scored (no criterion)</span>"#))
        let summary = MarkdownSummary.render(Self.scoredOnly)
        #expect(summary.hasPrefix("## ⚪ ocrgauge: nothing passed or failed: 4 scored (no criterion)\n"), "\(summary)")
    }

    @Test("a run where some samples pass and none fails says how many passed and how many are only scored")
    func passedAndScored() {
        var results = Array(Self.scoredOnly.results)
        results.append(GateFixtures.sample("letters", "checked"))
        let headline = RunHeadline(totals: SuiteSummary.summaries(of: results).totals)
        #expect(headline.state == .passed)
        #expect(headline.text == "1 passed, 4 scored (no criterion)")
        let all = RunHeadline(totals: SuiteSummary.summaries(of: [GateFixtures.sample("s", "a"), GateFixtures.sample("s", "b")]).totals)
        #expect(all.text == "all 2 passed")
    }

    @Test("a failed gate turns the badge red even when every sample passed")
    func failedGateIsRed() {
        let baseline = GateFixtures.run([GateFixtures.sample("s", "a", edits: 0), GateFixtures.sample("s", "b", edits: 0)])
        // Both still pass (no criterion fails), but the CER rose 5 points: the gate fails.
        let candidate = GateFixtures.run([GateFixtures.sample("s", "a", edits: 5), GateFixtures.sample("s", "b", edits: 0)])
        let comparison = RunComparison(baseline: baseline, candidate: candidate)
        #expect(comparison.verdict == .failed)
        let page = HTMLReportWriter.render(candidate, options: HTMLReportOptions(comparison: comparison))
        #expect(page.contains(#"<span class="badge fail" id="headline">regression gate FAILED</span>"#))
        #expect(!page.contains(#"class="badge pass" id="headline""#))
        let totals = SuiteSummary.summaries(of: candidate.results).totals
        #expect(RunHeadline(totals: totals, gate: .passed).state == .passed)
        #expect(RunHeadline(totals: totals, gate: .failed).state == .failed)
    }

    @Test("a failing sample makes the headline red and counts it against the samples that count")
    func failureIsRed() {
        var draft = GateFixtures.sample("s", "d", draft: true)
        draft.passed = false
        let results = [GateFixtures.sample("s", "a"), GateFixtures.sample("s", "b", passed: false, edits: 9), draft]
        let headline = RunHeadline(totals: SuiteSummary.summaries(of: results).totals)
        #expect(headline.state == .failed)
        #expect(headline.text == "1 of 2 failed, 1 passed, 1 draft")
    }
}
