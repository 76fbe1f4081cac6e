import Foundation
import Testing
import Backends
import Reports
import Scoring
@testable import Runner
import RunXML

/// A sidecar's `languages` reach the engine unless the profile pins its own; a pinned
/// profile or a backend without languages says so on the sample; a language without
/// installed data stops the run before it starts, naming the sidecar and the package.
@Suite struct SampleLanguagesReachTheEngine {
    /// A corpus holding the bundled German letter (sidecar: languages ["deu"]), and
    /// optionally a sample whose sidecar asks for a language no one has.
    func germanCorpus(unknownLanguage: Bool = false) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-languages-\(UUID().uuidString)")
        let suite = root.appendingPathComponent("letters")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        for ext in ["png", "gt.txt", "json"] {
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/languages/deu-letter.\(ext)"),
                                             to: suite.appendingPathComponent("letter.\(ext)"))
        }
        if unknownLanguage {
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/known-text/headline.png"),
                                             to: suite.appendingPathComponent("klingon.png"))
            try Data("SWIFT VISION 2468\n".utf8).write(to: suite.appendingPathComponent("klingon.gt.txt"))
            try Data(#"{"languages": ["tlh"]}"#.utf8).write(to: suite.appendingPathComponent("klingon.json"))
        }
        return root
    }

    func run(_ corpus: URL, _ profiles: [Profile]) throws -> RunRecord {
        let finished = try EvaluationRunner.run(RunOptions(
            corpus: corpus, output: corpus.appendingPathComponent("out"), profiles: profiles, jobs: 1,
            workerExecutable: ocrgaugeExecutable))
        // What run.xml says, not only what the runner held in memory.
        return try RunXMLReader.read(finished.written.runXML).run
    }

    @Test("a profile without languages reads the sample in its sidecar's (through a worker), and run.xml says so")
    func sidecarLanguagesReachTheEngine() throws {
        let corpus = try germanCorpus()
        let record = try run(corpus, [Profile(name: "open"), Profile(name: "english", common: CommonSettings(languages: ["eng"]))])
        let open = try #require(record.results.first { $0.profile == "open" })
        let english = try #require(record.results.first { $0.profile == "english" })
        #expect(open.languages == ["deu"])
        #expect(open.notes.isEmpty)
        #expect(english.languages == nil)
        #expect(english.notes == ["the sidecar's languages [deu] were not used: profile 'english' pins [eng]"])
        // The German model reads the letter better than the English one: the languages did reach it.
        #expect(open.characters.edits < english.characters.edits)
        let xml = try String(contentsOf: corpus.appendingPathComponent("out/run.xml"), encoding: .utf8)
        #expect(xml.contains(#"languages="deu""#))
    }

    @Test("a backend that takes no languages says on the sample that the sidecar's were not passed on")
    func backendWithoutLanguagesSaysSo() throws {
        let corpus = try germanCorpus()
        let record = try run(corpus, [Profile(name: "sim", SimulateBackend.self, SimulateSettings())])
        let result = try #require(record.results.first)
        #expect(result.languages == nil)
        #expect(result.notes == ["the sidecar's languages [deu] were not passed on: backend 'simulate' takes no languages"])
    }

    @Test("a sidecar language without installed data is a configuration error naming the sidecar and the Debian package (exit 2)")
    func missingLanguageDataIsAConfigurationError() throws {
        let corpus = try germanCorpus(unknownLanguage: true)
        let config = corpus.appendingPathComponent("ocrgauge.json")
        try Data(#"{"profiles": {"open": {}}}"#.utf8).write(to: config)
        let (code, output) = runCLI(["run", "--corpus", corpus.path, "--config", config.path,
                                     "--out", corpus.appendingPathComponent("out").path])
        #expect(code == 2)
        #expect(output.contains("letters/klingon.json: key 'languages': no traineddata for 'tlh'"))
        #expect(output.contains("apt-get install tesseract-ocr-tlh"))
        #expect(output.contains("profile 'open'"))
        #expect(!FileManager.default.fileExists(atPath: corpus.appendingPathComponent("out/run.xml").path))
    }
}
