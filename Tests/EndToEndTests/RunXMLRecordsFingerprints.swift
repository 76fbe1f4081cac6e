import Foundation
import Testing
import Backends
import Reports
import Scoring
import TestFixtures
@testable import Runner
import RunXML

/// run.xml records what each sample was measured on: the SHA-256 of its decoded pixels
/// (of its file when it does not decode), of its truth file and of its sidecar. Expected
/// digests are `sha256sum`'s of the bytes written here, e.g. `printf 'TOTAL 12.50\n' |
/// sha256sum`; the pixels' of the 3 × 2 grey canonical bytes (see
/// SamePixelsGiveTheSameDigest).
@Suite struct RunXMLRecordsFingerprints {
    static let pixels = "a1aa4ea92c5e80986467cab43f3561a2a660825a2509f1b5ed510d0b1e559c62"
    static let truth = "8daa3d5dffff842035062c6adae48717c2292ed69e1194c84dd4b2468adb178e"       // "TOTAL 12.50\n"
    static let sidecar = "8570f4b9fbf2c26f1a9f1f5e318c6eb74f484971bc1cb11753f431d0e9f3b2eb"     // {"maxCER": 0.05}
    static let pdf = "e5c62df5dab5c87b6a015ef3d43597074d1eec433b15f51aec63b8582d0e4ab4"         // "%PDF-1.4\n"
    static let unreadableSidecar = "f3df8b69c56f50a9c3c1a788d898da5d67a0bdcca849a3be800d5e042fc10bb3"  // {"expect": "unreadable"}

    static let rows: [[UInt8]] = [[0, 128, 255], [10, 20, 30]]

    /// page: image, truth, sidecar; bare: the same pixels re-encoded, truth only; broken:
    /// not an image, sidecar only.
    static func corpus() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-prints-\(UUID().uuidString)")
        let suite = root.appendingPathComponent("s")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        func write(_ name: String, _ bytes: [UInt8]) throws { try Data(bytes).write(to: suite.appendingPathComponent(name)) }
        try write("page.png", HandMadePNG.encode(width: 3, height: 2, colorType: .gray, rows: rows, level: 0))
        try write("page.gt.txt", Array("TOTAL 12.50\n".utf8))
        try write("page.json", Array(#"{"maxCER": 0.05}"#.utf8))
        try write("bare.png", HandMadePNG.encode(width: 3, height: 2, colorType: .gray, rows: rows, level: 9,
                                                 extraChunks: [("tEXt", Array("Comment\0re-saved".utf8))]))
        try write("bare.gt.txt", Array("TOTAL 12.50\n".utf8))
        try write("broken.png", Array("%PDF-1.4\n".utf8))
        try write("broken.json", Array(#"{"expect": "unreadable"}"#.utf8))
        return root
    }

    static func run(_ corpus: URL, out: String, cache: URL? = nil) throws -> URL {
        let output = corpus.appendingPathComponent(out)
        _ = try EvaluationRunner.run(RunOptions(corpus: corpus, output: output,
                                                profiles: [Profile(name: "sim", SimulateBackend.self, SimulateSettings(text: "TOTAL 12.50"))],
                                                jobs: 1, cache: cache))
        return output.appendingPathComponent("run.xml")
    }

    @Test("each sample's pixels (or file, when it does not decode), truth and sidecar digests are in run.xml, valid by run.xsd")
    func fingerprintsAreRecorded() throws {
        let corpus = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let file = try Self.run(corpus, out: "out")
        let validator = try SchemaValidator(schemaURL: repositoryRoot.appendingPathComponent("Reports/schema/run.xsd"))
        #expect(validator.validate(fileAt: file) == [])
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(#"<fingerprints pixelsSHA256="\#(Self.pixels)" truthSHA256="\#(Self.truth)" sidecarSHA256="\#(Self.sidecar)"/>"#),
                "\(text)")
        let results = Dictionary(uniqueKeysWithValues: try RunXMLReader.read(file).run.results.map { ($0.id, $0) })
        #expect(results["page"]?.fingerprints == DataFingerprints(image: ImageFingerprint(.pixels, sha256: Self.pixels),
                                                                   truthSHA256: Self.truth, sidecarSHA256: Self.sidecar))
        #expect(results["bare"]?.fingerprints == DataFingerprints(image: ImageFingerprint(.pixels, sha256: Self.pixels),
                                                                   truthSHA256: Self.truth, sidecarSHA256: nil),
                "the same pixels re-encoded with a text chunk: the same pixel digest; no sidecar: none recorded")
        #expect(results["broken"]?.fingerprints == DataFingerprints(image: ImageFingerprint(.file, sha256: Self.pdf),
                                                                     truthSHA256: nil, sidecarSHA256: Self.unreadableSidecar))
    }

    @Test("a run answered from the cache records the same fingerprints")
    func cachedRunKeepsThem() throws {
        let corpus = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let cache = corpus.appendingPathComponent("cache")
        let first = try RunXMLReader.read(try Self.run(corpus, out: "first", cache: cache)).run.results
        let entries = try FileManager.default.subpathsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".json") }
        #expect(entries.count == 3)
        let second = try RunXMLReader.read(try Self.run(corpus, out: "second", cache: cache)).run.results
        #expect(second.map(\.fingerprints) == first.map(\.fingerprints))
        #expect(second.first { $0.id == "page" }?.fingerprints?.image == ImageFingerprint(.pixels, sha256: Self.pixels))
    }
}
