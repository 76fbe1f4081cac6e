import Foundation
import Reports
import Scoring
import Testing
import ReportFiles
import RunXML
import Gate

@Suite("Baseline update and merge")
struct BaselineAndMergeTests {
    typealias F = GateFixtures

    @Test func updateListsWhatChanged() throws {
        let baseline = F.run([F.sample("s", "a", edits: 2), F.sample("s", "b", passed: false, edits: 9), F.sample("s", "c")])
        let candidate = F.run([F.sample("s", "a", edits: 1), F.sample("s", "b", passed: true, edits: 0),
                               F.sample("s", "c"), F.sample("s", "new")])
        let update = BaselineUpdate(baseline: baseline, candidate: candidate)
        #expect(update.loosened.isEmpty)
        #expect(update.tightened == ["s/a (tesseract): CER 2.00 % → 1.00 %", "s/b (tesseract): failed → passed; CER 9.00 % → 0.00 %"])
        try update.check(onlyImprovements: true)
        #expect(update.terminalReport().contains("New in the baseline (1):\n  + s/new (tesseract)"))
    }

    @Test func ratchetRefusesEverySampleThatWouldGetWorse() {
        let baseline = F.run([F.sample("s", "a", edits: 1), F.sample("s", "b"), F.sample("s", "gone"), F.sample("s", "c", edits: 5)])
        // a rises 0.1 pp (within any gate tolerance, still looser), b fails, gone is dropped, c improves.
        var candidate = F.run([F.sample("s", "a", edits: 1), F.sample("s", "b", passed: false), F.sample("s", "c", edits: 1)])
        candidate.results[0].characters = EditCounts(substitutions: 11, referenceLength: 1000, hypothesisLength: 1000)
        let update = BaselineUpdate(baseline: baseline, candidate: candidate)
        #expect(update.loosened == ["s/a (tesseract): CER 1.00 % → 1.10 %", "s/b (tesseract): passed → failed; CER 0.00 % → 0.00 %: CER above maxCER",
                                    "s/gone (tesseract): dropped from the baseline"])
        let error = #expect(throws: ReportsError.self) { try update.check(onlyImprovements: true) }
        #expect(error?.description.contains("3 samples would get worse") == true)
        #expect(error?.description.contains("s/gone (tesseract): dropped from the baseline") == true)
        #expect(throws: Never.self) { try update.check(onlyImprovements: false) }
    }

    /// `record` marked as shard `index` of `count`.
    func shard(_ record: RunRecord, _ index: Int, of count: Int) -> RunRecord {
        var copy = record
        copy.metadata.shard = "\(index)/\(count)"
        return copy
    }

    @Test func mergeJoinsShardsWithEarliestStartLatestFinish() throws {
        let one = RunRecord(metadata: F.metadata(started: "2025-01-02T03:00:00Z", finished: "2025-01-02T03:10:00Z", host: "a"),
                            results: [F.sample("s", "1"), F.sample("s", "2")])
        let two = RunRecord(metadata: F.metadata(started: "2025-01-02T02:59:00Z", finished: "2025-01-02T03:05:00Z", host: "b",
                                                 complete: false),
                            results: [F.sample("t", "1")])
        let merged = try RunMerge.merge([shard(one, 1, of: 2), shard(two, 2, of: 2)])
        #expect(merged.results.map(\.id) == ["1", "2", "1"])
        #expect(merged.metadata.startedAt == "2025-01-02T02:59:00Z")
        #expect(merged.metadata.finishedAt == "2025-01-02T03:10:00Z")
        #expect(merged.metadata.host == "a, b")
        #expect(merged.metadata.shard == nil)
        #expect(!merged.metadata.complete)
        #expect(try RunMerge.merge([one]).metadata.complete)
    }

    @Test("a missing or repeated shard is refused naming it; --allow-partial marks the merge incomplete")
    func shardsAreChecked() throws {
        let runs = (1...3).map { index in shard(F.run([F.sample("s", "\(index)")]), index, of: 3) }
        var error = #expect(throws: ReportsError.self) { try RunMerge.merge([runs[0], runs[2]], labels: ["a.xml", "c.xml"]) }
        #expect(error?.description.contains("shard 2/3 missing (got 2 of 3)") == true)
        error = #expect(throws: ReportsError.self) { try RunMerge.merge([runs[0], runs[1], runs[1]], labels: ["a", "b", "b2"]) }
        #expect(error?.description.contains("shard 2/3 given twice (b and b2)") == true)
        let partial = try RunMerge.merge([runs[0], runs[2]], allowPartial: true)
        #expect(!partial.metadata.complete)
        #expect(partial.metadata.incompleteReason == "partial merge: shard 2/3 missing")
        #expect(try RunMerge.merge(runs).metadata.complete)
        let other = shard(F.run([F.sample("s", "9")]), 2, of: 4)
        #expect(throws: ReportsError.self) { try RunMerge.merge([runs[0], other]) }
        var bigger = runs[1]
        bigger.metadata.corpusSamples = 99
        var smaller = runs[0]
        smaller.metadata.corpusSamples = 98
        error = #expect(throws: ReportsError.self) { try RunMerge.merge([smaller, bigger, runs[2]]) }
        #expect(error?.description.contains("different corpora") == true)
        #expect(throws: ReportsError.self) { try RunMerge.merge([F.run([F.sample("s", "1")]), F.run([F.sample("s", "2")])]) }
        // Shards made by two builds of ocrgauge (another commit) are not one run.
        var rebuilt = runs[2]
        rebuilt.metadata.harnessCommit = "ffffffffffffffffffffffffffffffffffffffff"
        error = #expect(throws: ReportsError.self) { try RunMerge.merge([runs[0], runs[1], rebuilt]) }
        #expect(error?.description.contains("made by different ocrgauge builds") == true)
    }

    @Test("shards read back from storage merge to the same run, still read on access")
    func mergeKeepsStoredShardsStored() throws {
        let first = [F.sample("s", "1"), F.sample("s", "2")], second = [F.sample("t", "1", passed: false, edits: 3)]
        let held = try RunMerge.merge([shard(F.run(first), 1, of: 2), shard(F.run(second), 2, of: 2)])
        var one = shard(F.run(first), 1, of: 2), two = shard(F.run(second), 2, of: 2)
        one.results = ResultList(count: first.count) { first[$0] }
        two.results = ResultList(count: second.count) { second[$0] }
        let merged = try RunMerge.merge([one, two])
        #expect(merged.results.isStored)
        #expect(merged == held)
        #expect(merged.results.map(\.suite) == ["s", "s", "t"])
    }

    @Test func mergeNamesTheFirstConflict() {
        let one = shard(RunRecord(metadata: F.metadata(), results: [F.sample("s", "1")]), 1, of: 2)
        let overlap = shard(RunRecord(metadata: F.metadata(), results: [F.sample("s", "2"), F.sample("s", "1")]), 2, of: 2)
        var error = #expect(throws: ReportsError.self) { try RunMerge.merge([one, overlap], labels: ["a.xml", "b.xml"]) }
        #expect(error?.description == "cannot merge the shard reports: sample s/1 (tesseract) is in both a.xml and b.xml; shards must not overlap")
        let settings = shard(RunRecord(metadata: F.metadata(level: "\"fast\""), results: [F.sample("s", "3")]), 2, of: 2)
        error = #expect(throws: ReportsError.self) { try RunMerge.merge([one, settings], labels: ["a.xml", "c.xml"]) }
        #expect(error?.description.contains("profile tesseract setting level differs: \"accurate\" vs \"fast\" (a.xml vs c.xml)") == true)
        let version = shard(RunRecord(metadata: F.metadata(version: "5.4.0"), results: [F.sample("s", "4")]), 2, of: 2)
        error = #expect(throws: ReportsError.self) { try RunMerge.merge([one, version]) }
        #expect(error?.description.contains("backend tesseract version differs: 5.3.0 vs 5.4.0 (shard 1 vs shard 2)") == true)
        #expect(throws: ReportsError.self) { try RunMerge.merge([]) }
    }

    @Test func mergedRunWritesAValidReport() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let merged = try RunMerge.merge([shard(F.run([F.sample("s", "1")]), 1, of: 2), shard(F.run([F.sample("s", "2")]), 2, of: 2)])
        let file = folder.appendingPathComponent("run.xml")
        try RunXMLWriter.write(merged, to: file)
        #expect(try SchemaValidator(schemaURL: ReportFixtures.runSchemaURL).validate(fileAt: file) == [])
        #expect(try RunXMLReader.read(file).run == merged)
    }
}

