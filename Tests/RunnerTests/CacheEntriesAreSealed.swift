import Foundation
import Testing
import Backends
import Hashing
import Scoring
@testable import Runner

/// Issue #46 case 1: a cache entry whose text was edited gave "CER 100 %" with no word of
/// the cache. Every entry is sealed to its key and content; one that does not verify is a
/// miss, recognized again and counted, never used and never an error.
@Suite struct CacheEntriesAreSealed {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-sealed-\(UUID().uuidString)")

    /// One run of `corpus` under `profile` with the cache.
    func run(_ corpus: URL, _ profile: Profile = simulated("A"), secret: String? = nil) throws -> EvaluationRunner.Finished {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-sealed-out-\(UUID().uuidString)")
        var options = RunOptions(corpus: corpus, output: out, profiles: [profile], jobs: 1, cache: cache)
        options.cacheSecret = secret.map { Array($0.utf8) }
        return try EvaluationRunner.run(options)
    }

    /// The cache's entry files.
    func entries() throws -> [URL] {
        try FileManager.default.subpathsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".json") }.sorted()
            .map { cache.appendingPathComponent($0) }
    }

    @Test("an entry whose text was edited is a miss: recognized again, counted, and the result is the engine's")
    func editedEntryIsRecognizedAgain() throws {
        let corpus = try tinyCorpus(["x"])
        defer { try? FileManager.default.removeItem(at: corpus); try? FileManager.default.removeItem(at: cache) }
        _ = try run(corpus)
        let entry = try #require(try entries().first)
        let edited = try String(contentsOf: entry, encoding: .utf8)
            .replacingOccurrences(of: #""text":"A""#, with: #""text":"PERFECTLY WRONG""#)
        #expect(edited.contains("PERFECTLY WRONG"))
        try Data(edited.utf8).write(to: entry)
        let again = try run(corpus)
        let result = try #require(again.record.results.first)
        #expect(result.hypothesis == "A" && result.cer == 0 && !result.fromCache)
        #expect(again.record.metadata.cache == CacheUse(results: 0, unverified: 1))
        // The recognition replaced the edited entry: the next run is answered by it.
        #expect(!(try String(contentsOf: entry, encoding: .utf8)).contains("PERFECTLY WRONG"))
        let third = try run(corpus)
        #expect(third.record.results.first?.fromCache == true)
        #expect(third.record.metadata.cache == CacheUse(results: 1, unverified: 0))
    }

    @Test("an entry copied under another key, a damaged one and an empty one do not verify, and are no error")
    func mixedUpAndDamagedEntriesDoNotVerify() throws {
        let corpus = try tinyCorpus(["x"])
        defer { try? FileManager.default.removeItem(at: corpus); try? FileManager.default.removeItem(at: cache) }
        _ = try run(corpus, simulated("A"))
        let first = try entries()
        _ = try run(corpus, simulated("WRONG"))
        let other = try #require(try entries().first { !first.contains($0) })
        let entry = try #require(first.first)
        // The other setting's entry, sealed under its own key, copied under this one's.
        try FileManager.default.removeItem(at: entry)
        try FileManager.default.copyItem(at: other, to: entry)
        var result = try run(corpus)
        #expect(result.record.results.first?.hypothesis == "A" && result.record.metadata.cache?.unverified == 1)
        for damaged in [Data(), Data("ocrgauge-cache-3 sha256 00\n{}".utf8), try Data(contentsOf: other).prefix(40)] {
            try damaged.write(to: entry)
            result = try run(corpus)
            #expect(result.record.results.first?.hypothesis == "A" && result.record.metadata.cache?.unverified == 1)
        }
    }

    @Test("with a secret, entries are sealed by HMAC: one sealed without it or under another does not verify")
    func secretSealsEntries() throws {
        let corpus = try tinyCorpus(["x"])
        defer { try? FileManager.default.removeItem(at: corpus); try? FileManager.default.removeItem(at: cache) }
        _ = try run(corpus, secret: "s3cret")
        let entry = try #require(try entries().first)
        #expect(try String(contentsOf: entry, encoding: .utf8).hasPrefix("ocrgauge-cache-3 hmac-sha256 "))
        #expect(try run(corpus, secret: "s3cret").record.metadata.cache == CacheUse(results: 1, unverified: 0))
        #expect(try run(corpus, secret: "other").record.metadata.cache == CacheUse(results: 0, unverified: 1))
        // "other" sealed it last: without a secret (a plain SHA-256 seal expected) it does not verify either.
        #expect(try run(corpus).record.metadata.cache == CacheUse(results: 0, unverified: 1))
        #expect(try run(corpus).record.metadata.cache == CacheUse(results: 1, unverified: 0))
    }

    /// RFC 4231's test cases 1 and 2.
    @Test("HMAC-SHA-256 matches RFC 4231")
    func hmacMatchesStandard() {
        #expect(HMACSHA256.hex(key: [UInt8](repeating: 0x0b, count: 20), Array("Hi There".utf8))
                == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(HMACSHA256.hex(key: Array("Jefe".utf8), Array("what do ya want for nothing?".utf8))
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }
}
