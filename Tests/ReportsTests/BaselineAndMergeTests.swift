import Foundation
import Reports
import Scoring
import Testing

@Suite("Baseline update and merge")
struct BaselineAndMergeTests {
    typealias F = GateFixtures

    @Test func updateListsWhatChanged() throws {
        let baseline = F.run([F.sample("s", "a", edits: 2), F.sample("s", "b", passed: false, edits: 9), F.sample("s", "c")])
        let candidate = F.run([F.sample("s", "a", edits: 1), F.sample("s", "b", passed: true, edits: 0),
                               F.sample("s", "c"), F.sample("s", "new")])
        let update = BaselineUpdate(baseline: baseline, candidate: candidate)
        #expect(update.loosened.isEmpty)
        #expect(update.tightened == ["s/a (tesseract): CER 0.0200 → 0.0100", "s/b (tesseract): failed → passed; CER 0.0900 → 0.0000"])
        try update.check(onlyImprovements: true)
        #expect(update.terminalReport().contains("New in the baseline (1):\n  + s/new (tesseract)"))
    }

    @Test func ratchetRefusesEverySampleThatWouldGetWorse() {
        let baseline = F.run([F.sample("s", "a", edits: 1), F.sample("s", "b"), F.sample("s", "gone"), F.sample("s", "c", edits: 5)])
        // a rises 0.1 pp (within any gate tolerance, still looser), b fails, gone is dropped, c improves.
        var candidate = F.run([F.sample("s", "a", edits: 1), F.sample("s", "b", passed: false), F.sample("s", "c", edits: 1)])
        candidate.results[0].characters = EditCounts(substitutions: 11, referenceLength: 1000, hypothesisLength: 1000)
        let update = BaselineUpdate(baseline: baseline, candidate: candidate)
        #expect(update.loosened == ["s/a (tesseract): CER 0.0100 → 0.0110", "s/b (tesseract): passed → failed; CER 0.0000 → 0.0000",
                                    "s/gone (tesseract): dropped from the baseline"])
        let error = #expect(throws: ReportsError.self) { try update.check(onlyImprovements: true) }
        #expect(error?.description.contains("3 samples would get worse") == true)
        #expect(error?.description.contains("s/gone (tesseract): dropped from the baseline") == true)
        #expect(throws: Never.self) { try update.check(onlyImprovements: false) }
    }

    @Test func mergeJoinsShardsWithEarliestStartLatestFinish() throws {
        let one = RunRecord(metadata: F.metadata(started: "2025-01-02T03:00:00Z", finished: "2025-01-02T03:10:00Z", host: "a"),
                            results: [F.sample("s", "1"), F.sample("s", "2")])
        let two = RunRecord(metadata: F.metadata(started: "2025-01-02T02:59:00Z", finished: "2025-01-02T03:05:00Z", host: "b",
                                                 complete: false),
                            results: [F.sample("t", "1")])
        let merged = try RunMerge.merge([one, two])
        #expect(merged.results.map(\.id) == ["1", "2", "1"])
        #expect(merged.metadata.startedAt == "2025-01-02T02:59:00Z")
        #expect(merged.metadata.finishedAt == "2025-01-02T03:10:00Z")
        #expect(merged.metadata.host == "a, b")
        #expect(!merged.metadata.complete)
        #expect(try RunMerge.merge([one]).metadata.complete)
    }

    @Test("shards read back from storage merge to the same run, still read on access")
    func mergeKeepsStoredShardsStored() throws {
        let first = [F.sample("s", "1"), F.sample("s", "2")], second = [F.sample("t", "1", passed: false, edits: 3)]
        let held = try RunMerge.merge([F.run(first), F.run(second)])
        var one = F.run(first), two = F.run(second)
        one.results = ResultList(count: first.count) { first[$0] }
        two.results = ResultList(count: second.count) { second[$0] }
        let merged = try RunMerge.merge([one, two])
        #expect(merged.results.isStored)
        #expect(merged == held)
        #expect(merged.results.map(\.suite) == ["s", "s", "t"])
    }

    @Test func mergeNamesTheFirstConflict() {
        let one = RunRecord(metadata: F.metadata(), results: [F.sample("s", "1")])
        let overlap = RunRecord(metadata: F.metadata(), results: [F.sample("s", "2"), F.sample("s", "1")])
        var error = #expect(throws: ReportsError.self) { try RunMerge.merge([one, overlap], labels: ["a.xml", "b.xml"]) }
        #expect(error?.description == "cannot merge the shard reports: sample s/1 (tesseract) is in both a.xml and b.xml; shards must not overlap")
        let settings = RunRecord(metadata: F.metadata(level: "\"fast\""), results: [F.sample("s", "3")])
        error = #expect(throws: ReportsError.self) { try RunMerge.merge([one, settings], labels: ["a.xml", "c.xml"]) }
        #expect(error?.description.contains("profile tesseract setting level differs: \"accurate\" vs \"fast\" (a.xml vs c.xml)") == true)
        let version = RunRecord(metadata: F.metadata(version: "5.4.0"), results: [F.sample("s", "4")])
        error = #expect(throws: ReportsError.self) { try RunMerge.merge([one, version]) }
        #expect(error?.description.contains("backend tesseract version differs: 5.3.0 vs 5.4.0 (shard 1 vs shard 2)") == true)
        #expect(throws: ReportsError.self) { try RunMerge.merge([]) }
    }

    @Test func mergedRunWritesAValidReport() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let merged = try RunMerge.merge([F.run([F.sample("s", "1")]), F.run([F.sample("s", "2")])])
        let file = folder.appendingPathComponent("run.xml")
        try RunXMLWriter.write(merged, to: file)
        #expect(try SchemaValidator(schemaURL: ReportFixtures.runSchemaURL).validate(fileAt: file) == [])
        #expect(try RunXMLReader.read(file).run == merged)
    }
}
