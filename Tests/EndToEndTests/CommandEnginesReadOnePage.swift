import Backends
import Foundation
import Scoring
import Testing
import TestFixtures
@testable import Runner

/// A command engine gets one page of a document at a time (issue #45, point 9: a
/// multi-page TIFF's path went to the engine for each of its pages, which answered for
/// every page (CER 411 %, 639 %), and a PDF's path, which an image engine cannot read
/// (every page `error`)). The page's pixels go as a PNG, with the document and the page
/// number beside them, in both modes.
@Suite(.serialized) struct CommandEnginesReadOnePage {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-command-pages-\(UUID().uuidString)")

    /// A 2-page TIFF (40 × 30 and 50 × 20 pixels) and a 2-page PDF (612 × 792 points,
    /// rendered at 72 dpi: 612 × 792 pixels), the truth of each page being what the fake
    /// engines answer when they get that page alone as a PNG.
    func corpus() throws -> URL {
        let docs = folder.appendingPathComponent("corpus/docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try Data(HandMadeTIFF.make([.init(width: 40, height: 30), .init(width: 50, height: 20)]))
            .write(to: docs.appendingPathComponent("scan.tif"))
        try Data("png 40x30 page 1 of scan.tif\n\u{0C}png 50x20 page 2 of scan.tif\n".utf8)
            .write(to: docs.appendingPathComponent("scan.gt.txt"))
        try Data(HandMadePDF.make(pages: [["one"], ["two"]])).write(to: docs.appendingPathComponent("book.pdf"))
        try Data("png 612x792 page 1 of book.pdf\n\u{0C}png 612x792 page 2 of book.pdf\n".utf8)
            .write(to: docs.appendingPathComponent("book.gt.txt"))
        return folder.appendingPathComponent("corpus")
    }

    /// An executable Python script in the test's folder.
    func engine(_ name: String, _ body: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(("#!/usr/bin/env python3\nimport json, os, struct, sys\n" + """
        def describe(image, page, document):
            with open(image, "rb") as f:
                head = f.read(24)
            if head[:8] != b"\\x89PNG\\r\\n\\x1a\\n":
                return "not a png: " + image
            width, height = struct.unpack(">II", head[16:24])
            return "png %dx%d page %s of %s" % (width, height, page, os.path.basename(document))

        """ + body + "\n").utf8).write(to: url)
        chmod(url.path, 0o755)
        return url.path
    }

    func run(_ settings: CommandSettings) throws -> [String: SampleResult] {
        var common = CommonSettings()
        common.dpi = 72
        var options = RunOptions(corpus: try corpus(), output: folder.appendingPathComponent("out-\(UUID().uuidString)"),
                                 profiles: [Profile(name: "engine", common: common, CommandBackend.self, settings)],
                                 jobs: 1, workerExecutable: ocrgaugeExecutable)
        options.reportImages = .none
        let results = try EvaluationRunner.run(options).record.results
        return Dictionary(uniqueKeysWithValues: results.map { ($0.id, $0) })
    }

    @Test("a persistent engine gets each page of a TIFF and of a PDF as a PNG of that page, with the document and page number")
    func persistentEngineGetsOnePage() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let command = try engine("persistent.py", """
        for line in sys.stdin:
            r = json.loads(line)
            print(json.dumps({"lines": [{"text": describe(r["image"], r.get("page"), r.get("document", "none"))}]}), flush=True)
        """)
        let results = try run(CommandSettings(executable: command))
        #expect(results.keys.sorted() == ["book#1", "book#2", "scan#1", "scan#2"])
        for (id, result) in results.sorted(by: { $0.key < $1.key }) {
            #expect(result.outcome == .text && result.characters.edits == 0, "\(id): \(result.outcome) \(result.hypothesis) \(result.message ?? "")")
        }
    }

    @Test("a per-image engine gets the page's PNG through {image}, the document through {document}, the page through {page}")
    func perImageEngineGetsOnePage() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let command = try engine("per-image.py", "print(describe(sys.argv[1], sys.argv[2], sys.argv[3]))")
        let results = try run(CommandSettings(executable: command, arguments: ["{image}", "{page}", "{document}"],
                                              mode: .perImage, format: "text"))
        #expect(results.keys.sorted() == ["book#1", "book#2", "scan#1", "scan#2"])
        for (id, result) in results.sorted(by: { $0.key < $1.key }) {
            #expect(result.outcome == .text && result.characters.edits == 0, "\(id): \(result.outcome) \(result.hypothesis) \(result.message ?? "")")
        }
    }
}
