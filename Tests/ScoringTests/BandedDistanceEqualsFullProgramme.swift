import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// The banded fast path (Ukkonen cut-off, doubling band) against the plain full
/// dynamic programme it replaced, on many random pairs: same edits, same tie-breaking
/// (fewest deletions), and alignments consistent with the counts.
@Suite struct BandedDistanceEqualsFullProgramme {
    /// The oracle's counts (`PlainProgramme`, written in the tests, not the engines' own
    /// plain programme).
    static func fullCounts(_ ref: [Int], _ hyp: [Int]) -> EditCounts { PlainProgramme.counts(ref, hyp) }

    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }

        /// `ref` with about `rate` percent of its tokens substituted, deleted or given an
        /// inserted token before them.
        mutating func corrupt(_ ref: [Int], rate: Int, alphabet: Int) -> [Int] {
            var hyp: [Int] = []
            for token in ref {
                switch next(100) < rate ? next(3) : 3 {
                case 0: hyp.append(next(alphabet))
                case 1: break
                case 2: hyp.append(next(alphabet)); hyp.append(token)
                default: hyp.append(token)
                }
            }
            return hyp
        }
    }

    static func pair(_ random: inout Random) -> ([Int], [Int]) {
        let alphabet = 1 + random.next(6)
        let length = random.next(random.next(4) == 0 ? 400 : 40)
        let ref = (0..<length).map { _ in random.next(alphabet) }
        var hyp = random.corrupt(ref, rate: [0, 1, 3, 10, 30, 100][random.next(6)], alphabet: alphabet)
        if random.next(10) == 0 { hyp = (0..<random.next(300)).map { _ in random.next(alphabet) } }
        return (ref, hyp)
    }

    @Test("counts equal the full programme on 3,000 random pairs")
    func countsAreUnchanged() throws {
        var random = Random(state: 20240301)
        for _ in 0..<3000 {
            let (ref, hyp) = Self.pair(&random)
            #expect(try EditDistance.counts(reference: ref, hypothesis: hyp) == Self.fullCounts(ref, hyp), "\(ref) \(hyp)")
        }
    }

    @Test("banded rows equal full rows inside the band when the band holds the distance")
    func bandedRows() {
        var random = Random(state: 7)
        for _ in 0..<500 {
            let (ref, hyp) = Self.pair(&random)
            let weight = ref.count + 1
            let full = PlainProgramme.lastRow(ref, hyp, weight: weight)
            let edits = full.last! / weight
            let banded = BandedEditDistance.lastRow(ArraySlice(ref), ArraySlice(hyp), weight: weight,
                                                    band: max(edits, abs(ref.count - hyp.count)))
            #expect(banded.last == full.last)
        }
    }

    @Test("alignments have the programme's counts and spell both sides")
    func alignmentsAreConsistent() throws {
        var random = Random(state: 99)
        for _ in 0..<1000 {
            let (ref, hyp) = Self.pair(&random)
            let alignment = try Alignment(reference: ref.map(String.init), hypothesis: hyp.map(String.init))
            #expect(alignment.counts == Self.fullCounts(ref, hyp))
            var left: [String] = [], right: [String] = []
            for step in alignment.steps {
                switch step {
                case .equal(let a, let b), .substitute(let a, let b): left.append(a); right.append(b)
                case .delete(let a): left.append(a)
                case .insert(let b): right.append(b)
                }
            }
            #expect(left == ref.map(String.init) && right == hyp.map(String.init))
        }
    }
}
