/// What `IndexParser` reads from index text: the entries with their pages, the
/// cross-references ("see also Pears") and the headings ("APPLES") in reading order.
public struct ParsedIndex: Sendable, Equatable {
    /// One entry read from the text.
    public struct Entry: Sendable, Equatable {
        /// The name and the pages that read as plausible page numbers.
        public var entry: IndexEntry
        /// The heading the entry appeared under, if any.
        public var heading: String?
        /// Page tokens that look like misreads: letters among the digits ("l42", "1O2",
        /// "4O"), a range that runs backwards, or a number outside the page range.
        /// They are not in `entry.pages`.
        public var suspectPages: [String]
        /// The 1-based line (of the parsed text) where the entry's pages were read.
        public var line: Int

        /// An entry as read.
        public init(entry: IndexEntry, heading: String?, suspectPages: [String], line: Int) {
            self.entry = entry
            self.heading = heading
            self.suspectPages = suspectPages
            self.line = line
        }
    }

    /// A "see also X" or "X, see Y" line: a pointer, not an entry.
    public struct CrossReference: Sendable, Equatable, Hashable {
        /// The entry or heading the reference belongs to ("" when none came before it).
        public var from: String
        /// The name pointed to, e.g. "Pears".
        public var target: String

        /// A cross-reference from `from` to `target`.
        public init(from: String, target: String) {
            self.from = from
            self.target = target
        }
    }

    /// Entries with at least one page or suspect page, in reading order.
    public var entries: [Entry]
    /// Cross-references, in reading order.
    public var crossReferences: [CrossReference]
    /// Headings (all-capital lines without pages), in reading order.
    public var headings: [String]

    /// A parse result from its parts.
    public init(entries: [Entry] = [], crossReferences: [CrossReference] = [], headings: [String] = []) {
        self.entries = entries
        self.crossReferences = crossReferences
        self.headings = headings
    }
}
