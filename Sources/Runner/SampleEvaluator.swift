import Backends
import Corpus
import Imaging
import Scoring

/// Turns one sample into one scored result with a given profile and recognizer:
/// read, decode (orientation, size limit), recognize, score. Never throws: every
/// failure becomes the sample's outcome.
struct SampleEvaluator {
    let corpus: Corpus
    let scorer: SampleScorer
    let maxPixels: Int

    func evaluate(_ sample: Sample, profile: Profile, recognizer: () throws(BackendError) -> any Recognizer) -> SampleResult {
        let clock = ContinuousClock()
        let start = clock.now
        var outcome = Outcome.text
        var message: String?
        var recognition = Recognition(lines: [])
        var size: (Int, Int)?
        do {
            let bytes = try corpus.imageBytes(of: sample)
            let options = DecodeOptions(applyOrientation: profile.applyOrientation, maxPixels: maxPixels)
            switch ImageDecoder.decode(bytes, options: options) {
            case .failure(let unreadable):
                outcome = .unreadable
                message = unreadable.reason
            case .success(let image):
                size = (image.width, image.height)
                do {
                    recognition = try recognizer().recognize(image)
                    outcome = recognition.isEmpty ? .empty : .text
                } catch {
                    outcome = .error
                    message = error.description
                }
            }
        } catch {
            outcome = .unreadable
            message = error.description
        }
        let duration = clock.now - start
        let scored = scorer.score(reference: sample.groundTruth, recognized: recognition.text,
                                  outcome: outcome, expected: sample.expected,
                                  maxCER: sample.sidecar.maxCER, fields: sample.sidecar.fields)
        var failures = scored.failures
        if let message, outcome != sample.expected { failures.insert("\(outcome.rawValue): \(message)", at: 0) }
        return SampleResult(
            suite: sample.suite, id: sample.id, profile: profile.name, image: sample.imagePath,
            expected: sample.expected, outcome: outcome, message: message,
            passed: scored.passed, failures: failures,
            reference: scored.reference, hypothesis: scored.hypothesis,
            characters: scored.characters, words: scored.words, maxCER: sample.sidecar.maxCER,
            fields: scored.fields, durationSeconds: duration.seconds,
            meanConfidence: recognition.meanConfidence,
            lines: recognition.lines.map {
                LineRecord(text: $0.text, confidence: $0.confidence,
                           x: $0.box.x, y: $0.box.y, width: $0.box.width, height: $0.box.height)
            },
            imageWidth: size?.0, imageHeight: size?.1, tags: sample.sidecar.tags,
            layers: scored.layers,
            knownIssue: sample.sidecar.status == "known-issue", draft: sample.sidecar.review == "draft")
    }
}

extension Duration {
    /// The duration in seconds as a Double.
    var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) / 1e18
    }
}
