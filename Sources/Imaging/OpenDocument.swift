import Hashing

/// One document file held open while its pages are read, so that a page costs the same
/// whatever its number: its bytes are read once, a TIFF's directory index is built once
/// (one walk of the chain), a PDF is opened once by each Poppler reader asked for, and the
/// SHA-256 of the bytes is worked out once. A TIFF page is handed to the TIFF reader as
/// the file's first directory (the header's pointer set to it for the read, then put
/// back), so the reader never walks the chain to it.
///
/// Used by one thread at a time: each worker or report thread keeps its own
/// (`DocumentReader`).
public final class OpenDocument {
    /// The work done so far, for tests that count it.
    public struct Statistics: Sendable, Equatable {
        /// Walks of a TIFF's directory chain (the index is built by one).
        public var directoryWalks = 0
        /// PDFs opened, by either reader.
        public var pdfOpens = 0
    }

    /// The file's format by its content (nil when it is none ocrgauge knows).
    public let format: ImageFormat?
    /// The file's bytes; only this object holds them, so a page's header pointer can be
    /// set in place.
    private var storage: [UInt8]
    /// What was done so far.
    public private(set) var statistics = Statistics()

    private var listing: TIFFPages.Listing?
    private var rendered: Result<PDFDocument, ImageUnreadable>?
    private var textReader: Result<PDFRawTextDocument, ImageUnreadable>?
    private var digest: String?

    /// A document of these bytes; nothing is read from them yet.
    public init(bytes: [UInt8]) {
        storage = bytes
        format = try? ImageFormat.detect(bytes).get()
    }

    /// The number of bytes.
    public var byteCount: Int { storage.count }

    /// The SHA-256 of the bytes (64 lowercase hex digits), worked out once.
    public var sha256: String {
        if let digest { return digest }
        let made = SHA256.hex(storage)
        digest = made
        return made
    }

    /// The TIFF's pages and chain length, from one walk of its directories.
    var tiffListing: TIFFPages.Listing {
        if let listing { return listing }
        statistics.directoryWalks += 1
        let made = TIFFPages.listing(of: storage)
        listing = made
        return made
    }

    /// Each TIFF page's declared pixel count (0 when it declares no size), from the index.
    public var tiffPageSizes: [Int] { tiffListing.pages.map { ($0.width ?? 0) * ($0.height ?? 0) } }

    /// The PDF as poppler-glib reads it (pages rendered, text in reading order), opened once.
    public func pdf() -> Result<PDFDocument, ImageUnreadable> {
        if let rendered { return rendered }
        statistics.pdfOpens += 1
        let made = Result { () throws(ImageUnreadable) in try PDFDocument(bytes: storage) }
        rendered = made
        return made
    }

    /// The PDF as poppler-cpp reads it (text in content-stream order, words), opened once.
    public func rawText() -> Result<PDFRawTextDocument, ImageUnreadable> {
        if let textReader { return textReader }
        statistics.pdfOpens += 1
        let made = Result { () throws(ImageUnreadable) in try PDFRawTextDocument(bytes: storage) }
        textReader = made
        return made
    }

    /// Calls `body` with the bytes as a TIFF whose first directory is the one at `offset`
    /// (the header's pointer set to it, and put back after). The chain must have been read.
    func withFirstTIFFDirectory<T>(at offset: Int, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        let littleEndian = storage.first == 0x49
        let value = UInt32(truncatingIfNeeded: offset)
        let pointer: [UInt8] = (0..<4).map { index in
            UInt8(truncatingIfNeeded: value >> (littleEndian ? 8 * index : 8 * (3 - index)))
        }
        return storage.withUnsafeMutableBufferPointer { buffer in
            let saved = Array(buffer[4..<8])
            for index in 0..<4 { buffer[4 + index] = pointer[index] }
            defer { for index in 0..<4 { buffer[4 + index] = saved[index] } }
            return body(UnsafeBufferPointer(buffer))
        }
    }

    /// Calls `body` with the bytes as they are.
    public func withBytes<T>(_ body: ([UInt8]) -> T) -> T { body(storage) }
}
