import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// The wavefront's traced path (`WavefrontEditDistance.path`) and `Alignment` (which uses
/// it, with Hirschberg when it gives up) against a plain full weighted programme written
/// here: the path turns the reference into the hypothesis step by step, with the
/// programme's minimal edits and, among those, its fewest deletions; the alignment's
/// counts are the programme's and `EditDistance`'s.
@Suite struct TracedPathEqualsFullProgramme {
    typealias Random = BandedDistanceEqualsFullProgramme.Random
    typealias Step = WavefrontEditDistance.Step

    /// The oracle (`PlainProgramme`): the key of the whole pair, weight n + 1.
    static func fullKey(_ ref: [Int], _ hyp: [Int]) -> Int { PlainProgramme.key(ref, hyp) }

    /// The key of a path (edits · (n + 1) + deletions), or nil when its steps do not
    /// consume exactly the reference and the hypothesis.
    static func replayKey(_ steps: [Step], _ ref: [Int], _ hyp: [Int]) -> Int? {
        var i = 0, j = 0, edits = 0, deletions = 0
        for step in steps {
            switch step {
            case .pair:
                guard i < ref.count && j < hyp.count else { return nil }
                if ref[i] != hyp[j] { edits += 1 }
                i += 1
                j += 1
            case .deletion:
                guard i < ref.count else { return nil }
                edits += 1
                deletions += 1
                i += 1
            case .insertion:
                guard j < hyp.count else { return nil }
                edits += 1
                j += 1
            }
        }
        guard i == ref.count && j == hyp.count else { return nil }
        return edits * (ref.count + 1) + deletions
    }

    static func counts(key: Int, _ ref: [Int], _ hyp: [Int]) -> EditCounts { PlainProgramme.counts(key: key, ref, hyp) }

    static func path(_ ref: [Int], _ hyp: [Int], budget: Int) -> [Step]? {
        ref.withUnsafeBufferPointer { r in
            hyp.withUnsafeBufferPointer { h in WavefrontEditDistance.path(r, h, budget: budget) }
        }
    }

    /// The budget `Alignment` gives the wavefront for these (affix-free) lengths.
    static func alignmentBudget(_ ref: [Int], _ hyp: [Int]) -> Int { EditDistancePlanner.wavefrontBudget(rows: ref.count, columns: hyp.count) }

    /// Random pairs: small and large alphabets, lengths up to 700, error rates from 1 to
    /// 60 percent, a few unrelated pairs; now and then ids beyond 16 bits or negative
    /// (the full-width sweep).
    static func pair(_ random: inout Random) -> ([Int], [Int]) {
        let alphabet = random.next(5) == 0 ? 300 + random.next(1000) : 1 + random.next(30)
        let ref = (0..<(1 + random.next(700))).map { _ in random.next(alphabet) }
        var hyp: [Int]
        if random.next(10) == 0 {
            hyp = (0..<(1 + random.next(700))).map { _ in random.next(alphabet) }
        } else {
            hyp = random.corrupt(ref, rate: [1, 2, 5, 10, 20, 40, 60][random.next(7)], alphabet: alphabet)
            if hyp.isEmpty { hyp = [random.next(alphabet)] }
        }
        switch random.next(6) {
        case 0: return (ref.map { $0 * 1_000_003 + 70_000 }, hyp.map { $0 * 1_000_003 + 70_000 })
        case 1: return (ref.map { -1 - $0 }, hyp.map { -1 - $0 })
        default: return (ref, hyp)
        }
    }

    /// Checks `Alignment` on string tokens against the oracle key: counts, and steps
    /// that spell out both sides with equal tokens only in `.equal`.
    static func checkAlignment(_ ref: [Int], _ hyp: [Int], key: Int,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let reference = ref.map(String.init), hypothesis = hyp.map(String.init)
        let alignment = try Alignment(reference: reference, hypothesis: hypothesis)
        let expected = counts(key: key, ref, hyp)
        #expect(alignment.counts == expected, sourceLocation: sourceLocation)
        #expect(try EditDistance.counts(reference: ref, hypothesis: hyp) == expected, sourceLocation: sourceLocation)
        var left: [String] = [], right: [String] = []
        var tally = EditCounts(referenceLength: ref.count, hypothesisLength: hyp.count)
        var consistent = true
        for step in alignment.steps {
            switch step {
            case .equal(let a, let b):
                consistent = consistent && a == b
                left.append(a); right.append(b)
            case .substitute(let a, let b):
                consistent = consistent && a != b
                tally.substitutions += 1
                left.append(a); right.append(b)
            case .delete(let a):
                tally.deletions += 1
                left.append(a)
            case .insert(let b):
                tally.insertions += 1
                right.append(b)
            }
        }
        #expect(consistent, sourceLocation: sourceLocation)
        #expect(left == reference && right == hypothesis, sourceLocation: sourceLocation)
        #expect(tally == expected, sourceLocation: sourceLocation)
    }

