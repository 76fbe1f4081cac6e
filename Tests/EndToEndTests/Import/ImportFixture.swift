import Foundation
import TestFixtures

/// A temporary dataset folder and corpus for one `corpus import` test: files written by
/// the test (images made here or copied from the bundled corpus; no real dataset is
/// bundled), the import run through the command line, and the corpus read back.
struct ImportFixture {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-import-\(UUID().uuidString)")
    var dataset: URL { root.appendingPathComponent("dataset") }
    var corpus: URL { root.appendingPathComponent("corpus") }

    init() throws {
        try FileManager.default.createDirectory(at: dataset, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
    }

    /// Writes `bytes` at `relative` inside the dataset (folders made as needed).
    func write(_ relative: String, bytes: [UInt8]) throws {
        let url = dataset.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Writes `text` (UTF-8) at `relative` inside the dataset.
    func write(_ relative: String, _ text: String) throws {
        try write(relative, bytes: Array(text.utf8))
    }

    /// Writes a small PNG at `relative` whose pixels differ for every `variant` (a dark
    /// bar at another row and length): no two variants are duplicates.
    func image(_ relative: String, variant: Int) throws {
        try write(relative, bytes: Self.png(variant: variant))
    }

    /// A 32 × 12 grey PNG with one dark bar, placed by `variant`.
    static func png(variant: Int) -> [UInt8] {
        let row = 1 + variant % 10, length = 4 + variant / 10
        let rows: [[UInt8]] = (0..<12).map { y in (0..<32).map { x in y == row && x >= 2 && x < 2 + length + 10 ? 20 : 235 } }
        return HandMadePNG.encode(width: 32, height: 12, colorType: .gray, rows: rows)
    }

    /// Copies a bundled corpus image to `relative` inside the dataset.
    func bundled(_ corpusPath: String, to relative: String) throws {
        try write(relative, bytes: [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent("Corpus/\(corpusPath)"))))
    }

    /// Runs `ocrgauge corpus import` with `arguments` into this corpus (quiet); the exit code and everything printed.
    func importing(_ arguments: [String]) -> (code: Int32, output: String) {
        runCLI(["corpus", "import"] + arguments + ["--corpus", corpus.path, "-q"])
    }

    /// The text of `relative` inside the corpus.
    func text(_ relative: String) throws -> String {
        try String(contentsOf: corpus.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The sidecar at `relative` inside the corpus, as JSON.
    func sidecar(_ relative: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: corpus.appendingPathComponent(relative))) as? [String: Any] ?? [:]
    }

    /// The files of a suite, sorted.
    func files(_ suite: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(suite).path)) ?? []).sorted()
    }

    /// Every file under the corpus folder with its bytes, and every folder (as empty data
    /// under "name/"): two snapshots are equal only when nothing was written.
    func snapshot() -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: corpus.path)
        while let relative = enumerator?.nextObject() as? String {
            let url = corpus.appendingPathComponent(relative)
            var folder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &folder)
            files[folder.boolValue ? relative + "/" : relative] = folder.boolValue ? Data() : (try? Data(contentsOf: url)) ?? Data()
        }
        return files
    }

    /// A sample already in the corpus, so a dry run has something to leave untouched.
    func seedCorpus() throws {
        let suite = corpus.appendingPathComponent("existing")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        try Data(Self.png(variant: 99)).write(to: suite.appendingPathComponent("old.png"))
        try Data("OLD TEXT\n".utf8).write(to: suite.appendingPathComponent("old.gt.txt"))
    }

    /// `corpus check` on this corpus: the exit code and its report.
    func check() -> (code: Int32, output: String) {
        runCLI(["corpus", "check", "--corpus", corpus.path])
    }
}

/// A PAGE-XML document with one line per text, each with a box.
func pageXML(_ lines: [String]) -> String {
    let body = lines.enumerated().map { index, text in
        "<TextLine id=\"l\(index)\"><Coords points=\"1,\(index * 10) 30,\(index * 10) 30,\(index * 10 + 8) 1,\(index * 10 + 8)\"/>"
            + "<TextEquiv><Unicode>\(text)</Unicode></TextEquiv></TextLine>"
    }.joined()
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<PcGts xmlns=\"http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15\">"
        + "<Page imageFilename=\"x.png\" imageWidth=\"32\" imageHeight=\"12\"><TextRegion id=\"r\">\(body)</TextRegion></Page></PcGts>\n"
}

/// An ALTO document with one line per text (words split at spaces).
func altoXML(_ lines: [String]) -> String {
    let body = lines.enumerated().map { index, text in
        "<TextLine ID=\"l\(index)\">" + text.split(separator: " ").map { "<String CONTENT=\"\($0)\"/>" }.joined(separator: "<SP/>")
            + "</TextLine>"
    }.joined()
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<alto xmlns=\"http://www.loc.gov/standards/alto/ns-v4#\"><Layout><Page>"
        + "<PrintSpace><TextBlock ID=\"b\">\(body)</TextBlock></PrintSpace></Page></Layout></alto>\n"
}
