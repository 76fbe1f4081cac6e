import Foundation
import Scoring
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A small run built by hand, with figures computed by hand, shared by the writer tests.
///
/// Profile "accurate": known-text/swift-vision (passes, 1 substitution in 30
/// characters, 1 in 5 words, two lines with boxes), known-text/blank (empty, passes),
/// broken/truncated (unreadable, passes, message with a line break),
/// receipts/receipt-<script> (fails: a field, and CER 3/42 above maxCER 0.05; unicode,
/// markup and a BEL control character in its texts). Profile "fast":
/// known-text/swift-vision fails (CER 3/30).
enum ReportFixtures {
    static let script = "<script>alert(1)</script>"
    static let receiptID = "receipt-<script>alert(1)</script>"
    static let receiptReference = "Zürich 日本語 👩‍👩‍👧 naïve\nTOTAL 12.50 & <script>alert(1)</script>\u{7}"
    static let receiptHypothesis = "Zürich 日本語 👩‍👩‍👧 naïve\nTOTAL 12.60 & <script>alert(1)</script>"
    static let unreadableMessage = "PNG decoder: unexpected end of file\nat byte 1024"

    static let metadata = RunMetadata(
        startedAt: "2025-01-02T03:04:05Z", finishedAt: "2025-01-02T03:04:09Z", host: "ci-runner-1",
        harnessVersion: "0.1.0", corpusPath: "Corpus", corpusCommit: "0123abcd", normalization: "default",
        backends: [BackendRecord(name: "tesseract", version: "5.3.0")],
        profiles: [
            ProfileRecord(name: "accurate", backend: "tesseract", settings: [
                .init(key: "languages", value: "[\"eng\"]"),
                .init(key: "level", value: "\"accurate\""),
                .init(key: "tesseract.variables", value: "{\"note\": \"\(script)\"}"),
            ]),
            ProfileRecord(name: "fast", backend: "tesseract", settings: [.init(key: "level", value: "\"fast\"")]),
        ], harnessCommit: "6c96faba9b62f378ce3fbc97794dded2c2841561",
        libraries: "tesseract 5.3.0, leptonica 1.82.0, libheif 1.15.1, zbar 0.23.92, libxml2 2.9.14")

    static let swiftVision = SampleResult(
        suite: "known-text", id: "swift-vision", profile: "accurate", image: "known-text/swift-vision.png",
        expected: .text, outcome: .text, passed: true,
        reference: "SWIFT VISION 2468\nHello, world", hypothesis: "SWIFT VISI0N 2468\nHello, world",
        characters: EditCounts(substitutions: 1, referenceLength: 30, hypothesisLength: 30),
        words: EditCounts(substitutions: 1, referenceLength: 5, hypothesisLength: 5),
        maxCER: 0.05,
        fields: [FieldResult(name: "headline", kind: "contains", passed: true, reason: "found 'SWIFT VISION 2468'")],
        durationSeconds: 0.5, meanConfidence: 89.875,
        lines: [LineRecord(text: "SWIFT VISI0N 2468", confidence: 91.5, x: 12, y: 20, width: 400, height: 48),
                LineRecord(text: "Hello, world", confidence: 88.25, x: 12, y: 90, width: 260, height: 40)],
        imageWidth: 640, imageHeight: 200, tags: ["synthetic"])

    static let blank = SampleResult(
        suite: "known-text", id: "blank", profile: "accurate", image: "known-text/blank.png",
        expected: .empty, outcome: .empty, passed: true, reference: "", hypothesis: "",
        characters: EditCounts(), words: EditCounts(), durationSeconds: 0.25, imageWidth: 100, imageHeight: 100)

    static let truncated = SampleResult(
        suite: "broken", id: "truncated", profile: "accurate", image: "broken/truncated.png",
        expected: .unreadable, outcome: .unreadable, message: unreadableMessage, passed: true,
        reference: "", hypothesis: "", characters: EditCounts(), words: EditCounts())

    static let receipt = SampleResult(
        suite: "receipts", id: receiptID, profile: "accurate", image: "receipts/\(script).png",
        expected: .text, outcome: .text, passed: false,
        failures: ["field total: found 'TOTAL 12.60', expected 'TOTAL 12.50'", "CER 0.071429 above maxCER 0.050000"],
        reference: receiptReference, hypothesis: receiptHypothesis,
        characters: EditCounts(substitutions: 2, deletions: 1, referenceLength: 42, hypothesisLength: 41),
        words: EditCounts(substitutions: 1, referenceLength: 4, hypothesisLength: 4),
        maxCER: 0.05,
        fields: [FieldResult(name: "total", kind: "regex", passed: false, reason: "found 'TOTAL 12.60', expected 'TOTAL 12.50'"),
                 FieldResult(name: "markup", kind: "absent", passed: true, reason: "'\(script)' & friends absent")],
        durationSeconds: 1.25, meanConfidence: 70,
        lines: [LineRecord(text: "TOTAL 12.60 & \(script)", confidence: nil, x: 0, y: 0, width: 10, height: 5)],
        tags: ["unicode", "café"])

    static let swiftVisionFast = SampleResult(
        suite: "known-text", id: "swift-vision", profile: "fast", image: "known-text/swift-vision.png",
        expected: .text, outcome: .text, passed: false, failures: ["CER 0.100000 above maxCER 0.050000"],
        reference: "SWIFT VISION 2468\nHello, world", hypothesis: "SWIFT V1SI0N 2468\nHello world",
        characters: EditCounts(substitutions: 2, deletions: 1, referenceLength: 30, hypothesisLength: 29),
        words: EditCounts(substitutions: 2, referenceLength: 5, hypothesisLength: 5),
        maxCER: 0.05, durationSeconds: 0.125)

    static let run = RunRecord(metadata: metadata,
                               results: [swiftVision, blank, truncated, receipt, swiftVisionFast])

    // MARK: Files and folders

    /// The package root (the folder holding Package.swift), found from this file's path,
    /// so the tests find Reports/schema/run.xsd the same way in any checkout.
    static func packageRoot(filePath: String = #filePath) -> URL {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        fatalError("no Package.swift above \(filePath)")
    }

    /// Reports/schema/run.xsd in this checkout.
    static var runSchemaURL: URL {
        packageRoot().appendingPathComponent("Reports/schema/run.xsd")
    }

    /// A new empty folder under the system's temporary folder.
    static func makeTemporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ReportsTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The names of the files in `folder`, hidden ones included, sorted.
    static func fileNames(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// Parses the XML file at `url` (FoundationXML).
    static func document(at url: URL) throws -> XMLDocument {
        try XMLDocument(contentsOf: url, options: [])
    }
}

extension XMLDocument {
    /// The string values of the nodes at `xpath`.
    func strings(_ xpath: String) throws -> [String] {
        try nodes(forXPath: xpath).map { $0.stringValue ?? "" }
    }

    /// The string value of the single node at `xpath`, or nil when there is none.
    func string(_ xpath: String) throws -> String? {
        try strings(xpath).first
    }
}
