import CPoppler

/// Owns one Poppler document read from bytes (poppler-glib), unreferenced on deinit.
/// The pointers stay inside; callers get page counts, rendered pages and text.
public final class PDFDocument {
    private let document: OpaquePointer

    /// Reads a PDF from its bytes; throws the reason Poppler gives (damaged, encrypted).
    public init(bytes: [UInt8]) throws(ImageUnreadable) {
        var error: UnsafeMutablePointer<GError>?
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        guard let document = poppler_document_new_from_bytes(data, nil, &error) else {
            let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "Poppler cannot read it"
            if let error { g_error_free(error) }
            throw ImageUnreadable("damaged PDF: \(reason)")
        }
        self.document = document
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(document)) }

    /// The number of pages.
    public var pageCount: Int { Int(poppler_document_get_n_pages(document)) }

    /// Calls `body` with page `number` (1-based), or returns nil when there is no such page.
    func withPage<T>(_ number: Int, _ body: (OpaquePointer) -> T) -> T? {
        guard number >= 1, number <= pageCount, let page = poppler_document_get_page(document, Int32(number - 1)) else {
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        return body(page)
    }

    /// The size of page `number` in points (1/72 inch), as shown (its rotation applied).
    public func pageSize(_ number: Int) -> (width: Double, height: Double)? {
        withPage(number) { page in
            var width = 0.0, height = 0.0
            poppler_page_get_size(page, &width, &height)
            return (width, height)
        }
    }
}

extension PDFDocument {
    /// The version of the Poppler library linked ("22.12.0").
    public static var popplerVersion: String { poppler_get_version().map { String(cString: $0) } ?? "unknown" }
}
