import Foundation
import Testing
@testable import LayoutFormats

/// The PAGE-XML and ALTO ground truth of the real-dev set (shared/real-dev beside the repository), read by our rules, gives
/// exactly the lines of the `.gt.txt` made from it by the rules SOURCES.md states
/// (reading order, lowest TextEquiv index, region-level text, String CONTENTs joined;
/// the text files are NFC). Skipped in a clone without the real-dev set.
@Suite(.enabled(if: RealDev.available, RealDev.skipReason))
struct RealDevTruthReadsAsItsTextFile {
    static let documents = [
        "scans-page-gt/dinglehopper_00000119.gt.page.xml",
        "scans-page-gt/dinglehopper_462875_0008.gt.page.xml",
        "scans-page-gt/ocrevaluation_00439040.gt.page.xml",
        "scans-alto-gt/gallicorpora_bpt6k15260973_f43.gt.alto.xml",
        "scans-alto-gt/gallicorpora_bpt6k8710026t_f23.gt.alto.xml",
        "multi-column/gallicorpora_btv1b8600164t_f3.gt.alto.xml",
        "multi-column/gallicorpora_btv1b8626772v_f21.gt.alto.xml",
    ]

    @Test("lines equal the .gt.txt", arguments: documents)
    func linesEqualTheTextFile(_ path: String) throws {
        let url = RealDev.folder.appendingPathComponent(path)
        let format: LayoutFormat = path.hasSuffix(".page.xml") ? .page : .alto
        let document = try format.read([UInt8](try Data(contentsOf: url)), name: url.lastPathComponent)
        let textFile = url.deletingLastPathComponent().appendingPathComponent(
            url.lastPathComponent.replacingOccurrences(of: format.truthSuffix, with: ".gt.txt"))
        let expected = try String(contentsOf: textFile, encoding: .utf8).split(separator: "\n").map(String.init)
        let lines = document.lines.map { $0.text.precomposedStringWithCanonicalMapping }
        #expect(lines.count == expected.count)
        for (index, (ours, theirs)) in zip(lines, expected).enumerated() where ours != theirs {
            Issue.record("line \(index + 1): \(ours.debugDescription) != \(theirs.debugDescription)")
        }
    }
}

/// the real-dev set (shared/real-dev beside the repository), found from this file's path.
enum RealDev {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/real-dev")
    static var available: Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent("SOURCES.md").path) }
    static let skipReason: Comment = "the real-dev set (shared/real-dev beside the repository) is absent (a user's clone): its truth files cannot be bundled"
}
