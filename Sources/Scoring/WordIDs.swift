/// Integer ids for words, so that the edit-distance engines compare Ints: equal ids
/// exactly when the words are equal Strings (canonically equivalent).
///
/// Words are looked up by their UTF-16 units in an open-addressing table (no String per
/// occurrence). Canonically equivalent spellings have the same NFC form, so a new
/// spelling takes the id of its NFC form: a spelling entirely below U+0300 is in NFC
/// already; any other is normalized once (ICU), and when that changes it, the NFC form
/// is looked up (or entered) in the same table.
struct WordIDs {
    /// All distinct spellings' units, one after the other.
    private var spellings: [UInt16] = []
    /// Per slot: 0 when free, else 1 + index into `entries`.
    private var slots = [Int32](repeating: 0, count: 1024)
    private var entries: [(hash: UInt64, start: Int, count: Int, id: Int)] = []
    private var nextID = 0

    /// The ids of the words of `text` (see `WordSegmentation.words`), in order.
    mutating func ids(of text: String) -> [Int] {
        let units = Array(text.utf16)
        return units.withUnsafeBufferPointer { buffer in
            WordSegmentation.wordRanges(units).map { id(UnsafeBufferPointer(rebasing: buffer[$0])) }
        }
    }

    private mutating func id(_ word: UnsafeBufferPointer<UInt16>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var low = true
        for unit in word {
            hash = (hash ^ UInt64(unit)) &* 0x0000_0100_0000_01B3
            if unit >= 0x300 { low = false }
        }
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
        var id = nextID
        if !low {
            let composed = Array(ICUText.normalize(String(decoding: word, as: UTF16.self), form: .nfc).utf16)
            if !composed.elementsEqual(word) {
                id = composed.withUnsafeBufferPointer { self.id($0) }
            }
        }
        if id == nextID { nextID += 1 }
        // The table may have grown meanwhile: find the free slot again.
        slot = Int(truncatingIfNeeded: hash ^ (hash >> 32)) & (slots.count - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
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
