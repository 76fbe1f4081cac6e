/// "Did you mean …?" for a misspelt verb, subverb, option or key of a file: the known word
/// within a small edit distance of what was typed (a third of its length, at least one
/// edit), or one that starts with it. Nothing for what is longer than any word could be
/// (64 characters): no table is made for a pasted paragraph.
public enum Suggestion {
    /// The known word closest to `typed`, when one is close enough.
    public static func closest(to typed: String, in known: [String]) -> String? {
        guard typed.count <= 64 else { return nil }
        let lowered = typed.lowercased()
        var best: (word: String, distance: Int)?
        for word in known {
            let distance = editDistance(Array(lowered), Array(word.lowercased()))
            if distance < (best?.distance ?? Int.max) { best = (word, distance) }
        }
        if let best, best.distance <= max(1, typed.count / 3) { return best.word }
        let prefixed = known.filter { $0.lowercased().hasPrefix(lowered) && !lowered.isEmpty }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// Edit distance of two short words, a swap of neighbours counting as one edit
    /// (optimal string alignment): "chekc" is one edit from "check".
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] { best = min(best, table[i - 2][j - 2] + 1) }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }

    /// " (did you mean 'x'?)" or "".
    public static func phrase(_ typed: String, _ known: [String]) -> String {
        closest(to: typed, in: known).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
