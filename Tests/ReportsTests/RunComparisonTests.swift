import Foundation
import Reports
import Scoring
import Synchronization
import Testing
import RunXML
import Gate

@Suite("Regression gate")
struct RunComparisonTests {
    typealias F = GateFixtures

    @Test func passToFailIsARegressionWithBeforeAndAfter() {
        let baseline = F.run([F.sample("known-text", "receipt"), F.sample("known-text", "headline")])
        let candidate = F.run([F.sample("known-text", "receipt", passed: false, edits: 0),
                               F.sample("known-text", "headline")])
        let comparison = RunComparison(baseline: baseline, candidate: candidate)
        #expect(comparison.verdict == .failed)
        #expect(comparison.exitCode == 1)
        #expect(comparison.regressions.map(\.message) == ["known-text/receipt (tesseract): passed → failed; CER 0.00 % → 0.00 %: CER above maxCER"])
        #expect(comparison.regressions[0].kind == .passedToFailed)
    }

    @Test("--gate significant: a suite rise carried by one page is within noise; a broad rise of the same size fails")
    func significantGateKnowsNoise() {
        // 40 pages of 1,000 characters at 10 edits. Fluke: one page to 250 edits (+0.6 pp on the suite).
        let baseline = F.run((0..<40).map { F.sample("s", "p\($0)", edits: 10, referenceLength: 1000) })
        let fluke = F.run((0..<40).map { F.sample("s", "p\($0)", edits: $0 == 7 ? 250 : 10, referenceLength: 1000) })
        let byTolerance = RunComparison(baseline: baseline, candidate: fluke, tolerancePercentagePoints: 0.5)
        #expect(byTolerance.regressions.map(\.kind) == [.cerRose, .suiteCERRose])
        let bySignificance = RunComparison(baseline: baseline, candidate: fluke, tolerancePercentagePoints: 0.5,
                                           rule: .significant)
        // The page itself still rose (no repeats say it is noise); the suite's rise is not beyond noise.
        #expect(bySignificance.regressions.map(\.kind) == [.cerRose])
        #expect(bySignificance.withinNoise.map(\.suite) == ["s"])
        #expect(bySignificance.terminalReport().contains("within noise"))
        // Broad: every page 6 more edits (also +0.6 pp): the pages and the suite fail.
        let broad = F.run((0..<40).map { F.sample("s", "p\($0)", edits: 16, referenceLength: 1000) })
        let broadGate = RunComparison(baseline: baseline, candidate: broad, tolerancePercentagePoints: 0.5, rule: .significant)
        #expect(broadGate.regressions.filter { $0.kind == .suiteCERRose }.map(\.suite) == ["s"])
        #expect(broadGate.withinNoise.isEmpty)
        let total = broadGate.suiteChanges.first { $0.suite == nil }
        #expect(total.map { abs($0.changes.microCER.lower - 0.006) < 1e-12 } == true)
        #expect(total?.significance.rose == 40)
    }

