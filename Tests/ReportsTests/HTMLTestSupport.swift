import Foundation
import Reports
import TestFixtures
import Scoring

/// Helpers for the report.html tests.
enum HTMLTestSupport {
    static let script = "<script>document.title='pwned';alert(1)</script>"
    static let image = "\"><img src=x onerror=\"document.title='pwned'\">"

    /// The page with its random script nonce replaced, for comparing two renders.
    static func withoutNonce(_ html: String) -> String {
        html.replacingOccurrences(of: #"nonce-[0-9a-f]+"#, with: "nonce-X", options: .regularExpression)
            .replacingOccurrences(of: #"nonce="[0-9a-f]+""#, with: "nonce=\"X\"", options: .regularExpression)
    }

    /// Every tag name in `html` (start and end tags, lowercased).
    /// report.html for `run`, with every sample's details expanded into the page (as the
    /// page's script builds them when they are opened), so tests can look at their markup.
    static func page(_ run: RunRecord, options: HTMLReportOptions = HTMLReportOptions()) -> String {
        ReportPages.expanded(HTMLReportWriter.render(run, options: options))
    }

    static func tagNames(_ html: String) -> Set<String> {
        let regex = try! NSRegularExpression(pattern: "</?([A-Za-z][A-Za-z0-9-]*)")
        let range = NSRange(html.startIndex..., in: html)
        var names = Set<String>()
        for match in regex.matches(in: html, range: range) {
            if let name = Range(match.range(at: 1), in: html) { names.insert(html[name].lowercased()) }
        }
        return names
    }

    /// Every attribute name used inside tags of `html`.
    static func attributeNames(_ html: String) -> Set<String> {
        let tagRegex = try! NSRegularExpression(pattern: "<[A-Za-z][^>]*>")
        let attributeRegex = try! NSRegularExpression(pattern: #"\s([A-Za-z_:][-A-Za-z0-9_:.]*)(?==)"#)
        var names = Set<String>()
        for tag in tagRegex.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
            guard let tagRange = Range(tag.range, in: html) else { continue }
            // Drop quoted values first, so text inside a value is not taken for an attribute.
            let text = String(html[tagRange]).replacingOccurrences(of: #""[^"]*""#, with: "\"\"", options: .regularExpression)
            for match in attributeRegex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let name = Range(match.range(at: 1), in: text) { names.insert(text[name].lowercased()) }
            }
        }
        return names
    }

    /// A run with markup planted in every piece of text that can reach the page.
    static var hostileRun: RunRecord {
        var metadata = ReportFixtures.metadata
        metadata.host = script
        metadata.corpusPath = image
        metadata.backends = [BackendRecord(name: script, version: image)]
        metadata.profiles = [
            ProfileRecord(name: "accurate", backend: "tesseract", settings: [.init(key: script, value: image),
                                                                            .init(key: "note", value: script)]),
            ProfileRecord(name: image, backend: script, settings: []),
        ]
        var results: [SampleResult] = []
        for (index, profile) in ["accurate", image].enumerated() {
            let result = SampleResult(
                suite: script, id: "id-\(image)", profile: profile, image: "\(script)/\(image).png",
                expected: .text, outcome: .text, message: script, passed: index == 0,
                failures: [script, image], reference: "Total \(script) and \(image)",
                hypothesis: index == 0 ? "Total \(image) and \(script)" : "Tota1 \(script) \(image)",
                characters: EditCounts(substitutions: 5, referenceLength: 80, hypothesisLength: 80),
                words: EditCounts(substitutions: 1, referenceLength: 5, hypothesisLength: 5),
                fields: [FieldResult(name: script, kind: image, passed: false, reason: "found '\(script)'")],
                lines: [LineRecord(text: script, confidence: 50, x: 10, y: 10, width: 100, height: 20, correct: false),
                        LineRecord(text: image, confidence: 90, x: 10, y: 40, width: 100, height: 20, correct: true)],
                imageWidth: 200, imageHeight: 80, tags: [script, image],
                layers: ErrorLayers(ignoringWhitespace: EditCounts(substitutions: 3, referenceLength: 70, hypothesisLength: 70),
                                    ignoringWhitespaceAndCase: EditCounts(substitutions: 2, referenceLength: 70, hypothesisLength: 70),
                                    ignoringWhitespaceCaseAndPunctuation: EditCounts(substitutions: 1, referenceLength: 60, hypothesisLength: 60)),
                orderIndependent: OrderIndependentScores(bagOfWordsDifference: 2, bagOfWordsTotal: 10, flexibleCharacterAccuracy: 0.9),
                knownIssue: index == 1)
            results.append(result)
        }
        return RunRecord(metadata: metadata, results: results)
    }
}
