/// How well the index entries read from a text match the entries a sidecar lists:
/// precision, recall and F1, with what is missing and what looks misread.
///
/// An expected entry is found when a read entry has the same name (after the `default`
/// normalization profile and case folding) and exactly the same set of pages. Each read
/// entry is used at most once.
public struct IndexEntriesScore: Sendable, Equatable {
    /// Expected entries found.
    public var matched: Int
    /// Entries the sidecar lists.
    public var expected: Int
    /// Entries read from the text (with at least one page or suspect page).
    public var read: Int
    /// Expected entries not found, in the sidecar's order, each with the read entry of
    /// the same name when there is one (its pages differ).
    public var missing: [(expected: IndexEntry, readAs: IndexEntry?)]
    /// Read entries that match nothing listed, in reading order.
    public var unexpected: [IndexEntry]
    /// Suspect page tokens with the name of the entry they were read in.
    public var suspectPages: [(page: String, entry: String)]

    /// Found over read (1 when nothing was read).
    public var precision: Double { read == 0 ? 1 : Double(matched) / Double(read) }
    /// Found over listed (1 when nothing is listed).
    public var recall: Double { expected == 0 ? 1 : Double(matched) / Double(expected) }
    /// Harmonic mean of precision and recall (0 when both are 0).
    public var f1: Double {
        let sum = precision + recall
        return sum == 0 ? 0 : 2 * precision * recall / sum
    }

    /// Compares the entries `parsed` from a text with the `expected` ones.
    public init(expected: [IndexEntry], parsed: ParsedIndex) {
        var pool: [String: [Int]] = [:]  // key -> indices of unused read entries
        for (index, entry) in parsed.entries.enumerated() {
            pool[Self.key(entry.entry.name), default: []].append(index)
        }
        var used = Set<Int>()
        var missing: [(expected: IndexEntry, readAs: IndexEntry?)] = []
        var matched = 0
        for entry in expected {
            let candidates = pool[Self.key(entry.name)] ?? []
            if let hit = candidates.first(where: { !used.contains($0) && parsed.entries[$0].entry.pages == entry.pages }) {
                used.insert(hit)
                matched += 1
            } else {
                missing.append((entry, candidates.first { !used.contains($0) }.map { parsed.entries[$0].entry }))
            }
        }
        self.matched = matched
        self.expected = expected.count
        self.read = parsed.entries.count
        self.missing = missing
        self.unexpected = parsed.entries.indices.filter { !used.contains($0) }.map { parsed.entries[$0].entry }
        self.suspectPages = parsed.entries.flatMap { entry in entry.suspectPages.map { ($0, entry.entry.name) } }
    }

    /// The name as compared: `default`-normalized and case folded.
    public static func key(_ name: String) -> String {
        ICUText.normalize(ICUText.foldCase(NormalizationProfile.default.normalize(name)), form: .nfc)
    }

    /// Equal counts, and the same missing, unexpected and suspect entries in the same order.
    public static func == (lhs: IndexEntriesScore, rhs: IndexEntriesScore) -> Bool {
        lhs.matched == rhs.matched && lhs.expected == rhs.expected && lhs.read == rhs.read
            && lhs.missing.map(\.expected) == rhs.missing.map(\.expected)
            && lhs.missing.map(\.readAs) == rhs.missing.map(\.readAs)
            && lhs.unexpected == rhs.unexpected
            && lhs.suspectPages.map(\.page) == rhs.suspectPages.map(\.page)
            && lhs.suspectPages.map(\.entry) == rhs.suspectPages.map(\.entry)
    }

    /// A short reason, e.g. "recall 10/11 (0.91), precision 10/10 (1.00), F1 0.95;
    /// missing 'Lemon tart 156–157'; suspect page 'l42' in 'Lamb tagine'".
    public var summary: String {
        var parts = ["recall \(matched)/\(expected) (\(NumberFormatting.fixed(recall, 2))), "
                     + "precision \(matched)/\(read) (\(NumberFormatting.fixed(precision, 2))), "
                     + "F1 \(NumberFormatting.fixed(f1, 2))"]
        let shown = 5
        for (entry, readAs) in missing.prefix(shown) {
            parts.append("missing " + FieldCheck.quoted(entry.description)
                         + (readAs.map { " (read " + FieldCheck.quoted($0.description) + ")" } ?? ""))
        }
        if missing.count > shown { parts.append("and \(missing.count - shown) more missing") }
        for (page, entry) in suspectPages.prefix(shown) {
            parts.append("suspect page \(FieldCheck.quoted(page)) in \(FieldCheck.quoted(entry))")
        }
        if suspectPages.count > shown { parts.append("and \(suspectPages.count - shown) more suspect pages") }
        return parts.joined(separator: "; ")
    }
}
