/// Scores one recognition against its ground truth and its sidecar's expectations.
public struct SampleScorer: Sendable, Equatable {
    /// How both texts are normalized before they are compared.
    public var normalization: NormalizationProfile
    /// The seconds of a sample's budget the character alignment (for the confusions) may
    /// take; beyond them the counts are computed alone (tests set 0 to reach that path).
    var confusionShareSeconds = ScoringBudget.confusionShareSeconds

    /// A scorer normalizing with `normalization`.
    public init(normalization: NormalizationProfile = .default) {
        self.normalization = normalization
    }

    /// Scores `recognition` of the sample `input` describes into its row of every report.
    ///
    /// The recognized text is ignored (taken as "") when the outcome is unreadable,
    /// error, timeout or crashed, so CER counts every reference character as deleted and
    /// fields are checked on "". The sample passes when its outcome is the expected one,
    /// every field passes, and its CER is within `maxCER` (when set); `failures` says
    /// why not, the recognition's own message first. Throws when `budget` (see
    /// `ScoringBudget`) ran out or was stopped before every figure was computed.
    public func score(_ input: ScoringInput, recognition: RecognitionReport,
                      budget: ScoringBudget = .unlimited) throws(ScoringStopped) -> SampleResult {
        try score(input, recognition: recognition, text: recognition.text, budget: budget)
    }

    /// Scores with `text` as the recognized text (its lines only for line correctness).
    func score(_ input: ScoringInput, recognition: RecognitionReport, text: String,
               budget: ScoringBudget) throws(ScoringStopped) -> SampleResult {
        let scored = ScoringBudget.$current.withValue(budget) { () -> Result<SampleResult, ScoringStopped> in
            do throws(ScoringStopped) {
                return .success(try stages(input, recognition: recognition, text: text, budget: budget))
            } catch {
                return .failure(error)
            }
        }
        return try scored.get()
    }

