import Foundation
import Scoring
import Testing
import Imaging
@testable import Backends

/// Writes an executable shell script and returns its path.
func script(_ body: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-cmd-\(UUID().uuidString).sh")
    try Data(("#!/bin/bash\n" + body + "\n").utf8).write(to: url)
    chmod(url.path, 0o755)
    return url.path
}

/// Writes a file with `contents` and returns its path.
func fixture(_ contents: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-out-\(UUID().uuidString)")
    try Data(contents.utf8).write(to: url)
    return url.path
}

@Suite struct CommandRecognizerTests {
    let image: DecodedImage
    init() throws { image = try decodedCorpusImage("known-text/headline.png") }

    func recognize(_ settings: CommandSettings) throws -> Recognition {
        try CommandRecognizer(settings: settings).recognize(image, context: RecognitionContext(suite: "s", id: "x"))
    }

    @Test("a persistent command answers ocrgauge JSON, one line per request, and is started once")
    func persistentJSON() throws {
        let counter = try fixture("")
        let command = try script("""
        echo started >> \(counter)
        while IFS= read -r line; do
          case "$line" in *'"id":"x"'*) echo '{"lines": [{"text": "SWIFT VISION 2468", "confidence": 91, "box": [1, 2, 3, 4]}]}';;
                          *) echo '{"error": "no id"}';; esac
        done
        """)
        let recognizer = try CommandRecognizer(settings: CommandSettings(executable: command))
        for _ in 0..<3 {
            let recognition = try recognizer.recognize(image, context: RecognitionContext(suite: "s", id: "x"))
            #expect(recognition.text == "SWIFT VISION 2468")
            #expect(recognition.lines[0].box == PixelBox(x: 1, y: 2, width: 3, height: 4))
        }
        #expect(try String(contentsOfFile: counter, encoding: .utf8) == "started\n")
    }

    @Test("a persistent command may answer another format inside the JSON line")
    func persistentWrappedFormat() throws {
        let command = try script(#"while read -r line; do echo '{"format": "text", "output": "TOTAL 12.50\nthanks"}'; done"#)
        #expect(try recognize(CommandSettings(executable: command)).lines.map(\.text) == ["TOTAL 12.50", "thanks"])
    }

    @Test("a per-image command's output is read in each of the five formats", arguments: [
        ("<html><body><span class='ocr_line' title='bbox 0 0 10 10'><span class='ocrx_word' title='bbox 0 0 10 10; x_wconf 90'>hOCR</span> <span class='ocrx_word' title='bbox 0 0 10 10; x_wconf 90'>line</span></span></body></html>", "hOCR line"),
        ("<alto><Layout><Page><PrintSpace><TextBlock><TextLine HPOS='0' VPOS='0' WIDTH='5' HEIGHT='5'><String CONTENT='ALTO'/><SP/><String CONTENT='line'/></TextLine></TextBlock></PrintSpace></Page></Layout></alto>", "ALTO line"),
        ("<PcGts><Page><TextRegion><TextLine><Coords points='0,0 5,5'/><TextEquiv><Unicode>PAGE line</Unicode></TextEquiv></TextLine></TextRegion></Page></PcGts>", "PAGE line"),
        (#"{"lines": [{"text": "JSON line"}]}"#, "JSON line"),
        ("plain line\n", "plain line\n"),   // plain text as printed, its final line break too (scoring normalizes)
    ])
    func perImageFormats(_ output: String, _ expected: String) throws {
        let file = try fixture(output)
        let command = try script("test -f \"$1\" || exit 9\ncat \(file)")
        let recognition = try recognize(CommandSettings(executable: command, arguments: ["{image}"], mode: .perImage))
        #expect(recognition.text == expected)
    }

    @Test("garbage, a crash, an error answer and a missing executable are clear errors")
    func failuresAreClear() throws {
        let garbage = try script(#"while read -r line; do printf 'oops\x01\n'; done"#)
        #expect(throws: BackendError.failed(#"command: answered outside the protocol: "oops\x01""#)) {
            try recognize(CommandSettings(executable: garbage))
        }
        let dies = try script("read -r line; exit 4")
        #expect(throws: BackendError.failed("command: ended without answering (exit status 4)")) {
            try recognize(CommandSettings(executable: dies))
        }
        let refuses = try script(#"while read -r line; do echo '{"error": "model not loaded"}'; done"#)
        #expect(throws: BackendError.failed("command: model not loaded")) { try recognize(CommandSettings(executable: refuses)) }
        #expect(throws: BackendError.self) { try recognize(CommandSettings(executable: "/nonexistent/engine")) }
    }
}