/// `baseline update` and data changes: listed apart, neither loosening nor tightening;
/// the ratchet refuses them unless accepted, and still refuses a real loosening first.
@Suite struct BaselineUpdateAndDataChanges {
    typealias F = GateFixtures

    static func corrected(_ result: SampleResult) -> SampleResult {
        var result = result
        result.fingerprints?.truthSHA256 = String(repeating: "2", count: 64)
        return result
    }

    @Test("a data change is listed apart; --only-improvements refuses it unless accepted")
    func dataChangesNeedAcceptance() throws {
        let baseline = F.run([F.sample("s", "a"), F.sample("s", "b", edits: 2)])
        let candidate = F.run([Self.corrected(F.sample("s", "a", passed: false, edits: 9)), F.sample("s", "b", edits: 1)])
        let update = BaselineUpdate(baseline: baseline, candidate: candidate)
        #expect(update.dataChanges == ["s/a (tesseract): truth changed — not a regression: passed → failed; CER 0.00 % → 9.00 %"])
        #expect(update.loosened.isEmpty)
        #expect(update.tightened == ["s/b (tesseract): CER 2.00 % → 1.00 %"])
        #expect(update.terminalReport().contains("Data changed since the baseline (truth, image or sidecar: the figures are not "
                                                 + "comparable) (1):\n  Δ s/a (tesseract): truth changed"))
        let error = #expect(throws: ReportsError.self) { try update.check(onlyImprovements: true) }
        #expect(error == .baselineDataChanged(samples: update.dataChanges))
        #expect(throws: Never.self) { try update.check(onlyImprovements: true, acceptDataChanges: true) }
        #expect(throws: Never.self) { try update.check(onlyImprovements: false) }
    }

    @Test("accepting data changes does not let another sample loosen the baseline")
    func acceptanceIsNotALoosening() {
        let baseline = F.run([F.sample("s", "a"), F.sample("s", "b")])
        let candidate = F.run([Self.corrected(F.sample("s", "a", edits: 9)), F.sample("s", "b", edits: 1)])
        let update = BaselineUpdate(baseline: baseline, candidate: candidate)
        #expect(update.loosened == ["s/b (tesseract): CER 0.00 % → 1.00 %"])
        let error = #expect(throws: ReportsError.self) { try update.check(onlyImprovements: true, acceptDataChanges: true) }
        #expect(error == .baselineWouldLoosen(samples: ["s/b (tesseract): CER 0.00 % → 1.00 %"]))
    }
}

