import Foundation
import Reports
import Scoring
import Testing
@testable import Runner
import RunXML

/// The journal: each result's line found again by where it was written, and a line cut
/// off by a kill never glued to the next result.
@Suite struct JournalReadsResultsBack {
    static let header = RunJournal.Header(journal: 1, corpus: "/corpus", profiles: [], shard: nil, suites: nil)

    static func result(_ id: String, text: String = "Total 12.50") -> SampleResult {
        SampleResult(suite: "receipts", id: id, profile: "default", image: "\(id).png", expected: .text, outcome: .text,
                     passed: true, reference: text, hypothesis: text,
                     characters: EditCounts(referenceLength: text.count, hypothesisLength: text.count),
                     words: EditCounts(referenceLength: 2, hypothesisLength: 2))
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("results are read back from the spans append returned, from several threads")
    func readBack() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let journal = try RunJournal(folder: folder, header: Self.header, resume: false)
        let written = (0..<20).map { Self.result("r\($0)", text: String(repeating: "é", count: $0)) }
        let spans = try written.map { try journal.append($0) }
        journal.close()
        let entries = spans.map { StoredResult.journal($0) }
        let list = StoredResult.list(entries, reader: journal.reader, unreadable: "unreadable")
        #expect(list.isStored)
        let read = Array(repeating: list, count: 4).map { $0 }   // several passes
        DispatchQueue.concurrentPerform(iterations: 4) { pass in
            #expect(Array(read[pass]) == written)
        }
    }

    @Test("recognized lines written by hand decode to the same lines: quotes, controls, scripts, nil and set values")
    func linesRoundTrip() throws {
        var result = Self.result("lines")
        result.lines = [
            LineRecord(text: "say \"hi\" \\ back\tslash", confidence: 93.5, x: 1, y: 2, width: 30, height: 12, correct: true),
            LineRecord(text: "\u{0}\u{1}\u{1F}\r\n é e\u{301} 日本 🧾 </script>", confidence: nil, x: 0, y: 0, width: 0, height: 0),
            LineRecord(text: "", confidence: 1e-7, x: -3, y: 7, width: 5, height: 1, correct: false),
        ]
        let line = try RunJournal.line(for: result, truthFingerprint: "abc")
        #expect(line.last == 0x0A)
        #expect(!line.dropLast().contains(0x0A))   // one line, whatever the texts hold
        let decoded = try JSONDecoder().decode(SampleResult.self, from: line)
        #expect(decoded == result)
        // The same as the whole result through JSONEncoder, read back.
        #expect(decoded == (try JSONDecoder().decode(SampleResult.self, from: JSONEncoder().encode(result))))
    }

    @Test("a line confidence that JSON cannot hold is refused, as JSONEncoder refuses it")
    func nonFiniteConfidence() {
        var result = Self.result("nan")
        result.lines = [LineRecord(text: "x", confidence: .nan, x: 0, y: 0, width: 0, height: 0)]
        #expect(throws: (any Error).self) { try RunJournal.line(for: result, truthFingerprint: nil) }
    }

    @Test("a last line cut off by a kill is dropped on resume and the next result starts its own line")
    func cutLine() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try RunJournal(folder: folder, header: Self.header, resume: false)
        try first.append(Self.result("a"))
        try first.append(Self.result("b"))
        first.close()
        // A kill in the middle of writing the third line.
        let handle = try FileHandle(forWritingTo: first.url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"suite\":\"receipts\",\"id\":\"c\",\"pro".utf8))
        try handle.close()

        #expect(Set(try RunJournal.load(folder: folder, expecting: Self.header).keys).count == 2)
        let resumed = try RunJournal(folder: folder, header: Self.header, resume: true)
        let span = try resumed.append(Self.result("c"))
        resumed.close()
        let spans = try RunJournal.load(folder: folder, expecting: Self.header)
        #expect(spans.count == 3)   // glued to the cut line, "c" would be lost here
        #expect(spans[RunJournal.key(profile: "default", suite: "receipts", id: "c")]?.span == span)
        let lines = try String(contentsOf: first.url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 4)   // header and three results, each whole
    }

    @Test("a journal of another run, or not a journal, is refused on resume")
    func refused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not json\n".utf8).write(to: folder.appendingPathComponent("journal.jsonl"))
        #expect(throws: RunnerError.self) { try RunJournal.load(folder: folder, expecting: Self.header) }
        let other = RunJournal.Header(journal: 1, corpus: "/elsewhere", profiles: [], shard: nil, suites: nil)
        _ = try RunJournal(folder: folder, header: other, resume: false)
        #expect(throws: RunnerError.self) { try RunJournal.load(folder: folder, expecting: Self.header) }
    }

    @Test("a line that cannot be read back gives an error result naming the journal, not a crash")
    func unreadableLine() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let journal = try RunJournal(folder: folder, header: Self.header, resume: false)
        let span = try journal.append(Self.result("a"))
        journal.close()
        let wrong = RunJournal.Span(offset: span.offset + 1, length: span.length)   // starts inside the line
        let list = StoredResult.list([.journal(wrong), .memory(Self.result("m"))], reader: journal.reader,
                                                  unreadable: "\(journal.url.path) could not be read back")
        #expect(list[0].outcome == .error)
        #expect(list[0].message?.contains("journal.jsonl") == true)
        #expect(list[1].id == "m")
    }
}

