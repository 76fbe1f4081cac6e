/// The beginning of a text a report shows in full only when it is short: report.html and
/// junit.xml show the first `limit` bytes of a huge recognized text (an engine that
/// answered megabytes) and say how much was left out; run.xml keeps it whole.
enum TextPreview {
    /// 256 KB of UTF-8: far more than any page, far less than a hallucinated book.
    static let limit = 256 << 10
    /// The most recognized lines a report lists.
    static let maximumLines = 2_000

    /// `text` whole when it is within `limit` bytes of UTF-8; else its first characters
    /// within the limit, then a line saying how much of it that is.
    static func head(_ text: String, limit: Int = TextPreview.limit) -> String {
        let bytes = text.utf8.count
        guard bytes > limit else { return text }
        var end = text.startIndex, used = 0
        while end < text.endIndex {
            let next = text.index(after: end)
            used += text.utf8.distance(from: end, to: next)
            if used > limit { break }
            end = next
        }
        let shown = text[..<end]
        return shown + "\n… (the first \(shown.utf8.count) of \(bytes) bytes are shown here; run.xml holds the whole text)"
    }
}
