/// Evaluates a sidecar's required fields on a (normalized) hypothesis, matching by
/// grapheme clusters, with a short reason a person can read for every result.
public enum FieldCheck {
    /// The result of `spec` on `hypothesis`.
    ///
    /// With a `normalization` profile, the texts to look for are normalized with it
    /// first, like the hypothesis was (so a field written "TOTAL" is found in lenient,
    /// case-folded text), and regular expressions ignore case under `lenient`.
    /// Positions in reasons count characters from 1. Barcode fields look at `barcodes`,
    /// what was decoded on the image (nil: nothing was scanned, the image did not decode).
    /// An entity field (`"entity": true`) also says how its value fared in SROIE task 3's
    /// terms (`FieldResult.extraction`, see `EntityExtraction`).
    public static func evaluate(_ spec: FieldSpec, in hypothesis: String, normalization: NormalizationProfile? = nil,
                                regexStepLimit: Int32 = BoundedRegex.defaultStepLimit,
                                barcodes: [DecodedBarcode]? = nil) -> FieldResult {
        if case .contains(let name, let raw, let maxEdits, true) = spec {
            return entity(name: name, value: raw, maxEdits: maxEdits, in: hypothesis, normalization: normalization)
        }
        var result = check(spec, in: hypothesis, normalization: normalization, regexStepLimit: regexStepLimit, barcodes: barcodes)
        result.extraction = nil   // for entity fields only
        return result
    }

    /// The check itself: whether `spec` holds on `hypothesis`, and why.
    private static func check(_ spec: FieldSpec, in hypothesis: String, normalization: NormalizationProfile?,
                              regexStepLimit: Int32, barcodes: [DecodedBarcode]?) -> FieldResult {
        let prepare: (String) -> String = { normalization?.normalize($0) ?? $0 }
        var ids = TokenIDs<Character>()
        let text = Array(hypothesis)
        let textIDs = ids.map(text)
        func result(_ passed: Bool, _ reason: String) -> FieldResult {
            FieldResult(name: spec.name, kind: spec.kind, passed: passed, reason: reason)
        }

        switch spec {
        case .contains(let name, let raw, let maxEdits, _):
            return contains(name: name, needle: prepare(raw), maxEdits: maxEdits, text: text, textIDs: textIDs, ids: &ids)

        case .regex(_, let pattern):
            // ICU's engine with a step budget: a catastrophic pattern fails this field
            // with a reason instead of hanging the run.
            // The search also asks the scoring budget at every step, so an interrupt or
            // the sample's budget ends it at once.
            switch BoundedRegex(pattern, ignoresCase: normalization == .lenient, stepLimit: regexStepLimit)
                .firstMatch(in: hypothesis, budget: ScoringBudget.current) {
            case .success(let range?): return result(true, "matched \(quoted(String(hypothesis[range])))")
            case .success(nil): return result(false, "no match for /\(pattern)/")
            case .failure(let failure): return result(false, "/\(pattern)/: \(failure)")
            }

        case .absent(_, let raw):
            let needle = prepare(raw)
            let pattern = ids.map(Array(needle))
            if pattern.isEmpty { return result(false, "nothing to look for (empty text)") }
            if let range = ApproximateMatch.firstExact(of: pattern, in: textIDs) {
                return result(false, "\(quoted(needle)) occurs at character \(range.lowerBound + 1)")
            }
            return result(true, "\(quoted(needle)) absent")

        case .order(_, let rawItems):
            let items = rawItems.map(prepare)
            var position = 0
            var previous: String?
            for item in items {
                let pattern = ids.map(Array(item))
                if let range = ApproximateMatch.firstExact(of: pattern, in: textIDs, from: position) {
                    position = range.upperBound
                    previous = item
                    continue
                }
                guard ApproximateMatch.firstExact(of: pattern, in: textIDs) != nil, let previous else {
                    return result(false, "not found: \(quoted(item))")
                }
                return result(false, "\(quoted(item)) found before \(quoted(previous))")
            }
            return result(true, "found in order: " + items.map(quoted).joined(separator: ", "))

        case .barcode(_, let expected):
            let (passed, reason) = barcodeVerdict(expected, barcodes)
            return result(passed, reason)

        case .indexEntries(_, let entries, let minRecall, let pageRange):
            let score = IndexEntriesScore(expected: entries,
                                          parsed: IndexParser.parse(hypothesis, pageRange: pageRange))
            return result(score.recall >= minRecall, score.summary)
        }
    }

    /// `text` in single quotes on one line: line breaks shown as "\n", long text shortened.
    static func quoted(_ text: String) -> String {
        var shown = text.count > 80 ? String(text.prefix(77)) + "..." : text
        if shown.contains("\n") {
            shown = shown.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
        }
        return "'" + shown + "'"
    }

    static func editsText(_ count: Int) -> String {
        count == 1 ? "1 edit" : "\(count) edits"
    }
}
