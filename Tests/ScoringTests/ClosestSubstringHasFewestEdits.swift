import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// The searcher a report uses to find a line elsewhere on the page (characters of the
/// recognized lines numbered once, each pattern numbered on its own) against a plain
/// oracle written here: every substring of the text, measured with the textbook
/// Levenshtein programme.
@Suite struct ClosestSubstringHasFewestEdits {
    /// Levenshtein distance, the two-row textbook programme.
    static func levenshtein(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The fewest edits from `pattern` to any non-empty substring of `text`.
    static func fewest(_ pattern: [Character], in text: [Character]) -> Int {
        var best = pattern.count
        for start in text.indices {
            for end in (start + 1)...text.count {
                best = min(best, levenshtein(pattern, Array(text[start..<end])))
            }
        }
        return best
    }

    @Test("one searcher over many lines finds, in each, the substring with the fewest edits to each pattern")
    func searcherFindsFewestEdits() {
        var random = SplitMix64(seed: 2026)
        let alphabet = Array("abcdeé ")
        func text(_ length: Int) -> String { String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }) }
        var compared = 0, found = 0
        for _ in 0..<30 {
            let lines = (0..<4).map { _ in text(1 + Int(random.next() % 14)) }
            var searcher = ClosestSubstring(in: lines)
            for _ in 0..<4 {
                // Patterns may hold characters no line has ("x"): they get ids of their own.
                let pattern = text(1 + Int(random.next() % 7)) + (random.next() % 4 == 0 ? "x" : "")
                for (index, line) in lines.enumerated() {
                    let expected = Self.fewest(Array(pattern), in: Array(line))
                    let result = searcher.find(pattern, inText: index)
                    compared += 1
                    if let result {
                        found += 1
                        #expect(result.edits == expected, "\(pattern) in \(line)")
                        let span = Array(Array(line)[result.range])
                        #expect(Self.levenshtein(Array(pattern), span) == result.edits, "\(pattern) in \(line)")
                    } else {
                        // Nothing beats deleting the whole pattern.
                        #expect(expected == pattern.count, "\(pattern) in \(line)")
                    }
                    #expect(ClosestSubstring.find(pattern, in: line)?.edits == result?.edits)
                }
            }
        }
        #expect(compared == 480 && found > 300)
    }
}
