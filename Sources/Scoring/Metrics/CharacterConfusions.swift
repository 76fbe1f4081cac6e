/// One confusion: what the reference had and what the recognizer wrote instead, over a
/// short run of grapheme clusters ("rn" read as "m", "l" as "1", a space lost: " " as "").
public struct Confusion: Sendable, Hashable, Codable, Comparable {
    /// The reference side ("" for an insertion).
    public var reference: String
    /// The recognized side ("" for a deletion).
    public var recognized: String

    /// A confusion of `reference` read as `recognized`.
    public init(reference: String, recognized: String) {
        self.reference = reference
        self.recognized = recognized
    }

    /// Its edits in the alignment it came from: the longer side's length in graphemes.
    public var edits: Int { max(reference.count, recognized.count) }

    /// "rn → m", with a lost or added text shown as ∅ and spaces and line breaks made visible.
    public var display: String { "\(Self.visible(reference)) → \(Self.visible(recognized))" }

    /// The code points of both sides, so that `l` and `1` can be told apart: "U+0072 U+006E → U+006D".
    public var codePoints: String {
        func points(_ text: String) -> String {
            text.isEmpty ? "nothing" : text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(4) }
                .joined(separator: " ")
        }
        return "\(points(reference)) → \(points(recognized))"
    }

    static func visible(_ text: String) -> String {
        if text.isEmpty { return "∅" }
        return String(text.map { $0 == " " ? "␣" : ($0 == "\n" ? "⏎" : ($0 == "\t" ? "⇥" : $0)) })
    }

    /// Orders by reference, then recognized text (for stable listings).
    public static func < (a: Confusion, b: Confusion) -> Bool {
        (a.reference, a.recognized) < (b.reference, b.recognized)
    }
}

/// A confusion and how often it occurred.
public struct ConfusionCount: Sendable, Equatable, Hashable, Codable {
    /// The confusion.
    public var confusion: Confusion
    /// How many times.
    public var count: Int

    /// `confusion`, seen `count` times.
    public init(confusion: Confusion, count: Int) {
        self.confusion = confusion
        self.count = count
    }
}

/// The confusions of a character alignment, counted: each maximal run of edits between
/// two matching graphemes is one confusion when both sides are at most three graphemes
/// long ("m" read as "rn", "0O" as "00", a lost space), else each substitution,
/// deletion and insertion of the run is one.
public enum CharacterConfusions {
    /// The longest side a run may have to count as one confusion.
    public static let maximumRun = 3

    /// The confusions of `steps`, most frequent first (then by text).
    public static func count(_ steps: [AlignmentStep]) -> [ConfusionCount] {
        var tally: [Confusion: Int] = [:]
        var run: [AlignmentStep] = []
        func flush() {
            guard !run.isEmpty else { return }
            var reference = "", recognized = ""
            for step in run {
                switch step {
                case .substitute(let r, let h): reference += r; recognized += h
                case .delete(let r): reference += r
                case .insert(let h): recognized += h
                case .equal: break
                }
            }
            if reference.count <= maximumRun && recognized.count <= maximumRun {
                tally[Confusion(reference: reference, recognized: recognized), default: 0] += 1
            } else {
                for step in run {
                    switch step {
                    case .substitute(let r, let h): tally[Confusion(reference: r, recognized: h), default: 0] += 1
                    case .delete(let r): tally[Confusion(reference: r, recognized: ""), default: 0] += 1
                    case .insert(let h): tally[Confusion(reference: "", recognized: h), default: 0] += 1
                    case .equal: break
                    }
                }
            }
            run.removeAll(keepingCapacity: true)
        }
        for step in steps {
            if case .equal = step { flush() } else { run.append(step) }
        }
        flush()
        return sorted(tally)
    }

    /// Counts added up (for a suite, a profile, a run), most frequent first.
    public static func merge<S: Sequence>(_ lists: S) -> [ConfusionCount] where S.Element == [ConfusionCount] {
        var tally: [Confusion: Int] = [:]
        for list in lists {
            for item in list { tally[item.confusion, default: 0] += item.count }
        }
        return sorted(tally)
    }

    static func sorted(_ tally: [Confusion: Int]) -> [ConfusionCount] {
        tally.map { ConfusionCount(confusion: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.confusion < $1.confusion }
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
