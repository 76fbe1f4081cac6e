import Scoring

/// Hand-built runs for the gate, merge and baseline tests: every sample has a
/// 100-character reference, so `edits` is the CER in percent, and the same fingerprints
/// in every run (the data did not change) unless `fingerprinted` is false (a run.xml
/// from before they were kept).
enum GateFixtures {
    static func sample(_ suite: String, _ id: String, profile: String = "tesseract", passed: Bool = true,
                       edits: Int = 0, referenceLength: Int = 100, knownIssue: Bool = false, draft: Bool = false,
                       fingerprinted: Bool = true) -> SampleResult {
        var result = plainSample(suite, id, profile: profile, passed: passed, edits: edits, referenceLength: referenceLength,
                                 knownIssue: knownIssue, draft: draft)
        if fingerprinted {
            result.fingerprints = DataFingerprints(image: ImageFingerprint(.pixels, sha256: String(repeating: "a", count: 64)),
                                                   truthSHA256: String(repeating: "1", count: 64), sidecarSHA256: nil)
        }
        return result
    }

    private static func plainSample(_ suite: String, _ id: String, profile: String, passed: Bool, edits: Int,
                                    referenceLength: Int, knownIssue: Bool, draft: Bool) -> SampleResult {
        SampleResult(suite: suite, id: id, profile: profile, image: "\(suite)/\(id).png", expected: .text, outcome: .text,
                     passed: passed, failures: passed ? [] : ["CER above maxCER"],
                     reference: String(repeating: "a", count: referenceLength),
                     hypothesis: String(repeating: "b", count: edits) + String(repeating: "a", count: referenceLength - edits),
                     characters: EditCounts(substitutions: edits, referenceLength: referenceLength, hypothesisLength: referenceLength),
                     words: EditCounts(substitutions: edits > 0 ? 1 : 0, referenceLength: 1, hypothesisLength: 1),
                     durationSeconds: 0.5, knownIssue: knownIssue, draft: draft)
    }

    static func metadata(version: String = "5.3.0", started: String = "2025-01-02T03:04:05Z",
                         finished: String = "2025-01-02T03:05:00Z", host: String = "ci-1", complete: Bool = true,
                         level: String = "\"accurate\"") -> RunMetadata {
        RunMetadata(startedAt: started, finishedAt: finished, host: host, harnessVersion: "0.2.0", corpusPath: "Corpus",
                    corpusCommit: "abc", normalization: "default",
                    backends: [BackendRecord(name: "tesseract", version: version)],
                    profiles: [ProfileRecord(name: "tesseract", backend: "tesseract",
                                             settings: [.init(key: "level", value: level)])],
                    complete: complete)
    }

    static func run(_ results: [SampleResult], version: String = "5.3.0") -> RunRecord {
        RunRecord(metadata: metadata(version: version), results: results)
    }
}
