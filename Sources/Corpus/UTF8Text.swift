import Foundation

/// Decodes ground-truth files (and the text files `corpus import` reads) strictly as
/// UTF-8, naming the first bad byte.
public enum UTF8Text {
    /// The text in `data`, or an error naming `file` and the offset of the first bad byte.
    public static func decode(_ data: Data, file: String) throws(CorpusError) -> String {
        if let text = String(validating: data, as: UTF8.self) { return text }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return String(decoding: data, as: UTF8.self)
            case .error(let length):
                let byte = data[data.startIndex + offset]
                throw CorpusError(file: file, "not valid UTF-8: byte \(offset) (0x\(String(byte, radix: 16, uppercase: true))), \(length) bad byte(s)")
            }
        }
    }
}