    @Test("hand-checked paths: a substitution is preferred to a deletion and an insertion")
    func handCheckedPaths() throws {
        // abc → abd: one substitution.
        #expect(Self.path([0, 1, 2], [0, 1, 3], budget: .max) == [.pair, .pair, .pair])
        // abc → ac: one deletion.
        #expect(Self.path([0, 1, 2], [0, 2], budget: .max) == [.pair, .deletion, .pair])
        // ac → abc: one insertion.
        #expect(Self.path([0, 2], [0, 1, 2], budget: .max) == [.pair, .insertion, .pair])
        // ab → ba: two substitutions (two edits), not deletion + insertion (also two, but one deletion).
        #expect(Self.path([0, 1], [1, 0], budget: .max) == [.pair, .pair])
        // One token against three: matched where it occurs, the rest inserted.
        let steps = Self.path([5], [4, 5, 6], budget: .max)
        #expect(steps == [.insertion, .pair, .insertion])
        // An empty side: only insertions or only deletions.
        #expect(Self.path([], [1, 2], budget: .max) == [.insertion, .insertion])
        #expect(Self.path([1, 2], [], budget: .max) == [.deletion, .deletion])
        #expect(Self.path([], [], budget: .max) == [])
        let empty = try Alignment(reference: [], hypothesis: [])
        #expect(empty.steps.isEmpty && empty.counts == EditCounts())
    }

    @Test("on 150 random pairs the path replays both sides with the full programme's key")
    func randomPathsAreMinimal() {
        var random = Random(state: 0x7061_7468)
        for round in 0..<150 {
            let (ref, hyp) = Self.pair(&random)
            let key = Self.fullKey(ref, hyp)
            let unlimited = Self.path(ref, hyp, budget: .max)
            #expect(unlimited != nil)
            if let unlimited {
                #expect(Self.replayKey(unlimited, ref, hyp) == key, "\(ref) \(hyp)")
            }
            // Under the budget Alignment gives it: a minimal path or nothing.
            if round % 3 == 0, let budgeted = Self.path(ref, hyp, budget: Self.alignmentBudget(ref, hyp)) {
                #expect(Self.replayKey(budgeted, ref, hyp) == key, "\(ref) \(hyp)")
            }
        }
    }

