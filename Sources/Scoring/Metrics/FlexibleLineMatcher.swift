/// The line matching behind `FlexibleCharacterAccuracy` (steps 1 to 6 of the paper),
/// for one set of coefficients, with the pair distances cached across coefficient sets.
final class FlexibleLineMatcher {
    /// A line or the part of a line still to be matched; `id` numbers the distinct parts
    /// of one side, so that pair results are cached in arrays.
    struct Part: Hashable {
        var line: Int
        var start: Int
        var length: Int
        var id = -1
        var end: Int { start + length }
    }

    /// Two aligned parts and their edit counts.
    struct Match {
        var reference: Part
        var hypothesis: Part
        var counts: EditCounts
        /// Deletions + insertions + 2 · substitutions: the paper's substring edit score.
        var score: Int { counts.deletions + counts.insertions + 2 * counts.substitutions }
        var errors: Int { counts.edits }
        /// Character accuracy of this match alone.
        var accuracy: Double {
            let characters = counts.referenceLength
            if characters == 0 { return counts.edits == 0 ? 1 : -Double.infinity }
            return 1 - Double(counts.edits) / Double(characters)
        }
    }

    let reference: [[Int]]
    let hypothesis: [[Int]]
    /// Ids of the distinct parts seen so far, per side.
    private var referenceIDs: [Part: Int] = [:]
    private var hypothesisIDs: [Part: Int] = [:]
    /// bestPair results by reference part id, then hypothesis part id.
    private var pairs: [[Match?]] = []

    /// The most `features` lookups before the search gives up (`overWorkLimit`).
    let workLimit: Int

    init(reference: [[Int]], hypothesis: [[Int]], workLimit: Int = .max) {
        self.reference = reference
        self.hypothesis = hypothesis
        self.workLimit = workLimit
    }

    /// True when the search looked at more pairs than `workLimit` and gave up.
    var overWorkLimit: Bool { work > workLimit }

    /// Total errors (substitutions + deletions + insertions) of the matching with `coefficients`.
    func errors(with coefficients: FlexibleCharacterAccuracy.Coefficients) -> Int {
        var referenceParts = Self.sorted(reference.indices.map {
            identified(Part(line: $0, start: 0, length: reference[$0].count), reference: true)
        })
        var hypothesisParts = Self.sorted(hypothesis.indices.map {
            identified(Part(line: $0, start: 0, length: hypothesis[$0].count), reference: false)
        })
        var errors = 0
        let budget = ScoringBudget.current
        while !referenceParts.isEmpty && !hypothesisParts.isEmpty {
            if budget.isExhausted || overWorkLimit { return Int.max / 4 }   // discarded by the scorer
            if let match = matchLongest(&referenceParts, &hypothesisParts, coefficients) {
                errors += match.errors
            }
        }
        for part in referenceParts { errors += part.length }
        for part in hypothesisParts { errors += part.length }
        return errors
    }

    /// Steps 3 and 4: match the longest reference part(s), then remove or split.
    func matchLongest(_ referenceParts: inout [Part], _ hypothesisParts: inout [Part],
                              _ coefficients: FlexibleCharacterAccuracy.Coefficients) -> Match? {
        let length = min(referenceParts[0].length, hypothesisParts[0].length)
        let c1 = coefficients.editDistance, c2 = coefficients.lengthDifference
        let c3 = Double(coefficients.offset), c4 = coefficients.length
        var bestScore = -Double.infinity
        var bestReference = -1, bestHypothesis = -1
        for r in referenceParts.indices {
            let candidate = referenceParts[r]
            guard candidate.length >= length else { break }
            var smallest = Double.infinity
            var chosen = -1
            for h in hypothesisParts.indices {
                let feature = features(candidate, hypothesisParts[h])
                let penalty = Double(feature.score * c1 + feature.lengthDifference * c2)
                    + feature.offset * c3 - Double(feature.common * c4)
                if penalty < smallest {
                    smallest = penalty
                    chosen = h
                }
            }
            guard chosen >= 0 else { continue }
            let score = features(candidate, hypothesisParts[chosen]).accuracy
            if score > bestScore {
                bestScore = score
                bestReference = r
                bestHypothesis = chosen
            }
        }
        guard bestReference >= 0 else { return nil }
        return apply(reference: bestReference, hypothesis: bestHypothesis, &referenceParts, &hypothesisParts)
    }

    /// Step 4 for the chosen pair (indices into the parts): a reference part matched only
    /// in part is split and its matched part goes back to be matched again (nil);
    /// otherwise both are removed or split and the match is returned.
    func apply(reference r: Int, hypothesis h: Int, _ referenceParts: inout [Part], _ hypothesisParts: inout [Part]) -> Match? {
        let original = referenceParts[r], other = hypothesisParts[h]
        let match = bestPair(original, other)
        if removeOrSplit(original, matched: match.reference, in: &referenceParts, reference: true) {
            referenceParts.append(identified(match.reference, reference: true))
            return nil
        }
        _ = removeOrSplit(other, matched: match.hypothesis, in: &hypothesisParts, reference: false)
        return match
    }

    /// What the penalty and the choice between reference parts need from a pair.
    struct Features {
        var score: Int
        var lengthDifference: Int
        var common: Int
        var offset: Double
        var accuracy: Double
    }

