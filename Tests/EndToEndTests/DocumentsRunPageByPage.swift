import Backends
import Reports
import Foundation
import Scoring
import Testing
import TestFixtures
@testable import Runner
import RunXML

/// Documents in a run: each page of a PDF or a multi-page TIFF is a sample with its own
/// result; `pdf-text` reads a searchable PDF's text layer exactly; shards and the
/// recognition cache take pages one by one.
@Suite(.serialized) struct DocumentsRunPageByPage {
    static let lines = [["Page one"], ["Second page", "two lines"], []]

    static func corpus() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-documents-\(UUID().uuidString)")
        let docs = root.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try Data(HandMadePDF.make(pages: lines)).write(to: docs.appendingPathComponent("book.pdf"))
        try Data("Page one\n\u{0C}Second page\ntwo lines\n\u{0C}\u{0C}".utf8).write(to: docs.appendingPathComponent("book.gt.txt"))
        try Data(HandMadeTIFF.make([.init(width: 40, height: 30), .init(width: 50, height: 20), .init(width: 30, height: 10)]))
            .write(to: docs.appendingPathComponent("scan.tif"))
        try Data(#"{"expect": "empty"}"#.utf8).write(to: docs.appendingPathComponent("scan.json"))
        return root
    }

    static func run(_ corpus: URL, _ profile: Profile, shard: Shard? = nil, cache: URL? = nil) throws -> [SampleResult] {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-documents-out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        var options = RunOptions(corpus: corpus, output: out, profiles: [profile], jobs: 2, workerExecutable: ocrgaugeExecutable,
                                 cache: cache, shard: shard)
        options.reportImages = .none
        return Array(try EvaluationRunner.run(options).record.results)
    }

    @Test("pdf-text reads the text a searchable PDF embeds: CER 0 on each page, and a page with no text layer is empty")
    func pdfText() throws {
        let corpus = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let results = try Self.run(corpus, Profile(name: "layer", PDFTextBackend.self, PDFTextSettings()))
        let book = results.filter { $0.id.hasPrefix("book#") }
        #expect(book.map(\.id) == ["book#1", "book#2", "book#3"])
        #expect(book[0].hypothesis.trimmingCharacters(in: .whitespacesAndNewlines) == "Page one")
        #expect(book[0].characters.edits == 0 && book[1].characters.edits == 0)
        #expect(book[1].lines.map(\.text) == ["Second page", "two lines"])
        #expect(book[2].outcome == .empty && book[2].message == "page 3 has no text layer")
        #expect(book.allSatisfy(\.passed) || book.allSatisfy { $0.verdict != .failed })
        // A TIFF's page is not a PDF page: the backend says so for each.
        let scan = results.filter { $0.id.hasPrefix("scan#") }
        #expect(scan.count == 3 && scan.allSatisfy { $0.outcome == .error && ($0.message ?? "").contains("not a page of a PDF") })
    }

    @Test("run.xml (valid against run.xsd), report.html and summary.md give each document's figures over its pages")
    func documentFigures() throws {
        let corpus = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: corpus) }
        // The corpus URL as the test made it, without a final slash: pictures are still found under it.
        let out = corpus.deletingLastPathComponent().appendingPathComponent(corpus.lastPathComponent + "-out")
        defer { try? FileManager.default.removeItem(at: out) }
        var options = RunOptions(corpus: corpus, output: out, profiles: [Profile(name: "layer", PDFTextBackend.self, PDFTextSettings())],
                                 jobs: 2, workerExecutable: ocrgaugeExecutable)
        options.reportImages = .preview
        _ = try EvaluationRunner.run(options)
        let xml = try String(contentsOf: out.appendingPathComponent("run.xml"), encoding: .utf8)
        #expect(xml.contains(#"<document document="docs/book.pdf" profile="layer" samples="3""#))
        #expect(xml.contains(#"<document document="docs/scan.tif" profile="layer" samples="3""#))
        let validator = try SchemaValidator(schemaURL: repositoryRoot.appendingPathComponent("Reports/schema/run.xsd"))
        #expect(validator.validate(fileAt: out.appendingPathComponent("run.xml")) == [])
        let html = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("<section id=\"documents\">") && html.contains("<code>docs/book.pdf</code>"))
        let summary = try String(contentsOf: out.appendingPathComponent("summary.md"), encoding: .utf8)
            .replacingOccurrences(of: "\u{200D}", with: "")
        #expect(summary.contains("| document | profile | pages passed |"))
        #expect(summary.contains("docs/book.pdf"))
        // Each page has its own picture, the rendered page (a preview), not the PDF's bytes:
        // the book's three pages at 612 × 792 points and the scan's three pages at their own sizes.
        let pictures = ReportPicturesShowWhatTheEngineSaw.pictures(html)
        #expect(pictures.count == 6, "\(pictures.keys.sorted())")
        let shapes = Set(pictures.values.map { "\($0.width)x\($0.height)" })
        #expect(shapes.contains("40x30") && shapes.contains("50x20") && shapes.contains("30x10"))
    }

    @Test("Tesseract reads each rendered PDF page and each TIFF page at its own size")
    func tesseractPages() throws {
        let corpus = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let results = try Self.run(corpus, Profile(name: "tesseract"))
        let byID = Dictionary(uniqueKeysWithValues: results.map { ($0.id, $0) })
        #expect(byID["book#1"]?.imageWidth == 2550 && byID["book#1"]?.imageHeight == 3300)   // 612 × 792 pt at 300 dpi
        #expect((byID["book#1"]?.cer ?? 1) < 0.2, "\(byID["book#1"]?.hypothesis ?? "none")")
        #expect((byID["book#2"]?.cer ?? 1) < 0.2, "\(byID["book#2"]?.hypothesis ?? "none")")
        #expect(byID["book#3"]?.outcome == .empty)
        #expect(["scan#1", "scan#2", "scan#3"].map { byID[$0]?.imageWidth } == [40, 50, 30])
        #expect(["scan#1", "scan#2", "scan#3"].map { byID[$0]?.imageHeight } == [30, 20, 10])
    }

    @Test("two shards split a document's pages between them, each page once; the cache keeps pages apart")
    func shardsAndCache() throws {
        let corpus = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let profile = Profile(name: "layer", PDFTextBackend.self, PDFTextSettings())
        let first = try Self.run(corpus, profile, shard: Shard(index: 1, count: 2)).map(\.id)
        let second = try Self.run(corpus, profile, shard: Shard(index: 2, count: 2)).map(\.id)
        #expect(Set(first).isDisjoint(with: second))
        #expect(Set(first + second) == ["book#1", "book#2", "book#3", "scan#1", "scan#2", "scan#3"])
        let cache = corpus.appendingPathComponent("cache")
        _ = try Self.run(corpus, profile, cache: cache)
        let cached = try Self.run(corpus, profile, cache: cache).filter { $0.id.hasPrefix("book#") }
        #expect(cached.map { $0.lines.map(\.text) } == Self.lines)
    }
}
