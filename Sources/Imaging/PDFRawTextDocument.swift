import CPopplerText

/// Owns one PDF opened by poppler-cpp (through CPopplerText's C functions), closed on
/// deinit: a page's text layer in the order its content stream draws it, as
/// `pdftotext -raw` prints it, and the page's words with their boxes. The pointers stay
/// inside.
public final class PDFRawTextDocument {
    private let document: OpaquePointer

    /// One word as Poppler groups the characters, its box in points from the shown page's
    /// top-left corner.
    public struct Word: Sendable, Equatable {
        public var text: String
        public var x: Double, y: Double, width: Double, height: Double
        public init(text: String, x: Double, y: Double, width: Double, height: Double) {
            self.text = text
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// Reads a PDF from its bytes; throws when Poppler cannot (damaged, encrypted).
    public init(bytes: [UInt8]) throws(ImageUnreadable) {
        let opened = bytes.withUnsafeBufferPointer { ocg_pdf_text_open($0.baseAddress, $0.count) }
        guard let opened else { throw ImageUnreadable("damaged PDF: Poppler cannot read its text layer") }
        document = opened
    }

    deinit { ocg_pdf_text_close(document) }

    /// The number of pages.
    public var pageCount: Int { Int(ocg_pdf_text_page_count(document)) }

    /// Page `number`'s text (1-based) in content-stream order, a line break after each
    /// line, the form feed Poppler ends a page with removed; nil when there is no such page.
    public func rawText(page number: Int) -> String? {
        guard number >= 1, number <= pageCount else { return nil }
        var length = 0
        guard let raw = ocg_pdf_text_raw(document, Int32(number - 1), &length) else { return nil }
        defer { ocg_pdf_text_free(raw) }
        var text = raw.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
        if text.hasSuffix("\u{0C}") { text.removeLast() }
        return text
    }

    /// Page `number`'s words (1-based) in Poppler's reading order; nil when there is no such page.
    public func words(page number: Int) -> [Word]? {
        guard number >= 1, number <= pageCount else { return nil }
        var words: UnsafeMutablePointer<ocg_pdf_text_word>?
        var texts: UnsafeMutablePointer<CChar>?
        var count = 0, textsLength = 0
        guard ocg_pdf_text_words(document, Int32(number - 1), &words, &count, &texts, &textsLength) != 0,
              let words, let texts else { return nil }
        defer {
            ocg_pdf_text_free(words)
            ocg_pdf_text_free(texts)
        }
        return texts.withMemoryRebound(to: UInt8.self, capacity: textsLength) { bytes in
            (0..<count).map { index in
                let word = words[index]
                let start = min(word.text_offset, textsLength)
                let end = min(start + word.text_length, textsLength)
                let text = String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
                return Word(text: text, x: word.x, y: word.y, width: word.width, height: word.height)
            }
        }
    }
}
