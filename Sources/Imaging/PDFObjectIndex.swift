import CZlib
import Synchronization

/// Every object a PDF file holds, found by reading the file from start to end (not by
/// its cross-reference table, which may be damaged or lie): each `N G obj` outside a
/// stream's data, and each object inside a compressed object stream (`/Type /ObjStm`,
/// Flate-compressed, inflated to at most 32 MB each and 128 MB in all). An object
/// written more than once (incremental updates) keeps every version: `PDFPageImages`
/// counts an image by its largest. At most 1,000,000 objects. Encrypted object streams
/// cannot be read (their objects are missing).
struct PDFObjectIndex: Sendable {
    struct Entry: Sendable {
        var value: PDFValue
        /// For a stream: where its data is in the file.
        var data: Range<Int>?
    }

    private(set) var objects: [Int: [Entry]] = [:]
    /// The last `/Type /Catalog` dictionary found (the document's root).
    private(set) var catalog: [String: PDFValue]?

    init(_ bytes: [UInt8]) {
        var inflated = 0
        var at = 0
        var count = 0
        let o = UInt8(ascii: "o"), b = UInt8(ascii: "b"), j = UInt8(ascii: "j")
        while at + 3 <= bytes.count, count < 1_000_000 {
            guard bytes[at] == o, bytes[at + 1] == b, bytes[at + 2] == j, let number = Self.objectNumber(before: at, in: bytes),
                  at + 3 == bytes.count || PDFObjectSyntax.isWhite(bytes[at + 3]) || PDFObjectSyntax.isDelimiter(bytes[at + 3]) else {
                at += 1
                continue
            }
            var reader = PDFObjectSyntax(bytes, at: at + 3)
            guard let value = reader.value() else { at += 3; continue }
            count += 1
            var entry = Entry(value: value)
            reader.skipWhite()
            if let dictionary = value.dictionary, reader.at + 6 <= bytes.count,
               bytes[reader.at..<(reader.at + 6)].elementsEqual("stream".utf8) {
                var start = reader.at + 6
                if start < bytes.count, bytes[start] == 13 { start += 1 }
                if start < bytes.count, bytes[start] == 10 { start += 1 }
                var stop = start
                if case .number(let length)? = dictionary["Length"], length >= 0, start + Int(length) <= bytes.count,
                   Self.endstream(at: start + Int(length), in: bytes) {
                    stop = start + Int(length)
                } else {
                    stop = Self.find("endstream", in: bytes, from: start) ?? bytes.count
                }
                entry.data = start..<stop
                reader.at = stop
                if dictionary["Type"]?.name == "ObjStm", inflated < 128 << 20,
                   let plain = Self.inflate(bytes[start..<stop], limit: min(32 << 20, (128 << 20) - inflated), filter: dictionary["Filter"]) {
                    inflated += plain.count
                    count += add(objectStream: plain, dictionary: dictionary)
                }
            }
            if value.dictionary?["Type"]?.name == "Catalog" { catalog = value.dictionary }
            objects[number, default: []].append(entry)
            at = max(reader.at, at + 3)
        }
    }

    /// The last file indexed and its index: a document's pages are decoded one by one from
    /// the same bytes, and are indexed once.
    private static let last = Mutex<(bytes: [UInt8], index: PDFObjectIndex)?>(nil)

    /// The index of `bytes`, made once for the same bytes decoded page after page.
    static func of(_ bytes: [UInt8]) -> PDFObjectIndex {
        if let cached = last.withLock({ $0 }), cached.bytes == bytes { return cached.index }
        let index = PDFObjectIndex(bytes)
        last.withLock { $0 = (bytes, index) }
        return index
    }

    /// Every version of object `number`.
    func versions(_ number: Int) -> [Entry] { objects[number] ?? [] }

    /// The last version of `value`'s object when it is a reference, else `value`.
    func resolve(_ value: PDFValue?) -> PDFValue? {
        if case .reference(let number)? = value { return objects[number]?.last?.value }
        return value
    }

    /// The objects of an object stream: `/N` pairs of object number and offset from `/First`.
    private mutating func add(objectStream plain: [UInt8], dictionary: [String: PDFValue]) -> Int {
        guard case .number(let n)? = dictionary["N"], case .number(let first)? = dictionary["First"], n >= 0, first >= 0,
              Int(first) <= plain.count else { return 0 }
        var header = PDFObjectSyntax(plain, at: 0, end: Int(first))
        var added = 0
        for _ in 0..<min(Int(n), 100_000) {
            guard case .number(let number)? = header.value(), case .number(let offset)? = header.value(),
                  number >= 0, number < 1e9, offset >= 0, Int(first) + Int(offset) < plain.count else { break }
            var reader = PDFObjectSyntax(plain, at: Int(first) + Int(offset))
            guard let value = reader.value() else { continue }
            if value.dictionary?["Type"]?.name == "Catalog" { catalog = value.dictionary }
            objects[Int(number), default: []].append(Entry(value: value))
            added += 1
        }
        return added
    }

    /// The object number of an `N G obj` whose `obj` starts at `at`.
    private static func objectNumber(before at: Int, in bytes: [UInt8]) -> Int? {
        var i = at - 1
        func digits() -> Int? {
            var value = 0, scale = 1, seen = 0
            while i >= 0, bytes[i] >= 48, bytes[i] <= 57, seen < 10 {
                value += Int(bytes[i] - 48) * scale
                scale *= 10
                seen += 1
                i -= 1
            }
            return seen > 0 ? value : nil
        }
        func white() -> Bool {
            let start = i
            while i >= 0, PDFObjectSyntax.isWhite(bytes[i]) { i -= 1 }
            return i < start
        }
        guard white(), digits() != nil, white(), let number = digits() else { return nil }
        return i < 0 || PDFObjectSyntax.isWhite(bytes[i]) || PDFObjectSyntax.isDelimiter(bytes[i]) ? number : nil
    }

    private static func endstream(at offset: Int, in bytes: [UInt8]) -> Bool {
        var i = offset
        while i < bytes.count, PDFObjectSyntax.isWhite(bytes[i]), i < offset + 4 { i += 1 }
        return i + 9 <= bytes.count && bytes[i..<(i + 9)].elementsEqual("endstream".utf8)
    }

    static func find(_ word: String, in bytes: [UInt8], from start: Int) -> Int? {
        let needle = Array(word.utf8)
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var i = start
        while i + needle.count <= bytes.count {
            if bytes[i] == first, bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    /// A Flate stream's data inflated (no filter: as it is), nil past `limit` bytes or on damage.
    static func inflate(_ data: ArraySlice<UInt8>, limit: Int, filter: PDFValue?) -> [UInt8]? {
        switch filter {
        case nil: return data.count <= limit ? Array(data) : nil
        case .name("FlateDecode")?: break
        case .array(let filters)? where filters.count == 1 && filters[0].name == "FlateDecode": break
        default: return nil
        }
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var input = Array(data)
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let status: Int32 = input.withUnsafeMutableBufferPointer { inputBuffer in
            stream.next_in = inputBuffer.baseAddress
            stream.avail_in = uInt(inputBuffer.count)
            var result = Z_OK
            while result == Z_OK {
                result = chunk.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    return CZlib.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                output += chunk[0..<produced]
                if output.count > limit { return Z_MEM_ERROR }
                if produced == 0 && result == Z_BUF_ERROR { break }
            }
            return result
        }
        return status == Z_STREAM_END || (status == Z_BUF_ERROR && !output.isEmpty) ? output : nil
    }
}
