import Corpus
import Scoring

/// Scores one sample's recognition into the row every report shows.
struct SampleEvaluator: Sendable {
    let scorer: SampleScorer

    func score(_ sample: Sample, profile: Profile, report: RecognitionReport) -> SampleResult {
        let scored = scorer.score(reference: sample.groundTruth, recognized: report.text,
                                  outcome: report.outcome, expected: sample.expected,
                                  maxCER: sample.sidecar.maxCER, fields: sample.sidecar.fields,
                                  lines: report.lines.map(\.text), orderIndependent: sample.isMultiColumn)
        var lines = report.lines
        for index in lines.indices where index < scored.lineCorrectness.count {
            lines[index].correct = scored.lineCorrectness[index]
        }
        var failures = scored.failures
        if let message = report.message, report.outcome != sample.expected {
            failures.insert("\(report.outcome.rawValue): \(message)", at: 0)
        }
        return SampleResult(
            suite: sample.suite, id: sample.id, profile: profile.name, image: sample.imagePath,
            expected: sample.expected, outcome: report.outcome, message: report.message,
            passed: scored.passed, failures: failures,
            reference: scored.reference, hypothesis: scored.hypothesis,
            characters: scored.characters, words: scored.words, maxCER: sample.sidecar.maxCER,
            fields: scored.fields, durationSeconds: report.seconds,
            meanConfidence: report.meanConfidence, lines: lines,
            imageWidth: report.width, imageHeight: report.height, tags: sample.sidecar.tags,
            layers: scored.layers, orderIndependent: scored.orderIndependent,
            knownIssue: sample.sidecar.status == "known-issue", draft: sample.sidecar.review == "draft")
    }
}
