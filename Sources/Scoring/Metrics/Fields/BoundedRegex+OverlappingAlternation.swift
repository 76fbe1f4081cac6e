/// The second shape of catastrophic backtracking: a group repeated without bound whose
/// alternatives can match the same text, as in `(a|a)*b`, `(\w|\d)+$` or `(.|\s)*x`.
/// Against a run of such text with no match at its end, the engine tries every way of
/// giving each repetition to one branch or the other: 2ⁿ ways for n repetitions.
///
/// The rule is kept conservative (a warning must be true): only alternatives that are
/// plain sequences of single-character atoms (a literal, an escape such as `\d` or
/// `\.`, `.`, or a class `[...]`) with no quantifier or group of their own are judged,
/// and two of them are said to overlap only when they have the same number of atoms and
/// each pair of atoms in the same place shares a character from a fixed set of probes
/// (printable ASCII, tab, line feed and a few letters and digits beyond ASCII), asked of
/// ICU itself. A witness text therefore exists for every pattern flagged; patterns whose
/// branches overlap only through characters outside the probes, or whose branches hold
/// quantifiers or groups (`(a|aa)*`), are not flagged.
extension BoundedRegex {
    /// True when `pattern` repeats without bound (`*`, `+`, `{n,}`) a group with two
    /// alternatives that can match the same text (see the extension's comment).
    public static func hasOverlappingAlternation(_ pattern: String) -> Bool {
        let scalars = Array(pattern.unicodeScalars)
        var openings: [Int] = []   // where each open group's body starts
        var probed: [String: [Bool]] = [:]   // atom -> which probes it matches, for the whole pattern
        var index = 0
        var inClass = false
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" { index += 2; continue }
            if inClass {
                if scalar == "]" { inClass = false }
                index += 1
                continue
            }
            switch scalar {
            case "[":
                inClass = true
                // A `]` right after `[` or `[^` is a literal inside the class.
                if index + 1 < scalars.count, scalars[index + 1] == "^" { index += 1 }
                if index + 1 < scalars.count, scalars[index + 1] == "]" { index += 1 }
            case "(": openings.append(index + 1)
            case ")":
                guard let start = openings.popLast() else { break }
                if unboundedQuantifier(scalars, at: index + 1),
                   let body = groupBody(scalars[start..<index]),
                   branchesOverlap(alternatives(body), probed: &probed) {
                    return true
                }
            default: break
            }
            index += 1
        }
        return false
    }

    /// The characters every atom is tried against.
    private static let probes: [Unicode.Scalar] =
        (0x20...0x7E).compactMap(Unicode.Scalar.init) + ["\t", "\n", "é", "ß", "Ж", "中", "٣", "\u{00A0}"]

    /// Whether `scalars` has `*`, `+` or `{n,}` at `position`.
    static func unboundedQuantifier(_ scalars: [Unicode.Scalar], at position: Int) -> Bool {
        guard position < scalars.count else { return false }
        switch scalars[position] {
        case "+", "*": return true
        case "{":
            var end = position + 1
            while end < scalars.count, scalars[end] != "}" { end += 1 }
            return end < scalars.count && scalars[end - 1] == ","
        default: return false
        }
    }

    /// A group's body without its `?:` (nil for lookarounds, named groups and flags:
    /// those are not judged).
    private static func groupBody(_ body: ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar>? {
        guard body.first == "?" else { return body }
        let rest = body.dropFirst()
        return rest.first == ":" ? rest.dropFirst() : nil
    }

    /// The body split at its top-level `|`.
    private static func alternatives(_ body: ArraySlice<Unicode.Scalar>) -> [ArraySlice<Unicode.Scalar>] {
        var parts: [ArraySlice<Unicode.Scalar>] = []
        var depth = 0, inClass = false
        var start = body.startIndex, index = body.startIndex
        while index < body.endIndex {
            let scalar = body[index]
            if scalar == "\\" { index += 2; continue }
            if inClass {
                if scalar == "]" { inClass = false }
            } else {
                switch scalar {
                case "[": inClass = true
                case "(": depth += 1
                case ")": depth -= 1
                case "|" where depth == 0:
                    parts.append(body[start..<index])
                    start = index + 1
                default: break
                }
            }
            index += 1
        }
        parts.append(body[start..<min(index, body.endIndex)])
        return parts
    }

    /// A branch as its single-character atoms (each a pattern of its own), or nil when it
    /// holds anything else (a quantifier, a group, an anchor, an escape with braces).
    private static func atoms(_ branch: ArraySlice<Unicode.Scalar>) -> [String]? {
        var atoms: [String] = []
        var index = branch.startIndex
        while index < branch.endIndex {
            let scalar = branch[index]
            switch scalar {
            case "\\":
                guard index + 1 < branch.endIndex else { return nil }
                let escaped = branch[index + 1]
                // Escapes of one character only: \d \w \s \D \W \S, punctuation, letters
                // that stand for one character (\t \n); not \p{...}, \x{...}, \b, \1, \Q.
                let single: Set<Unicode.Scalar> = ["d", "w", "s", "D", "W", "S", "t", "n", "r", "f"]
                guard single.contains(escaped) || (escaped.isASCII && !escaped.properties.isAlphabetic
                                                   && !("0"..."9").contains(escaped)) else { return nil }
                atoms.append("\\" + String(escaped))
                index += 2
            case "[":
                var end = index + 1
                if end < branch.endIndex, branch[end] == "^" { end += 1 }
                if end < branch.endIndex, branch[end] == "]" { end += 1 }
                while end < branch.endIndex, branch[end] != "]" {
                    if branch[end] == "\\" || branch[end] == "[" { return nil }   // escapes and nested sets: not judged
                    end += 1
                }
                guard end < branch.endIndex else { return nil }
                atoms.append(String(String.UnicodeScalarView(branch[index...end])))
                index = end + 1
            case "(", ")", "|", "*", "+", "?", "{", "}", "^", "$": return nil
            default:
                atoms.append(String(scalar))
                index += 1
            }
        }
        return atoms
    }

    /// At most this many distinct atoms are asked of ICU in one pattern (each against
    /// every probe), and this many alternatives of a group compared pairwise; beyond them
    /// nothing more is judged (not flagged), so a huge pattern cannot make `corpus check` slow.
    static let atomLimit = 256
    static let alternativeLimit = 1_024

    /// Whether two of the alternatives are judged and can match the same text.
    private static func branchesOverlap(_ branches: [ArraySlice<Unicode.Scalar>], probed matches: inout [String: [Bool]]) -> Bool {
        guard branches.count > 1 else { return false }
        let judged = branches.compactMap(atoms).filter { !$0.isEmpty }
        guard judged.count <= alternativeLimit else { return false }
        for atom in judged.joined() where matches[atom] == nil {
            guard matches.count < atomLimit else { return false }
            let regex = BoundedRegex("^(?:\(atom))$")
            matches[atom] = probes.map { probe in
                if case .success(.some) = regex.firstMatch(in: String(probe)) { return true }
                return false
            }
        }
        let known = matches
        func share(_ first: String, _ second: String) -> Bool {
            first == second || zip(known[first] ?? [], known[second] ?? []).contains { $0 && $1 }
        }
        for first in judged.indices {
            for second in judged.indices where second > first && judged[first].count == judged[second].count {
                if zip(judged[first], judged[second]).allSatisfy(share) { return true }
            }
        }
        return false
    }
}
