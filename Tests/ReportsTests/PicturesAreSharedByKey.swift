import Foundation
import Scoring
import Testing
@testable import Reports

/// report.html embeds each distinct picture once: results with one key share a slot,
/// slots are numbered in the order the page first shows them, and a result without a
/// key has none (the table keeps digests, not key strings).
@Suite struct PicturesAreSharedByKey {
    static func result(_ id: String) -> SampleResult {
        SampleResult(suite: "s", id: id, profile: "p", image: "s/\(id).png", expected: .text, outcome: .text, passed: true,
                     reference: "", hypothesis: "", characters: EditCounts(), words: EditCounts())
    }

    @Test("keys A B A – C B give slots 0 1 0 – 2 1, first used by results 0, 1 and 4")
    func slotsFollowFirstUse() {
        // The key is the id's first letter; "-" has none.
        let ids = ["A1", "B1", "A2", "-", "C1", "B2"]
        let results = ResultList(ids.map(Self.result))
        let source = ReportPictureSource(key: { $0.id == "-" ? nil : String($0.id.prefix(1)) }, picture: { _ in nil })
        let (slots, firstUse, regions) = ReportPictureTable.assign(results, source: source)
        #expect(slots == [0, 1, 0, -1, 2, 1])
        #expect(firstUse == [0, 1, 4])
        #expect(regions.isEmpty)
    }

    @Test("a thousand keys that sort in another order than they come still number by first use")
    func manyKeysNumberByFirstUse() {
        // Keys in reverse: their digests sort in an order unrelated to the results'.
        let ids = (0..<1000).map { "k\(999 - $0)" }
        let results = ResultList(ids.map(Self.result))
        let source = ReportPictureSource(key: { $0.id }, picture: { _ in nil })
        let (slots, firstUse, _) = ReportPictureTable.assign(results, source: source)
        #expect(slots == (0..<1000).map { Int32($0) })
        #expect(firstUse == (0..<1000).map { Int32($0) })
    }
}
