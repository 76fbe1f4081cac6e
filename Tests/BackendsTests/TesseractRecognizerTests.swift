import Foundation
import Testing
import Imaging
@testable import Backends

/// The bundled corpus, found from this file's path.
let corpusFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Corpus")

func decodedCorpusImage(_ relative: String) throws -> DecodedImage {
    let data = try Data(contentsOf: corpusFolder.appendingPathComponent(relative))
    return try ImageDecoder.decode([UInt8](data)).get()
}

@Suite struct TesseractRecognizerTests {
    @Test("Tesseract reads the headline with a line box inside the image and a confidence")
    func readsHeadline() throws {
        let image = try decodedCorpusImage("known-text/headline.png")
        let recognizer = try TesseractRecognizer(settings: TesseractSettings())
        let recognition = try recognizer.recognize(image, context: .none)
        #expect(recognition.text.contains("SWIFT VISION 2468"))
        let line = try #require(recognition.lines.first { $0.text.contains("SWIFT") })
        #expect(line.box.x >= 0 && line.box.y >= 0 && line.box.width > 0 && line.box.height > 0)
        #expect(line.box.x + line.box.width <= image.width && line.box.y + line.box.height <= image.height)
        #expect((line.confidence ?? 0) > 50 && (line.confidence ?? 0) <= 100)
    }

    @Test("one engine reads many images in turn, and a blank page gives no lines")
    func engineIsReused() throws {
        let recognizer = try TesseractRecognizer(settings: TesseractSettings())
        let blank = try recognizer.recognize(try decodedCorpusImage("blank/white.png"), context: .none)
        #expect(blank.isEmpty)
        let again = try recognizer.recognize(try decodedCorpusImage("known-text/headline.png"), context: .none)
        #expect(again.text.contains("SWIFT VISION 2468"))
    }

    @Test("a language that is not installed is unavailable, listing what is")
    func missingLanguageListsInstalled() throws {
        #expect {
            _ = try TesseractRecognizer(settings: TesseractSettings(), common: CommonSettings(languages: ["xyz"]))
        } throws: { error in
            guard case BackendError.unavailable(let message) = error else { return false }
            return message.contains("cannot load language 'xyz'") && message.contains("eng")
        }
    }

    @Test("an unknown Tesseract variable is an error naming it")
    func unknownVariableIsAnError() throws {
        #expect(throws: BackendError.unavailable("tesseract: unknown variable 'no_such_variable' (tesseract.variables)")) {
            _ = try TesseractRecognizer(settings: TesseractSettings(variables: ["no_such_variable": "1"]))
        }
    }

    @Test("the factory reports the linked engine version")
    func factoryReportsVersion() {
        let identity = TesseractFactory(settings: TesseractSettings()).identity
        #expect(identity.name == "tesseract")
        #expect(identity.version.hasPrefix("5."))
    }
}
