/// A QR code (ISO/IEC 18004) in byte mode at error-correction level L, versions 1-5 (up
/// to 106 bytes: one Reed-Solomon block each), mask pattern 0. Enough for the labels and
/// URLs of the corpus; worked out from the standard's rules, no library.
struct QRCode {
    /// The side in modules (21 + 4 per version above 1), without the quiet zone.
    let size: Int
    /// Row-major, true = dark.
    private(set) var modules: [Bool]
    /// Modules that belong to function patterns (not data).
    private var reserved: [Bool]

    /// Data codewords and error-correction codewords per version at level L.
    private static let capacity: [(data: Int, ecc: Int)] = [(19, 7), (34, 10), (55, 15), (80, 20), (108, 26)]

    init(_ text: String, file: String) throws(SynthError) {
        let bytes = Array(text.utf8)
        // Mode (4 bits) + count (8 bits) + the bytes must fit the data codewords.
        guard let version = Self.capacity.firstIndex(where: { $0.data * 8 >= 12 + 8 * bytes.count }).map({ $0 + 1 }) else {
            throw SynthError.recipe(file, "QR text of \(bytes.count) bytes is longer than version 5-L holds (106)")
        }
        size = 17 + 4 * version
        modules = Array(repeating: false, count: size * size)
        reserved = Array(repeating: false, count: size * size)
        let (dataCount, eccCount) = Self.capacity[version - 1]
        var data = Self.dataCodewords(bytes, count: dataCount)
        data += ReedSolomon.remainder(of: data, eccCount: eccCount)
        drawFunctionPatterns(version: version)
        place(data)
        drawFormat(mask: 0)
    }

    subscript(x: Int, y: Int) -> Bool { modules[y * size + x] }

    /// Mode indicator 0100 (byte), 8-bit count, the bytes, a terminator of up to four
    /// zero bits, zero bits to a byte boundary, then pad bytes 0xEC, 0x11, ...
    private static func dataCodewords(_ bytes: [UInt8], count: Int) -> [UInt8] {
        var bits: [Bool] = []
        func append(_ value: Int, _ width: Int) {
            for shift in stride(from: width - 1, through: 0, by: -1) { bits.append((value >> shift) & 1 == 1) }
        }
        append(0b0100, 4)
        append(bytes.count, 8)
        for byte in bytes { append(Int(byte), 8) }
        append(0, min(4, count * 8 - bits.count))
        while bits.count % 8 != 0 { bits.append(false) }
        var codewords: [UInt8] = stride(from: 0, to: bits.count, by: 8).map { start in
            bits[start..<start + 8].reduce(UInt8(0)) { $0 << 1 | ($1 ? 1 : 0) }
        }
        var pad: UInt8 = 0xEC
        while codewords.count < count {
            codewords.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return codewords
    }

    private mutating func set(_ x: Int, _ y: Int, _ dark: Bool) {
        modules[y * size + x] = dark
        reserved[y * size + x] = true
    }

    private mutating func drawFunctionPatterns(version: Int) {
        // Timing patterns along row 6 and column 6.
        for i in 0..<size {
            set(6, i, i % 2 == 0)
            set(i, 6, i % 2 == 0)
        }
        // Finder patterns with their light separators, in three corners.
        for (cx, cy) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            for dy in -4...4 {
                for dx in -4...4 {
                    let x = cx + dx, y = cy + dy
                    guard x >= 0, x < size, y >= 0, y < size else { continue }
                    let ring = max(abs(dx), abs(dy))
                    set(x, y, ring != 2 && ring != 4)
                }
            }
        }
        // Versions 2-5 have one alignment pattern, centred 7 modules from the far corner.
        if version >= 2 {
            let c = size - 7
            for dy in -2...2 {
                for dx in -2...2 { set(c + dx, c + dy, max(abs(dx), abs(dy)) != 1) }
            }
        }
        // Format areas (filled by drawFormat) and the dark module.
        for i in 0..<9 {
            reserved[8 * size + i] = true
            reserved[i * size + 8] = true
        }
        for i in 0..<8 {
            reserved[8 * size + size - 1 - i] = true
            reserved[(size - 1 - i) * size + 8] = true
        }
        set(8, size - 8, true)
    }

    /// Data bits in the zigzag order: two-module columns from the right, up then down,
    /// skipping the vertical timing column; mask 0 inverts modules where x + y is even.
    private mutating func place(_ codewords: [UInt8]) {
        var bit = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            let upward = ((right + 1) & 2) == 0
            for step in 0..<size {
                let y = upward ? size - 1 - step : step
                for x in [right, right - 1] where !reserved[y * size + x] {
                    var dark = false
                    if bit < codewords.count * 8 {
                        dark = (codewords[bit >> 3] >> UInt8(7 - bit & 7)) & 1 == 1
                        bit += 1
                    }
                    modules[y * size + x] = dark != ((x + y) % 2 == 0)
                }
            }
            right -= 2
        }
    }

    /// Fifteen format bits: level L (01) and the mask, a BCH(15,5) code, XOR 0x5412;
    /// one copy around the top-left finder, the other split between the other two.
    private mutating func drawFormat(mask: Int) {
        let data = 0b01 << 3 | mask
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        let bits = (data << 10 | remainder & 0x3FF) ^ 0x5412
        func bit(_ i: Int) -> Bool { (bits >> i) & 1 == 1 }
        for i in 0...5 { set(8, i, bit(i)) }
        set(8, 7, bit(6))
        set(8, 8, bit(7))
        set(7, 8, bit(8))
        for i in 9..<15 { set(14 - i, 8, bit(i)) }
        for i in 0..<8 { set(size - 1 - i, 8, bit(i)) }
        for i in 8..<15 { set(8, size - 15 + i, bit(i)) }
        set(8, size - 8, true)
    }
}

/// Reed-Solomon error correction over GF(256) with QR's polynomial x⁸+x⁴+x³+x²+1.
enum ReedSolomon {
    /// The `eccCount` check codewords of `data`: the remainder of data·x^n divided by
    /// the generator (x − α⁰)(x − α¹)…(x − αⁿ⁻¹).
    static func remainder(of data: [UInt8], eccCount: Int) -> [UInt8] {
        // Generator coefficients, highest power first without the leading 1.
        var generator = [UInt8](repeating: 0, count: eccCount)
        generator[eccCount - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<eccCount {
            for j in 0..<eccCount {
                generator[j] = multiply(generator[j], root)
                if j + 1 < eccCount { generator[j] ^= generator[j + 1] }
            }
            root = multiply(root, 2)
        }
        var result = [UInt8](repeating: 0, count: eccCount)
        for byte in data {
            let factor = byte ^ result.removeFirst()
            result.append(0)
            for j in 0..<eccCount { result[j] ^= multiply(generator[j], factor) }
        }
        return result
    }

    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        var product = 0
        for shift in stride(from: 7, through: 0, by: -1) {
            product = (product << 1) ^ ((product >> 7) * 0x11D)
            product ^= ((Int(b) >> shift) & 1) * Int(a)
        }
        return UInt8(product)
    }
}
