import Testing
@testable import LayoutFormats

/// The METS reader `corpus import ocr-d` uses: file groups, files with their hrefs
/// (any namespace prefix), physical pages by ORDER (a logical structMap ignored), and a
/// document that is not METS refused, all through the hardened reader.
@Suite struct METSFileGroupsAreRead {
    @Test("groups, hrefs and physical pages by ORDER")
    func groupsFilesAndPages() throws {
        let mets = """
            <?xml version="1.0" encoding="UTF-8"?>
            <m:mets xmlns:m="http://www.loc.gov/METS/" xmlns:xl="http://www.w3.org/1999/xlink"><m:fileSec>
            <m:fileGrp USE="OCR-D-IMG"><m:file ID="i1" MIMETYPE="image/tiff"><m:FLocat xl:href="OCR-D-IMG/i1.tif"/></m:file>
            <m:file ID="i2"><m:FLocat xl:href="OCR-D-IMG/i2.tif"/></m:file></m:fileGrp>
            <m:fileGrp USE="OCR-D-GT-SEG-LINE"><m:file ID="g2"><m:FLocat xl:href="GT/g2.xml"/></m:file></m:fileGrp>
            </m:fileSec>
            <m:structMap TYPE="LOGICAL"><m:div TYPE="page" ID="LOG"><m:fptr FILEID="i1"/></m:div></m:structMap>
            <m:structMap TYPE="PHYSICAL"><m:div TYPE="physSequence">
            <m:div TYPE="page" ID="P2" ORDER="2"><m:fptr FILEID="i2"/><m:fptr FILEID="g2"/></m:div>
            <m:div TYPE="page" ID="P1" ORDER="1"><m:fptr FILEID="i1"/></m:div>
            </m:div></m:structMap></m:mets>
            """
        let document = try METSDocument.read(Array(mets.utf8), name: "mets.xml")
        #expect(document.groups == ["OCR-D-IMG", "OCR-D-GT-SEG-LINE"])
        #expect(document.files.map(\.href) == ["OCR-D-IMG/i1.tif", "OCR-D-IMG/i2.tif", "GT/g2.xml"])
        #expect(document.files[0].mimeType == "image/tiff")
        #expect(document.pages.map(\.id) == ["P1", "P2"])
        #expect(document.file(of: document.pages[1], in: "OCR-D-GT-SEG-LINE")?.id == "g2")
        #expect(document.file(of: document.pages[0], in: "OCR-D-GT-SEG-LINE") == nil)
    }

    @Test("a document that is not METS, and one that is cut off, are refused naming the file")
    func otherDocumentsAreRefused() {
        #expect(throws: LayoutError.self) { try METSDocument.read(Array("<PcGts/>".utf8), name: "mets.xml") }
        do {
            _ = try METSDocument.read(Array("<mets>\n<fileSec>\n</mets>".utf8), name: "mets.xml")
            Issue.record("a cut-off METS file was read")
        } catch {
            #expect(error.description.contains("mets.xml"))
        }
    }
}
