import Foundation
import Testing
import TestFixtures
import Backends
import Reports
@testable import CLI
@testable import Runner
import RunXML

/// Runs the simulate backend over a tiny corpus and returns the path of its run.xml.
func simulatedRun(text: String, truth: String = "TOTAL 12.50\n") throws -> String {
    let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-gate-\(UUID().uuidString)")
    let suite = corpus.appendingPathComponent("receipts")
    try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
    for id in ["a", "b"] {
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/blank/one-pixel.png"),
                                         to: suite.appendingPathComponent("\(id).png"))
        try Data(truth.utf8).write(to: suite.appendingPathComponent("\(id).gt.txt"))
        try Data(#"{"maxCER": 0.05}"#.utf8).write(to: suite.appendingPathComponent("\(id).json"))
    }
    let out = corpus.appendingPathComponent("out")
    _ = try EvaluationRunner.run(RunOptions(corpus: corpus, output: out,
                                            profiles: [Profile(name: "sim", SimulateBackend.self, SimulateSettings(text: text))],
                                            jobs: 1))
    return out.appendingPathComponent("run.xml").path
}

@Suite struct GateTests {
    @Test("compare fails (exit 1) on a planted regression and names the sample with before and after")
    func plantedRegressionFailsTheGate() throws {
        let baseline = try simulatedRun(text: "TOTAL 12.50")
        let worse = try simulatedRun(text: "TOTAL 12.60")
        let junit = FileManager.default.temporaryDirectory.appendingPathComponent("gate-\(UUID().uuidString).xml")
        let (code, text) = runCLI(["compare", baseline, worse, "--junit", junit.path])
        #expect(code == 1)
        #expect(text.contains("Regression gate: FAILED"))
        #expect(text.contains("receipts/a (sim): passed → failed"), "\(text)")
        #expect(text.contains("CER 0.00 % → 9.09 %: CER 9.09 % (1/11) above maxCER 5.00 %"), "\(text)")
        let junitText = try String(contentsOf: junit, encoding: .utf8)
        #expect(junitText.contains("<failure"))
        let validator = try SchemaValidator(schemaURL: repositoryRoot.appendingPathComponent("Reports/schema/run.xsd"))
        #expect(validator.validate(fileAt: URL(fileURLWithPath: worse)) == [])
    }

    @Test("compare passes (exit 0) on the same figures, and a small rise within the tolerance")
    func sameFiguresPass() throws {
        let baseline = try simulatedRun(text: "TOTAL 12.50")
        let again = try simulatedRun(text: "TOTAL 12.50")
        #expect(runCLI(["compare", baseline, again]).0 == 0)
        let (code, text) = runCLI(["compare", baseline, "/nonexistent/run.xml"])
        #expect(code == 2 && text.contains("/nonexistent/run.xml"))
    }

    @Test("baseline update --only-improvements refuses to loosen and leaves the file alone")
    func ratchetRefusesToLoosen() throws {
        let good = try simulatedRun(text: "TOTAL 12.50")
        let worse = try simulatedRun(text: "TOTAL 12.60")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).xml")
        #expect(runCLI(["baseline", "update", good, "--baseline", file.path]).0 == 0)
        let before = try Data(contentsOf: file)
        #expect(runCLI(["baseline", "update", worse, "--baseline", file.path, "--only-improvements"]).0 == 1)
        #expect(try Data(contentsOf: file) == before)
        #expect(runCLI(["baseline", "update", worse, "--baseline", file.path]).0 == 0)
        #expect(try Data(contentsOf: file) != before)
    }

    @Test("shards merged give the same results as one run")
    func shardsMergeIntoOneRun() throws {
        let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-shards-\(UUID().uuidString)")
        let suite = corpus.appendingPathComponent("s")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        for index in 0..<12 {
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/blank/one-pixel.png"),
                                             to: suite.appendingPathComponent("p\(index).png"))
            try Data("simulated text\n".utf8).write(to: suite.appendingPathComponent("p\(index).gt.txt"))
        }
        let profile = Profile(name: "sim", SimulateBackend.self, SimulateSettings())
        var shardFiles: [String] = []
        for index in 1...3 {
            let out = corpus.appendingPathComponent("shard\(index)")
            _ = try EvaluationRunner.run(RunOptions(corpus: corpus, output: out, profiles: [profile], jobs: 1,
                                                    shard: Shard(index: index, count: 3)))
            shardFiles.append(out.appendingPathComponent("run.xml").path)
        }
        let merged = corpus.appendingPathComponent("merged.xml").path
        #expect(runCLI(["merge"] + shardFiles + ["-o", merged]).0 == 0)
        let record = try RunXMLReader.read(URL(fileURLWithPath: merged)).run
        #expect(Set(record.results.map(\.id)) == Set((0..<12).map { "p\($0)" }))
        #expect(record.results.count == 12)
        #expect(runCLI(["merge", shardFiles[0], shardFiles[0], "-o", merged]).0 == 2, "overlapping shards are refused")
    }
}

/// RapidOCR through the command backend; needs `ci/bootstrap --with rapidocr` (ci/test runs it).
let rapidOCRInstalled = FileManager.default.isExecutableFile(
    atPath: repositoryRoot.appendingPathComponent(".venv-rapidocr/bin/python").path)

@Suite(.enabled(if: rapidOCRInstalled, "RapidOCR is not installed: run ci/bootstrap --with rapidocr"))
struct RapidOCRTests {
    @Test("the rapidocr profile reads the headline through the command protocol", .enabled(if: TestTier.full, Comment(rawValue: TestTier.reason)))
    func rapidOCRReadsHeadline() throws {
        let configuration = try Configuration.load(from: repositoryRoot.appendingPathComponent("ocrgauge.json"))
        let profile = try #require(try configuration.select(["rapidocr"]).first)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-rapid-\(UUID().uuidString)")
        let finished = try EvaluationRunner.run(RunOptions(
            corpus: repositoryRoot.appendingPathComponent("Corpus"), output: out, profiles: [profile], jobs: 1,
            workerExecutable: ocrgaugeExecutable, suites: ["known-text"]))
        let headline = try #require(finished.record.results.first { $0.id == "headline" })
        #expect(headline.outcome == .text)
        #expect(headline.hypothesis.contains("SWIFT VISION 2468"))
        #expect(finished.record.metadata.backends.first?.name == "rapidocr")
    }

    @Test("rapidocr refuses settings it cannot honour")
    func rapidOCRRefusesUnsupportedSettings() throws {
        var profile = try #require(try Configuration.load(from: repositoryRoot.appendingPathComponent("ocrgauge.json")).select(["rapidocr"]).first)
        profile.common.languageCorrection = false
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-rapid-\(UUID().uuidString)")
        let finished = try EvaluationRunner.run(RunOptions(
            corpus: repositoryRoot.appendingPathComponent("Corpus"), output: out, profiles: [profile], jobs: 1,
            workerExecutable: ocrgaugeExecutable, suites: ["known-text"]))
        let headline = try #require(finished.record.results.first { $0.id == "headline" })
        #expect(headline.outcome == .error)
        #expect(headline.message?.contains("unsupported: languageCorrection false") == true)
    }
}
