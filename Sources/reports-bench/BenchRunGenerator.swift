import Scoring

/// Builds a synthetic run of any size for the report benchmark: ten suites, two
/// profiles, texts of a few lines with a deterministic sprinkling of OCR-like errors,
/// line boxes, a field per sample, error layers and order-independent figures.
enum BenchRunGenerator {
    static let vocabulary = ["SWIFT", "VISION", "receipt", "TOTAL", "12.50", "Croissant", "Latte", "Zucchini", "fritters",
                        "Lamb", "tagine", "Apple", "crumble", "index", "page", "column", "Lemon", "tart", "156", "Zürich",
                        "naïve", "the", "and", "of", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "2468"]

    /// A deterministic pseudo-random generator (SplitMix64).
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// The run's metadata.
    static let metadata = RunMetadata(
        startedAt: "2025-03-04T10:00:00Z", finishedAt: "2025-03-04T11:00:00Z", host: "bench", harnessVersion: "bench",
        corpusPath: "Corpus", corpusCommit: "0000000", normalization: "default",
        backends: [BackendRecord(name: "tesseract", version: "5.3.0")],
        profiles: [ProfileRecord(name: "accurate", backend: "tesseract", settings: [.init(key: "level", value: "\"accurate\"")]),
                   ProfileRecord(name: "fast", backend: "tesseract", settings: [.init(key: "level", value: "\"fast\"")])])

    /// Result number `index` of a run.
    static func result(_ index: Int, random: inout Random) -> SampleResult {
        let profile = index % 2 == 0 ? "accurate" : "fast"
        let sample = index / 2
        let suite = "suite-\(sample % 10)"
        let lineCount = 2 + random.below(5)
        var referenceLines: [String] = []
        for _ in 0..<lineCount {
            referenceLines.append((0..<(3 + random.below(6))).map { _ in vocabulary[random.below(vocabulary.count)] }.joined(separator: " "))
        }
        let errorRate = profile == "fast" ? 40 : 120
        let hypothesisLines = referenceLines.map { line in
            String(line.map { character -> Character in
                random.below(errorRate) == 0 ? (character == "o" ? "0" : (character == "l" ? "1" : "e")) : character
            })
        }
        let reference = referenceLines.joined(separator: "\n"), hypothesis = hypothesisLines.joined(separator: "\n")
        // Generated without a scoring budget: the figures are always exact.
        guard let characters = try? CharacterErrorRate.counts(reference: reference, hypothesis: hypothesis),
              let words = try? WordErrorRate.counts(reference: reference, hypothesis: hypothesis),
              let errors = try? CharacterErrorProfile(reference: reference, hypothesis: hypothesis) else {
            preconditionFailure("no scoring budget runs here")
        }
        let lines = hypothesisLines.enumerated().map { number, text in
            LineRecord(text: text, confidence: Double(60 + random.below(40)), x: 40, y: 30 + number * 50,
                       width: 20 + text.count * 14, height: 38, correct: text == referenceLines[number])
        }
        let passed = characters.rate <= 0.05
        var result = SampleResult(
            suite: suite, id: "sample-\(sample)", profile: profile, image: "\(suite)/sample-\(sample).png",
            expected: .text, outcome: .text, passed: passed,
            failures: passed ? [] : ["CER \(characters.rate) above maxCER 0.05"],
            reference: reference, hypothesis: hypothesis, characters: characters, words: words, maxCER: 0.05,
            fields: [FieldResult(name: "first", kind: "contains", passed: hypothesis.contains(referenceLines[0]),
                                 reason: "looked for '\(referenceLines[0])'")],
            durationSeconds: Double(random.below(2000)) / 1000, meanConfidence: 80,
            lines: lines, imageWidth: 1000, imageHeight: 60 + lineCount * 50, tags: sample % 7 == 0 ? ["rotated"] : ["synthetic"],
            layers: ErrorLayers(ignoringWhitespace: characters, ignoringWhitespaceAndCase: characters,
                                ignoringWhitespaceCaseAndPunctuation: characters),
            orderIndependent: OrderIndependentScores(bagOfWordsDifference: words.edits, bagOfWordsTotal: words.referenceLength * 2,
                                                     flexibleCharacterAccuracy: max(0, 1 - characters.rate)),
            knownIssue: sample % 97 == 0, draft: sample % 211 == 0)
        result.confusions = errors.confusions
        result.characterClasses = errors.classes
        return result
    }
}
