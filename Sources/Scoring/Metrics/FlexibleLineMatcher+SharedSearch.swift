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
    /// weight) could choose for `referencePart`, in their order: a part is dropped when an
    /// earlier one is at least as good on every feature, or a later one is as good on every
    /// feature and strictly better on the edit score (so strictly better for every set).
    private func undominated(_ referencePart: Part, _ hypothesisParts: [Part]) -> [(index: Int, features: Features)] {
        var front: [(index: Int, features: Features)] = []
        for h in hypothesisParts.indices {
            let f = features(referencePart, hypothesisParts[h])
            if front.contains(where: { Self.atLeastAsGood($0.features, f) }) { continue }
            front.removeAll { f.score < $0.features.score && Self.atLeastAsGood(f, $0.features) }
            front.append((h, f))
        }
        return front
    }

    /// Whether `a`'s penalty is at most `b`'s for every set of non-negative coefficients.
    private static func atLeastAsGood(_ a: Features, _ b: Features) -> Bool {
        a.score <= b.score && a.lengthDifference <= b.lengthDifference && a.offset <= b.offset && a.common >= b.common
    }
}
