/// Integer ids for words, so that the edit-distance engines compare Ints: equal ids
/// exactly when the words are equal Strings (canonically equivalent).
///
/// Words are looked up by their UTF-16 units in an open-addressing table (no String per
/// occurrence). A new spelling made only of scalars below U+0300 (ASCII, Latin-1,
/// Latin Extended A/B) is already in NFC, where canonical equivalence is equality of the
/// units, so it just gets the next id. Any other new spelling is made a String once: when
/// its NFC form is such a spelling it shares that one's id, else it is looked up by String
/// equality, which is canonical equivalence (Swift's own Unicode data). So canonically
/// equivalent spellings share an id.
struct WordIDs {
    /// All distinct spellings' units, one after the other.
    private var spellings: [UInt16] = []
    /// Per slot: 0 when free, else 1 + index into `entries`.
    private var slots = [Int32](repeating: 0, count: 1024)
    private var entries: [(hash: UInt64, start: Int, count: Int, id: Int)] = []
    /// Spellings not made only of scalars below U+0300, by String (canonical equivalence).
    private var byWord: [String: Int] = [:]
    private var nextID = 0

    /// The ids of the words of `text` (see `WordSegmentation.words`), in order.
    mutating func ids(of text: String) -> [Int] {
        let units = Array(text.utf16)
        var ids: [Int] = []
        units.withUnsafeBufferPointer { buffer in
            WordSegmentation.forEachWord(units) { ids.append(id(UnsafeBufferPointer(rebasing: buffer[$0]))) }
        }
        return ids
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
        let id: Int
        if word.allSatisfy({ $0 < 0x300 }) {
            id = nextID
            nextID += 1
        } else {
            let string = String(decoding: word, as: UTF16.self)
            let composed = Array(ICUText.normalize(string, form: .nfc).utf16)
            if composed.allSatisfy({ $0 < 0x300 }) {
                id = composed.withUnsafeBufferPointer { self.id($0) }
            } else if let known = byWord[string] {
                id = known
            } else {
                id = nextID
                nextID += 1
                byWord[string] = id
            }
            // The table may have grown while the composed spelling was added: find a free slot again.
            slot = Int(truncatingIfNeeded: hash ^ (hash >> 32)) & (slots.count - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
        }
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
