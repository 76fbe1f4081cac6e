import Synchronization
import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// `ResultList`: results held in memory or read back from storage on every access.
@Suite struct ResultListReadsStoredResultsOnAccess {
    static func result(_ id: String, passed: Bool = true, edits: Int = 0) -> SampleResult {
        SampleResult(suite: "s", id: id, profile: "p", image: "\(id).png", expected: .text, outcome: .text,
                     passed: passed, reference: "abcd", hypothesis: "abcd",
                     characters: EditCounts(substitutions: edits, referenceLength: 4, hypothesisLength: 4),
                     words: EditCounts(referenceLength: 1, hypothesisLength: 1))
    }

    @Test("a stored list calls its loader on each access and equals the same results in memory")
    func storedEqualsMemory() {
        let held = (0..<5).map { Self.result("r\($0)", edits: $0 % 2) }
        let calls = Mutex(0)
        let stored = ResultList(count: held.count) { index in
            calls.withLock { $0 += 1 }
            return held[index]
        }
        #expect(stored.isStored)
        #expect(stored.count == 5)
        #expect(stored[3].id == "r3")
        #expect(stored[3].id == "r3")
        #expect(calls.withLock { $0 } == 2)   // read twice, loaded twice: nothing kept
        #expect(stored == ResultList(held))
        #expect(Array(stored.map(\.id)) == ["r0", "r1", "r2", "r3", "r4"])
        #expect(stored != ResultList(Array(held.dropLast())))
    }

    @Test("changing a stored result brings the list into memory with the change")
    func changeMaterializes() {
        let held = (0..<3).map { Self.result("r\($0)") }
        var list = ResultList(count: 3) { held[$0] }
        list[1].passed = false
        #expect(!list.isStored)
        #expect(list.map(\.passed) == [true, false, true])
    }

    @Test("summaries collected one result at a time equal sums worked by hand")
    func collectorSums() {
        // Two samples of suite s: 1 and 0 substitutions over 4 characters each.
        let list = ResultList([Self.result("a", edits: 1), Self.result("b", passed: false, edits: 0)])
        let (suites, totals) = SuiteSummary.summaries(of: list)
        #expect(suites.count == 1 && totals.count == 1)
        #expect(totals[0].samples == 2 && totals[0].passed == 1)
        #expect(totals[0].characters.substitutions == 1 && totals[0].characters.referenceLength == 8)
        #expect(abs(totals[0].microCER - 1.0 / 8.0) < 1e-12)     // 1 edit over 8 characters
        #expect(abs(totals[0].macroCER - (0.25 + 0) / 2) < 1e-12) // mean of 1/4 and 0/4
    }
}
