import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// The edit distance engine: exact minimum, fewest deletions among minimal alignments,
/// and the same counts from the linear-memory alignment.
@Suite struct EditDistanceIsMinimalAndPrefersSubstitutions {
    /// A plain full-matrix DP over (edits, deletions) keys, without prefix/suffix
    /// stripping: the specification the fast code must match.
    static func naive(_ a: [Int], _ b: [Int]) -> EditCounts {
        struct Key: Comparable {
            var edits: Int, deletions: Int, insertions: Int
            static func < (l: Key, r: Key) -> Bool { (l.edits, l.deletions) < (r.edits, r.deletions) }
        }
        var d = [[Key]](repeating: [Key](repeating: Key(edits: 0, deletions: 0, insertions: 0),
                                         count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = Key(edits: i, deletions: i, insertions: 0) }
        for j in 0...b.count { d[0][j] = Key(edits: j, deletions: 0, insertions: j) }
        if !a.isEmpty && !b.isEmpty {
            for i in 1...a.count {
                for j in 1...b.count {
                    var diagonal = d[i - 1][j - 1]
                    if a[i - 1] != b[j - 1] { diagonal.edits += 1 }
                    var up = d[i - 1][j]; up.edits += 1; up.deletions += 1
                    var left = d[i][j - 1]; left.edits += 1; left.insertions += 1
                    d[i][j] = min(diagonal, up, left)
                }
            }
        }
        let k = d[a.count][b.count]
        return EditCounts(substitutions: k.edits - k.deletions - k.insertions, deletions: k.deletions,
                          insertions: k.insertions, referenceLength: a.count, hypothesisLength: b.count)
    }

    @Test func substitutionsArePreferredOverADeletionInsertionPair() throws {
        // "ab" -> "ba": two substitutions, or delete a + insert a; both cost 2.
        let counts = try EditDistance.counts(reference: [1, 2], hypothesis: [2, 1])
        #expect(counts == EditCounts(substitutions: 2, referenceLength: 2, hypothesisLength: 2))
        #expect(try Alignment(reference: ["a", "b"], hypothesis: ["b", "a"]).steps
                == [.substitute("a", "b"), .substitute("b", "a")])
    }

    @Test func commonPrefixAndSuffixAreFree() throws {
        let counts = try EditDistance.counts(reference: Array(0..<1000) + [7] + Array(0..<1000),
                                         hypothesis: Array(0..<1000) + [8, 9] + Array(0..<1000))
        #expect(counts == EditCounts(substitutions: 1, insertions: 1,
                                     referenceLength: 2001, hypothesisLength: 2002))
    }

    @Test func randomSequencesMatchTheNaiveDefinition() throws {
        var generator = SplitMix(seed: 42)
        for _ in 0..<400 {
            let a = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Int.random(in: 0...3, using: &generator) }
            let b = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Int.random(in: 0...3, using: &generator) }
            let expected = Self.naive(a, b)
            #expect(try EditDistance.counts(reference: a, hypothesis: b) == expected, "\(a) \(b)")
            let alignment = try Alignment(reference: a.map(String.init), hypothesis: b.map(String.init))
            #expect(alignment.counts == expected, "\(a) \(b)")
            // The steps rebuild both sides.
            var ref: [String] = [], hyp: [String] = []
            for step in alignment.steps {
                switch step {
                case .equal(let r, let h), .substitute(let r, let h): ref.append(r); hyp.append(h)
                case .delete(let r): ref.append(r)
                case .insert(let h): hyp.append(h)
                }
            }
            #expect(ref == a.map(String.init) && hyp == b.map(String.init))
        }
    }

    @Test func alignmentOfDinglehoppersExample() throws {
        let alignment = try Alignment.characters(reference: "Fnord", hypothesis: "Food")
        #expect(try alignment.counts == CharacterErrorRate.counts(reference: "Fnord", hypothesis: "Food"))
        // One of the two minimal alignments (the other pairs n/o and deletes r); the
        // choice is deterministic.
        #expect(alignment.steps == [.equal("F", "F"), .delete("n"), .equal("o", "o"),
                                    .substitute("r", "o"), .equal("d", "d")])
        #expect(try Alignment.words(reference: "Dies. ist", hypothesis: "Dies ist").steps
                == [.equal("Dies", "Dies"), .equal("ist", "ist")])
    }

    @Test func alignmentOfALongPageKeepsCountsEqual() throws {
        var generator = SplitMix(seed: 7)
        let a = (0..<3000).map { _ in Int.random(in: 0...40, using: &generator) }
        var b = a
        for _ in 0..<200 {
            let position = Int.random(in: 0..<b.count, using: &generator)
            switch Int.random(in: 0...2, using: &generator) {
            case 0: b[position] = 99
            case 1: b.remove(at: position)
            default: b.insert(98, at: position)
            }
        }
        let alignment = try Alignment(reference: a.map(String.init), hypothesis: b.map(String.init))
        #expect(try alignment.counts == EditDistance.counts(reference: a, hypothesis: b))
        #expect(alignment.counts.edits <= 200)
    }
}

/// A small seeded generator, so random tests are reproducible.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
