/// One entry of a book index: a name and the set of pages it points to, as listed in a
/// sidecar's `indexEntries` check ("Lemon tart" on pages 156 and 157).
public struct IndexEntry: Sendable, Equatable, Hashable {
    /// The entry's name as printed, e.g. "Lamb shanks with rosemary and beans".
    public var name: String
    /// The pages, ascending and without repeats ("156–7" is [156, 157]).
    public var pages: [Int]

    /// An entry; `pages` are sorted and made unique.
    public init(name: String, pages: [Int]) {
        self.name = name
        self.pages = Array(Set(pages)).sorted()
    }

    /// The pages written as an index would: runs as ranges with an en dash, e.g. "88, 101–103".
    public var pagesText: String {
        var parts: [String] = []
        var index = 0
        while index < pages.count {
            var end = index
            while end + 1 < pages.count && pages[end + 1] == pages[end] + 1 { end += 1 }
            parts.append(end == index ? "\(pages[index])" : "\(pages[index])\u{2013}\(pages[end])")
            index = end + 1
        }
        return parts.joined(separator: ", ")
    }

    /// Name and pages on one line, e.g. "Lemon tart 156–157".
    public var description: String {
        pages.isEmpty ? name : name + " " + pagesText
    }
}
