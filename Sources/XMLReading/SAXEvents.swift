import CLibXML2

/// What libxml2's SAX callbacks report while one chunk is parsed, queued for
/// `XMLStreamReader` to hand out one node at a time; and the first problem met, which
/// ends the reading. The callbacks (`SAXCallbacks`) copy every string at once: nothing
/// libxml2 owns outlives the callback.
///
/// The limits are counted here, as nodes arrive: an element, a run of text (however
/// many callbacks libxml2 splits it into), a comment and a processing instruction are
/// one node each.
final class SAXEvents {
    /// One node as queued, with the attributes of a start tag and the line libxml2 was
    /// at when it reported the node.
    struct Event {
        var node: XMLStreamReader.Node
        var attributes: [(name: String, value: String)]
        var line: Int
    }

    let path: String
    let document: String
    let limits: XMLReadingLimits
    let doctype: XMLDoctypePolicy
    /// The parser whose callbacks feed this queue; set by `LibXMLPushParser` (callbacks
    /// only run inside its `feed`, while it is alive). Read for the line and to stop it.
    var parser: xmlParserCtxtPtr?

    private var events: [Event] = []
    private var head = 0
    private var pendingText: [UInt8] = []
    private var pendingLine = 0
    /// Bytes of the text run in progress (it may span chunks); 0 between runs.
    private var textRunBytes = 0
    /// Nodes reported so far.
    private(set) var nodes = 0
    /// Whether an element has started (the prolog is over).
    private(set) var hasStartedElement = false
    /// Elements open.
    private var depth = 0
    /// The first problem: a libxml2 error or a refusal of the reader's own.
    private(set) var problem: XMLReadingError?

    init(path: String, document: String, limits: XMLReadingLimits, doctype: XMLDoctypePolicy) {
        self.path = path
        self.document = document
        self.limits = limits
        self.doctype = doctype
    }

    /// The line libxml2 is reading (1-based), 0 before it started.
    var line: Int { Int(parser?.pointee.input?.pointee.line ?? 0) }

    /// The next queued node, or nil when the queue is empty.
    func pop() -> Event? {
        guard head < events.count else { return nil }
        defer {
            head += 1
            if head == events.count {
                events.removeAll(keepingCapacity: true)
                head = 0
            }
        }
        return events[head]
    }

    /// Queues the text gathered so far (called at the end of every chunk too, so the
    /// queue never holds more than one chunk's worth of text).
    func flushText() {
        guard !pendingText.isEmpty else { return }
        events.append(Event(node: .text(String(decoding: pendingText, as: UTF8.self)), attributes: [], line: pendingLine))
        pendingText.removeAll(keepingCapacity: true)
    }

    // MARK: From the callbacks

    /// A start tag. Past a limit the parser is stopped here, a place libxml2 expects
    /// a callback to stop it.
    func startElement(_ name: String, attributes: [(name: String, value: String)]) {
        guard problem == nil else { return }
        endTextRun()
        depth += 1
        if countNode() {
            if depth > limits.depth {
                fail("elements in \(document) are nested more than \(limits.depth) deep, the limit for this kind of file")
            } else if let long = attributes.first(where: { $0.value.utf8.count > limits.textBytes }) {
                fail("the value of attribute \(long.name) on <\(name)> is longer than "
                     + "\(XMLReadingLimits.describe(limits.textBytes)) bytes, the limit for \(document)")
            }
        }
        guard problem == nil else {
            stopParser()
            return
        }
        hasStartedElement = true
        events.append(Event(node: .start(name: name, empty: false), attributes: attributes, line: line))
    }

