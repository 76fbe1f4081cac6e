/// The dataset formats `ocrgauge corpus import FORMAT` reads, each by its own reader.
public enum DatasetFormat: String, Sendable, CaseIterable {
    /// SROIE 2019 (ICDAR): box files of task 1, entities of task 3.
    case sroie
    /// WildReceipt (mmocr): a JSON-lines annotation file.
    case wildreceipt
    /// FUNSD: `images/` and `annotations/` of form entities.
    case funsd
    /// An OCR-D workspace: `mets.xml` with an image and a PAGE-XML truth file group.
    case ocrD = "ocr-d"
    /// Images beside PAGE-XML files of the same stem (kraken, eScriptorium, Transkribus).
    case pageFolder = "page-folder"
    /// Images beside ALTO files of the same stem.
    case altoFolder = "alto-folder"
    /// Label Studio's JSON export of its OCR template.
    case labelStudio = "label-studio"

    /// The names, for messages and help: "sroie, wildreceipt, ...".
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// What the format is called in sidecars and messages.
    public var displayName: String {
        switch self {
        case .sroie: return "SROIE 2019"
        case .wildreceipt: return "WildReceipt"
        case .funsd: return "FUNSD"
        case .ocrD: return "OCR-D workspace"
        case .pageFolder: return "PAGE-XML folder"
        case .altoFolder: return "ALTO folder"
        case .labelStudio: return "Label Studio export"
        }
    }

    /// The reader of this format.
    var reader: any DatasetReader {
        switch self {
        case .sroie: return SROIEImporter()
        case .wildreceipt: return WildReceiptImporter()
        case .funsd: return FUNSDImporter()
        case .ocrD: return OCRDImporter()
        case .pageFolder: return LayoutFolderImporter(format: .page)
        case .altoFolder: return LayoutFolderImporter(format: .alto)
        case .labelStudio: return LabelStudioImporter()
        }
    }
}
