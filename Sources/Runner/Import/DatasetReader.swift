import Foundation
import LayoutFormats

/// Reads one dataset format into the samples it holds, in the dataset's order, each
/// with its image, its truth and (SROIE) its entity fields; an item that cannot become
/// a sample is skipped with its reason. Readers only read: the import driver checks
/// and writes (`DatasetImport`).
protocol DatasetReader: Sendable {
    /// The entries of the dataset at `source`; throws when it cannot be read at all (no
    /// annotation file, an export or METS file that does not parse), naming the file.
    func read(_ source: DatasetSource, _ settings: ImportSettings) throws(RunnerError) -> [DatasetEntry]
}

/// The options that concern the readers.
struct ImportSettings: Sendable {
    /// SROIE: the folder of the task 3 entity files (`--entities`).
    var entities: URL?
    /// OCR-D: the image file group (`--image-group`).
    var imageGroup: String?
    /// OCR-D: the truth file group (`--truth-group`).
    var truthGroup: String?
}

/// One item of a dataset: a sample to import, or why an item is skipped.
enum DatasetEntry: Sendable, Equatable {
    case sample(ImportItem)
    case skipped(ImportSkip)
}

/// A sample as a dataset describes it.
struct ImportItem: Sendable, Equatable {
    /// How messages name it: "X51005200931", "train.txt line 3".
    var name: String
    /// The sample id it should get (made safe by the driver): usually the image's stem.
    var id: String
    /// The image file, inside SOURCE.
    var image: URL
    /// The truth.
    var truth: ImportTruth
    /// Fields from the dataset's entity annotations.
    var fields: [EntityField] = []
    /// The dataset files it comes from, relative to SOURCE (for the sidecar's source).
    var origin: [String]
    /// What reading it decided, one sentence each ("entity 'address' is not in the box text: left out").
    var notes: [String] = []
}

/// A sample's truth as a dataset gives it.
enum ImportTruth: Sendable, Equatable {
    /// Lines of text in reading order: written as `<id>.gt.txt`.
    case lines([String])
    /// A layout document of this format, copied as `<id>.gt.page.xml` or `.gt.alto.xml`.
    case document(URL, LayoutFormat)
}

/// A `contains` field taken from a dataset's entity annotation.
struct EntityField: Sendable, Equatable {
    var name: String
    var text: String
}

/// Why an item of a dataset was not imported.
public struct ImportProblem: Error, Sendable, Equatable {
    /// The kinds of reasons, as the summary groups them.
    public enum Reason: String, Sendable {
        case missingImage = "missing image"
        case unreadableImage = "unreadable image"
        case duplicate = "duplicate image"
        case nameTaken = "name taken"
        case emptyTruth = "empty truth"
        case missingTruth = "missing truth"
        case malformed = "malformed annotation"
        case outsideSource = "path outside SOURCE"
        case remoteImage = "image by URL"
    }

    /// The kind of reason.
    public var reason: Reason
    /// What exactly, naming the file (and line or key).
    public var detail: String

    /// The most characters (Unicode scalars) a detail keeps: one quoting a long value
    /// from the dataset (a 300 MB reference) is cut, saying so.
    public static let detailLimit = 2_000

    /// A problem of this kind; a detail over `detailLimit` characters is cut, saying so.
    public init(_ reason: Reason, _ detail: String) {
        self.reason = reason
        let scalars = detail.unicodeScalars
        if let end = scalars.index(scalars.startIndex, offsetBy: Self.detailLimit, limitedBy: scalars.endIndex), end != scalars.endIndex {
            self.detail = String(scalars[..<end]) + "… (cut: \(scalars.count - Self.detailLimit) more characters)"
        } else {
            self.detail = detail
        }
    }
}

/// An item skipped, and why.
public struct ImportSkip: Sendable, Equatable {
    /// The item, as the dataset names it ("X51005200931", "train.txt line 3").
    public var item: String
    /// Why.
    public var problem: ImportProblem

    /// `item`, skipped for `problem`.
    public init(item: String, problem: ImportProblem) {
        self.item = item
        self.problem = problem
    }
}
