import Foundation
import Scoring

/// A realistic small run (three suites, two profiles, images) and a baseline one
/// sample better, for the Chromium rendering test and its screenshot. One sample
/// carries planted markup in its truth, hypothesis, id and file name.
enum DemoRun {
    /// Figures computed without a scoring budget, so never out of it.
    static func exact<T>(_ body: () throws(EditDistanceStop) -> T) -> T {
        do { return try body() } catch { preconditionFailure("no scoring budget runs here: \(error)") }
    }

    static func result(_ suite: String, _ id: String, profile: String, reference: String, hypothesis: String,
                       passed: Bool? = nil, maxCER: Double = 0.05, tags: [String] = [], fields: [FieldResult] = [],
                       knownIssue: Bool = false) -> SampleResult {
        let characters = exact { () throws(EditDistanceStop) in try CharacterErrorRate.counts(reference: reference, hypothesis: hypothesis) }
        let words = exact { () throws(EditDistanceStop) in try WordErrorRate.counts(reference: reference, hypothesis: hypothesis) }
        let referenceLines = reference.split(separator: "\n").map(String.init)
        let lines = hypothesis.split(separator: "\n").enumerated().map { index, text in
            LineRecord(text: String(text), confidence: 70 + Double((index * 7) % 25), x: 40, y: 30 + index * 56,
                       width: min(560, 20 + text.count * 15), height: 40, correct: referenceLines.contains(String(text)))
        }
        let cerOK = characters.rate <= maxCER
        let pass = passed ?? (cerOK && fields.allSatisfy(\.passed))
        var failures: [String] = []
        if !cerOK { failures.append("CER \(String(format: "%.6f", characters.rate)) above maxCER \(String(format: "%.6f", maxCER))") }
        for field in fields where !field.passed { failures.append("field \(field.name): \(field.reason)") }
        let layerReference = reference, layerHypothesis = hypothesis
        return SampleResult(
            suite: suite, id: id, profile: profile, image: "\(suite)/\(id).png", expected: .text, outcome: .text,
            passed: pass, failures: pass ? [] : failures, reference: reference, hypothesis: hypothesis,
            characters: characters, words: words, maxCER: maxCER, fields: fields,
            durationSeconds: 0.4 + Double(reference.count % 7) / 10, meanConfidence: 84.5, lines: lines,
            imageWidth: 640, imageHeight: max(120, 60 + lines.count * 56), tags: tags,
            layers: exact { () throws(EditDistanceStop) in try ErrorLayers(reference: layerReference, hypothesis: layerHypothesis) },
            orderIndependent: OrderIndependentScores(bagOfWordsDifference: words.edits, bagOfWordsTotal: words.referenceLength + words.hypothesisLength,
                                                     flexibleCharacterAccuracy: max(0, 1 - characters.rate)),
            knownIssue: knownIssue)
    }

    static let receipt = "CORNER CAFE\nLatte 3.50\nCroissant 2.75\nTOTAL 12.50"

    static func run(receiptHypothesis: String, fastSuffix: String = "") -> RunRecord {
        var results: [SampleResult] = []
        for profile in ["accurate", "fast"] {
            let fast = profile == "fast"
            results.append(result("known-text", "headline", profile: profile, reference: "SWIFT VISION 2468",
                                  hypothesis: fast ? "SWIFT VISI0N 2468" : "SWIFT VISION 2468",
                                  tags: ["synthetic"],
                                  fields: [FieldResult(name: "headline", kind: "contains", passed: !fast,
                                                       reason: fast ? "'SWIFT VISION 2468' not found; closest 'SWIFT VISI0N 2468'" : "found 'SWIFT VISION 2468'")]))
            results.append(result("known-text", "receipt", profile: profile, reference: receipt,
                                  hypothesis: fast ? "CORNER CAFE\nLatte 3.5O\nCroissant 2.75\nT0TAL 12.60" : receiptHypothesis,
                                  tags: ["synthetic", "receipt"],
                                  fields: [FieldResult(name: "total", kind: "regex",
                                                       passed: (fast ? "T0TAL 12.60" : receiptHypothesis).contains("TOTAL 12.50"),
                                                       reason: (fast ? "T0TAL 12.60" : receiptHypothesis).contains("TOTAL 12.50")
                                                           ? "found 'TOTAL 12.50'" : "found 'TOTAL 12.60', expected 'TOTAL 12.50'")]))
            results.append(result("known-text", "receipt-<script>document.title='pwned'</script>", profile: profile,
                                  reference: "Note: <script>document.title='pwned'</script>\n\"><img src=x onerror=\"document.title='pwned'\">",
                                  hypothesis: "Note: <script>document.title='pwned'</script>\n\"><img src=x onerror=\"document.title='pwned'\">" + fastSuffix,
                                  tags: ["hostile"]))
            results.append(result("rotated", "jpeg-exif-6", profile: profile, reference: "Rotated page\nreads upright",
                                  hypothesis: fast ? "Rotated page\nreads uprlght" : "Rotated page\nreads upright", tags: ["rotated", "exif-orientation-6"]))
            results.append(result("multi-column", "cookbook-index", profile: profile,
                                  reference: "Apple crumble 12\nLamb tagine 48\nZucchini fritters 97\nLemon tart 156",
                                  hypothesis: fast ? "Apple crumble 12\nZucchini fritters 97\nLamb tagine 48\nLemon tart 156–7"
                                                   : "Apple crumble 12\nLamb tagine 48\nZucchini fritters 97\nLemon tart 156",
                                  maxCER: 0.1, tags: ["columns"], knownIssue: fast))
        }
        var metadata = RunMetadata(startedAt: "2025-03-04T10:00:00Z", finishedAt: "2025-03-04T10:00:42Z", host: "ci-runner-7",
                                   harnessVersion: "0.2.0", corpusPath: "Corpus", corpusCommit: "9f8e7d6", normalization: "default",
                                   backends: [BackendRecord(name: "tesseract", version: "5.3.0")],
                                   profiles: [ProfileRecord(name: "accurate", backend: "tesseract",
                                                            settings: [.init(key: "level", value: "\"accurate\""),
                                                                       .init(key: "languages", value: "[\"eng\"]"),
                                                                       .init(key: "note", value: "<script>document.title='pwned'</script>")]),
                                              ProfileRecord(name: "fast", backend: "tesseract", settings: [.init(key: "level", value: "\"fast\"")])])
        metadata.complete = true
        return RunRecord(metadata: metadata, results: results)
    }

    static var baseline: RunRecord { run(receiptHypothesis: receipt) }
    static var candidate: RunRecord { run(receiptHypothesis: "CORNER CAFE\nLatte 3.50\nCroissant 2.76\nTOTAL 12.60") }

    /// PNG bytes for every image of the run: a page with strokes where its lines are.
    static func images(for run: RunRecord) -> @Sendable (String) -> Data? {
        var pages: [String: Data] = [:]
        for result in run.results where pages[result.image] == nil {
            pages[result.image] = TestPNG.page(width: result.imageWidth ?? 640, height: result.imageHeight ?? 200,
                                               boxes: result.lines.map { ($0.x, $0.y, $0.width, $0.height) })
        }
        let frozen = pages
        return { frozen[$0] }
    }
}
