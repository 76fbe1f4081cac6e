import Corpus
import Scoring

/// Scores one sample's recognition into the row every report shows, within a time
/// budget per sample (`ScoringBudget`).
struct SampleEvaluator: Sendable {
    let scorer: SampleScorer
    /// Seconds one sample's scoring may take (nil: no limit).
    var budgetSeconds: Double? = ScoringBudget.defaultSeconds
    /// Triggered on interrupt: scoring in progress stops at once.
    var stop: ScoringStop? = nil

    /// The sample's result; an `error` result when its scoring ran over the budget; nil
    /// when an interrupt stopped it (the sample is unfinished: `--resume` scores it).
    func score(_ sample: Sample, profile: Profile, report: RecognitionReport) -> SampleResult? {
        let scored: ScoredText
        do {
            scored = try scorer.score(reference: sample.groundTruth, recognized: report.text,
                                      outcome: report.outcome, expected: sample.expected,
                                      maxCER: sample.sidecar.maxCER, fields: sample.sidecar.fields,
                                      lines: report.lines.map(\.text), orderIndependent: sample.isMultiColumn,
                                      budget: ScoringBudget(seconds: budgetSeconds, stop: stop))
        } catch {
            if error.interrupted { return nil }
            // Scored as if no text had come (every reference character deleted): linear in
            // the truth, so without a time limit (an interrupt still stops it), and the
            // figures stay consistent with the outcome.
            var failed = report
            failed.outcome = .error
            failed.message = error.description
            failed.lines = []
            var unlimited = self
            unlimited.budgetSeconds = nil
            return unlimited.score(sample, profile: profile, report: failed)
        }
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
            knownIssue: sample.sidecar.status == "known-issue", draft: sample.sidecar.review == "draft",
            notes: report.notes)
    }
}
