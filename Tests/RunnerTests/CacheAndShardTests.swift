import Foundation
import Testing
import Backends
import Hashing
import Scoring
@testable import Runner

func tinyCorpus(_ ids: [String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-tiny-\(UUID().uuidString)")
    let suite = root.appendingPathComponent("s")
    try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
    let image = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus/blank/one-pixel.png")
    for id in ids {
        try FileManager.default.copyItem(at: image, to: suite.appendingPathComponent("\(id).png"))
        try Data("A\n".utf8).write(to: suite.appendingPathComponent("\(id).gt.txt"))
    }
    return root
}

func simulated(_ text: String) -> Profile {
    Profile(name: "sim", SimulateBackend.self, SimulateSettings(text: text))
}

func hypotheses(corpus: URL, profile: Profile, cache: URL? = nil, shard: Shard? = nil) throws -> [String: String] {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-tiny-out-\(UUID().uuidString)")
    let finished = try EvaluationRunner.run(RunOptions(corpus: corpus, output: out, profiles: [profile], jobs: 1,
                                                       cache: cache, shard: shard))
    return Dictionary(uniqueKeysWithValues: finished.record.results.map { ($0.id, $0.hypothesis) })
}

@Suite struct CacheAndShardTests {
    @Test("the cache answers for the same image and settings, and never for changed ones")
    func cacheHitsOnlyOnSameKey() throws {
        let corpus = try tinyCorpus(["x"])
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-cache-\(UUID().uuidString)")
        func cached(_ profile: Profile) throws -> [String: Bool] {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-tiny-out-\(UUID().uuidString)")
            let finished = try EvaluationRunner.run(RunOptions(corpus: corpus, output: out, profiles: [profile], jobs: 1, cache: cache))
            return Dictionary(uniqueKeysWithValues: finished.record.results.map { ($0.id, $0.fromCache) })
        }
        #expect(try cached(simulated("A")) == ["x": false])
        let entries = try FileManager.default.subpathsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".json") }
        #expect(entries.count == 1)
        #expect(try cached(simulated("A")) == ["x": true], "the same image and settings: a hit")
        // Another setting, or other image bytes: a new key, a real recognition.
        #expect(try cached(simulated("B")) == ["x": false])
        var renamed = simulated("A")
        renamed.name = "other-name"
        #expect(try cached(renamed) == ["x": true], "the profile's name is not part of the key")
        let image = corpus.appendingPathComponent("s/x.png")
        var bytes = try Data(contentsOf: image)
        bytes.append(0)   // trailing byte after IEND: same pixels, other bytes
        try bytes.write(to: image)
        #expect(try cached(simulated("A")) == ["x": false])
        #expect(try hypotheses(corpus: corpus, profile: simulated("A"), cache: cache) == ["x": "A"])
    }

    @Test("shards split the corpus into disjoint parts that cover it, the same way every time")
    func shardsPartitionTheCorpus() throws {
        let ids = (0..<30).map { "s\($0)" }
        let corpus = try tinyCorpus(ids)
        var seen: [String] = []
        for index in 1...3 {
            let part = try hypotheses(corpus: corpus, profile: simulated("A"), shard: Shard(index: index, count: 3))
            #expect(!part.isEmpty)
            seen += part.keys
        }
        #expect(seen.sorted() == ids.sorted())
        #expect(Shard(index: 2, count: 3).contains(suite: "s", id: "s7") == Shard("2/3")!.contains(suite: "s", id: "s7"))
        #expect(Shard("0/3") == nil && Shard("4/3") == nil && Shard("x") == nil)
    }

    /// Expected digests from coreutils: `printf 'abc' | sha256sum` and so on.
    @Test("SHA-256 matches the FIPS 180-4 examples")
    func sha256MatchesStandard() {
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // Fed in pieces (an image row by row), the same digest.
        let stream = SHA256.Stream()
        for piece in ["abcdbcdecdefdefgefgh", "", "fghighijhijkijkljklmklmnlmnomnopnopq"] { stream.update(Array(piece.utf8)) }
        #expect(stream.finish() == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}