/// `merge` and fingerprints: a sample whose data differs between shards is refused,
/// naming it and both shards.
@Suite struct MergeChecksFingerprints {
    typealias F = GateFixtures

    static func shard(_ results: [SampleResult], _ index: Int) -> RunRecord {
        var record = F.run(results)
        record.metadata.shard = "\(index)/2"
        return record
    }

    @Test("the same sample with another truth in another shard is refused; the same data merges")
    func disagreeingSampleIsRefused() throws {
        var other = F.sample("s", "a", profile: "fast")
        other.fingerprints?.truthSHA256 = String(repeating: "2", count: 64)
        let error = #expect(throws: ReportsError.self) {
            try RunMerge.merge([Self.shard([F.sample("s", "a")], 1), Self.shard([other], 2)], labels: ["one.xml", "two.xml"])
        }
        #expect(error?.description == "cannot merge the shard reports: sample s/a has another truth in two.xml than in one.xml: "
                + "shards of different corpora")
        let agreeing = try RunMerge.merge([Self.shard([F.sample("s", "a")], 1), Self.shard([F.sample("s", "a", profile: "fast")], 2)])
        #expect(agreeing.results.count == 2)
    }

    @Test("shards whose corpus fingerprints differ are refused naming both")
    func differentCorporaAreRefused() {
        var one = Self.shard([F.sample("s", "a")], 1), two = Self.shard([F.sample("s", "b")], 2)
        one.metadata.corpusSHA256 = String(repeating: "c", count: 64)
        two.metadata.corpusSHA256 = String(repeating: "d", count: 64)
        let error = #expect(throws: ReportsError.self) { try RunMerge.merge([one, two], labels: ["one.xml", "two.xml"]) }
        #expect(error?.description.contains("the corpus fingerprints differ: \(String(repeating: "c", count: 64)) vs "
                                            + "\(String(repeating: "d", count: 64))") == true, "\(String(describing: error))")
        #expect(error?.description.hasSuffix("(one.xml vs two.xml)") == true)
    }
}
