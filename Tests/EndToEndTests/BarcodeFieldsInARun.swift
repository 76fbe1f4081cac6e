import Foundation
import Testing
import Backends
import Reports
import Scoring
@testable import Runner
import RunXML

/// The bundled barcodes suite through worker processes: barcode fields checked on the
/// pixels each profile's recognizer saw, recorded in run.xml, the contradiction page
/// failing with both numbers; a cached recognition made before a barcode field existed
/// is scanned again rather than failing "not scanned".
@Suite struct BarcodeFieldsInARun {
    static let run: Result<EvaluationRunner.Finished, RunnerError> = {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-barcodes-\(UUID().uuidString)")
        let options = RunOptions(
            corpus: repositoryRoot.appendingPathComponent("Corpus"), output: output,
            profiles: [Profile(name: "apply"), Profile(name: "ignore", common: CommonSettings(orientation: .ignore))],
            jobs: 2, workerExecutable: ocrgaugeExecutable, suites: ["barcodes"])
        do throws(RunnerError) { return .success(try EvaluationRunner.run(options)) } catch { return .failure(error) }
    }()

    func result(_ id: String, _ profile: String = "apply") throws -> SampleResult {
        let found = try Self.run.get().record.results.first { $0.id == id && $0.profile == profile }
        return try #require(found)
    }

    @Test("every barcode field passes but the contradiction's, which names both numbers")
    func verdicts() throws {
        let results = try Self.run.get().record.results.filter { $0.profile == "apply" }
        #expect(results.count == 8)
        for result in results where result.id != "isbn-contradiction" {
            let barcodeFields = result.fields.filter { $0.kind == "barcode" }
            #expect(!barcodeFields.isEmpty && barcodeFields.allSatisfy(\.passed), "\(result.id): \(result.fields)")
        }
        let contradiction = try result("isbn-contradiction")
        #expect(!contradiction.passed && contradiction.knownIssue)
        #expect(contradiction.failures.contains("field isbn: found EAN-13 9780140449143 instead of ISBN 9780140449136"))
        #expect(try result("torn-barcode").barcodes == [])
    }

    @Test("boxes are on the pixels the recognizer saw: upright when applied, sideways when ignored")
    func boxesFollowTheProfile() throws {
        let applied = try #require(try result("photo-exif-6").barcodes?.first)
        let ignored = try #require(try result("photo-exif-6", "ignore").barcodes?.first)
        #expect(applied.value == "4006381333931" && ignored.value == "4006381333931")
        #expect(applied.width > applied.height)
        #expect(ignored.height > ignored.width)
    }

    @Test("run.xml records the barcodes, validates, and reads back the same")
    func runXML() throws {
        let folder = try Self.run.get().written.folder
        let xml = try String(contentsOf: folder.appendingPathComponent("run.xml"), encoding: .utf8)
        #expect(xml.contains(#"<barcode symbology="code128" value="PKG-2024-00417""#))
        #expect(xml.contains(#"<barcode symbology="qr" value="https://example.org/track/PKG-2024-00417""#))
        let read = try RunXMLReader.read(folder.appendingPathComponent("run.xml"))
        let label = try #require(read.run.results.first { $0.id == "shipping-label" && $0.profile == "apply" })
        #expect(label.barcodes == (try result("shipping-label").barcodes))
        #expect(label.fields == (try result("shipping-label").fields))
    }

    @Test("a cached recognition without barcodes is scanned again once a barcode field appears")
    func cacheMissForBarcodes() throws {
        let corpus = try smallCorpus(truth: "x")
        let suite = corpus.appendingPathComponent("s")
        try FileManager.default.removeItem(at: suite.appendingPathComponent("h.png"))
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/barcodes/receipt-ean13.jpg"),
                                         to: suite.appendingPathComponent("h.jpg"))
        let cache = corpus.appendingPathComponent("cache").path
        let out = corpus.appendingPathComponent("out").path
        _ = runCLI(["run", "--corpus", corpus.path, "--out", out, "--cache", cache, "--quiet"])
        try Data(#"{"fields": [{"name": "ean", "barcode": "4006381333931", "symbology": "ean13"}]}"#.utf8)
            .write(to: suite.appendingPathComponent("h.json"))
        _ = runCLI(["run", "--corpus", corpus.path, "--out", out, "--cache", cache, "--quiet"])
        let read = try RunXMLReader.read(URL(fileURLWithPath: out).appendingPathComponent("run.xml"))
        let field = try #require(read.run.results.first?.fields.first)
        #expect(field.passed, "\(field.reason)")
    }

    @Test("a journal result from before a barcode field existed is recognized again on --resume")
    func resumeRescansForBarcodes() throws {
        let corpus = try smallCorpus(truth: "x")
        let suite = corpus.appendingPathComponent("s")
        try FileManager.default.removeItem(at: suite.appendingPathComponent("h.png"))
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/barcodes/shipping-label.png"),
                                         to: suite.appendingPathComponent("h.png"))
        let out = corpus.appendingPathComponent("out").path
        _ = runCLI(["run", "--corpus", corpus.path, "--out", out, "--quiet"])
        try Data(#"{"fields": [{"name": "link", "barcode": "https://example.org/track/PKG-2024-00417", "symbology": "qr"}]}"#.utf8)
            .write(to: suite.appendingPathComponent("h.json"))
        _ = runCLI(["run", "--corpus", corpus.path, "--out", out, "--quiet", "--resume"])
        let read = try RunXMLReader.read(URL(fileURLWithPath: out).appendingPathComponent("run.xml"))
        let field = try #require(read.run.results.first?.fields.first)
        #expect(field.passed, "\(field.reason)")
    }

    @Test("corpus add drafts the barcodes it finds as fields to confirm, which the corpus then accepts")
    func corpusAddDraftsBarcodeFields() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-add-barcodes-\(UUID().uuidString)")
        let corpus = root.appendingPathComponent("corpus")
        try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
        let image = root.appendingPathComponent("cover.png")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/barcodes/book-back-cover.png"), to: image)
        let (code, output) = runCLI(["corpus", "add", image.path, "--suite", "inbox", "--corpus", corpus.path])
        #expect(code == 0, "\(output)")
        let sidecar = try String(contentsOf: corpus.appendingPathComponent("inbox/cover.json"), encoding: .utf8)
        #expect(sidecar.contains(#""barcode" : "9780140449136""#), "\(sidecar)")
        #expect(sidecar.contains(#""symbology" : "isbn""#))
        #expect(runCLI(["corpus", "check", "--corpus", corpus.path]).0 == 0)
    }
}