    /// An end tag; right after its own start tag (`<a/>`, `<a></a>`) it marks that start
    /// empty instead, so no `.end` follows it.
    func endElement(_ name: String) {
        guard problem == nil else { return }
        endTextRun()
        depth -= 1
        if head < events.count, case .start(let started, false) = events[events.count - 1].node, started == name {
            events[events.count - 1].node = .start(name: name, empty: true)
            return
        }
        events.append(Event(node: .end(name: name), attributes: [], line: line))
    }

    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard problem == nil, !bytes.isEmpty else { return }
        if textRunBytes == 0 {
            guard countNode() else { return }
        }
        textRunBytes += bytes.count
        guard textRunBytes <= limits.textBytes else {
            fail("a text in \(document) is longer than \(XMLReadingLimits.describe(limits.textBytes)) bytes, "
                   + "the limit for this kind of file")
            return
        }
        if pendingText.isEmpty { pendingLine = line }
        pendingText.append(contentsOf: bytes)
    }

    /// A comment or processing instruction.
    func other() {
        guard problem == nil else { return }
        endTextRun()
        guard countNode() else { return }
        events.append(Event(node: .other, attributes: [], line: line))
    }

    /// A document type declaration, its name and external id read; `internalSubset`
    /// when a `[` follows, before libxml2 has read any of it. A refusal stops the parser
    /// here, where libxml2 checks for it before going on to the subset.
    func documentType(internalSubset: Bool) {
        if doctype == .refused {
            fail("a document type declaration (<!DOCTYPE>) is not allowed in \(document); refused before anything "
                   + "in it was read, so no entity was declared, loaded or expanded")
        } else if internalSubset {
            fail("a document type declaration with an internal subset ([…], where entities are declared) is not allowed "
                   + "in \(document); refused before any of it was read, so no entity was declared, loaded or expanded")
        }
        if problem != nil { stopParser() }
    }

    /// A reference to an entity no declaration names (none can be declared): refused,
    /// never expanded. libxml2 reports its own error for it too; this one names the rule.
    /// The parser is not stopped here: the callback can come from inside an attribute
    /// value, where libxml2 reads on after it.
    func entityReference(_ name: String) {
        fail("entity reference &\(name); is not allowed in \(document): entities are never expanded")
    }

    /// One of libxml2's structured errors. Warnings do not make a document invalid and
    /// are not kept; every error and fatal error ends the reading. The parser is not
    /// stopped from here: an error can come from inside libxml2's input buffer, which
    /// stopping frees under its feet; libxml2 halts itself on fatal errors, and the
    /// reader feeds it no more.
    func libxmlError(_ error: xmlError) {
        guard error.level != XML_ERR_WARNING, error.level != XML_ERR_NONE else { return }
        let text = error.message.map { String(cString: $0) } ?? "unknown libxml2 error (code \(error.code))"
        let reason = text.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces }.filter { !$0.isEmpty }
            .joined(separator: " ")
        let at = error.line > 0 ? Int(error.line) : line
        record(XMLReadingError(file: path, line: at > 0 ? at : nil, reason: reason))
    }

    /// Ends the reading with `reason` at the current line. The rest of the chunk
    /// libxml2 is parsing (at most 64 KB) is parsed and dropped, and it is fed no more.
    func fail(_ reason: String) {
        let at = line
        record(XMLReadingError(file: path, line: at > 0 ? at : nil, reason: reason))
    }

    /// Keeps the first problem; the nodes reported after it are dropped and the reader
    /// feeds libxml2 no more.
    func record(_ error: XMLReadingError) {
        if problem == nil { problem = error }
    }

    /// Stops the parser at once: only from the callbacks where libxml2 checks for a stop
    /// as soon as they return (a document type declaration, a start tag). Stopping frees
    /// libxml2's input buffer, so never from an error callback, which its input buffer
    /// code may be running.
    private func stopParser() {
        if let parser { xmlStopParser(parser) }
    }

    // MARK: Counting

    private func endTextRun() {
        flushText()
        textRunBytes = 0
    }

    /// Counts one node; false (and the reading ended) past the limit.
    private func countNode() -> Bool {
        nodes += 1
        guard nodes <= limits.nodes else {
            fail("\(document) holds more than \(XMLReadingLimits.describe(limits.nodes)) nodes (elements, texts, comments "
                   + "and processing instructions), the limit for this kind of file")
            return false
        }
        return true
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: Substring {
        var view = self
        while let first = view.first, first == " " || first == "\t" { view.removeFirst() }
        while let last = view.last, last == " " || last == "\t" { view.removeLast() }
        return view
    }
}