    @Test("--gate significant on fewer than 6 samples claims no interval: the tolerance rule decides, and says so")
    func significantGateFallsBackOnFewSamples() {
        // Two pages of 1,000 characters, each 2 edits worse: +0.2 pp on the suite. Once the
        // interval collapsed to [+0.20, +0.20] and called this beyond noise.
        let baseline = F.run((0..<2).map { F.sample("s", "p\($0)", edits: 10, referenceLength: 1000) })
        let candidate = F.run((0..<2).map { F.sample("s", "p\($0)", edits: 12, referenceLength: 1000) })
        let within = RunComparison(baseline: baseline, candidate: candidate, tolerancePercentagePoints: 0.5, rule: .significant)
        #expect(within.verdict == .passed && within.withinNoise.isEmpty)
        #expect(within.suiteChanges.allSatisfy { $0.changes.microCER.resamples == 0 })
        // Beyond the tolerance (0.1 pp), the suite fails as the tolerance rule has it, not "within noise".
        let beyond = RunComparison(baseline: baseline, candidate: candidate, tolerancePercentagePoints: 0.1, rule: .significant)
        let suite = beyond.regressions.first { $0.kind == .suiteCERRose }
        #expect(suite?.message.hasSuffix("too few samples for --gate significant (2 < 6): the tolerance rule decides") == true,
                "\(beyond.regressions.map(\.message))")
        #expect(beyond.withinNoise.isEmpty)
    }

    @Test("--gate significant: a sample whose rise stays within its spread over repeats is not a regression")
    func sampleRiseWithinRepeatSpread() {
        var before = F.sample("s", "noisy", edits: 1, referenceLength: 100)
        var after = F.sample("s", "noisy", edits: 4, referenceLength: 100)   // +3 pp
        before.repeats = RepeatSpread(repeats: 3, cerMin: 0.01, cerMax: 0.06, distinctTexts: 3)   // spread 5 pp
        after.repeats = RepeatSpread(repeats: 3, cerMin: 0.02, cerMax: 0.04, distinctTexts: 2)
        let byTolerance = RunComparison(baseline: F.run([before]), candidate: F.run([after]))
        #expect(byTolerance.regressions.contains { $0.kind == .cerRose })
        let bySignificance = RunComparison(baseline: F.run([before]), candidate: F.run([after]), rule: .significant)
        #expect(!bySignificance.regressions.contains { $0.kind == .cerRose })
        // Beyond tolerance + spread (0.5 + 5 pp) it is one, and says so.
        after.characters = EditCounts(substitutions: 7, referenceLength: 100, hypothesisLength: 100)   // +6 pp
        let beyond = RunComparison(baseline: F.run([before]), candidate: F.run([after]), rule: .significant)
        #expect(beyond.regressions.first { $0.kind == .cerRose }?.message.contains("the engine's spread 5.00 pp") == true)
    }

    @Test("run.xml keeps the gate's rule and every change with its interval; it validates and reads back")
    func intervalsReachRunXML() throws {
        let baseline = F.run((0..<40).map { F.sample("s", "p\($0)", edits: 10, referenceLength: 1000) })
        let fluke = F.run((0..<40).map { F.sample("s", "p\($0)", edits: $0 == 7 ? 250 : 10, referenceLength: 1000) })
        let comparison = RunComparison(baseline: baseline, candidate: fluke, rule: .significant)
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.xml")
        try RunXMLWriter.write(fluke, gate: GateRecord(comparison), to: file)
        let validator = try SchemaValidator(schemaURL: ReportFixtures.runSchemaURL)
        #expect(validator.validate(fileAt: file) == [])
        let gate = try #require(try RunXMLReader.read(file).gate)
        #expect(gate.rule == "significant")
        // Suite s, then the profile over all suites: 400/40,000 → 640/40,000, +0.6 pp.
        #expect(gate.changes.map(\.suite) == ["s", nil])
        let suite = try #require(gate.changes.first)
        #expect(suite.samples == 40 && suite.before == 0.01 && suite.after == 0.016)
        #expect(abs(suite.interval.change - 0.006) < 1e-9 && suite.interval.resamples == 10_000)
        #expect(suite.interval.lower <= 0 && suite.interval.upper > 0.006)
        // One page rose, none fell: sign test p = 2 · ½ = 1.
        #expect(suite.signTestP == 1)
        #expect(gate.findings.contains { $0.kind == "suiteCERRoseWithinNoise" && !$0.failsGate })
    }

    @Test func cerRiseBeyondToleranceIsARegressionAndWithinIsNot() {
        let baseline = F.run([F.sample("s", "a", edits: 1), F.sample("s", "b", edits: 1),
                              F.sample("t", "c", edits: 0, referenceLength: 1000)])
        // a: +1 pp (regression); b: +0.5 pp exactly (not above the tolerance); c: +0.4 pp.
        let candidate = F.run([F.sample("s", "a", edits: 2), F.sample("s", "b", edits: 1, referenceLength: 200),
                               F.sample("t", "c", edits: 4, referenceLength: 1000)])
        var adjusted = candidate
        adjusted.results[1].characters = EditCounts(substitutions: 3, referenceLength: 200, hypothesisLength: 200)  // 1.5 % vs 1 %
        let comparison = RunComparison(baseline: baseline, candidate: adjusted)
        let messages = comparison.regressions.map(\.message)
        #expect(messages.contains("s/a (tesseract): CER 1.00 % → 2.00 % (+1.00 pp, tolerance 0.50 pp)"))
        #expect(!messages.contains { $0.hasPrefix("s/b ") })
        #expect(!messages.contains { $0.hasPrefix("t/c ") })
        // Suite s: 2/100 before, 5/300 after ... micro before 2/200 = 1 %, after 5/300 = 1.67 %: +0.67 pp.
        // Two samples are fewer than the 6 an exact test needs at 95 % (2 · 2^-5 > 0.05):
        // no interval is claimed (it once said [+0.50, +1.00] from three distinct resamples).
        #expect(messages.contains("suite s (tesseract): micro CER 1.00 % → 1.67 % (+0.67 pp, tolerance 0.50 pp; "
                                  + "+0.67 pp, too few samples for an interval (2 < 6))"))
        #expect(comparison.regressions.last?.kind == .suiteCERRose)
        // A wider tolerance lets everything through.
        #expect(RunComparison(baseline: baseline, candidate: adjusted, tolerancePercentagePoints: 2).verdict == .passed)
    }

    @Test func suiteMicroCERRiseAloneFailsTheGate() {
        // Each sample rises 0.4 pp (within tolerance); the suite's micro CER rises 0.6 pp
        // because the larger sample carries more weight... use one sample at +0.6 pp of a
        // large reference and tolerance on samples via a tiny one.
        let baseline = F.run([F.sample("s", "big", edits: 0, referenceLength: 1000), F.sample("s", "small", edits: 0)])
        let candidate = F.run([F.sample("s", "big", edits: 4, referenceLength: 1000), F.sample("s", "small", edits: 0)])
        // big: +0.4 pp; suite: 4/1100 = +0.36 pp: no regression.
        #expect(RunComparison(baseline: baseline, candidate: candidate).verdict == .passed)
        let tighter = RunComparison(baseline: baseline, candidate: candidate, tolerancePercentagePoints: 0.38)
        #expect(tighter.regressions.map(\.kind) == [.cerRose])
        let tightest = RunComparison(baseline: baseline, candidate: candidate, tolerancePercentagePoints: 0.3)
        #expect(tightest.regressions.map(\.kind) == [.cerRose, .suiteCERRose])
    }

    @Test func addedAndRemovedAreListedNotFailed() {
        let baseline = F.run([F.sample("s", "a"), F.sample("s", "gone")])
        let candidate = F.run([F.sample("s", "a"), F.sample("s", "new", passed: false, edits: 50)])
        let comparison = RunComparison(baseline: baseline, candidate: candidate)
        #expect(comparison.verdict == .passed)
        #expect(comparison.added == [SampleKey(suite: "s", id: "new", profile: "tesseract")])
        #expect(comparison.removed == [SampleKey(suite: "s", id: "gone", profile: "tesseract")])
        let text = comparison.terminalReport()
        #expect(text.contains("Added (not gated) (1):\n  + s/new (tesseract)"))
        #expect(text.contains("Removed from the corpus (not gated) (1):\n  - s/gone (tesseract)"))
    }

    @Test func differentBackendVersionIsWarned() {
        let comparison = RunComparison(baseline: F.run([F.sample("s", "a")]), candidate: F.run([F.sample("s", "a")], version: "5.4.1"),
                                       baselineLabel: "base.xml", candidateLabel: "new.xml")
        #expect(comparison.verdict == .passed)
        #expect(comparison.warnings == ["backend tesseract differs: base.xml was made with 5.3.0, new.xml with 5.4.1; "
                                        + "differences may come from the engine"])
        #expect(comparison.terminalReport().contains("warning: backend tesseract differs"))
    }

    @Test func knownIssuesNeverFailAndTheirPassesAreListed() {
        let baseline = F.run([F.sample("s", "flaky", passed: true), F.sample("s", "fixed", passed: false, edits: 30)])
        let candidate = F.run([F.sample("s", "flaky", passed: false, edits: 40, knownIssue: true),
                               F.sample("s", "fixed", passed: true, edits: 0, knownIssue: true)])
        let comparison = RunComparison(baseline: baseline, candidate: candidate)
        #expect(comparison.verdict == .passed)
        #expect(comparison.knownIssues.map(\.message)
                == ["s/flaky (tesseract): passed → failed; CER 0.00 % → 40.00 % (known issue, not gated): CER above maxCER"])
        #expect(comparison.unexpectedPasses.map(\.message)
                == ["s/fixed (tesseract): failed → passed; CER 30.00 % → 0.00 % (known issue passes now: remove the known-issue mark)"])
        #expect(comparison.terminalReport().contains("remove the known-issue mark"))
    }

    @Test func draftsAreIgnoredAndListedApart() {
        let baseline = F.run([F.sample("s", "d", passed: true)])
        let candidate = F.run([F.sample("s", "d", passed: false, edits: 60, draft: true)])
        let comparison = RunComparison(baseline: baseline, candidate: candidate)
        #expect(comparison.verdict == .passed)
        #expect(comparison.drafts.map(\.kind) == [.draftChanged])
        #expect(comparison.terminalReport().contains("Drafts (ignored by the gate) (1):"))
    }

    @Test func improvementsAreListed() {
        let baseline = F.run([F.sample("s", "a", passed: false, edits: 10), F.sample("s", "b", edits: 5)])
        let candidate = F.run([F.sample("s", "a", passed: true, edits: 0), F.sample("s", "b", edits: 1)])
        let comparison = RunComparison(baseline: baseline, candidate: candidate)
        #expect(comparison.verdict == .passed)
        #expect(comparison.improvements.map(\.kind) == [.failedToPassed, .cerFell, .suiteCERFell])
        #expect(comparison.improvements[0].message == "s/a (tesseract): failed → passed; CER 10.00 % → 0.00 %")
    }

    @Test func terminalReportPutsRegressionsFirst() {
        let baseline = F.run([F.sample("s", "a"), F.sample("s", "b", passed: false, edits: 10)])
        let candidate = F.run([F.sample("s", "a", passed: false, edits: 4), F.sample("s", "b", edits: 0)], version: "9")
        let lines = RunComparison(baseline: baseline, candidate: candidate).terminalReport().split(separator: "\n").map(String.init)
        // split drops the blank lines between sections.
        #expect(lines[0] == "Regression gate: FAILED (1 gate failure; tolerance 0.50 pp)")
        #expect(lines[1].hasPrefix("warning: "))
        #expect(lines[2] == "Gate failures (1):")
        #expect(lines[3] == "  ✗ s/a (tesseract): passed → failed; CER 0.00 % → 4.00 %: CER above maxCER")
        #expect(lines[4] == "Improvements (2):")
    }

    @Test func settingsMatrixComparesProfilesOfOneRun() {
        let run = F.run([F.sample("s", "a", profile: "accurate"), F.sample("s", "a", profile: "fast", passed: false, edits: 3)])
        let comparison = RunComparison(matrix: run, baselineProfile: "accurate", candidateProfile: "fast")
        #expect(comparison.regressions.first?.message == "s/a (accurate → fast): passed → failed; CER 0.00 % → 3.00 %: CER above maxCER")
    }

    @Test("runs whose results are read on access compare exactly as runs held in memory, reading no result to count")
    func storedRunsCompareAsHeldOnes() {
        let before = [F.sample("s", "a"), F.sample("s", "b", passed: false, edits: 10), F.sample("s", "gone")]
        let after = [F.sample("s", "a", passed: false, edits: 4), F.sample("s", "b", edits: 0), F.sample("s", "new")]
        let reads = Mutex(0)
        func stored(_ results: [SampleResult]) -> ResultList {
            ResultList(count: results.count) { index in
                reads.withLock { $0 += 1 }
                return results[index]
            }
        }
        var baseline = F.run(before), candidate = F.run(after, version: "9")
        let held = RunComparison(baseline: baseline, candidate: candidate)
        baseline.results = stored(before)
        candidate.results = stored(after)
        let read = RunComparison(baseline: baseline, candidate: candidate)
        let readsToCompare = reads.withLock { $0 }
        #expect(read.comparedCount == 2)
        #expect(reads.withLock { $0 } == readsToCompare)   // counting reads no result
        #expect(read == held)
        #expect(read.added.count == 1 && read.removed.count == 1)
        #expect(read.pairs.map(\.baseline?.id) == ["a", "b", "gone", nil])
        // A settings matrix over a stored run: same findings as over the run in memory.
        let matrixResults = [F.sample("s", "a", profile: "accurate"), F.sample("s", "a", profile: "fast", passed: false, edits: 3)]
        var run = F.run(matrixResults)
        let heldMatrix = RunComparison(matrix: run, baselineProfile: "accurate", candidateProfile: "fast")
        run.results = stored(matrixResults)
        #expect(RunComparison(matrix: run, baselineProfile: "accurate", candidateProfile: "fast") == heldMatrix)
    }

    @Test("a profile compared with itself gives no finding")
    func profileAgainstItself() {
        let run = F.run([F.sample("s", "a", profile: "accurate"), F.sample("s", "b", profile: "accurate", passed: false, edits: 2)])
        let comparison = RunComparison(matrix: run, baselineProfile: "accurate", candidateProfile: "accurate")
        #expect(comparison.regressions.isEmpty && comparison.improvements.isEmpty)
        #expect(comparison.comparedCount == 2)
    }

    @Test("junit.xml with a comparison fails exactly the gate's findings, one failure per test case, and validates")
    func junitCarriesRegressionsAsFailuresAndValidates() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = F.run([F.sample("s", "a"), F.sample("s", "b"), F.sample("s", "k")])
        let candidate = F.run([F.sample("s", "a", passed: false, edits: 4), F.sample("s", "b", edits: 2),
                               F.sample("s", "k", passed: false, edits: 9, knownIssue: true)], version: "5.4")
        let comparison = RunComparison(baseline: baseline, candidate: candidate)
        let validator = try SchemaValidator(schemaURL: try JUnitSchema.write(into: folder))
        let junit = folder.appendingPathComponent("junit.xml")
        try JUnitWriter.write(candidate, comparison: comparison, to: junit)
        #expect(validator.validate(fileAt: junit) == [])
        let document = try ReportFixtures.document(at: junit)
        #expect(try document.strings("//testcase[@name='a']/failure/@message").count == 1)
        #expect(try document.string("//testcase[@name='a']/failure/@message")?
            .hasPrefix("s/a (tesseract): passed → failed; CER 0.00 % → 4.00 %") == true)
        #expect(try document.strings("//testcase[@name='a']/failure/@type") == ["regression"])
        #expect(try document.strings("//testcase[@name='b']/failure/@type") == ["regression"])
        #expect(try document.nodes(forXPath: "//testcase[@name='k']/skipped").count == 1)
        #expect(try document.string("//testcase[@name='micro CER (regression gate)']/failure/@message")?.hasPrefix("suite s") == true)
        #expect(try document.string("//system-out")?.contains("warning: backend tesseract differs") == true)
        #expect(try document.string("/testsuites/@failures") == "3")
        #expect(try document.string("//testcase[@name='a']/@classname") == "s.tesseract")
    }
}
