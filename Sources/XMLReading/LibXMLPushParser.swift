import CLibXML2

/// Owns one libxml2 push parser (`xmlParserCtxt`) set up with `SAXCallbacks`, and frees
/// it in `deinit`. Its pointer goes only to the `SAXEvents` the callbacks fill, and only
/// while this parser lives.
///
/// The options say what libxml2 may do: `XML_PARSE_NONET` (no network), and none of
/// `XML_PARSE_NOENT` (entity substitution), `XML_PARSE_DTDLOAD`, `XML_PARSE_DTDATTR`,
/// `XML_PARSE_DTDVALID` or `XML_PARSE_XINCLUDE`; `XML_PARSE_HUGE` only with limits that
/// lift libxml2's own (run.xml, which ocrgauge wrote). libxml2 2.9 has no
/// `XML_PARSE_NO_XXE`; the handler's empty entity callbacks do that work.
final class LibXMLPushParser {
    private let context: xmlParserCtxtPtr
    private let events: SAXEvents

    /// A parser reporting into `events`.
    init(events: SAXEvents) throws(XMLReadingError) {
        _ = LibXML2Library.ready
        var handler = SAXCallbacks.handler()
        // The user data is the queue, never the parser itself: libxml2 falls back to its
        // own entity table (xmlSAX2GetEntity) only when the two are the same.
        guard let context = xmlCreatePushParserCtxt(&handler, Unmanaged.passUnretained(events).toOpaque(), nil, 0,
                                                    events.path) else {
            throw XMLReadingError(file: events.path, reason: "libxml2 could not create a parser")
        }
        xmlCtxtUseOptions(context, Self.options(events.limits))
        self.context = context
        self.events = events
        events.parser = context
    }

    deinit {
        events.parser = nil
        xmlFreeParserCtxt(context)
    }

    /// The parser options for these limits (see the type's comment).
    static func options(_ limits: XMLReadingLimits) -> Int32 {
        var options = XML_PARSE_NONET.rawValue
        if limits.liftsLibXMLLimits { options |= XML_PARSE_HUGE.rawValue }
        return Int32(bitPattern: options)
    }

    /// Parses `chunk`, the document's last when `last`; the callbacks queue its nodes.
    /// Errors libxml2 raises without a parser at hand (from its encoding converters and
    /// input buffers) go to this thread's structured error handler, which points at the
    /// same queue for the call and is restored after it. A failure libxml2 returns
    /// without any message, or a document it leaves not well-formed, is a problem too:
    /// no error passes unrecorded.
    func feed(_ chunk: [UInt8], last: Bool) {
        let queue = Unmanaged.passUnretained(events).toOpaque()
        let previousHandler = __xmlStructuredError().pointee
        let previousContext = __xmlStructuredErrorContext().pointee
        xmlSetStructuredErrorFunc(queue, SAXCallbacks.structuredError)
        defer { xmlSetStructuredErrorFunc(previousContext, previousHandler) }
        let status = chunk.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                xmlParseChunk(context, characters.baseAddress, Int32(characters.count), last ? 1 : 0)
            }
        }
        events.flushText()
        guard events.problem == nil else { return }
        if status != 0 {
            events.fail("libxml2 stopped reading \(events.document) (its error \(status)) without a message")
        } else if last && context.pointee.wellFormed == 0 {
            events.fail("\(events.document) is not well-formed XML")
        }
    }
}
