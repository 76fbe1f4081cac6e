/// Reads one XML document, a file or a buffer of bytes, node by node, through libxml2's
/// SAX2 push parser: the bytes go in 64 KB at a time and the nodes libxml2 reports come
/// out one by one, so memory stays flat however large the document.
///
/// Hardened for untrusted input, by libxml2 itself rather than by a scan of our own:
///
/// - Nothing is loaded or expanded: no network (`XML_PARSE_NONET`), no DTD loading, no
///   default attributes, no entity substitution, no XInclude; no entity can be found,
///   so a reference (`&x;`, other than the five XML predefines and character
///   references) is an error, never an expansion.
/// - A document type declaration is seen when libxml2 has read its name and external id
///   and before it reads a byte of an internal subset: `XMLDoctypePolicy` says whether
///   it may stand, and an internal subset (where entities are declared) never may. A
///   `>` inside the declaration's quoted literals changes nothing.
/// - Every error libxml2 reports, with or without a parser at hand (an encoding it
///   cannot decode, a namespace prefix never declared), ends the reading with its
///   message, naming the file and line; so does a failure it returns without a message.
///   Warnings do not.
/// - `XMLReadingLimits` caps the bytes, the nodes and the length of one text.
///
/// Every encoding libxml2 decodes is read (UTF-8, UTF-16 with its byte order mark,
/// ISO-8859-1 and the others its converters know, as declared); what it cannot decode
/// is an error naming the file.
public final class XMLStreamReader {
    /// One node of the document, in document order.
    public enum Node {
        /// A start tag; `empty` for an element with nothing inside (`<a/>`, and `<a></a>`
        /// when both tags arrive together), which has no matching `.end`.
        case start(name: String, empty: Bool)
        /// An end tag.
        case end(name: String)
        /// Character data: text, CDATA or white space (a long text may come in pieces).
        case text(String)
        /// A comment or processing instruction.
        case other
    }

    /// The file, or the name the bytes were given, for messages.
    public let path: String
    /// What the document is, for messages ("run.xml", "ALTO").
    public let document: String
    private let events: SAXEvents
    private let source: XMLChunkSource
    private let parser: LibXMLPushParser
    private var finished = false
    private var bytesRead = 0
    private var current: SAXEvents.Event?

    /// Opens the file at `path` and reads up to its root element's start tag.
    ///
    /// - Throws: `XMLReadingError` when the file cannot be read or its prolog is refused.
    public init(path: String, document: String, doctype: XMLDoctypePolicy = .refused,
                limits: XMLReadingLimits = .layoutDocument) throws(XMLReadingError) {
        self.path = path
        self.document = document
        events = SAXEvents(path: path, document: document, limits: limits, doctype: doctype)
        source = try XMLChunkSource(path: path)
        parser = try LibXMLPushParser(events: events)
        try readProlog()
    }

    /// Reads `bytes` (copied), named `name` in messages, up to the root's start tag.
    ///
    /// - Throws: `XMLReadingError` when there are more bytes than the limit or the
    ///   prolog is refused.
    public init(bytes: some Collection<UInt8>, name: String, document: String, doctype: XMLDoctypePolicy = .refused,
                limits: XMLReadingLimits = .layoutDocument) throws(XMLReadingError) {
        path = name
        self.document = document
        guard bytes.count <= limits.bytes else {
            throw XMLReadingError(file: name, reason: Self.tooLarge(document, limits))
        }
        events = SAXEvents(path: name, document: document, limits: limits, doctype: doctype)
        source = XMLChunkSource(bytes: Array(bytes))
        parser = try LibXMLPushParser(events: events)
        try readProlog()
    }

    /// The line of the node last returned (1-based; for an element, where its start tag
    /// ends), or the parser's line before the first.
    public var line: Int { current?.line ?? events.line }

    /// Reads the next node; nil at the end of the document.
    ///
    /// - Throws: the first problem met: libxml2's message and line when the document is
    ///   not well-formed or cannot be decoded, or the reader's own refusal of a document
    ///   type declaration, an entity reference or a limit.
    public func next() throws(XMLReadingError) -> Node? {
        while true {
            if let problem = events.problem { throw problem }
            if let event = events.pop() {
                current = event
                return event.node
            }
            if finished { return nil }
            try pump()
        }
    }

    /// The attributes of the element just read, in document order (namespace
    /// declarations first, as `xmlns` and `xmlns:prefix`).
    public func attributes() -> [(name: String, value: String)] {
        current?.attributes ?? []
    }

    /// Feeds chunks until the root element has started (or the document ended), so a
    /// refused prolog throws from `init`.
    private func readProlog() throws(XMLReadingError) {
        while !finished && events.problem == nil && !events.hasStartedElement { try pump() }
        if let problem = events.problem { throw problem }
    }

    /// Feeds the next chunk to libxml2.
    private func pump() throws(XMLReadingError) {
        guard let (chunk, last) = try source.next(path: path) else {
            finished = true
            return
        }
        bytesRead += chunk.count
        if bytesRead > events.limits.bytes {
            events.record(XMLReadingError(file: path, reason: Self.tooLarge(document, events.limits)))
            finished = true
            return
        }
        parser.feed(chunk, last: last)
        if last { finished = true }
    }

    private static func tooLarge(_ document: String, _ limits: XMLReadingLimits) -> String {
        "\(document) is larger than \(XMLReadingLimits.describe(limits.bytes)) bytes, the limit for this kind of file"
    }
}
