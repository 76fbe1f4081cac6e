/// How much of a document `XMLStreamReader` takes before it stops with an error naming
/// the limit. Every limit is counted as the document is read, never estimated.
///
/// Two sets exist, one per kind of author:
///
/// - `layoutDocument`, for what people and engines write (PAGE-XML, ALTO and hOCR truth,
///   recorded and command outputs): **64 MB** of bytes, **2,000,000 nodes**,
///   **10,000,000 bytes** in one text or attribute value and elements nested at most
///   **256** deep, with libxml2's own fixed limits in force (names at most 50,000 bytes,
///   attribute values at most 10,000,000).
///   - 64 MB is the cap the layout readers always had and the command backend's default
///     answer cap: the largest real truth met so far (a 60,000-word newspaper ALTO) is
///     under 6 MB.
///   - 2,000,000 nodes bounds the memory the readers spend per node (a line, a reading
///     order entry: about 100 to 200 bytes each) to a few hundred MB whatever the markup:
///     64 MB of `<a/>` is 16.7 million nodes. Real layout files spend 30 to 100 bytes a
///     node (an indented ALTO `String` with its white space is about 80), so 2,000,000
///     nodes is more than any of them holds under the 64 MB cap.
///   - 10,000,000 bytes is libxml2's own `XML_MAX_TEXT_LENGTH`, and 256 its own depth
///     limit, both of which its tree reader applied before (its SAX2 push parser, which
///     the reader now uses, counts neither): no file read before is refused now. The
///     depth also bounds the readers' per-element work (an hOCR element asks whether an
///     enclosing one is a line) and their recursion (nested reading order groups).
/// - `ownRunXML(bytes:)`, for run.xml, which ocrgauge writes itself and reads back
///   (`report`, `compare`, `merge`, `baseline`): the caller's byte limit, no node limit
///   (samples are streamed, not held), depth 256 (run.xml nests six deep), and texts and
///   attribute values up to **64 MB**
///   (`answerCapBytes`, the command backend's default answer cap, so a hypothesis the
///   harness accepted and wrote comes back), with libxml2's fixed limits lifted
///   (`XML_PARSE_HUGE`) for this kind of file only.
///
/// Nothing here lets an entity be declared or expanded: that is refused whatever the
/// limits (see `XMLStreamReader`).
public struct XMLReadingLimits: Sendable, Equatable {
    /// The most bytes the document may hold.
    public var bytes: Int
    /// The most nodes (elements, texts, comments, processing instructions) it may hold.
    public var nodes: Int
    /// The most bytes (UTF-8, after decoding) one text or one attribute value may hold.
    public var textBytes: Int
    /// The deepest elements may nest.
    public var depth: Int
    /// Whether libxml2's fixed limits (depth 256, 10 MB attribute values, 10 MB of
    /// look-ahead) are lifted with `XML_PARSE_HUGE`: only for files ocrgauge wrote.
    public var liftsLibXMLLimits: Bool

    /// Limits of these sizes.
    public init(bytes: Int, nodes: Int, textBytes: Int, depth: Int = 256, liftsLibXMLLimits: Bool = false) {
        self.bytes = bytes
        self.nodes = nodes
        self.textBytes = textBytes
        self.depth = depth
        self.liftsLibXMLLimits = liftsLibXMLLimits
    }

    /// The command backend's default answer cap, 64 MB: the longest text ocrgauge
    /// writes into run.xml and reads back.
    public static let answerCapBytes = 64 << 20

    /// For truth and recognizer output written by people and engines: 64 MB, 2,000,000
    /// nodes, 10,000,000 bytes a text, depth 256, libxml2's fixed limits in force.
    public static let layoutDocument = XMLReadingLimits(bytes: 64 << 20, nodes: 2_000_000, textBytes: 10_000_000)

    /// For run.xml, which ocrgauge wrote: `bytes` (the reader's file size limit), any
    /// number of nodes, texts up to `answerCapBytes`, depth 256, libxml2's fixed limits lifted.
    public static func ownRunXML(bytes: Int) -> XMLReadingLimits {
        XMLReadingLimits(bytes: bytes, nodes: Int.max, textBytes: answerCapBytes, liftsLibXMLLimits: true)
    }

    /// A count as messages print it, thousands separated: 2000000 -> "2,000,000".
    public static func describe(_ count: Int) -> String {
        let digits = Array(String(count))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
