/// The bars of the 1D symbologies, worked out from their published rules (GS1 General
/// Specifications for EAN/UPC, ISO/IEC 15417 for Code 128, ISO/IEC 16388 for Code 39):
/// one Bool per module, true = bar. No quiet zone; the drawer adds it.
enum LinearBarcode {
    /// EAN-13 (13 digits, or 12 and the check digit is added), UPC-A (12 digits: an
    /// EAN-13 whose first digit is 0), EAN-8 (8 digits, or 7).
    static func ean(_ value: String, length: Int, file: String) throws(SynthError) -> [Bool] {
        var digits = value.compactMap(\.wholeNumberValue)
        guard digits.count == value.count, digits.count == length || digits.count == length - 1 else {
            throw SynthError.recipe(file, "barcode '\(value)' must be \(length) digits (or \(length - 1) without the check)")
        }
        if digits.count == length - 1 { digits.append(gs1Check(digits)) }
        if length == 12 { digits.insert(0, at: 0) }   // UPC-A is EAN-13 with a leading 0
        var modules = pattern("101")
        if digits.count == 8 {
            for digit in digits[0..<4] { modules += pattern(leftOdd[digit]) }
            modules += pattern("01010")
            for digit in digits[4..<8] { modules += pattern(right[digit]) }
        } else {
            let parity = firstDigitParity[digits[0]]
            for (index, digit) in digits[1..<7].enumerated() {
                let even = parity[parity.index(parity.startIndex, offsetBy: index)] == "G"
                modules += pattern(even ? String(right[digit].reversed()) : leftOdd[digit])
            }
            modules += pattern("01010")
            for digit in digits[7..<13] { modules += pattern(right[digit]) }
        }
        return modules + pattern("101")
    }

    /// Code 128 in code set B (printable ASCII), with its mod-103 check symbol.
    static func code128(_ value: String, file: String) throws(SynthError) -> [Bool] {
        var symbols = [104]   // Start B
        for scalar in value.unicodeScalars {
            guard (32...126).contains(scalar.value) else {
                throw SynthError.recipe(file, "Code 128 (set B) takes printable ASCII, not U+\(String(scalar.value, radix: 16))")
            }
            symbols.append(Int(scalar.value) - 32)
        }
        var sum = symbols[0]
        for (position, symbol) in symbols.enumerated().dropFirst() { sum += position * symbol }
        symbols.append(sum % 103)
        var modules: [Bool] = []
        for symbol in symbols { modules += widths(code128Widths[symbol]) }
        return modules + widths("2331112")   // stop
    }

    /// Code 39 between its start/stop character '*', wide elements three modules wide,
    /// characters one narrow space apart; no check character (it is optional).
    static func code39(_ value: String, file: String) throws(SynthError) -> [Bool] {
        var modules: [Bool] = []
        for character in "*" + value + "*" {
            guard let wide = code39Wide[character] else {
                throw SynthError.recipe(file, "'\(character)' cannot be written in Code 39")
            }
            if !modules.isEmpty { modules.append(false) }
            for (index, element) in wide.enumerated() {
                modules += Array(repeating: index % 2 == 0, count: element == "1" ? 3 : 1)
            }
        }
        return modules
    }

    static func gs1Check(_ digits: [Int]) -> Int {
        var sum = 0
        for (offset, digit) in digits.reversed().enumerated() { sum += digit * (offset % 2 == 0 ? 3 : 1) }
        return (10 - sum % 10) % 10
    }

    private static func pattern(_ bits: String) -> [Bool] { bits.map { $0 == "1" } }

    /// Alternating bar and space widths ("211214": bar 2, space 1, ...) as modules.
    private static func widths(_ text: String) -> [Bool] {
        var modules: [Bool] = []
        for (index, width) in text.compactMap(\.wholeNumberValue).enumerated() {
            modules += Array(repeating: index % 2 == 0, count: width)
        }
        return modules
    }

    /// EAN set A (odd parity) for the left half; set C (right half) below; set B (even
    /// parity) is set C reversed.
    private static let leftOdd = ["0001101", "0011001", "0010011", "0111101", "0100011",
                                  "0110001", "0101111", "0111011", "0110111", "0001011"]
    private static let right = ["1110010", "1100110", "1101100", "1000010", "1011100",
                                "1001110", "1010000", "1000100", "1001000", "1110100"]
    /// Which of the six left digits use set B (G), by the EAN-13's first digit.
    private static let firstDigitParity = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG",
                                           "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"]

    /// Code 128 symbol values 0...105 as bar/space widths (six elements, eleven modules).
    private static let code128Widths = [
        "212222", "222122", "222221", "121223", "121322", "131222", "122213", "122312", "132212", "221213",
        "221312", "231212", "112232", "122132", "122231", "113222", "123122", "123221", "223211", "221132",
        "221231", "213212", "223112", "312131", "311222", "321122", "321221", "312212", "322112", "322211",
        "212123", "212321", "232121", "111323", "131123", "131321", "112313", "132113", "132311", "211313",
        "231113", "231311", "112133", "112331", "132131", "113123", "113321", "133121", "313121", "211331",
        "231131", "213113", "213311", "213131", "311123", "311321", "331121", "312113", "312311", "332111",
        "314111", "221411", "431111", "111224", "111422", "121124", "121421", "141122", "141221", "112214",
        "112412", "122114", "122411", "142112", "142211", "241211", "221114", "413111", "241112", "134111",
        "111242", "121142", "121241", "114212", "124112", "124211", "411212", "421112", "421211", "212141",
        "214121", "412121", "111143", "111341", "131141", "114113", "114311", "411113", "411311", "113141",
        "114131", "311141", "411131", "211412", "211214", "211232",
    ]

    /// Code 39: which of the nine elements (bar, space, bar, ...) are wide.
    private static let code39Wide: [Character: String] = [
        "0": "000110100", "1": "100100001", "2": "001100001", "3": "101100000", "4": "000110001",
        "5": "100110000", "6": "001110000", "7": "000100101", "8": "100100100", "9": "001100100",
        "A": "100001001", "B": "001001001", "C": "101001000", "D": "000011001", "E": "100011000",
        "F": "001011000", "G": "000001101", "H": "100001100", "I": "001001100", "J": "000011100",
        "K": "100000011", "L": "001000011", "M": "101000010", "N": "000010011", "O": "100010010",
        "P": "001010010", "Q": "000000111", "R": "100000110", "S": "001000110", "T": "000010110",
        "U": "110000001", "V": "011000001", "W": "111000000", "X": "010010001", "Y": "110010000",
        "Z": "011010000", "-": "010000101", ".": "110000100", " ": "011000100", "*": "010010100",
        "$": "010101000", "/": "010100010", "+": "010001010", "%": "000101010",
    ]
}