/// A whole run: the same reports whether the results are held in memory or read back
/// from the journal.
@Suite struct ReportsAreTheSameFromTheJournal {
    @Test("run.xml and junit.xml are identical with no result held in memory, apart from the run's times")
    func sameReports() throws {
        let corpus = try tinyCorpus((0..<12).map { "p\($0)" })
        defer { try? FileManager.default.removeItem(at: corpus) }
        var reports: [[String]] = []
        var stored: [Bool] = []
        for held in [EvaluationRunner.heldResultBytes, 0] {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-held-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: out) }
            var options = RunOptions(corpus: corpus, output: out, profiles: [simulated("A B")], jobs: 2)
            options.heldResultBytes = held
            options.reportImages = .none
            let finished = try EvaluationRunner.run(options)
            #expect(finished.record.results.count == 12)
            stored.append(finished.record.results.map(\.hypothesis) == Array(repeating: "A B", count: 12))
            // Times and durations differ between runs; everything else must not.
            let volatile = try Regex(#"(startedAt|finishedAt|durationSeconds|scoringSeconds|time|timestamp)="[^"]*""#)
            reports.append(try ["run.xml", "junit.xml"].map { name in
                try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8).replacing(volatile, with: "")
            })
        }
        #expect(stored == [true, true])
        #expect(reports[0] == reports[1])
        #expect(reports[0][0].contains("<sample"))
    }
}

/// A run.xml read for comparing or reporting: results spooled, the same as read whole.
@Suite struct SpooledRunEqualsTheWholeRead {
    @Test("a spooled run.xml has the same metadata and results as one read whole, and leaves no file behind")
    func sameAsWhole() throws {
        let folder = try JournalReadsResultsBack.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = (0..<30).map { JournalReadsResultsBack.result("r\($0)", text: "Line \($0) — ünïcode") }
        let metadata = RunMetadata(startedAt: "2026-01-02T03:04:05Z", finishedAt: "2026-01-02T03:04:09Z", host: "h",
                                   harnessVersion: "0.1.0", corpusPath: "Corpus", corpusCommit: nil,
                                   normalization: "default", backends: [], profiles: [], complete: true)
        let url = folder.appendingPathComponent("run.xml")
        try RunXMLWriter.write(RunRecord(metadata: metadata, results: results), to: url)
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()))

        let spooled = try SpooledRun.read(url, heldBytes: 0)       // every result read back from the spool
        let partly = try SpooledRun.read(url, heldBytes: 2_000)    // the first few held, the rest spooled
        let whole = try RunXMLReader.read(url).run
        #expect(spooled.results.isStored)
        #expect(spooled == whole)
        #expect(partly == whole)
        #expect(Array(spooled.results) == results)
        let after = Set(try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()))
        #expect(after.subtracting(before).filter { $0.hasPrefix("ocrgauge-spool-") }.isEmpty)
    }

    @Test("a file that is not a run.xml is refused with its path named")
    func refusesOther() throws {
        let folder = try JournalReadsResultsBack.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("not-a-run.xml")
        try Data("<html/>".utf8).write(to: url)
        #expect(throws: RunnerError.self) { try SpooledRun.read(url) }
        do { _ = try SpooledRun.read(url) } catch { #expect(error.description.contains("not-a-run.xml")) }
    }
}
