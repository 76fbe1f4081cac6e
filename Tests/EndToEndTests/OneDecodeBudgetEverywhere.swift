import Backends
import Foundation
import Imaging
import Scoring
import Testing
import TestFixtures
@testable import Runner

/// Issue #46, cases 2 and 3, through the verbs: a HEIC grid whose output size is in its
/// second `iloc` extent, and a PDF page drawing an image over the budget, are refused by
/// one decoded-size budget before anything is decoded, with the same reason in `run`
/// and `corpus check` (and `corpus add` for the picture). The budget here is 1 megapixel,
/// so that where a check is missing the files decode quickly (a 1200 × 1200 grid, a
/// 2000 × 2000 image) and the test fails on the reason instead.
@Suite(.serialized) struct OneDecodeBudgetEverywhere {
    static let budget = 1_000_000
    static let heicReason = "image too large: the HEIF grid claims 1200 × 1200 pixels (1.4 megapixels), limit 1 (--max-megapixels)"
    static let pdfReason = "image too large: page 2 draws an image (object 10) that claims 2000 × 2000 pixels (4 megapixels), "
        + "limit 1 (--max-megapixels)"

    static func corpus() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-budget-\(UUID().uuidString)")
        let suite = root.appendingPathComponent("bombs")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        try Data(HEICGridFixture.grid(width: 1200, height: 1200, splitExtents: true)).write(to: suite.appendingPathComponent("grid.heic"))
        try Data("x\n".utf8).write(to: suite.appendingPathComponent("grid.gt.txt"))
        try Data(PDFImagePages.make(width: 2000, height: 2000, pages: 2, imagePage: 2)).write(to: suite.appendingPathComponent("book.pdf"))
        try Data("\u{0C}\u{0C}".utf8).write(to: suite.appendingPathComponent("book.gt.txt"))
        return root
    }

    @Test("run and corpus check refuse the split HEIC grid and the PDF page by the same reasons; the PDF's other page is read")
    func runAndCheckAgree() throws {
        let corpus = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let out = corpus.appendingPathExtension("out")
        defer { try? FileManager.default.removeItem(at: out) }
        var options = RunOptions(corpus: corpus, output: out, profiles: [Profile(name: "layer", PDFTextBackend.self, PDFTextSettings())],
                                 jobs: 1, maxPixels: Self.budget, workerExecutable: ocrgaugeExecutable)
        options.reportImages = .none
        let results = Dictionary(uniqueKeysWithValues: try EvaluationRunner.run(options).record.results.map { ($0.id, $0) })
        #expect(results["grid"]?.outcome == .unreadable && results["grid"]?.message == Self.heicReason, "\(String(describing: results["grid"]?.message))")
        #expect(results["book#2"]?.outcome == .unreadable && results["book#2"]?.message == Self.pdfReason,
                "\(String(describing: results["book#2"]?.message))")
        #expect(results["book#1"]?.outcome == .empty)

        let report = CorpusCheck.run(corpus, maxPixels: Self.budget)
        let problems = report.problems.map(\.description)
        #expect(problems.contains { $0.contains("grid.heic") && $0.contains(Self.heicReason) }, "\(problems)")
        #expect(problems.contains { $0.contains("book.pdf") && $0.contains(Self.pdfReason) }, "\(problems)")
    }

    @Test("corpus add refuses the split HEIC grid by the same reason, before decoding")
    func addRefuses() throws {
        let corpus = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let target = corpus.appendingPathComponent("target")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        var options = CorpusAdder.Options(images: [corpus.appendingPathComponent("bombs/grid.heic")], suite: "new", corpus: target,
                                          profile: Profile(name: "layer", PDFTextBackend.self, PDFTextSettings()))
        options.truths = [corpus.appendingPathComponent("bombs/grid.gt.txt")]
        options.maxPixels = Self.budget
        do {
            _ = try CorpusAdder.add(options)
            Issue.record("the grid was added")
        } catch {
            #expect("\(error)".contains(Self.heicReason), "\(error)")
        }
    }
}
