/// Integer ids for grapheme clusters (Swift `Character`s), so that the edit-distance
/// engines compare Ints. Equal ids exactly when the Characters are equal, i.e.
/// canonically equivalent, as `Character`'s own `==` says.
///
/// Fast path: a cluster of one scalar below U+0300 (ASCII, Latin-1, Latin Extended A/B)
/// is its own id, with no hashing; no other single scalar is canonically equivalent to
/// one of those. Every other cluster is looked up in a table, and the first time it is
/// seen, checked for being equivalent to such a scalar (a decomposed "é", for example).
struct GraphemeIDs {
    /// Ids of the clusters outside the fast path; they start above every scalar value.
    private var table: [Character: Int] = [:]
    private static let firstTableID = 0x110000

    /// The clusters with ids below U+0300 (their own scalar), as Strings, by id.
    static let lowScalarStrings: [String] = (0..<0x300).map { String(Unicode.Scalar(UInt32($0))!) }

    /// The id of one cluster.
    @inline(__always)
    mutating func id(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        let first = scalars.first!.value
        if first < 0x300 && scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return Int(first)
        }
        return tableID(character)
    }

    /// The ids of the clusters of `text`, in order.
    mutating func ids(of text: String) -> [Int] {
        var ids: [Int] = []
        ids.reserveCapacity(Self.scalarCount(text))
        forEachCluster(of: text) { id, _ in ids.append(id) }
        return ids
    }

    /// The clusters of `text` (as the UTF-8 offset where each starts, and the text's
    /// length at the end) and their ids, in order.
    mutating func clusters(of text: String) -> (starts: [Int32], ids: [Int]) {
        var starts: [Int32] = [], ids: [Int] = []
        let scalars = Self.scalarCount(text)
        starts.reserveCapacity(scalars + 1)
        ids.reserveCapacity(scalars)
        forEachCluster(of: text) { id, range in
            starts.append(Int32(truncatingIfNeeded: range.lowerBound))
            ids.append(id)
        }
        starts.append(Int32(truncatingIfNeeded: text.utf8.count))
        return (starts, ids)
    }

    /// The scalars of `text`, counted from its UTF-8 lead bytes: a bound on its clusters
    /// that is close for any script (the byte count is 3× too many for CJK text, which
    /// made the id array of a long answer cost 24 bytes a character).
    static func scalarCount(_ text: String) -> Int {
        var count = 0
        for byte in text.utf8 where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// Calls `body` with each cluster's id and UTF-8 byte range. A scalar below U+0300
    /// followed by another such scalar (or the end) is a cluster on its own, except CR
    /// before LF (nothing below U+0300 extends or joins a cluster): those are read
    /// straight from the UTF-8 bytes; anything else goes through `Character`.
    @inline(__always)
    private mutating func forEachCluster(of text: String, _ body: (Int, Range<Int>) -> Void) {
        var text = text
        text.makeContiguousUTF8()
        let view = text.utf8
        view.withContiguousStorageIfAvailable { bytes in
            let count = bytes.count
            var offset = 0
            // A scalar below U+0300 is one or two bytes, the second from a lead byte below 0xCC.
            @inline(__always) func isLow(_ byte: UInt8) -> Bool { byte < 0x80 || (byte >= 0xC2 && byte < 0xCC) }
            while offset < count {
                let byte = bytes[offset]
                if isLow(byte) {
                    let length = byte < 0x80 ? 1 : 2
                    let next = offset + length
                    if next == count || (isLow(bytes[next]) && !(byte == 0x0D && bytes[next] == 0x0A)) {
                        let value = length == 1 ? Int(byte) : Int(byte & 0x1F) << 6 | Int(bytes[offset + 1] & 0x3F)
                        body(value, offset..<next)
                        offset = next
                        continue
                    }
                }
                let character = text[view.index(view.startIndex, offsetBy: offset)]
                let next = offset + character.utf8.count
                body(id(character), offset..<next)
                offset = next
            }
        }!
    }

    @inline(never)
    private mutating func tableID(_ character: Character) -> Int {
        if let id = table[character] { return id }
        let composed = ICUText.normalize(String(character), form: .nfc).unicodeScalars
        let id: Int
        if composed.count == 1, let scalar = composed.first, scalar.value < 0x300 {
            id = Int(scalar.value)
        } else {
            id = Self.firstTableID + table.count
        }
        table[character] = id
        return id
    }
}
