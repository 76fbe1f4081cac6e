/// The fewest errors over a whole grid of coefficient sets, without running the greedy
/// matching once per set: the sets walk the matching together and part only where they
/// choose different pairs, so a page whose lines match clearly is matched once instead of
/// 768 times. At each step, a hypothesis part that another part beats or ties (earlier in
/// the order) on every feature of the penalty cannot be any set's choice and is left out
/// before the sets choose. The result equals the smallest of `errors(with:)` over the sets.
extension FlexibleLineMatcher {
    /// One matching in progress, shared by the coefficient sets (indices) that chose alike.
    private struct Branch {
        var referenceParts: [Part]
        var hypothesisParts: [Part]
        var errors: Int
        var sets: [Int]
    }

    /// The fewest total errors over `coefficients`; a large value when the scoring budget
    /// ran out (the scorer discards it).
    func fewestErrors(over coefficients: [FlexibleCharacterAccuracy.Coefficients]) -> Int {
        guard !coefficients.isEmpty else { return Int.max }
        var pending = [Branch(
            referenceParts: Self.sorted(reference.indices.map {
                identified(Part(line: $0, start: 0, length: reference[$0].count), reference: true)
            }),
            hypothesisParts: Self.sorted(hypothesis.indices.map {
                identified(Part(line: $0, start: 0, length: hypothesis[$0].count), reference: false)
            }),
            errors: 0, sets: Array(coefficients.indices))]
        var best = Int.max
        let budget = ScoringBudget.current
        while var branch = pending.popLast() {
            while !branch.referenceParts.isEmpty && !branch.hypothesisParts.isEmpty {
                if budget.isExhausted || overWorkLimit { return Int.max / 4 }
                let choices = choose(branch.referenceParts, branch.hypothesisParts, for: branch.sets, coefficients)
                for choice in choices.dropFirst() {
                    var other = branch
                    other.sets = choice.sets
                    step(&other, reference: choice.reference, hypothesis: choice.hypothesis)
                    pending.append(other)
                }
                let first = choices[0]
                branch.sets = first.sets
                step(&branch, reference: first.reference, hypothesis: first.hypothesis)
            }
            let total = branch.errors + branch.referenceParts.reduce(0) { $0 + $1.length }
                + branch.hypothesisParts.reduce(0) { $0 + $1.length }
            best = min(best, total)
            if best == 0 { break }
        }
        return best
    }

    /// Applies one chosen pair to a branch.
    private func step(_ branch: inout Branch, reference: Int, hypothesis: Int) {
        guard reference >= 0 else {
            // No reference part had a hypothesis part to pair with: cannot happen while both
            // sides hold parts, but never loop on it.
            branch.errors += branch.referenceParts.reduce(0) { $0 + $1.length }
                + branch.hypothesisParts.reduce(0) { $0 + $1.length }
            branch.referenceParts = []
            branch.hypothesisParts = []
            return
        }
        if let match = apply(reference: reference, hypothesis: hypothesis, &branch.referenceParts, &branch.hypothesisParts) {
            branch.errors += match.errors
        }
    }

    /// What each set chooses at this step (steps 3 and 4 of the paper, as `matchLongest`),
    /// grouped by choice in the order the sets come.
    private func choose(_ referenceParts: [Part], _ hypothesisParts: [Part], for sets: [Int],
                        _ coefficients: [FlexibleCharacterAccuracy.Coefficients])
        -> [(reference: Int, hypothesis: Int, sets: [Int])] {
        let length = min(referenceParts[0].length, hypothesisParts[0].length)
        var fronts: [(reference: Int, candidates: [(index: Int, features: Features)])] = []
        for r in referenceParts.indices {
            guard referenceParts[r].length >= length else { break }
            fronts.append((r, undominated(referenceParts[r], hypothesisParts)))
        }
        var groups: [(reference: Int, hypothesis: Int, sets: [Int])] = []
        for set in sets {
            let c = coefficients[set]
            let c1 = c.editDistance, c2 = c.lengthDifference, c3 = Double(c.offset), c4 = c.length
            var bestScore = -Double.infinity
            var bestReference = -1, bestHypothesis = -1
            for front in fronts {
                var smallest = Double.infinity
                var chosen: (index: Int, features: Features)?
                for candidate in front.candidates {
                    let f = candidate.features
                    let penalty = Double(f.score * c1 + f.lengthDifference * c2) + f.offset * c3 - Double(f.common * c4)
                    if penalty < smallest {
                        smallest = penalty
                        chosen = candidate
                    }
                }
                guard let chosen else { continue }
                if chosen.features.accuracy > bestScore {
                    bestScore = chosen.features.accuracy
                    bestReference = front.reference
                    bestHypothesis = chosen.index
                }
            }
            if let g = groups.firstIndex(where: { $0.reference == bestReference && $0.hypothesis == bestHypothesis }) {
                groups[g].sets.append(set)
            } else {
                groups.append((bestReference, bestHypothesis, [set]))
            }
        }
        return groups
    }