    /// The stages in order, the budget asked between them (and inside the long ones).
    private func stages(_ input: ScoringInput, recognition: RecognitionReport, text: String,
                        budget: ScoringBudget) throws(ScoringStopped) -> SampleResult {
        var stage = ScoringStage(budget: budget)
        let outcome = recognition.outcome
        let ref = normalization.normalize(input.truth ?? "", source: input.truthSource)
        let produced = outcome == .text || outcome == .empty
        let hyp = produced ? normalization.normalize(text) : ""
        try stage.enter("the character alignment (CER)")
        let characters = try characterFigures(ref: ref, hyp: hyp, outcome: outcome, input: input, stage: stage)
        try stage.enter("the word alignment (WER)")
        let wordIDs = WordErrorRate.wordIDs(reference: ref, hypothesis: hyp)
        let words = try stage.measure { () throws(EditDistanceStop) in
            try EditDistance.counts(reference: wordIDs.reference, hypothesis: wordIDs.hypothesis)
        }
        try stage.enter("the error layers")
        // From the alignment's grapheme ids when the texts allow, else from the texts.
        let layers = characters.large ? nil : try stage.measure { () throws(EditDistanceStop) -> ErrorLayers in
            if let fromIDs = try characters.aligned?.layers() { return fromIDs }
            return try ErrorLayers(reference: ref, hypothesis: hyp, counts: characters.counts)
        }
        try stage.enter("the fields")
        // One at a time, the budget asked before each (and inside a regular expression's
        // search): a sidecar of many slow fields cannot hold a stop.
        var fields: [FieldResult] = []
        for field in input.fields {
            try stage.check()
            fields.append(FieldCheck.evaluate(field, in: hyp, normalization: normalization, barcodes: recognition.barcodes))
        }
        try stage.enter("the order-independent figures")
        var notes = recognition.notes + characters.notes(hypothesisBytes: hyp.utf8.count)
        var independent: OrderIndependentScores?
        if input.orderIndependent && !characters.large {
            independent = try orderIndependent(ref: ref, hyp: hyp, wordIDs: wordIDs, budget: budget, notes: &notes, stage: stage)
        }
        try stage.enter("line correctness")
        var lines = recognition.lines
        if produced {
            let correct = LineCorrectness.evaluate(lines: lines.map(\.text), reference: ref)
            for index in lines.indices where index < correct.count { lines[index].correct = correct[index] }
        }
        try stage.enter("line detection")
        let detection = try stage.measure { () throws(EditDistanceStop) in
            try input.truthLines.flatMap { truth throws(EditDistanceStop) in
                try LineDetection.evaluate(truth: truth, recognized: produced ? recognition.lines : [],
                                           normalize: normalization.normalize)
            }
        }
        try stage.check()
        let failures = Self.failures(input, recognition: recognition, characters: characters.counts, fields: fields)
        // Text expected, truth to compare with, and nothing asked of it beyond the
        // outcome: scored, never a pass (drafts are never passes either).
        let hasTruth = ref.unicodeScalars.contains { !$0.properties.isWhitespace }
        let unguarded = input.expected == .text && hasTruth && input.maxCER == nil && input.fields.isEmpty
        var result = SampleResult(
            suite: input.suite, id: input.id, profile: input.profile, image: input.image,
            expected: input.expected, outcome: outcome, message: recognition.message,
            passed: failures.isEmpty && !unguarded && !input.draft, failures: failures,
            // Stored as they came: the truth as read and the engine's text as it printed
            // it; normalization is the scoring's (reports normalize to show a diff).
            reference: input.truth ?? "", hypothesis: produced ? text : "",
            characters: characters.counts, words: words, maxCER: input.maxCER, fields: fields,
            durationSeconds: recognition.seconds, meanConfidence: recognition.meanConfidence, lines: lines,
            imageWidth: recognition.width, imageHeight: recognition.height, tags: input.tags,
            layers: layers, orderIndependent: independent, knownIssue: input.knownIssue, draft: input.draft,
            notes: notes)
        result.scored = failures.isEmpty && unguarded && !input.draft
        result.orientation = recognition.orientation
        result.barcodes = recognition.barcodes
        result.confusions = characters.profile?.confusions
        result.characterClasses = characters.profile?.classes
        result.lineDetection = detection
        // A text over the full-figure limit gets none (said in the notes with the others).
        if !characters.large {
            result.isri = isriCounts(truth: input.truth ?? "", answer: produced ? text : "", stage: stage, notes: &result.notes)
        }
        return result
    }

    /// ocreval's character and word accuracy counts of the truth and the answer as they
    /// came (ocreval reads files, with its own spacing and case rules: no profile's
    /// normalization), on a share of the budget; nil, with a note, when they stop.
    private func isriCounts(truth: String, answer: String, stage: ScoringStage, notes: inout [String]) -> ISRICounts? {
        let share = stage.budget.share(seconds: confusionShareSeconds)
        let figures = ScoringBudget.$current.withValue(share) {
            Result { () throws(ISRIStop) in try ISRIFigures(reference: truth, hypothesis: answer) }
        }
        switch figures {
        case .success(let figures):
            return ISRICounts(figures)
        case .failure(let stop):
            notes.append("ISRI figures not computed: " + (stop == .outOfBudget
                ? "their alignment needs more than \(NumberFormatting.fixed(confusionShareSeconds, 0)) s on this page"
                : "their alignment needs more memory than its limit on this page"))
            return nil
        }
    }

    /// The character figures: one alignment gives the CER counts and the confusions. It
    /// runs on a share of the budget: on a long page read far off the truth it can be
    /// slow, and then the counts alone are computed and the sample is scored without the
    /// confusions. A recognized text over `FullFigureLimit` gets the counts alone: the
    /// figures that cost memory per character are skipped, and the notes say which.
    private func characterFigures(ref: String, hyp: String, outcome: Outcome, input: ScoringInput,
                                  stage: ScoringStage) throws(ScoringStopped) -> CharacterFigures {
        var figures = CharacterFigures(large: FullFigureLimit.exceeded(by: hyp))
        let share = stage.budget.share(seconds: confusionShareSeconds)
        figures.aligned = figures.large ? nil : ScoringBudget.$current.withValue(share) {
            try? CharacterAlignment(reference: ref, hypothesis: hyp)
        }
        if let aligned = figures.aligned {
            figures.counts = aligned.counts
            if outcome == .text { figures.profile = aligned.profile }
            return figures
        }
        try stage.check()
        figures.counts = try stage.measure { () throws(EditDistanceStop) in try CharacterErrorRate.counts(reference: ref, hypothesis: hyp) }
        if figures.large {
            figures.skipped = outcome == .text ? ["confusions", "class accuracy", "error layers"] : ["error layers"]
            figures.skipped.append("ISRI figures")
            if input.orderIndependent { figures.skipped.append("order-independent figures") }
        } else if outcome == .text {
            figures.note = "confusions and class accuracy not computed: the character alignment needs more than "
                + "\(NumberFormatting.fixed(confusionShareSeconds, 0)) s on this page"
        }
        return figures
    }

