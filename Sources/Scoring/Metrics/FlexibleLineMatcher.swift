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
    var work = 0

    /// How often each token occurs in a part, while `sharedTokens` counts (zero between calls).
    var tokenCounts: [Int32] = []

    /// The features of the best-aligned substrings of a pair (cached), counted as work.
    func features(_ referencePart: Part, _ hypothesisPart: Part) -> Features {
        work += 1
        return cachedFeatures(referencePart, hypothesisPart)
    }

    /// The features of a pair, not counted as work (the caller counts it).
    func cachedFeatures(_ referencePart: Part, _ hypothesisPart: Part) -> Features {
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
        // The shorter part is the same in every window: bit-parallel against a window, its
        // longest common subsequence bounds the window's score from below (on equal
        // lengths, score = D + I + 2·S = 2 · (length − matches) ≥ 2 · (length − LCS)), and
        // its unit distance sets the band the window's counts are computed in.
        let referenceLine = reference[referencePart.line], hypothesisLine = hypothesis[hypothesisPart.line]
        let shorter = difference >= 0
            ? hypothesisLine[hypothesisPart.start..<hypothesisPart.end]
            : referenceLine[referencePart.start..<referencePart.end]
        let bound = ShortPatternDistance(pattern: shorter)
        // Window w slides the longer part by w; with bounds, the windows are tried from the
        // lowest bound (the earliest on ties), so the search stops at the first bound above
        // the best score found, and a later window only wins a tie it beats outright.
        let windows = abs(difference) + 1
        func window(_ w: Int) -> (reference: Part, hypothesis: Part) {
            (Part(line: referencePart.line, start: referencePart.start + (difference >= 0 ? w : 0), length: common),
             Part(line: hypothesisPart.line, start: hypothesisPart.start + (difference >= 0 ? 0 : w), length: common))
        }
        var bounds: [Int] = []
        var order = Array(0..<windows)
        if let bound {
            bounds = order.map { w in
                let (r, h) = window(w)
                let text = difference >= 0 ? referenceLine[r.start..<r.end] : hypothesisLine[h.start..<h.end]
                return 2 * (common - bound.longestCommonSubsequence(with: text))
            }
            order.sort { bounds[$0] != bounds[$1] ? bounds[$0] < bounds[$1] : $0 < $1 }
        }
        var best: Match?, bestWindow = -1
        for w in order {
            if let best, !bounds.isEmpty {
                if bounds[w] > best.score { break }
                if bounds[w] == best.score && w > bestWindow { continue }
            }
            let (r, h) = window(w)
            let referenceWindow = referenceLine[r.start..<r.end], hypothesisWindow = hypothesisLine[h.start..<h.end]
            let distance = bound?.distance(to: difference >= 0 ? referenceWindow : hypothesisWindow)
            // The score is at least the unit distance too (score = 2 · (edits − D) and a
            // minimal path's D is at most edits / 2): a window it already rules out is not aligned.
            if let best, let distance {
                if distance > best.score || (distance == best.score && w > bestWindow) { continue }
            }
            let match = Match(reference: r, hypothesis: h,
                              counts: Self.windowCounts(referenceWindow, hypothesisWindow, distance: distance))
            if best == nil || match.score < best!.score || (match.score == best!.score && w < bestWindow) {
                best = match
                bestWindow = w
            }
        }
        if pairs[referencePart.id].count <= hypothesisPart.id {
            pairs[referencePart.id] += [Match?](repeating: nil, count: hypothesisIDs.count - pairs[referencePart.id].count)
        }
        pairs[referencePart.id][hypothesisPart.id] = best!
        return best!
    }

    /// The edit counts of two windows of equal length, as `EditDistance.counts` gives them
    /// (fewest edits, then fewest deletions). With their unit distance known, a minimal path
    /// holds as many insertions as deletions, at most distance / 2 of each, so it never
    /// strays further than that from the main diagonal: the weighted programme runs in
    /// that band only (`EditDistancePlanner.windowKey`, exact there), and the counts follow from the
    /// key (insertions = deletions, substitutions = the rest).
    static func windowCounts(_ reference: ArraySlice<Int>, _ hypothesis: ArraySlice<Int>, distance: Int?) -> EditCounts {
        guard let distance, reference.count == hypothesis.count else {
            // Out of the search's budget: a straight path's counts, which the search never
            // reports (its figure is nil once the budget has run out).
            return (try? EditDistance.counts(reference: Array(reference), hypothesis: Array(hypothesis)))
                ?? EditCounts(substitutions: min(reference.count, hypothesis.count), deletions: max(0, reference.count - hypothesis.count),
                              insertions: max(0, hypothesis.count - reference.count), referenceLength: reference.count,
                              hypothesisLength: hypothesis.count)
        }
        var counts = EditCounts(referenceLength: reference.count, hypothesisLength: hypothesis.count)
        guard distance > 0 else { return counts }
        // As many mismatched positions as the distance: the straight path is a minimal one
        // without deletions, so the fewest deletions are none.
        if zip(reference, hypothesis).reduce(0, { $0 + ($1.0 == $1.1 ? 0 : 1) }) == distance {
            counts.substitutions = distance
            return counts
        }
        let weight = reference.count + 1
        let key = EditDistancePlanner.windowKey(reference, hypothesis, weight: weight, band: distance / 2)
        let edits = key / weight, deletions = key % weight
        counts.deletions = deletions
        counts.insertions = deletions
        counts.substitutions = edits - 2 * deletions
        return counts
    }
}
