import Foundation
import Scoring

/// One image of the corpus with its truth and expectations.
public struct Sample: Sendable, Equatable {
    /// The suite: the folder the image is in.
    public var suite: String
    /// The sample's id, unique within its suite.
    public var id: String
    /// The image's path relative to the corpus folder, e.g. "rotated/page-exif-6.jpg".
    public var imagePath: String
    /// Ground truth as read from `<id>.gt.txt` (raw, not normalized); nil when there is none.
    public var groundTruth: String?
    /// The sidecar's expectations and metadata (empty when the image has none).
    public var sidecar: Sidecar {
        get { sidecarBox.value }
        set { sidecarBox = SidecarBox.holding(newValue) }
    }
    /// The sidecar, boxed: the record is a few hundred bytes inline, and most samples of a
    /// large corpus have none (they share one empty box).
    private var sidecarBox: SidecarBox
    /// A fingerprint of the truth and sidecar files as read (FNV-1a 64, hex): a journal
    /// result scored against other truth is scored again on `--resume`.
    public var truthFingerprint: String
    /// The SHA-256 of the truth file's bytes (nil without one): run.xml records it, so the
    /// gate tells a corrected truth from a regression.
    public var truthSHA256: String?
    /// The SHA-256 of the sidecar's bytes (nil without one), recorded beside the truth's.
    public var sidecarSHA256: String?
    /// The truth file relative to the corpus folder ("scans/page-7.gt.page.xml"); nil without truth.
    public var truthFile: String?
    /// The truth's lines with boxes, when it is a layout document whose every line has
    /// one (PAGE-XML, ALTO, hOCR): line detection is then scored.
    public var truthLines: [TruthLine]?
    /// What reading a layout-document truth decided, for the reports.
    public var truthNotes: [String] = []
    /// Where the truth's text comes from, for the scorer (`ScoringInput.truthSource`): a
    /// PAGE-XML or ALTO document read by dinglehopper's rules, or plain text.
    public var truthSource: TextSource = .plainText
    /// The page of a document this sample is (1-based): the image file is a PDF or a TIFF
    /// of several pages, and the id is "<document>#<page>"; nil for an image of one page.
    public var page: Int? = nil

    /// A sample of this image, truth and sidecar; no layout truth or notes.
    public init(suite: String, id: String, imagePath: String, groundTruth: String?, sidecar: Sidecar,
                truthFingerprint: String = "") {
        self.suite = suite
        self.id = id
        self.imagePath = imagePath
        self.groundTruth = groundTruth
        sidecarBox = SidecarBox.holding(sidecar)
        self.truthFingerprint = truthFingerprint
    }

    /// The fingerprint of a sample's truth and sidecar bytes (either may be absent) and,
    /// when given, of how the truth was read ("textEquivLevel=region").
    public static func fingerprint(truth: Data?, sidecar: Data?, reading: String? = nil) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func add(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        for part in [truth, sidecar] {
            if let part { add(1); for byte in part { add(byte) } } else { add(0) }
            add(0xFF)
        }
        if let reading {
            for byte in reading.utf8 { add(byte) }
            add(0xFF)
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The sidecar's `expect`, else `empty` when the truth is empty, else `text`.
    public var expected: Outcome {
        if let expect = sidecar.expect { return expect }
        let truth = groundTruth ?? ""
        let meaningful = truth.unicodeScalars.contains { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }
        return meaningful ? .text : .empty
    }

    /// A page read in columns: in a suite or with a tag named "multi-column", or checked by
    /// an `order` or `indexEntries` field. Its order-independent figures are computed.
    public var isMultiColumn: Bool {
        suite == "multi-column" || sidecar.tags.contains("multi-column") || sidecar.fields.contains { $0.field.isAboutReadingOrder }
    }

    /// Whether the sidecar has a barcode field: the image is then scanned for barcodes.
    public var wantsBarcodes: Bool { sidecar.fields.contains { $0.field.readsBarcodes } }

    /// The sidecar's path relative to the corpus folder, e.g. "languages/letter-de.json"
    /// (whether or not the file exists).
    public var sidecarPath: String {
        guard let page, let document = id.split(separator: "#").first else { return "\(suite)/\(id).json" }
        return "\(suite)/\(document).p\(page).json"
    }

    /// "suite/id", the sample's name in every report.
    public var name: String { "\(suite)/\(id)" }
}

/// A sample's sidecar behind one reference (`Sample.sidecar`).
private final class SidecarBox: Sendable, Equatable {
    let value: Sidecar
    private init(_ value: Sidecar) { self.value = value }

    /// The box shared by every sample without a sidecar.
    static let empty = SidecarBox(Sidecar())

    static func holding(_ sidecar: Sidecar) -> SidecarBox { sidecar == Sidecar() ? empty : SidecarBox(sidecar) }

    static func == (left: SidecarBox, right: SidecarBox) -> Bool { left === right || left.value == right.value }
}
