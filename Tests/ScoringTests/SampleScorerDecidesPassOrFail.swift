import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// The sample verdict: outcome as expected, every field passed, CER within maxCER.
@Suite struct SampleScorerDecidesPassOrFail {
    let scorer = SampleScorer(normalization: .default)

    @Test func aGoodReadPasses() {
        let scored = scorer.score(reference: "SWIFT VISION 2468\r\nTOTAL 12.50\n",
                                  recognized: "SWIFT  VISION 2468 \n\nTOTAL 12.50",
                                  outcome: .text, expected: .text, maxCER: 0.05,
                                  fields: [.contains(name: "headline", text: "SWIFT VISION 2468", maxEdits: 0)])
        #expect(scored.passed)
        #expect(scored.failures.isEmpty)
        // Stored as they came; the figures are over the normalized texts.
        #expect(scored.reference == "SWIFT VISION 2468\r\nTOTAL 12.50\n")
        #expect(scored.hypothesis == "SWIFT  VISION 2468 \n\nTOTAL 12.50")
        #expect(scored.characters == EditCounts(referenceLength: 29, hypothesisLength: 29))
        #expect(scored.words == EditCounts(referenceLength: 5, hypothesisLength: 5))
        #expect(scored.fields.map(\.passed) == [true])
    }

    @Test func cerAboveMaxCERFails() {
        let scored = scorer.score(reference: "abcdefghijklmnopqrstuvwxy", recognized: "abXdefghijklmnopqrstuvwYy",
                                  outcome: .text, expected: .text, maxCER: 0.05, fields: [])
        #expect(!scored.passed)
        #expect(scored.failures == ["CER 8.00 % (2/25) above maxCER 5.00 %"])   // 2 substitutions in 25 letters
        let lenient = scorer.score(reference: "abcdefghijklmnopqrstuvwxy", recognized: "abXdefghijklmnopqrstuvwYy",
                                   outcome: .text, expected: .text, maxCER: 0.08, fields: [])
        #expect(lenient.passed)  // equal to maxCER is within it
    }

    @Test("a CER just above maxCER is shown with the decimals that tell them apart, and its counts")
    func closeFiguresAreToldApart() {
        // 412 letters, 9 substituted: 9/412 = 0.0218446…, above a maxCER of 0.021844.
        // At two decimals both read 2.18 %, at three 2.184 %; at four 2.1845 % and 2.1844 %.
        let reference = String(repeating: "a", count: 412)
        let recognized = String(repeating: "b", count: 9) + String(repeating: "a", count: 403)
        let scored = scorer.score(reference: reference, recognized: recognized, outcome: .text, expected: .text,
                                  maxCER: 0.021844, fields: [])
        #expect(scored.failures == ["CER 2.1845 % (9/412) above maxCER 2.1844 %"])
    }

    @Test func aWrongOutcomeFails() {
        let scored = scorer.score(reference: "", recognized: "noise", outcome: .text, expected: .empty,
                                  maxCER: nil, fields: [])
        #expect(!scored.passed)
        #expect(scored.failures == ["expected outcome empty, got text"])
        #expect(scored.characters.insertions == 5)
        #expect(scored.cer == 1)
    }

    @Test func anExpectedEmptyResultPasses() {
        let scored = scorer.score(reference: nil, recognized: "  \n", outcome: .empty, expected: .empty,
                                  maxCER: nil, fields: [])
        #expect(scored.passed)
        #expect(scored.cer == 0 && scored.wer == 0)
    }

    @Test func aFailedBackendDeletesEveryReferenceCharacter() {
        for outcome in [Outcome.unreadable, .error, .timeout, .crashed] {
            let scored = scorer.score(reference: "TOTAL 12.50", recognized: "partial TOTAL",
                                      outcome: outcome, expected: .text, maxCER: nil,
                                      fields: [.contains(name: "total", text: "TOTAL 12.50", maxEdits: 1),
                                               .absent(name: "clean", text: "lorem")])
            #expect(scored.hypothesis == "")
            #expect(scored.characters == EditCounts(deletions: 11, referenceLength: 11))
            #expect(scored.cer == 1)
            #expect(scored.fields.map(\.passed) == [false, true])
            #expect(scored.failures == ["expected outcome text, got \(outcome.rawValue)",
                                        "field total: not found: 'TOTAL 12.50'"])
        }
    }

    @Test func anExpectedUnreadableFilePasses() {
        let scored = scorer.score(reference: nil, recognized: "", outcome: .unreadable, expected: .unreadable,
                                  maxCER: nil, fields: [])
        #expect(scored.passed)
        #expect(scored.fields.isEmpty)
    }

    @Test func failedFieldsAreListedByName() {
        let scored = scorer.score(reference: "TOTAL 12.50", recognized: "TOTAL 12.60", outcome: .text,
                                  expected: .text, maxCER: nil,
                                  fields: [.contains(name: "total", text: "TOTAL 12.50", maxEdits: 0),
                                           .regex(name: "broken", pattern: "(")])
        #expect(!scored.passed)
        #expect(scored.failures.count == 2)
        #expect(scored.failures[0] == "field total: not found: 'TOTAL 12.50'; closest: 'TOTAL 12.60' (1 edit)")
        #expect(scored.failures[1].hasPrefix("field broken: /(/: not a valid regular expression"))
    }

    @Test func theProfileDecidesWhatCounts() {
        let exact = SampleScorer(normalization: .exact).score(
            reference: "“Quote” — End", recognized: "\"quote\" - End", outcome: .text, expected: .text,
            maxCER: nil, fields: [])
        let lenient = SampleScorer(normalization: .lenient).score(
            reference: "“Quote” — End", recognized: "\"quote\" - End", outcome: .text, expected: .text,
            maxCER: nil, fields: [])
        #expect(exact.characters.edits == 4)
        #expect(lenient.characters.edits == 0)
        #expect(exact.layers?.ignoringWhitespaceAndCase.edits == 3)
    }
}