    @Test("a path read stretch by stretch from checkpoints is the single sweep's path, step for step")
    func checkpointedPathsEqualTheSingleSweep() {
        var random = Random(state: 0xC4EC_4B01)
        var stretched = 0
        for _ in 0..<150 {
            let (ref, hyp) = Self.pair(&random)
            let whole = ref.withUnsafeBufferPointer { r in
                hyp.withUnsafeBufferPointer { h in
                    // A checkpoint interval beyond any level: one stretch, a single traced sweep.
                    WavefrontEditDistance.path(r, h, budget: .max, checkpointEvery: Int.max)
                }
            }
            #expect(whole != nil)
            let key = Self.fullKey(ref, hyp)
            if let whole { #expect(Self.replayKey(whole, ref, hyp) == key) }
            for interval in [1, 2, 3, 7] {
                let pieces = ref.withUnsafeBufferPointer { r in
                    hyp.withUnsafeBufferPointer { h in
                        WavefrontEditDistance.path(r, h, budget: .max, checkpointEvery: interval)
                    }
                }
                #expect(pieces == whole, "interval \(interval): \(ref) \(hyp)")
            }
            if key / (ref.count + 1) > 7 { stretched += 1 }
        }
        // Most pairs need more levels than the widest interval: several stretches each.
        #expect(stretched > 100)
    }

    @Test("on 120 random pairs Alignment's counts and steps equal the full programme's")
    func randomAlignmentsAreMinimal() throws {
        var random = Random(state: 0x616C_6967)
        for round in 0..<120 {
            var (ref, hyp) = Self.pair(&random)
            // Now and then an empty side, or a common prefix and suffix around the pair.
            switch round % 10 {
            case 0: hyp = []
            case 1: ref = []
            case 2:
                let affix = (0..<random.next(50)).map { _ in random.next(7) }
                ref = affix + ref + affix
                hyp = affix + hyp + affix
            default: break
            }
            try Self.checkAlignment(ref, hyp, key: Self.fullKey(ref, hyp))
        }
    }

    @Test("on 5,000-token pairs with 1% errors the traced path is used and is minimal")
    func longNearIdenticalPairs() throws {
        var random = Random(state: 5000)
        for round in 0..<2 {
            // Characters, then words with ids beyond 16 bits.
            let alphabet = round == 0 ? 30 : 5000
            var ref = (0..<5000).map { _ in random.next(alphabet) }
            var hyp = random.corrupt(ref, rate: 1, alphabet: alphabet)
            if round == 1 {
                ref = ref.map { $0 * 1_000_003 }
                hyp = hyp.map { $0 * 1_000_003 }
            }
            let key = Self.fullKey(ref, hyp)
            #expect(key / (ref.count + 1) >= 20)
            // Without common affixes the budget is Alignment's own, or a little less.
            let budgeted = Self.path(ref, hyp, budget: Self.alignmentBudget(ref, hyp))
            #expect(budgeted != nil)
            if let budgeted { #expect(Self.replayKey(budgeted, ref, hyp) == key) }
            try Self.checkAlignment(ref, hyp, key: key)
        }
    }

    @Test("a long pair whose path drifts 150 diagonals off the main one stays with the wavefront: key and path minimal")
    func driftingPairStaysWithTheWavefront() {
        var random = Random(state: 0xD21F7)
        let ref = (0..<6000).map { _ in random.next(30) }
        // 150 tokens lost in the first half, 150 extra ones in the second, a substitution
        // every 100: the minimal path runs 150 diagonals below the main one and back.
        var hyp: [Int] = []
        for (i, token) in ref.enumerated() {
            if i < 3000 && i % 20 == 10 { continue }
            if i >= 3000 && i % 20 == 10 { hyp.append(random.next(30)) }
            hyp.append(i % 100 == 55 ? (token + 1) % 30 : token)
        }
        let key = Self.fullKey(ref, hyp)
        #expect(key / (ref.count + 1) >= 300)
        let found = ref.withUnsafeBufferPointer { r in
            hyp.withUnsafeBufferPointer { h in
                WavefrontEditDistance.key(r, h, weight: ref.count + 1,
                                          budget: EditDistancePlanner.wavefrontBudget(rows: r.count, columns: h.count))
            }
        }
        // A band fixed around the main diagonal finds no cheap path here, and the
        // wavefront then gave up.
        #expect(found == key)
        let path = Self.path(ref, hyp, budget: Self.alignmentBudget(ref, hyp))
        #expect(path != nil)
        if let path { #expect(Self.replayKey(path, ref, hyp) == key) }
    }

    @Test("on long unrelated pairs the wavefront gives up and Hirschberg's alignment is minimal")
    func unrelatedPairsFallBack() throws {
        var random = Random(state: 0xFA11)
        for length in [1500, 2500] {
            let ref = (0..<length).map { _ in random.next(20) }
            let hyp = (0..<(length - 100)).map { _ in random.next(20) }
            // The fallback is what this test is about.
            #expect(Self.path(ref, hyp, budget: Self.alignmentBudget(ref, hyp)) == nil)
            try Self.checkAlignment(ref, hyp, key: Self.fullKey(ref, hyp))
        }
    }
    @Test("character alignments count like the full programme over Characters and spell out both texts")
    func characterAlignments() throws {
        var random = Random(state: 0xC4A2)
        for _ in 0..<300 {
            let reference = GraphemeIDsFollowCharacterEquality.randomText(&random)
            let hypothesis = random.next(2) == 0 ? GraphemeIDsFollowCharacterEquality.randomText(&random)
                : String(reference.dropFirst(random.next(3)).dropLast(random.next(3))) + "\u{E9}"
            var numbers: [Character: Int] = [:]
            let number = { (character: Character) -> Int in
                if let id = numbers[character] { return id }
                numbers[character] = numbers.count
                return numbers.count - 1
            }
            let ref = Array(reference).map(number), hyp = Array(hypothesis).map(number)
            let alignment = try Alignment.characters(reference: reference, hypothesis: hypothesis)
            #expect(alignment.counts == Self.counts(key: Self.fullKey(ref, hyp), ref, hyp))
            var left = "", right = ""
            for step in alignment.steps {
                switch step {
                case .equal(let a, let b), .substitute(let a, let b): left += a; right += b
                case .delete(let a): left += a
                case .insert(let b): right += b
                }
            }
            // Canonically equivalent to the texts (byte for byte: see the next test).
            #expect(left == reference && right == hypothesis)
        }
    }

    /// The UTF-8 bytes of every token of `steps`, reference side and hypothesis side.
    static func spelledBytes(_ steps: [AlignmentStep]) -> (reference: [[UInt8]], hypothesis: [[UInt8]]) {
        var left: [[UInt8]] = [], right: [[UInt8]] = []
        for step in steps {
            switch step {
            case .equal(let a, let b), .substitute(let a, let b): left.append(Array(a.utf8)); right.append(Array(b.utf8))
            case .delete(let a): left.append(Array(a.utf8))
            case .insert(let b): right.append(Array(b.utf8))
            }
        }
        return (left, right)
    }

    @Test("each character step shows the cluster as written in its own text, not another spelling")
    func characterStepsKeepTheirSpelling() throws {
        // Hand-worked: one cluster per side, equal by canonical equivalence.
        let cases: [(String, String)] = [("e\u{301}", "\u{E9}"), ("\u{212A}", "K"), ("A\u{30A}", "\u{212B}"),
                                         ("\u{37E}x", ";y")]
        for (reference, hypothesis) in cases {
            let (left, right) = Self.spelledBytes(try Alignment.characters(reference: reference, hypothesis: hypothesis).steps)
            #expect(left == reference.map { Array(String($0).utf8) }, "\(reference.unicodeScalars.map { $0.value })")
            #expect(right == hypothesis.map { Array(String($0).utf8) }, "\(hypothesis.unicodeScalars.map { $0.value })")
        }
    }
}
