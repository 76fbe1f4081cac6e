import Foundation
import Testing
import Backends
import Reports
import TestFixtures
@testable import CLI
@testable import Runner

/// Issue #29 case 4: shards made from two corpus folders with the same ids (three images
/// blurred in one) merged without a word. Every run records one SHA-256 over the whole
/// corpus (`corpusSHA256`), and merge refuses shards whose values differ.
@Suite struct ShardsOfDifferentCorporaAreRefused {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-merge-\(UUID().uuidString)")
    let profile = Profile(name: "sim", SimulateBackend.self, SimulateSettings(text: "page"))

    /// Six pages p0...p5 of distinct grey values, truth "page"; `blurred` pages get other pixels.
    func corpus(_ name: String, blurred: Set<Int> = []) throws -> URL {
        let folder = root.appendingPathComponent(name)
        let suite = folder.appendingPathComponent("s")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        for index in 0..<6 {
            let value = UInt8(40 * index + (blurred.contains(index) ? 7 : 0))
            try Data(HandMadePNG.encode(width: 2, height: 2, colorType: .gray, rows: [[value, value], [value, 255]]))
                .write(to: suite.appendingPathComponent("p\(index).png"))
            try Data("page\n".utf8).write(to: suite.appendingPathComponent("p\(index).gt.txt"))
        }
        return folder
    }

    func shard(_ corpus: URL, _ index: Int, of count: Int) throws -> String {
        let out = corpus.appendingPathComponent("shard\(index)")
        _ = try EvaluationRunner.run(RunOptions(corpus: corpus, output: out, profiles: [profile], jobs: 1,
                                                shard: Shard(index: index, count: count)))
        return out.appendingPathComponent("run.xml").path
    }

    @Test("the corpus fingerprint is the SHA-256 of one line per sample: id, image, truth and sidecar digests (Python's hashlib)")
    func corpusFingerprintIsRecorded() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let suite = root.appendingPathComponent("c/s")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        try Data("%PDF-1.4\n".utf8).write(to: suite.appendingPathComponent("a.png"))
        try Data("TOTAL 12.50\n".utf8).write(to: suite.appendingPathComponent("a.gt.txt"))
        try Data("%PDF-1.4\n".utf8).write(to: suite.appendingPathComponent("b.png"))
        try Data(#"{"expect": "unreadable"}"#.utf8).write(to: suite.appendingPathComponent("b.json"))
        // hashlib.sha256(b"s/a\t<sha of %PDF-1.4\n>\t<sha of TOTAL 12.50\n>\t-\ns/b\t<sha of %PDF-1.4\n>\t-\t<sha of the sidecar>\n")
        let expected = "525223a47b568a9a908722d6077d6e461427e0917d1164389ca92beb235859fc"
        let path = try shard(root.appendingPathComponent("c"), 1, of: 2)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(#"corpusSHA256="\#(expected)""#), "\(text)")
    }

    @Test("shards of two folders with the same ids, three images blurred in one, are refused naming both shards and fingerprints")
    func blurredCopyIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try shard(try corpus("a"), 1, of: 2)
        let second = try shard(try corpus("b", blurred: [1, 3, 5]), 2, of: 2)
        let prints = try [first, second].map { try #require(try Self.corpusFingerprint(inRunXML: $0), "no corpusSHA256 in \($0)") }
        #expect(prints[0] != prints[1])
        let merged = root.appendingPathComponent("merged.xml").path
        let (code, text) = runCLI(["merge", first, second, "-o", merged])
        #expect(code == 2, "\(text)")
        #expect(text.contains("the corpus fingerprints differ: \(prints[0]) vs \(prints[1])"), "\(text)")
        #expect(text.contains("(\(first) vs \(second))"), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: merged))
        // The same folder's shards merge, keeping the fingerprint.
        let same = try shard(try corpus("b", blurred: [1, 3, 5]), 1, of: 2)
        #expect(runCLI(["merge", same, second, "-o", merged]).0 == 0)
        #expect(try Self.corpusFingerprint(inRunXML: merged) == prints[1])
    }

    /// The metadata's corpusSHA256 attribute, read from the file's text.
    static func corpusFingerprint(inRunXML path: String) throws -> String? {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard let start = text.range(of: "corpusSHA256=\"") else { return nil }
        return String(text[start.upperBound...].prefix(64))
    }
}