    /// The order-independent figures on their share of the budget; `notes` gets why the
    /// flexible character accuracy is missing when it is.
    private func orderIndependent(ref: String, hyp: String, wordIDs: (reference: [Int], hypothesis: [Int]),
                                  budget: ScoringBudget, notes: inout [String],
                                  stage: ScoringStage) throws(ScoringStopped) -> OrderIndependentScores {
        let share = budget.share(seconds: ScoringBudget.flexibleShareSeconds)
        let independent = OrderIndependentScores(reference: ref, hypothesis: hyp, wordIDs: wordIDs, flexibleBudget: share)
        try stage.check()
        if independent.flexibleCharacterAccuracy == nil {
            if share.isExhausted {
                notes.append("flexible character accuracy not computed: its search needs more than "
                             + "\(NumberFormatting.fixed(ScoringBudget.flexibleShareSeconds, 0)) s on this page")
            } else if OrderIndependentScores.lineCount(ref, hyp) > OrderIndependentScores.flexibleLineLimit {
                notes.append("flexible character accuracy not computed: the page has too many lines for it")
            } else {
                notes.append("flexible character accuracy not computed: its search would compare more than "
                             + "\(Self.grouped(FlexibleCharacterAccuracy.workLimit)) pairs of line parts on this page")
            }
        }
        return independent
    }

    /// 250000 as "250,000".
    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }

    /// Why the sample failed, one line each: the recognition's own message first.
    static func failures(_ input: ScoringInput, recognition: RecognitionReport, characters: EditCounts,
                         fields: [FieldResult]) -> [String] {
        var failures: [String] = []
        let outcome = recognition.outcome
        if let message = recognition.message, outcome != input.expected {
            failures.append("\(outcome.rawValue): \(message)")
        }
        if outcome != input.expected {
            failures.append("expected outcome \(input.expected.rawValue), got \(outcome.rawValue)")
        }
        if let maxCER = input.maxCER, characters.rate > maxCER {
            let shown = NumberFormatting.distinctPercents(characters.rate, maxCER)
            failures.append("CER \(shown.value) % (\(characters.edits)/\(characters.referenceLength)) above maxCER \(shown.limit) %")
        }
        for field in fields where !field.passed {
            failures.append("field \(field.name): \(field.reason)")
        }
        return failures
    }

    /// Scores a recognized text against a truth, without a sample around it (for the
    /// `score` verb, tests and benches): no budget, no identity; `lines` (when given) are
    /// the recognized lines whose correctness is worked out; `referenceSource` says where
    /// the reference comes from (`ScoringInput.truthSource`).
    public func score(reference: String?, recognized: String, outcome: Outcome = .text, expected: Outcome = .text,
                      maxCER: Double? = nil, fields: [FieldSpec] = [], lines: [String] = [],
                      orderIndependent: Bool = true, referenceSource: TextSource = .plainText) -> SampleResult {
        var input = ScoringInput(truth: reference, expected: expected, maxCER: maxCER, fields: fields,
                                 orderIndependent: orderIndependent)
        input.truthSource = referenceSource
        let recognition = RecognitionReport(outcome: outcome,
                                            lines: lines.map { LineRecord(text: $0, confidence: nil, x: 0, y: 0, width: 0, height: 0) })
        // An unlimited budget never runs out.
        return try! score(input, recognition: recognition, text: recognized, budget: .unlimited)
    }
}
