import Scoring

/// The character alignment behind report.html's diffs (`HTMLSideBySide` renders it),
/// bounded so that one huge page cannot stall a report, and the edit signatures (kind,
/// reference position, tokens) by which a comparison counts the edits that appeared in
/// one run and disappeared from the other.
enum HTMLDiff {
    /// Above this many reference × hypothesis graphemes the diff is not aligned (the
    /// texts are shown side by side instead), so one huge page cannot stall a report.
    static let maximumCells = 16_000_000

    /// The alignment of two texts, or nil when they are too large to align.
    ///
    /// The common prefix and suffix are equal steps of some minimal alignment, so only
    /// the middle goes through `Alignment.characters`; the counts stay minimal.
    static func alignment(reference: String, hypothesis: String) -> Alignment? {
        let ref = Array(reference), hyp = Array(hypothesis)
        var prefix = 0
        while prefix < ref.count && prefix < hyp.count && ref[prefix] == hyp[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < ref.count - prefix && suffix < hyp.count - prefix
                && ref[ref.count - 1 - suffix] == hyp[hyp.count - 1 - suffix] { suffix += 1 }
        let middleRef = ref[prefix..<(ref.count - suffix)], middleHyp = hyp[prefix..<(hyp.count - suffix)]
        guard middleRef.count * middleHyp.count <= maximumCells else { return nil }
        var alignment = middleRef.isEmpty && middleHyp.isEmpty
            ? Alignment(reference: [], hypothesis: [])
            : Alignment.characters(reference: String(middleRef), hypothesis: String(middleHyp))
        if prefix > 0 || suffix > 0 {
            let head = ref[..<prefix].map { AlignmentStep.equal(String($0), String($0)) }
            let tail = ref[(ref.count - suffix)...].map { AlignmentStep.equal(String($0), String($0)) }
            alignment.steps = head + alignment.steps + tail
            alignment.counts.referenceLength = ref.count
            alignment.counts.hypothesisLength = hyp.count
        }
        return alignment
    }

    /// The signatures of every edit of `alignment`.
    static func signatures(_ alignment: Alignment) -> Set<String> {
        var result = Set<String>()
        walk(alignment) { signature, _ in if let signature { result.insert(signature) } }
        return result
    }

    /// Calls `body` with each step and its edit signature (nil for equal steps).
    private static func walk(_ alignment: Alignment, _ body: (String?, AlignmentStep) -> Void) {
        var position = 0
        for step in alignment.steps {
            switch step {
            case .equal:
                body(nil, step)
                position += 1
            case .substitute(let reference, let hypothesis):
                body("S\(position)\u{1F}\(reference)\u{1F}\(hypothesis)", step)
                position += 1
            case .delete(let reference):
                body("D\(position)\u{1F}\(reference)", step)
                position += 1
            case .insert(let hypothesis):
                body("I\(position)\u{1F}\(hypothesis)", step)
            }
        }
    }
}
