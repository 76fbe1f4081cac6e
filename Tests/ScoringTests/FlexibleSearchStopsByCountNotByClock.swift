import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// Flexible character accuracy gives up after a number of line-pair lookups
/// (`FlexibleCharacterAccuracy.workLimit`), not after a time: whether a page gets the
/// figure depends on the page alone, never on how busy the machine is.
@Suite struct FlexibleSearchStopsByCountNotByClock {
    // Two columns read across: a page the search has to split and match line by line.
    static let reference = "Apples 12\nPears 7\nPlums 3\nFigs 40\nDates 9\nLimes 5"
    static let hypothesis = "Apples 12 Pears 7\nPlums 3 Figs 4O\nDates 9\nLirnes 5"

    @Test("within the limit the figure is the unlimited search's; one lookup short of the work it needs, none")
    func limitDecides() throws {
        let full = FlexibleCharacterAccuracy.accuracy(reference: Self.reference, hypothesis: Self.hypothesis)
        #expect(FlexibleCharacterAccuracy.accuracyWithinLimit(reference: Self.reference, hypothesis: Self.hypothesis) == full)
        // The work this page needs, counted by a matcher of its own.
        var ids = TokenIDs<Character>()
        let matcher = FlexibleLineMatcher(reference: FlexibleCharacterAccuracy.lines(of: Self.reference, &ids),
                                          hypothesis: FlexibleCharacterAccuracy.lines(of: Self.hypothesis, &ids))
        _ = matcher.fewestErrors(over: FlexibleCharacterAccuracy.coefficientGrid)
        let needed = matcher.work
        #expect(needed > 10)
        #expect(FlexibleCharacterAccuracy.accuracyWithinLimit(reference: Self.reference, hypothesis: Self.hypothesis,
                                                              workLimit: needed) == full)
        #expect(FlexibleCharacterAccuracy.accuracyWithinLimit(reference: Self.reference, hypothesis: Self.hypothesis,
                                                              workLimit: needed / 2) == nil)
    }
}

/// The note that names the search's limit writes it as people read numbers.
@Suite struct FlexibleLimitNoteReadsAsANumber {
    @Test("250000 reads 250,000; 1000000 reads 1,000,000; 999 reads 999")
    func grouped() {
        #expect(SampleScorer.grouped(250_000) == "250,000")
        #expect(SampleScorer.grouped(1_000_000) == "1,000,000")
        #expect(SampleScorer.grouped(999) == "999")
        #expect(SampleScorer.grouped(1_000) == "1,000")
    }
}
