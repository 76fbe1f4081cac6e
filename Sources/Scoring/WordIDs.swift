/// Integer ids for words, so that the edit-distance engines compare Ints: equal ids
/// exactly when the words are equal Strings (canonically equivalent).
///
/// Words are looked up by their UTF-16 units in an open-addressing table (no String per
/// occurrence); each new spelling is made a String once and looked up by String
/// equality, which is canonical equivalence (Swift's own Unicode data), so canonically
/// equivalent spellings share an id.
struct WordIDs {
    /// All distinct spellings' units, one after the other.
    private var spellings: [UInt16] = []
    /// Per slot: 0 when free, else 1 + index into `entries`.
    private var slots = [Int32](repeating: 0, count: 1024)
    private var entries: [(hash: UInt64, start: Int, count: Int, id: Int)] = []
    private var byWord: [String: Int] = [:]

    /// The ids of the words of `text` (see `WordSegmentation.words`), in order.
    mutating func ids(of text: String) -> [Int] {
        let units = Array(text.utf16)
        return units.withUnsafeBufferPointer { buffer in
            WordSegmentation.wordRanges(units).map { id(UnsafeBufferPointer(rebasing: buffer[$0])) }
        }
    }

    private mutating func id(_ word: UnsafeBufferPointer<UInt16>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for unit in word { hash = (hash ^ UInt64(unit)) &* 0x0000_0100_0000_01B3 }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 32)) & mask
        while slots[slot] != 0 {
            let entry = entries[Int(slots[slot]) - 1]
            if entry.hash == hash && entry.count == word.count
                && spellings[entry.start..<(entry.start + entry.count)].elementsEqual(word) {
                return entry.id
            }
            slot = (slot + 1) & mask
        }
        let string = String(decoding: word, as: UTF16.self)
        let id = byWord[string] ?? byWord.count
        byWord[string] = id
        entries.append((hash, spellings.count, word.count, id))
        spellings.append(contentsOf: word)
        slots[slot] = Int32(entries.count)
        if 2 * entries.count > slots.count { grow() }
        return id
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash ^ (entry.hash >> 32)) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }
}
