import Foundation
import Testing
import Imaging
import TestFixtures
@testable import CLI

/// `corpus add` checks every image before copying anything, removes personal metadata
/// without touching pixels, refuses duplicates, drafts "text" even when OCR read
/// nothing, takes given truth; `corpus check` fails on contradictions and hints at GPS.
@Suite struct CorpusAddIsSafe {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-add-\(UUID().uuidString)")
    var corpus: URL { root.appendingPathComponent("corpus") }
    var config: String { root.appendingPathComponent("ocrgauge.json").path }

    init() throws {
        try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
        try Data(#"{"profiles": {"t": {}}}"#.utf8).write(to: URL(fileURLWithPath: config))
    }

    /// A file to add, from bytes.
    func incoming(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = root.appendingPathComponent("incoming/\(name)")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url.path
    }

    func bundled(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent("Corpus/\(relative)")))
    }

    func add(_ arguments: [String]) -> (Int32, String) {
        runCLI(["corpus", "add"] + arguments + ["--suite", "reports", "--corpus", corpus.path, "--config", config])
    }

    var suiteFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent("reports").path)) ?? []).sorted()
    }

    @Test("what is not an image, or a damaged image without --unreadable, is refused and nothing is copied (exit 2)")
    func nonImagesAreRefused() throws {
        let good = try incoming("good.png", try bundled("known-text/headline.png"))
        let text = try incoming("truth.png", Array("SWIFT VISION 2468\n".utf8))
        let (code, output) = add([good, text])
        #expect(code == 2)
        #expect(output.contains("truth.png: not an image: starts with \"SWIFT VI\""), "\(output)")
        #expect(suiteFiles.isEmpty, "nothing is copied when one image is refused")
        let csv = try incoming("boxes.csv", Array("1,2,3\n".utf8))
        #expect(add([csv, "--unreadable"]).1.contains("must end in an image extension"))
        let truncated = try incoming("cut.png", Array(try bundled("known-text/headline.png").prefix(300)))
        let (damaged, reason) = add([truncated])
        #expect(damaged == 2 && reason.contains("does not decode (truncated PNG"), "\(reason)")
        #expect(reason.contains("--unreadable"))
        #expect(suiteFiles.isEmpty)
    }

    @Test("a valid PDF is refused as a document, with where documents go, never with a hint to mark it unreadable")
    func documentsAreRefusedAsDocuments() throws {
        let pdf = try incoming("ledger.pdf", HandMadePDF.make(pages: [["Page one"], ["Page two"]]))
        let (code, output) = add([pdf])
        #expect(code == 2)
        #expect(output.contains("ledger.pdf: a PDF document of 2 pages, not one picture; corpus add takes pictures: "
                                + "copy a document into its suite folder as it is"), "\(output)")
        #expect(!output.contains("--unreadable"), "\(output)")
        #expect(suiteFiles.isEmpty)
    }

    @Test("--unreadable adds a file that fails to decode and refuses one that decodes")
    func unreadableOnPurpose() throws {
        let truncated = try incoming("cut.png", Array(try bundled("known-text/headline.png").prefix(300)))
        let (code, output) = add([truncated, "--unreadable"])
        #expect(code == 0, "\(output)")
        let sidecar = try String(contentsOf: corpus.appendingPathComponent("reports/cut.json"), encoding: .utf8)
        #expect(sidecar.contains(#""expect" : "unreadable""#))
        let fine = try incoming("fine.png", try bundled("known-text/headline.png"))
        let (refused, message) = add([fine, "--unreadable"])
        #expect(refused == 2 && message.contains("decodes fine"), "\(message)")
    }

    @Test("an image already in the corpus (same bytes, any name) is refused, naming the sample")
    func duplicatesAreRefused() throws {
        let first = try incoming("first.png", try bundled("known-text/headline.png"))
        #expect(add([first]).0 == 0)
        let again = try incoming("renamed.png", try bundled("known-text/headline.png"))
        let (code, output) = add([again])
        #expect(code == 2)
        #expect(output.contains("already in the corpus as reports/first.png"), "\(output)")
    }

    @Test("GPS, device data, XMP and comments are removed; pixels and orientation stay; --keep-metadata copies bytes")
    func metadataIsRemoved() throws {
        let photo = MetadataFixtures.jpegWithMetadata(try bundled("known-text/swift-vision-jpeg.jpg"))
        let path = try incoming("photo.jpg", photo)
        let (code, output) = add([path])
        #expect(code == 0, "\(output)")
        #expect(output.contains("removed GPS position"), "\(output)")
        let stored = [UInt8](try Data(contentsOf: corpus.appendingPathComponent("reports/photo.jpg")))
        #expect(ImageMetadata.find(in: stored, format: .jpeg).isEmpty)
        for secret in MetadataFixtures.secrets { #expect(!String(decoding: stored, as: UTF8.self).contains(secret)) }
        let before = try ImageDecoder.decode(photo).get(), after = try ImageDecoder.decode(stored).get()
        #expect(after.orientationTag == .right && before.orientationTag == .right)
        #expect(before.pixels.pngData() == after.pixels.pngData())
        let sidecar = try String(contentsOf: corpus.appendingPathComponent("reports/photo.json"), encoding: .utf8)
        #expect(sidecar.contains("Metadata removed when added: GPS position"))

        let kept = try incoming("kept.jpg", MetadataFixtures.jpegWithMetadata(try bundled("known-text/receipt.jpg")))
        #expect(add([kept, "--keep-metadata"]).0 == 0)
        #expect(try Data(contentsOf: corpus.appendingPathComponent("reports/kept.jpg")) == Data(contentsOf: URL(fileURLWithPath: kept)))
        // corpus check names the image that still carries a GPS position.
        let (_, check) = runCLI(["corpus", "check", "--corpus", corpus.path])
        #expect(check.contains("hint: reports/kept.jpg: carries GPS position"), "\(check)")
        #expect(!check.contains("reports/photo.jpg: carries"))
    }

    @Test("a blank page gets \"expect\": \"text\" with an empty draft and a review mark; --jobs adds several")
    func emptyDraftExpectsText() throws {
        let blank = try incoming("blank.png", try bundled("blank/white.png"))
        let one = try incoming("one.png", try bundled("known-text/headline.png"))
        let two = try incoming("two.png", try bundled("known-text/serif-paragraph.png"))
        let (code, output) = add([blank, one, two, "--jobs", "2"])
        #expect(code == 0, "\(output)")
        let sidecar = try String(contentsOf: corpus.appendingPathComponent("reports/blank.json"), encoding: .utf8)
        #expect(sidecar.contains(#""expect" : "text""#) && sidecar.contains(#""review" : "draft""#), "\(sidecar)")
        #expect(try String(contentsOf: corpus.appendingPathComponent("reports/blank.gt.txt"), encoding: .utf8) == "")
        #expect(try String(contentsOf: corpus.appendingPathComponent("reports/one.gt.txt"), encoding: .utf8).contains("SWIFT VISION 2468"))
        #expect(output.components(separatedBy: "added reports/").count == 4)
    }

    @Test("--languages reads the draft in those languages and writes them into the sidecar; unknown ones are refused")
    func languagesReachTheDraft() throws {
        // languages/fra-sans.png as `tesseract IMAGE - -l fra` reads it ("À cinq minutes, après le
        // théâtre."), where -l eng reads "A cing minutes, aprés le théatre.".
        let page = try incoming("page.png", try bundled("languages/fra-sans.png"))
        let (code, output) = add([page, "--languages", "fra"])
        #expect(code == 0, "\(output)")
        let draft = try String(contentsOf: corpus.appendingPathComponent("reports/page.gt.txt"), encoding: .utf8)
        #expect(draft.contains("À cinq minutes, après le théâtre."), "\(draft)")
        let sidecar = try JSONSerialization.jsonObject(with: Data(contentsOf: corpus.appendingPathComponent("reports/page.json")))
        #expect((sidecar as? [String: Any])?["languages"] as? [String] == ["fra"])
        let other = try incoming("other.png", try bundled("known-text/headline.png"))
        let (refused, message) = add([other, "--languages", "xyz"])
        #expect(refused == 2 && message.contains("no traineddata for 'xyz'"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: corpus.appendingPathComponent("reports/other.png").path))
    }

    @Test("--truth copies PAGE-XML under its name, proposes a maxCER marked for review; a broken truth is refused")
    func givenTruthIsCopied() throws {
        let image = try incoming("page.png", try bundled("known-text/headline.png"))
        let page = #"<PcGts><Page><TextRegion id="r"><TextLine id="l"><Coords points="1,1 9,1 9,9 1,9"/><TextEquiv><Unicode>SWIFT VISION 2468</Unicode></TextEquiv></TextLine></TextRegion></Page></PcGts>"#
        let broken = try incoming("broken.xml", Array("<PcGts><Page>".utf8))
        #expect(add([image, "--truth", broken]).1.contains("broken.xml"))
        #expect(suiteFiles.isEmpty)
        let truth = try incoming("truth.xml", Array(page.utf8))
        let (code, output) = add([image, "--truth", truth])
        #expect(code == 0, "\(output)")
        #expect(suiteFiles == ["page.gt.page.xml", "page.json", "page.png"])
        // The headline reads exactly (the tesseract CLI gives "SWIFT VISION 2468"): CER 0,
        // so the proposal is the one-point floor, marked for review, never a draft.
        let sidecar = try JSONSerialization.jsonObject(with: Data(contentsOf: corpus.appendingPathComponent("reports/page.json")))
            as? [String: Any]
        #expect(sidecar?["maxCER"] as? Double == 0.01 && sidecar?["review"] as? String == "limits", "\(String(describing: sidecar))")
        #expect(output.contains("maxCER 0.01 proposed (read at CER 0.00 %"), "\(output)")
        let (runCode, run) = runCLI(["run", "--corpus", corpus.path, "--config", config, "--out", root.appendingPathComponent("out").path, "-q"])
        #expect(runCode == 0, "\(run)")
    }

    @Test("propose-limits writes a maxCER into the sidecars of samples a run scored without a criterion, and no other")
    func proposeLimitsFromARun() throws {
        let suite = corpus.appendingPathComponent("s")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        try Data(try bundled("known-text/headline.png")).write(to: suite.appendingPathComponent("a.png"))
        try Data(try bundled("known-text/swift-vision-serif.png")).write(to: suite.appendingPathComponent("b.png"))
        // a: truth one digit off what Tesseract reads ("SWIFT VISION 2468"): 1 edit in 17,
        // CER 0.0588; proposed 0.0588 + max(0.01, 0.0147) = 0.0735, up to 0.08. b has a maxCER.
        try Data("SWIFT VISION 2469\n".utf8).write(to: suite.appendingPathComponent("a.gt.txt"))
        try Data(#"{"tags": ["kept"]}"#.utf8).write(to: suite.appendingPathComponent("a.json"))
        try Data("SWIFT VISION 2468\n".utf8).write(to: suite.appendingPathComponent("b.gt.txt"))
        try Data(#"{"maxCER": 0.2}"#.utf8).write(to: suite.appendingPathComponent("b.json"))
        let out = root.appendingPathComponent("run")
        let (runCode, run) = runCLI(["run", "--corpus", corpus.path, "--config", config, "--out", out.path, "-q"])
        #expect(runCode == 0, "\(run)")
        let (code, output) = runCLI(["corpus", "propose-limits", out.appendingPathComponent("run.xml").path, "--corpus", corpus.path])
        #expect(code == 0, "\(output)")
        #expect(output.contains("s/a.json: maxCER 0.08 proposed (read at CER 5.88 %)"), "\(output)")
        let a = try JSONSerialization.jsonObject(with: Data(contentsOf: suite.appendingPathComponent("a.json"))) as? [String: Any]
        #expect(a?["maxCER"] as? Double == 0.08 && a?["review"] as? String == "limits" && a?["tags"] as? [String] == ["kept"])
        #expect(try String(contentsOf: suite.appendingPathComponent("b.json"), encoding: .utf8) == #"{"maxCER": 0.2}"#)
        #expect(runCLI(["corpus", "check", "--corpus", corpus.path]).0 == 0, "the rewritten sidecar loads")
    }

    @Test("corpus check fails (exit 1) on an expectation the truth contradicts, naming the sidecar and key")
    func contradictionsFailTheCheck() throws {
        let suite = corpus.appendingPathComponent("s")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        try Data(try bundled("known-text/headline.png")).write(to: suite.appendingPathComponent("a.png"))
        try Data("SWIFT VISION 2468\n".utf8).write(to: suite.appendingPathComponent("a.gt.txt"))
        try Data(#"{"expect": "empty"}"#.utf8).write(to: suite.appendingPathComponent("a.json"))
        let (code, output) = runCLI(["corpus", "check", "--corpus", corpus.path])
        #expect(code == 1, "a contradiction is a problem, not a hint")
        #expect(output.contains("s/a.json: key 'expect': \"empty\", but s/a.gt.txt holds text"), "\(output)")
        #expect(!output.contains("hint: s/a.json"), "\(output)")
        #expect(output.contains("hint: s: 1 reviewed sample has no maxCER and no field") == false,
                "a sample expecting empty is not counted as unguarded text")
    }

    /// A 24 × 8 grey page with two dark bars, as PNG: stored (zlib level 0), or
    /// compressed at level 9 with a text chunk, the same pixels either way.
    static func bars(recompressed: Bool) -> [UInt8] {
        let rows: [[UInt8]] = (0..<8).map { y in (0..<24).map { x in (y == 2 || y == 5) && x > 1 && x < 22 ? 20 : 235 } }
        return HandMadePNG.encode(width: 24, height: 8, colorType: .gray, rows: rows, level: recompressed ? 9 : 0,
                                  extraChunks: recompressed ? [("tEXt", Array("Software\0another editor".utf8))] : [])
    }

    @Test("an image whose pixels are in the corpus is refused however it is encoded (zlib level, a text chunk)")
    func samePixelsAreRefused() throws {
        #expect(Self.bars(recompressed: false) != Self.bars(recompressed: true))
        let first = try incoming("first.png", Self.bars(recompressed: false))
        #expect(add([first]).0 == 0)
        let again = try incoming("again.png", Self.bars(recompressed: true))
        let (code, output) = add([again])
        #expect(code == 2, "\(output)")
        #expect(output.contains("again.png: the same image (the same pixels; the files differ only in metadata or encoding) "
                                + "is already in the corpus as reports/first.png"), "\(output)")
        #expect(!FileManager.default.fileExists(atPath: corpus.appendingPathComponent("reports/again.png").path))
        // Twice in one command, too.
        let twin = try incoming("twin.png", Self.bars(recompressed: true))
        let other = try incoming("other.png", try bundled("known-text/headline.png"))
        let (both, said) = add([other, twin, try incoming("copy.png", Self.bars(recompressed: true))])
        #expect(both == 2 && said.contains("is already in the corpus as reports/first.png"), "\(said)")
    }

    @Test("a photo added twice is refused although its metadata was removed the first time")
    func strippedPhotoIsFoundAgain() throws {
        let photo = MetadataFixtures.jpegWithMetadata(try bundled("known-text/swift-vision-jpeg.jpg"))
        #expect(add([try incoming("photo.jpg", photo)]).0 == 0)
        let stored = try Data(contentsOf: corpus.appendingPathComponent("reports/photo.jpg"))
        #expect(stored != Data(photo), "the corpus holds the stripped file")
        let (code, output) = add([try incoming("again.jpg", photo)])
        #expect(code == 2, "\(output)")
        #expect(output.contains("the same image (the same pixels; the files differ only in metadata or encoding) is already in "
                                + "the corpus as reports/photo.jpg"), "\(output)")
    }

    @Test("corpus check calls two images with the same pixels and different bytes the same image (a hint; identical bytes stay a problem)")
    func checkFindsSamePixels() throws {
        let suite = corpus.appendingPathComponent("s")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        for (id, recompressed) in [("a", false), ("b", true)] {
            try Data(Self.bars(recompressed: recompressed)).write(to: suite.appendingPathComponent("\(id).png"))
            try Data("page\n".utf8).write(to: suite.appendingPathComponent("\(id).gt.txt"))
            try Data(#"{"maxCER": 0.5}"#.utf8).write(to: suite.appendingPathComponent("\(id).json"))
        }
        let (code, output) = runCLI(["corpus", "check", "--corpus", corpus.path])
        #expect(code == 0, "\(output)")
        #expect(output.contains("hint: s/b.png: the same image as s/a.png (the same pixels; the files differ only in metadata or "
                                + "encoding): the page is measured twice, unless that difference is what the samples test"), "\(output)")
        // The same bytes again: a problem, as before.
        try Data(Self.bars(recompressed: false)).write(to: suite.appendingPathComponent("c.png"))
        try Data("page\n".utf8).write(to: suite.appendingPathComponent("c.gt.txt"))
        let (failed, said) = runCLI(["corpus", "check", "--corpus", corpus.path])
        #expect(failed == 1 && said.contains("s/c.png: the same image as s/a.png (identical bytes)"), "\(said)")
    }
}
