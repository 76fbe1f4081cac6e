import Scoring

/// The character alignment behind report.html's diffs (`HTMLSideBySide` renders it),
/// bounded so that one huge page cannot stall a report, and the edit signatures (kind,
/// reference position, tokens) by which a comparison counts the edits that appeared in
/// one run and disappeared from the other.
enum HTMLDiff {
    /// Above this many reference × hypothesis graphemes the diff is not aligned (the
    /// texts are shown side by side instead), so one huge page cannot stall a report.
    static let maximumCells = 16_000_000
    /// Nor above this many graphemes on both sides together: every step of the diff is
    /// made, so a short truth against a huge answer would cost memory per character.
    static let maximumGraphemes = 1_000_000

    /// The alignment of two texts, or nil when they are too large to align.
    ///
    /// The common prefix and suffix are equal steps of some minimal alignment, so only
    /// the middle goes through `Alignment.characters`; the counts stay minimal. The
    /// texts are walked in place (no array of Characters, 16 bytes each).
    static func alignment(reference: String, hypothesis: String) -> Alignment? {
        var refStart = reference.startIndex, hypStart = hypothesis.startIndex
        var prefix = 0
        while refStart < reference.endIndex && hypStart < hypothesis.endIndex && reference[refStart] == hypothesis[hypStart] {
            reference.formIndex(after: &refStart)
            hypothesis.formIndex(after: &hypStart)
            prefix += 1
        }
        var refEnd = reference.endIndex, hypEnd = hypothesis.endIndex
        var suffix = 0
        while refEnd > refStart && hypEnd > hypStart {
            let r = reference.index(before: refEnd), h = hypothesis.index(before: hypEnd)
            guard reference[r] == hypothesis[h] else { break }
            refEnd = r
            hypEnd = h
            suffix += 1
        }
        let middleRef = reference[refStart..<refEnd], middleHyp = hypothesis[hypStart..<hypEnd]
        let refCount = middleRef.count
        guard refCount <= maximumGraphemes, middleHyp.utf8.count <= 4 * maximumGraphemes else { return nil }
        let hypCount = middleHyp.count
        guard refCount * hypCount <= maximumCells, refCount + hypCount <= maximumGraphemes else { return nil }
        // Reports are written without a scoring budget: the alignment is always exact.
        var alignment = Alignment.empty
        if !middleRef.isEmpty || !middleHyp.isEmpty {
            guard let aligned = try? Alignment.characters(reference: String(middleRef), hypothesis: String(middleHyp)) else {
                return nil
            }
            alignment = aligned
        }
        if prefix > 0 || suffix > 0 {
            let head = reference[..<refStart].map { AlignmentStep.equal(String($0), String($0)) }
            let tail = reference[refEnd...].map { AlignmentStep.equal(String($0), String($0)) }
            alignment.steps = head + alignment.steps + tail
            alignment.counts.referenceLength = prefix + refCount + suffix
            alignment.counts.hypothesisLength = prefix + hypCount + suffix
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