    private var features: [[Features?]] = []
    /// Pairs looked at so far (each `features` call): the search's work, counted so that
    /// it stops at `workLimit` whatever the machine's speed.
    private(set) var work = 0

    /// The features of the best-aligned substrings of a pair (cached).
    func features(_ referencePart: Part, _ hypothesisPart: Part) -> Features {
        work += 1
        if referencePart.id < features.count, hypothesisPart.id < features[referencePart.id].count,
           let known = features[referencePart.id][hypothesisPart.id] {
            return known
        }
        let match = bestPair(referencePart, hypothesisPart)
        let lengthDifference = abs(referencePart.length - hypothesisPart.length)
        var offset = 0.0
        if lengthDifference > 1 {
            let position = max(match.reference.start - referencePart.start, match.hypothesis.start - hypothesisPart.start)
            let half = Double(lengthDifference) / 2
            offset = half - abs(Double(position) - half)
        }
        let result = Features(score: match.score, lengthDifference: lengthDifference,
                              common: min(referencePart.length, hypothesisPart.length),
                              offset: offset, accuracy: match.accuracy)
        while features.count <= referencePart.id { features.append([]) }
        if features[referencePart.id].count <= hypothesisPart.id {
            features[referencePart.id] += [Features?](repeating: nil,
                                                      count: hypothesisIDs.count - features[referencePart.id].count)
        }
        features[referencePart.id][hypothesisPart.id] = result
        return result
    }

    /// Removes `original`; when only part of it matched, adds the rest and re-sorts.
    /// Returns whether it was split.
    func removeOrSplit(_ original: Part, matched: Part, in parts: inout [Part], reference: Bool) -> Bool {
        if let index = parts.firstIndex(where: { $0.id == original.id }) { parts.remove(at: index) }
        guard matched.length < original.length else { return false }
        if original.start < matched.start {
            parts.append(identified(Part(line: original.line, start: original.start,
                                         length: matched.start - original.start), reference: reference))
        }
        if matched.end < original.end {
            parts.append(identified(Part(line: original.line, start: matched.end,
                                         length: original.end - matched.end), reference: reference))
        }
        parts = Self.sorted(parts)
        return true
    }

    /// `part` with the id of its side (a new id for a part not seen before).
    func identified(_ part: Part, reference: Bool) -> Part {
        var key = part
        key.id = -1
        var result = part
        if reference {
            if let id = referenceIDs[key] { result.id = id } else {
                result.id = referenceIDs.count
                referenceIDs[key] = result.id
                pairs.append([])
            }
        } else {
            if let id = hypothesisIDs[key] { result.id = id } else {
                result.id = hypothesisIDs.count
                hypothesisIDs[key] = result.id
            }
        }
        return result
    }

    /// Longest first; equal lengths keep their order (a stable sort).
    static func sorted(_ parts: [Part]) -> [Part] {
        parts.enumerated().sorted { lhs, rhs in
            lhs.element.length != rhs.element.length ? lhs.element.length > rhs.element.length : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Slides the shorter part along the longer one; the window with the lowest edit
    /// score (first on ties) wins. Cached: it does not depend on the coefficients.
    func bestPair(_ referencePart: Part, _ hypothesisPart: Part) -> Match {
        if hypothesisPart.id < pairs[referencePart.id].count, let known = pairs[referencePart.id][hypothesisPart.id] {
            return known
        }
        let common = min(referencePart.length, hypothesisPart.length)
        let difference = referencePart.length - hypothesisPart.length
        var best: Match?
        // The shorter part is the same in every window: its bit-parallel distance to a
        // window bounds the window's score from below (score = D + I + 2·S ≥ D + I + S),
        // so a window whose distance alone reaches the best score is skipped.
        let shorter = difference >= 0
            ? hypothesis[hypothesisPart.line][hypothesisPart.start..<hypothesisPart.end]
            : reference[referencePart.line][referencePart.start..<referencePart.end]
        let bound = ShortPatternDistance(pattern: shorter)
        for i in 0..<max(1, difference + 1) {
            for j in 0..<max(1, -difference + 1) {
                let window = Part(line: referencePart.line, start: referencePart.start + i, length: common)
                let other = Part(line: hypothesisPart.line, start: hypothesisPart.start + j, length: common)
                if let best, let bound {
                    let text = difference >= 0 ? reference[window.line][window.start..<window.end]
                                               : hypothesis[other.line][other.start..<other.end]
                    if bound.distance(to: text) >= best.score { continue }
                }
                let counts = EditDistance.counts(
                    reference: Array(reference[window.line][window.start..<window.end]),
                    hypothesis: Array(hypothesis[other.line][other.start..<other.end]))
                let match = Match(reference: window, hypothesis: other, counts: counts)
                if best == nil || match.score < best!.score { best = match }
            }
        }
        if pairs[referencePart.id].count <= hypothesisPart.id {
            pairs[referencePart.id] += [Match?](repeating: nil, count: hypothesisIDs.count - pairs[referencePart.id].count)
        }
        pairs[referencePart.id][hypothesisPart.id] = best!
        return best!
    }
}
