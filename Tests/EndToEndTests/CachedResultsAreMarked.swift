import Foundation
import Testing
import RunXML
@testable import Reports

/// Issue #46 case 1: run.xml, report.html and summary.md never said "cache". A result
/// whose recognition came from the cache is marked in each, with the run's counts (and
/// the entries that did not verify), and `--no-cache` reads and writes no cache.
@Suite struct CachedResultsAreMarked {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-cached-\(UUID().uuidString)")

    /// `ocrgauge run` of a one-sample corpus (truth "Foo bar", the engine reading it so)
    /// with `options`; returns the exit code, the terminal's text and the reports' folder.
    func run(_ corpus: URL, _ name: String, _ options: [String]) -> (code: Int32, text: String, out: URL) {
        let out = root.appendingPathComponent(name)
        let config = corpus.appendingPathComponent("config.json")
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--config", config.path, "--out", out.path, "--quiet"] + options)
        return (code, text, out)
    }

    func read(_ out: URL, _ file: String) throws -> String { try String(contentsOf: out.appendingPathComponent(file), encoding: .utf8) }

    func corpus() throws -> URL {
        let corpus = try smallCorpus(truth: "Foo bar", sidecar: #"{"maxCER": 0.1}"#)
        try Data(#"{"profiles": {"sim": {"backend": "simulate", "simulate": {"text": "Foo bar"}}}}"#.utf8)
            .write(to: corpus.appendingPathComponent("config.json"))
        return corpus
    }

    @Test("a result from the cache is marked in run.xml, report.html, summary.md and the terminal, with the counts")
    func cachedResultIsMarkedEverywhere() throws {
        let corpus = try corpus()
        defer { try? FileManager.default.removeItem(at: corpus); try? FileManager.default.removeItem(at: root) }
        let cache = root.appendingPathComponent("cache").path
        let first = run(corpus, "first", ["--cache", cache])
        #expect(first.code == 0, "\(first.text)")
        #expect(first.text.contains("cache: 0 of 1 result came from the recognition cache (\(cache))."), "\(first.text)")
        #expect(!(try read(first.out, "run.xml")).contains("fromCache=\"true\""))
        let second = run(corpus, "second", ["--cache", cache])
        #expect(second.code == 0, "\(second.text)")
        #expect(second.text.contains("cache: 1 of 1 result came from the recognition cache (\(cache))."), "\(second.text)")
        let xml = try read(second.out, "run.xml")
        #expect(xml.contains(#"fromCache="true""#) && xml.contains(#"cachedResults="1" cacheUnverified="0""#), "\(xml)")
        let validator = try SchemaValidator(schemaURL: repositoryRoot.appendingPathComponent("Reports/schema/run.xsd"))
        #expect(validator.validate(fileAt: second.out.appendingPathComponent("run.xml")) == [])
        let document = try RunXMLReader.read(second.out.appendingPathComponent("run.xml"))
        #expect(document.run.results.first?.fromCache == true && document.run.metadata.cache?.results == 1)
        let page = try read(second.out, "report.html")
        #expect(page.contains(">cached</span>") && page.contains("From the recognition cache"), "\(page.count)")
        // The sample's details travel compressed in the page: its body as the page unpacks it.
        let body = HTMLReportWriter.sampleBody(try #require(document.run.results.first), pictureID: nil)
        #expect(body.contains("from the recognition cache (--cache: an entry whose seal verified)"), "\(body)")
        let summary = try read(second.out, "summary.md")
        #expect(summary.contains("Recognition cache: 1 of 1 result came from the recognition cache."), "\(summary)")
    }

    @Test("an edited entry is said in the terminal and summary.md, and the result is the engine's")
    func editedEntryIsSaid() throws {
        let corpus = try corpus()
        defer { try? FileManager.default.removeItem(at: corpus); try? FileManager.default.removeItem(at: root) }
        let cache = root.appendingPathComponent("cache")
        _ = run(corpus, "first", ["--cache", cache.path])
        let entry = try #require(try FileManager.default.subpathsOfDirectory(atPath: cache.path).first { $0.hasSuffix(".json") })
        let url = cache.appendingPathComponent(entry)
        try Data(try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "Foo bar", with: "PERFECTLY WRONG").utf8)
            .write(to: url)
        let second = run(corpus, "second", ["--cache", cache.path, "--strict"])
        #expect(second.code == 0, "the engine's answer, not the edited one: \(second.text)")
        #expect(second.text.contains("cache: 0 of 1 result came from the recognition cache; 1 entry did not verify and was "
                                     + "recognized again"), "\(second.text)")
        let xml = try read(second.out, "run.xml")
        #expect(xml.contains(#"cachedResults="0" cacheUnverified="1""#) && xml.contains(#"cer="0.000000""#), "\(xml)")
        #expect(try read(second.out, "summary.md").contains("1 entry did not verify and was recognized again"))
        #expect(try read(second.out, "report.html").contains("Cache entries that did not verify (recognized again)"))
    }

    @Test("--no-cache reads and writes no cache, even with --cache")
    func noCacheTouchesNothing() throws {
        let corpus = try corpus()
        defer { try? FileManager.default.removeItem(at: corpus); try? FileManager.default.removeItem(at: root) }
        let fresh = root.appendingPathComponent("fresh")
        let unused = run(corpus, "unused", ["--cache", fresh.path, "--no-cache"])
        #expect(unused.code == 0, "\(unused.text)")
        #expect(!FileManager.default.fileExists(atPath: fresh.path), "nothing written")
        #expect(unused.text.contains("cache: not used (--no-cache): every sample was recognized."), "\(unused.text)")
        // A filled cache whose entry would be used: with --no-cache it is neither read nor written.
        let cache = root.appendingPathComponent("cache")
        _ = run(corpus, "fill", ["--cache", cache.path])
        let entry = try #require(try FileManager.default.subpathsOfDirectory(atPath: cache.path).first { $0.hasSuffix(".json") })
        let before = try Data(contentsOf: cache.appendingPathComponent(entry))
        let again = run(corpus, "again", ["--no-cache", "--cache", cache.path])
        let xml = try read(again.out, "run.xml")
        #expect(!xml.contains("fromCache") && !xml.contains("cachedResults"), "\(xml)")
        #expect(try Data(contentsOf: cache.appendingPathComponent(entry)) == before)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".json") } == [entry])
        #expect(!(try read(again.out, "summary.md")).contains("Recognition cache"))
    }
}
