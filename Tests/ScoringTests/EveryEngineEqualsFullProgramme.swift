import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// Each engine behind `EditDistance` on its own against the plain full programme
/// (`PlainProgramme`, written in the tests: the engines' own plain path is judged too), on
/// random pairs long enough to span several 64-bit blocks: the bit-parallel distance,
/// the wavefront keys and the banded programme bounded by the
/// distance must all give the full programme's key, tie-breaking included.
@Suite struct EveryEngineEqualsFullProgramme {
    typealias Random = BandedDistanceEqualsFullProgramme.Random

    static func pair(_ random: inout Random) -> ([Int], [Int]) {
        if random.next(3) == 0 {
            let (ref, hyp) = BandedDistanceEqualsFullProgramme.pair(&random)
            return (ref, hyp)
        }
        let alphabet = 1 + random.next(30)
        let ref = (0..<random.next(700)).map { _ in random.next(alphabet) }
        return (ref, random.corrupt(ref, rate: [1, 2, 5, 20, 60][random.next(5)], alphabet: alphabet))
    }

    @Test("bit-parallel distance, wavefront and banded keys equal the full programme")
    func enginesAgree() {
        var random = Random(state: 31337)
        for _ in 0..<600 {
            let (ref, hyp) = Self.pair(&random)
            let weight = ref.count + 1
            let full = PlainProgramme.lastRow(ref, hyp, weight: weight)
            let key = full.last!
            // The engines' own plain programme (the path of short pairs) is judged too.
            #expect(EditDistance.lastRow(ArraySlice(ref), ArraySlice(hyp), weight: weight) == full)
            let distance = BitParallelEditDistance.distance(ArraySlice(ref), ArraySlice(hyp))
            #expect(distance == key / weight)
            ref.withUnsafeBufferPointer { r in
                hyp.withUnsafeBufferPointer { h in
                    #expect(WavefrontEditDistance.key(r, h, weight: weight, budget: Int.max) == key)
                    let banded = BandedEditDistance.lastRow(r, h, weight: weight, maxEdits: distance,
                                                            finalDiagonal: hyp.count - ref.count)
                    #expect(banded.last == key)
                    // Every entry is exact or an upper bound.
                    for j in 0...hyp.count {
                        #expect(banded[j] >= full[j])
                    }
                }
            }
        }
    }
}
