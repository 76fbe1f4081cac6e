import Foundation
import Testing
import TestFixtures
import Imaging
@testable import Backends

/// Tesseract in-process must read an image as the `tesseract` CLI does, or figures
/// measured here say nothing about production. Receipts and photos usually carry no
/// resolution: then the engine must estimate one, as the CLI does, not be told 300 dpi.
@Suite(.enabled(if: RealDevSamples.available, RealDevSamples.skipReason))
struct TesseractResolutionMatchesTheCLI {
    /// SROIE receipts of real-dev whose JPEG declares no resolution.
    static let resolutionless = ["sroie_047", "sroie_078", "sroie_152", "sroie_164", "sroie_225"]

    @Test("on real receipts without a resolution, the text is the tesseract CLI's (-l eng --psm 3)",
          .enabled(if: TestTier.full, Comment(rawValue: TestTier.reason)), arguments: resolutionless)
    func sameTextAsTheCLI(name: String) throws {
        let url = RealDevSamples.url("receipts/\(name).jpg")
        let image = try ImageDecoder.decode([UInt8](try Data(contentsOf: url))).get()
        #expect(image.pixels.dotsPerInch == nil, "the sample must declare no resolution for this test to mean anything")
        let recognizer = try TesseractRecognizer(settings: TesseractSettings())
        let ours = try recognizer.recognize(image, context: .none).lines.map(\.text)
        let cli = try Self.cliLines(url, extra: [])
        #expect(ours == cli)
    }

    @Test("\"dpi\" forces one resolution, as the CLI's --dpi does", .enabled(if: TestTier.full, Comment(rawValue: TestTier.reason)))
    func forcedResolutionMatchesTheCLIOption() throws {
        let url = RealDevSamples.url("receipts/sroie_078.jpg")
        let image = try ImageDecoder.decode([UInt8](try Data(contentsOf: url))).get()
        let recognizer = try TesseractRecognizer(settings: TesseractSettings(dotsPerInch: 300))
        let forced = try recognizer.recognize(image, context: .none).lines.map(\.text)
        let cliForced = try Self.cliLines(url, extra: ["--dpi", "300"])
        let cliEstimated = try Self.cliLines(url, extra: [])
        #expect(forced == cliForced)
        #expect(forced != cliEstimated, "300 dpi must read this receipt differently, or the test proves nothing")
    }

    /// The CLI's text lines: blank lines (paragraph breaks) and the final form feed
    /// dropped, trailing spaces trimmed, as the in-process reader returns lines.
    static func cliLines(_ image: URL, extra: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tesseract", image.path, "-", "-l", "eng", "--psm", "3"] + extra
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the tesseract CLI failed (ci/bootstrap installs tesseract-ocr)")
        return String(decoding: data, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop(while: { $0 == " " || $0 == "\u{0C}" }).reversed()) }
            .filter { !$0.isEmpty }
    }
}
