import Testing
@testable import Runner

/// An OCRD-ZIP bag's bag-info.txt: `Name: value` lines, a line starting with white space
/// continuing the value before it (BagIt's folding); `Ocrd-Mets` names the METS file.
@Suite struct BagInfoTagsAreRead {
    @Test("a tag's value is read trimmed, folded lines joined; an absent or empty tag is nil")
    func tags() {
        let info = "BagIt-Profile-Identifier: https://ocr-d.github.io/bagit-profile.json\r\nOcrd-Mets:  ws/other.xml \r\n"
            + "Ocrd-Identifier: a long\n  identifier\n\tfolded twice\nEmpty:\n"
        #expect(OCRDBag.tag("Ocrd-Mets", in: info) == "ws/other.xml")
        #expect(OCRDBag.tag("Ocrd-Identifier", in: info) == "a long identifier folded twice")
        #expect(OCRDBag.tag("BagIt-Profile-Identifier", in: info) == "https://ocr-d.github.io/bagit-profile.json")
        #expect(OCRDBag.tag("Empty", in: info) == nil)
        #expect(OCRDBag.tag("Ocrd-Base-Version-Checksum", in: info) == nil)
    }
}
