import Foundation
@testable import Reports
import Scoring
import Testing
@testable import Gate

/// The gate on field pass rates: a field whose pass rate over the checks both runs made
/// fell by more than the tolerance fails, as a suite's micro CER rise does; within it,
/// it passes; a changed sidecar makes its samples a data change, not a regression.
/// Expected figures worked by hand in each test.
@Suite struct FieldPassRatesInTheGate {
    typealias F = FieldFixtures

    @Test("a planted drop beyond the tolerance fails the gate: 10 → 8 of 10 checks, -20 pp")
    func plantedDropFails() throws {
        // Every sample fails in both runs (its date field), so only the field's fall can fail the gate.
        let comparison = RunComparison(baseline: F.run(10), candidate: F.run(10, failing: 2))
        #expect(comparison.verdict == .failed && comparison.exitCode == 1)
        #expect(comparison.regressions.map(\.kind) == [.fieldPassRateFell])
        let finding = try #require(comparison.regressions.first)
        #expect(finding.field == "total" && finding.profile == "tesseract" && finding.failsGate)
        // 10 pairs, two of them 1 → 0: the change is -2/10. Resampled, K of the 10 draws are
        // such a pair, K ~ Binomial(10, 0.2): P(K = 0) = 0.8^10 = 0.107 > 2.5 %, so the upper
        // bound is 0; P(K ≥ 6) = 0.6 % < 2.5 % ≤ P(K ≥ 5) = 3.3 %, so the lower bound is -5/10.
        #expect(finding.message == "field total (tesseract): pass rate 100.00 % → 80.00 % (10 → 8 of 10 checks); "
                + "-20.00 pp [-50.00, 0.00] (95 %), tolerance 0.50 pp")
        let total = try #require(comparison.fieldChanges.first { $0.field == "total" })
        #expect(total.checks == 10 && total.passedBefore == 10 && total.passedAfter == 8)
        #expect(abs(total.interval.change + 0.2) < 1e-12 && total.interval.resamples == 10_000)
        let date = try #require(comparison.fieldChanges.first { $0.field == "date" })
        #expect(date.checks == 10 && date.passedBefore == 0 && date.passedAfter == 0)
        #expect(comparison.failingInBoth.count == 10)
        #expect(comparison.countsLine.hasPrefix("10 compared, 1 gate failure (1 field regression)"))
        let terminal = comparison.terminalReport()
        #expect(terminal.contains("Field pass-rate changes with paired-bootstrap intervals (1):"))
        #expect(terminal.contains("  ✗ field total (tesseract): pass rate 100.00 % → 80.00 %"))
    }

    @Test("within the tolerance the gate passes: 250 → 249 of 250 is -0.40 pp; -20 pp under --tolerance 25")
    func withinTolerancePasses() {
        let small = RunComparison(baseline: F.run(250), candidate: F.run(250, failing: 1))
        #expect(small.verdict == .passed, "\(small.regressions.map(\.message))")
        #expect(small.fieldChanges.first { $0.field == "total" }?.passedAfter == 249)
        let tolerant = RunComparison(baseline: F.run(10), candidate: F.run(10, failing: 2), tolerancePercentagePoints: 25)
        #expect(tolerant.verdict == .passed)
        #expect(tolerant.improvements.isEmpty && tolerant.withinNoise.isEmpty)
        // The same runs: nothing moves.
        let same = RunComparison(baseline: F.run(10, failing: 2), candidate: F.run(10, failing: 2))
        #expect(same.verdict == .passed && same.changedFieldsText.isEmpty)
    }

    @Test("a rise beyond the tolerance is an improvement")
    func riseIsAnImprovement() {
        let comparison = RunComparison(baseline: F.run(10, failing: 3), candidate: F.run(10))
        #expect(comparison.verdict == .passed)
        #expect(comparison.improvements.map(\.kind) == [.fieldPassRateRose])
        #expect(comparison.improvements.first?.message.hasPrefix("field total (tesseract): pass rate 70.00 % → 100.00 % "
                                                                 + "(7 → 10 of 10 checks); +30.00 pp") == true)
    }

    @Test("a changed sidecar is a data change: its checks leave the field's pass rate, nothing fails")
    func changedSidecarIsADataChange() throws {
        let comparison = RunComparison(baseline: F.run(10), candidate: F.run(10, failing: 2, sidecarOfFailing: "6"))
        #expect(comparison.verdict == .passed, "\(comparison.regressions.map(\.message))")
        #expect(comparison.dataChanges.map(\.kind) == [.sidecarChanged, .sidecarChanged])
        #expect(comparison.dataChanges.first?.message
                == "receipts/r0 (tesseract): sidecar changed (the pass criteria may differ) — not a regression: CER 0.00 % → 0.00 %")
        // r0 and r1 are out: 8 checks, 8 → 8.
        let total = try #require(comparison.fieldChanges.first { $0.field == "total" })
        #expect(total.checks == 8 && total.passedBefore == 8 && total.passedAfter == 8)
    }

    @Test("known issues and drafts are left out of a field's change, as out of a suite's sums")
    func knownIssuesAndDraftsAreLeftOut() throws {
        let baseline = GateFixtures.run([F.sample("a", total: true), F.sample("b", total: true), F.sample("c", total: true)])
        let candidate = GateFixtures.run([F.sample("a", total: true), F.sample("b", total: false, knownIssue: true),
                                          F.sample("c", total: false, draft: true)])
        let comparison = RunComparison(baseline: baseline, candidate: candidate)
        #expect(comparison.verdict == .passed, "\(comparison.regressions.map(\.message))")
        let total = try #require(comparison.fieldChanges.first { $0.field == "total" })
        #expect(total.checks == 1 && total.passedAfter == 1)
    }

    @Test("--gate significant: a fall whose interval reaches 0 is within noise; with too few checks the tolerance decides")
    func significantRule() throws {
        let noisy = RunComparison(baseline: F.run(10), candidate: F.run(10, failing: 2), rule: .significant)
        #expect(noisy.verdict == .passed)
        #expect(noisy.withinNoise.map(\.kind) == [.fieldPassRateFellWithinNoise])
        // 4 checks, fewer than the 6 an interval needs at 95 %: no interval, the tolerance rule decides.
        let few = RunComparison(baseline: F.run(4), candidate: F.run(4, failing: 2), rule: .significant)
        #expect(few.verdict == .failed)
        let finding = try #require(few.regressions.first)
        #expect(finding.message == "field total (tesseract): pass rate 100.00 % → 50.00 % (4 → 2 of 4 checks); "
                + "-50.00 pp, too few checks for an interval (4 < 6), tolerance 0.50 pp; too few checks for --gate "
                + "significant (4 < 6): the tolerance rule decides")
        #expect(few.fieldChanges.first { $0.field == "total" }?.interval.resamples == 0)
        // Every one of 20 checks 1 → 0: every resample's change is -1, the interval [-1, -1] lies below 0.
        let broad = RunComparison(baseline: F.run(20), candidate: F.run(20, failing: 20), rule: .significant)
        #expect(broad.regressions.map(\.kind) == [.fieldPassRateFell])
    }

    @Test("the example of docs/corpus.md (Field accuracy): 5 → 3 of 5 checks, too few for an interval, fails by the tolerance")
    func documentedExample() {
        let baseline = GateFixtures.run((1...5).map { F.sample("r\($0)", total: true) })
        let candidate = GateFixtures.run((1...5).map { F.sample("r\($0)", total: $0 <= 3) })
        let comparison = RunComparison(baseline: baseline, candidate: candidate)
        #expect(comparison.regressions.map(\.message) == ["field total (tesseract): pass rate 100.00 % → 60.00 % (5 → 3 of 5 "
                                                          + "checks); -40.00 pp, too few checks for an interval (5 < 6), tolerance 0.50 pp"])
    }

    @Test("junit.xml fails the field in a test case of its own")
    func junitNamesTheField() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let candidate = F.run(10, failing: 2)
        let comparison = RunComparison(baseline: F.run(10), candidate: candidate)
        let file = folder.appendingPathComponent("junit.xml")
        try JUnitWriter.write(candidate, comparison: comparison, to: file)
        let document = try ReportFixtures.document(at: file)
        let failing = try document.strings("//testcase[failure]/@name")
        #expect(failing == ["field total pass rate (tesseract)"])
    }
}
