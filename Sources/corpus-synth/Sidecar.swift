/// The sidecar keys of the corpus layout; nil keys are not written.
struct Sidecar: Decodable, Sendable {
    var expect: String?
    var maxCER: Double?
    var fields: [FieldCheck]?
    var languages: [String]?
    var tags: [String]?
    var source: String?
    var notes: String?
    var status: String?
}

struct FieldCheck: Decodable, Sendable {
    var name: String
    var contains: String?
    var maxEdits: Int?
    var regex: String?
    var absent: String?
    var order: [String]?
    var indexEntries: [IndexEntry]?
    var minRecall: Double?
    var pageRange: [Int]?
    var barcode: String?
    /// Recipe only: true writes `"barcode": null` (no barcode may decode).
    var noBarcode: Bool?
    var symbology: String?
}

struct IndexEntry: Decodable, Sendable {
    var name: String
    var pages: [Int]
}
