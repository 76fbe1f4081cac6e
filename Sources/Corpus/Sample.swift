import Foundation
import Scoring

/// One image of the corpus with its truth and expectations.
public struct Sample: Sendable, Equatable {
    public var suite: String
    public var id: String
    /// The image's path relative to the corpus folder, e.g. "rotated/page-exif-6.jpg".
    public var imagePath: String
    /// Ground truth as read from `<id>.gt.txt` (raw, not normalized); nil when there is none.
    public var groundTruth: String?
    public var sidecar: Sidecar

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
        suite == "multi-column" || sidecar.tags.contains("multi-column") || sidecar.fields.contains {
            $0.kind == "order" || $0.kind == "indexEntries"
        }
    }

    /// "suite/id", the sample's name in every report.
    public var name: String { "\(suite)/\(id)" }
}
