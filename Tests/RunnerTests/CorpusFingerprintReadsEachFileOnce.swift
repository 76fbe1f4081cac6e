import Corpus
import Foundation
@testable import Runner
import Testing
import TestFixtures

/// The corpus fingerprint reads and hashes a document's file once for all its pages, and
/// an interrupt gives it up at once instead of reading on (it ran on for minutes after a
/// SIGTERM over a document of many pages, one whole-file hash a page).
@Suite struct CorpusFingerprintReadsEachFileOnce {
    static func corpus() throws -> (Corpus, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fingerprint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        let pages = (0..<40).map { HandMadeTIFF.Page(width: 4, height: 3, bar: $0 % 3) }
        try Data(HandMadeTIFF.make(pages)).write(to: root.appendingPathComponent("docs/book.tif"))
        try Data(((1...40).map { _ in "x\n" }).joined(separator: "\u{0C}").utf8).write(to: root.appendingPathComponent("docs/book.gt.txt"))
        try Data(HandMadeTIFF.make(pages.prefix(2).map { $0 })).write(to: root.appendingPathComponent("docs/pair.tif"))
        try Data("a\n\u{0C}b\n".utf8).write(to: root.appendingPathComponent("docs/pair.gt.txt"))
        return (try CorpusLoader.load(from: root), root)
    }

    @Test("42 pages of two documents: two files read, and the same fingerprint every time")
    func eachFileOnce() throws {
        let (corpus, root) = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(corpus.samples.count == 42)
        var reads: [String] = []
        let fingerprint = CorpusFingerprint.of(corpus, filesRead: { reads.append($0) })
        #expect(reads == ["docs/book.tif", "docs/pair.tif"])
        #expect(fingerprint != nil && fingerprint == CorpusFingerprint.of(corpus))
    }

    @Test("an interrupt before the next file gives the fingerprint up: nil, and no file read after it")
    func interruptGivesUp() throws {
        let (corpus, root) = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: root) }
        var reads = 0
        var asked = 0
        let fingerprint = CorpusFingerprint.of(corpus, stop: { asked += 1; return asked > 1 }, filesRead: { _ in reads += 1 })
        #expect(fingerprint == nil)
        #expect(reads == 1)
    }
}
