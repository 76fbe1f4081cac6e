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
        let languages = SampleLanguages(profile: profile, sidecar: sample.sidecar.languages)
        let clock = ContinuousClock(), start = clock.now
        var result = scoreRecognition(sample, profile: profile, report: report)
        let elapsed = (clock.now - start).components
        result?.scoringSeconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        result?.languages = languages.fromSidecar
        if let note = languages.note { result?.notes.append(note) }
        result?.notes += sample.truthNotes
        result?.fingerprints = DataFingerprints(image: report.image, truthSHA256: sample.truthSHA256,
                                                sidecarSHA256: sample.sidecarSHA256)
        return result
    }

    private func scoreRecognition(_ sample: Sample, profile: Profile, report: RecognitionReport) -> SampleResult? {
        var input = ScoringInput(suite: sample.suite, id: sample.id, profile: profile.name, image: sample.imagePath,
                                 truth: sample.groundTruth, expected: sample.expected, maxCER: sample.sidecar.maxCER,
                                 fields: sample.sidecar.fields, tags: sample.sidecar.tags,
                                 knownIssue: sample.sidecar.status == "known-issue", draft: sample.sidecar.review == "draft",
                                 orderIndependent: sample.isMultiColumn)
        input.truthLines = sample.truthLines
        input.truthSource = sample.truthSource
        do {
            return try scorer.score(input, recognition: report, budget: ScoringBudget(seconds: budgetSeconds, stop: stop))
        } catch {
            if error.interrupted { return nil }
            // Scored as if no text had come (every reference character deleted): linear in
            // the truth, so without a time limit (an interrupt still stops it), and the
            // figures stay consistent with the outcome.
            var failed = report
            failed.outcome = .error
            failed.message = error.description
            failed.lines = []
            return try? scorer.score(input, recognition: failed, budget: ScoringBudget(seconds: nil, stop: stop))
        }
    }
}