    /// The hypothesis parts some set of non-negative coefficients (with a positive edit
    /// weight) could choose for `referencePart`, in their order: a part is dropped when
    /// another is at least as good on every feature and comes earlier or has a strictly
    /// lower edit score (so is strictly better for every set).
    ///
    /// A pair's edit score is at least 2 · (common length − the tokens the shorter part
    /// shares with the longer, as multisets): the windows' alignments have equal lengths,
    /// so their score is 2 · (length − matches), and no window matches more than that. The
    /// parts are taken from the lowest bound up; one that a part already computed (with no
    /// offset) drops on its bounds alone is never aligned. Each part counts as work all the
    /// same, so the search stops where it always did.
    private func undominated(_ referencePart: Part, _ hypothesisParts: [Part]) -> [(index: Int, features: Features)] {
        work += hypothesisParts.count
        var bounds = hypothesisParts.indices.map { h -> (index: Int, score: Int, lengthDifference: Int, common: Int) in
            let other = hypothesisParts[h]
            let common = min(referencePart.length, other.length)
            return (h, 2 * (common - min(common, sharedTokens(referencePart, other))),
                    abs(referencePart.length - other.length), common)
        }
        bounds.sort { $0.score != $1.score ? $0.score < $1.score : $0.index < $1.index }
        var computed: [(index: Int, features: Features)] = []
        for bound in bounds {
            let dropped = computed.contains { e in
                e.features.offset == 0 && e.features.score <= bound.score && e.features.lengthDifference <= bound.lengthDifference
                    && e.features.common >= bound.common && (e.index < bound.index || e.features.score < bound.score)
            }
            if dropped { continue }
            computed.append((bound.index, cachedFeatures(referencePart, hypothesisParts[bound.index])))
        }
        computed.sort { $0.index < $1.index }
        return computed.filter { part in
            !computed.contains { e in
                e.index != part.index && Self.atLeastAsGood(e.features, part.features)
                    && (e.index < part.index || e.features.score < part.features.score)
            }
        }
    }

    /// The tokens two parts share, as multisets (the shorter's tokens that the longer holds,
    /// each as often as both hold it).
    private func sharedTokens(_ referencePart: Part, _ hypothesisPart: Part) -> Int {
        let left = reference[referencePart.line][referencePart.start..<referencePart.end]
        let right = hypothesis[hypothesisPart.line][hypothesisPart.start..<hypothesisPart.end]
        if tokenCounts.isEmpty {
            let largest = max(reference.lazy.compactMap { $0.max() }.max() ?? 0, hypothesis.lazy.compactMap { $0.max() }.max() ?? 0)
            tokenCounts = [Int32](repeating: 0, count: largest + 1)
        }
        var shared = 0
        tokenCounts.withUnsafeMutableBufferPointer { counts in
            for token in left { counts[token] += 1 }
            for token in right where counts[token] > 0 {
                counts[token] -= 1
                shared += 1
            }
            for token in left { counts[token] = 0 }
        }
        return shared
    }

    /// Whether `a`'s penalty is at most `b`'s for every set of non-negative coefficients.
    private static func atLeastAsGood(_ a: Features, _ b: Features) -> Bool {
        a.score <= b.score && a.lengthDifference <= b.lengthDifference && a.offset <= b.offset && a.common >= b.common
    }
}
