import Foundation
import Testing
@testable import Backends

/// The transcript is the engine's text as it printed it, blank lines included (issue
/// #29 case 5: Tesseract's text was rebuilt from its lines and a plain-text output lost
/// its blank lines before any normalization, so `--normalization dinglehopper`, which
/// counts them, disagreed with dinglehopper on 24 of 33 real-dev pages).
@Suite struct PrintedTextIsKept {
    @Test("a plain-text output keeps its bytes as the transcript, blank lines and all; its lines drop the blank ones")
    func plainTextKeepsBlankLines() throws {
        let text = "TOTAL 12.50\n\nTHANK YOU\n"
        let output = try RecognizerOutputFormat.text.parse(Data(text.utf8))
        #expect(output.printedText == text)
        #expect(output.lines.map(\.text) == ["TOTAL 12.50", "THANK YOU"])
        #expect(Recognition(lines: output.lines, printedText: output.printedText).text == text)
        // Without a printed text, the lines joined, as before.
        #expect(Recognition(lines: output.lines).text == "TOTAL 12.50\nTHANK YOU")
    }
}
