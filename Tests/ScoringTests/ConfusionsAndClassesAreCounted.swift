import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// Confusions over short runs and accuracy per character class, against examples
/// worked by hand.
@Suite struct ConfusionsAndClassesAreCounted {
    @Test("'rn' read for 'm', '1' for 'l', a lost space: runs of up to three graphemes are one confusion each")
    func shortRuns() throws {
        // modern → rnodern: m→r substituted and n inserted, one run; "l1ght" vs "light": l... 
        let profile = try CharacterErrorProfile(reference: "modern light", hypothesis: "rnodern 1ight")
        #expect(profile.confusions == [
            ConfusionCount(confusion: Confusion(reference: "l", recognized: "1"), count: 1),
            ConfusionCount(confusion: Confusion(reference: "m", recognized: "rn"), count: 1),
        ])
        let space = try CharacterErrorProfile(reference: "to be", hypothesis: "tobe")
        #expect(space.confusions == [ConfusionCount(confusion: Confusion(reference: " ", recognized: ""), count: 1)])
        #expect(space.confusions[0].confusion.display == "␣ → ∅")
        #expect(Confusion(reference: "l", recognized: "1").codePoints == "U+006C → U+0031")
    }

    @Test("a run longer than three graphemes counts each of its edits")
    func longRunsSplit() throws {
        // "abcd" → "wxyz": one run of four substitutions, counted one by one.
        let profile = try CharacterErrorProfile(reference: "abcd", hypothesis: "wxyz")
        #expect(profile.confusions.map(\.count) == [1, 1, 1, 1])
        #expect(Set(profile.confusions.map(\.confusion)) == [Confusion(reference: "a", recognized: "w"), Confusion(reference: "b", recognized: "x"),
                                                             Confusion(reference: "c", recognized: "y"), Confusion(reference: "d", recognized: "z")])
    }

    @Test("counts add up over samples, most frequent first")
    func merge() {
        let a = [ConfusionCount(confusion: Confusion(reference: "l", recognized: "1"), count: 2)]
        let b = [ConfusionCount(confusion: Confusion(reference: "l", recognized: "1"), count: 1),
                 ConfusionCount(confusion: Confusion(reference: "O", recognized: "0"), count: 5)]
        #expect(CharacterConfusions.merge([a, b]) == [ConfusionCount(confusion: Confusion(reference: "O", recognized: "0"), count: 5),
                                                      ConfusionCount(confusion: Confusion(reference: "l", recognized: "1"), count: 3)])
    }

    @Test("class accuracy: letters, digits, punctuation, white space, non-ASCII and scripts")
    func classes() throws {
        // Reference "Ab 1.é" (6 graphemes), read "Ab 7.e":
        // letters A b é → 2 of 3 right; digits 1 → 0 of 1; white space 1 of 1; punctuation . 1 of 1;
        // non-ASCII é → 0 of 1; Latin A b é → 2 of 3 (digits, space and '.' are Common: no script).
        let classes = try CharacterErrorProfile(reference: "Ab 1.é", hypothesis: "Ab 7.e").classes
        #expect(classes == [
            ClassAccuracy(name: "letters", total: 3, correct: 2),
            ClassAccuracy(name: "digits", total: 1, correct: 0),
            ClassAccuracy(name: "punctuation", total: 1, correct: 1),
            ClassAccuracy(name: "white space", total: 1, correct: 1),
            ClassAccuracy(name: "non-ASCII", total: 1, correct: 0),
            ClassAccuracy(name: "Latin", total: 3, correct: 2),
        ])
        // Cyrillic and Greek are named by script.
        let names = try CharacterErrorProfile(reference: "Жα", hypothesis: "Жa").classes.map(\.name)
        #expect(names.contains("Cyrillic") && names.contains("Greek"))
    }

    @Test("class accuracy counts every occurrence, outside Latin-1 and in equivalent spellings too")
    func classesCountEveryOccurrence() throws {
        // Reference Ж Ж ␠ Ж 👍🏽 é(decomposed) e, read Ж X ␠ Ж 👍 é(precomposed) x: all
        // pairs, wrong at the second Ж, the skin tone and the last e. By hand:
        // letters Ж Ж Ж é e → 3 of 5; symbols 👍🏽 → 0 of 1; white space 1 of 1;
        // non-ASCII Ж Ж Ж 👍🏽 é → 3 of 5; Cyrillic 2 of 3; Latin é e → 1 of 2 (👍🏽 is Common).
        let classes = try CharacterErrorProfile(reference: "ЖЖ Ж👍🏽e\u{301}e", hypothesis: "ЖX Ж👍éx").classes
        #expect(classes == [
            ClassAccuracy(name: "letters", total: 5, correct: 3),
            ClassAccuracy(name: "symbols", total: 1, correct: 0),
            ClassAccuracy(name: "white space", total: 1, correct: 1),
            ClassAccuracy(name: "non-ASCII", total: 5, correct: 3),
            ClassAccuracy(name: "Cyrillic", total: 3, correct: 2),
            ClassAccuracy(name: "Latin", total: 2, correct: 1),
        ])
    }

    @Test("the scorer records confusions and classes for recognized text, none without")
    func scorerRecordsThem() {
        let scorer = SampleScorer()
        let read = scorer.score(reference: "modern", recognized: "rnodern")
        #expect(read.confusions == [ConfusionCount(confusion: Confusion(reference: "m", recognized: "rn"), count: 1)])
        #expect(read.characterClasses?.first == ClassAccuracy(name: "letters", total: 6, correct: 5))
        let unreadable = scorer.score(reference: "modern", recognized: "", outcome: .unreadable)
        #expect(unreadable.confusions == nil && unreadable.characterClasses == nil)
    }

    @Test("when the alignment's share of the budget runs out, the CER and layers are still exact, the confusions named as missing")
    func alignmentShareRunOut() {
        var scorer = SampleScorer()
        // A share of 0 s has run out before the alignment starts.
        scorer.confusionShareSeconds = 0
        let read = scorer.score(reference: "The modern age.", recognized: "the rnodern age")
        // Worked by hand: T/t, m/r, an inserted n, a lost full stop: 2 S, 1 D, 1 I over 15.
        #expect(read.characters == EditCounts(substitutions: 2, deletions: 1, insertions: 1,
                                               referenceLength: 15, hypothesisLength: 15))
        // Without white space, case and punctuation: "themodernage" / "thernodernage", one
        // substitution and one insertion over 12.
        #expect(read.layers?.ignoringWhitespaceCaseAndPunctuation.edits == 2)
        #expect(read.layers?.ignoringWhitespaceCaseAndPunctuation.referenceLength == 12)
        #expect(read.confusions == nil && read.characterClasses == nil)
        #expect(read.notes.contains { $0.hasPrefix("confusions and class accuracy not computed") })
        // With the share the scorer has by default, the same counts and the confusions.
        let full = SampleScorer().score(reference: "The modern age.", recognized: "the rnodern age")
        #expect(full.characters == read.characters && full.layers == read.layers)
        #expect(full.confusions != nil && full.notes.isEmpty)
    }
}
