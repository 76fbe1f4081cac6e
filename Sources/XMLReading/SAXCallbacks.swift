import CLibXML2

/// The SAX2 handler the reader parses with: every callback hands its node to the
/// `SAXEvents` behind the context pointer, copying libxml2's strings at once.
///
/// What it leaves out is as deliberate as what it sets: no tree is built (no
/// `startDocument`), no entity is ever found (`getEntity`, `getParameterEntity` and
/// `resolveEntity` answer nothing, so a reference can only be an error), no external
/// subset is loaded (`externalSubset` is unset), and a document type declaration is seen
/// in `internalSubset`, where an internal subset is refused before libxml2 reads it.
enum SAXCallbacks {
    /// The handler (libxml2 copies it into the parser it creates).
    static func handler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.internalSubset = { context, _, _, _ in
            guard let events = SAXCallbacks.events(context) else { return }
            // libxml2 calls this with the name and external id read and blanks skipped:
            // the next byte is "[" exactly when an internal subset follows, and the
            // parser returns at once when stopped here, before reading any of it.
            let next = events.parser?.pointee.input?.pointee.cur?.pointee
            events.documentType(internalSubset: next == UInt8(ascii: "["))
        }
        handler.getEntity = { _, _ in nil }
        handler.getParameterEntity = { _, _ in nil }
        handler.resolveEntity = { _, _, _ in nil }
        handler.reference = { context, name in
            SAXCallbacks.events(context)?.entityReference(name.map { String(cString: $0) } ?? "")
        }
        handler.startElementNs = { context, localName, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
            guard let events = SAXCallbacks.events(context) else { return }
            var pairs: [(name: String, value: String)] = []
            pairs.reserveCapacity(Int(namespaceCount) + Int(attributeCount))
            // Namespace declarations first, as attributes, as libxml2's tree reader gave them.
            for index in 0..<Int(max(0, namespaceCount)) {
                let declared = namespaces?[2 * index].map { "xmlns:" + String(cString: $0) } ?? "xmlns"
                pairs.append((declared, namespaces?[2 * index + 1].map { String(cString: $0) } ?? ""))
            }
            for index in 0..<Int(max(0, attributeCount)) {
                guard let attributes, let name = attributes[5 * index] else { continue }
                let value = SAXCallbacks.attributeValue(from: attributes[5 * index + 3], to: attributes[5 * index + 4])
                pairs.append((qualified(name, attributes[5 * index + 1]), value))
            }
            events.startElement(qualified(localName, prefix), attributes: pairs)
        }
        handler.endElementNs = { context, localName, prefix, _ in
            SAXCallbacks.events(context)?.endElement(qualified(localName, prefix))
        }
        let characters: charactersSAXFunc = { context, bytes, count in
            guard let bytes, count > 0 else { return }
            SAXCallbacks.events(context)?.characters(UnsafeBufferPointer(start: bytes, count: Int(count)))
        }
        handler.characters = characters
        // The same function, so libxml2 never tells "ignorable" white space apart.
        handler.ignorableWhitespace = characters
        handler.cdataBlock = characters
        handler.comment = { context, _ in SAXCallbacks.events(context)?.other() }
        handler.processingInstruction = { context, _, _ in SAXCallbacks.events(context)?.other() }
        handler.serror = { context, error in
            guard let error else { return }
            SAXCallbacks.events(context)?.libxmlError(error.pointee)
        }
        return handler
    }

    /// The queue behind a callback's context pointer.
    static func events(_ context: UnsafeMutableRawPointer?) -> SAXEvents? {
        context.map { Unmanaged<SAXEvents>.fromOpaque($0).takeUnretainedValue() }
    }

    /// An attribute's value from libxml2's start and end pointers. Without entity
    /// substitution libxml2 hands an `&` written in the value (`&amp;`, `&#38;`) on as
    /// the five bytes `&#38;`, for a tree builder to read again; as no other `&` can
    /// reach the value (an entity reference is an error), every `&#38;` is one `&`.
    static func attributeValue(from start: UnsafePointer<xmlChar>?, to end: UnsafePointer<xmlChar>?) -> String {
        guard let start, let end, end > start else { return "" }
        let bytes = UnsafeBufferPointer(start: start, count: end - start)
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        let escaped = Array("&#38;".utf8)
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), index + escaped.count <= bytes.count,
               bytes[index..<(index + escaped.count)].elementsEqual(escaped) {
                decoded.append(UInt8(ascii: "&"))
                index += escaped.count
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }
}

/// "prefix:local", or "local" without a prefix.
private func qualified(_ local: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) -> String {
    let name = local.map { String(cString: $0) } ?? ""
    guard let prefix else { return name }
    return String(cString: prefix) + ":" + name
}

extension SAXCallbacks {
    /// The structured error handler for errors libxml2 raises without a parser (its
    /// encoding converters, its input buffers): the context is the queue.
    static var structuredError: xmlStructuredErrorFunc {
        { context, error in
            guard let error else { return }
            SAXCallbacks.events(context)?.libxmlError(error.pointee)
        }
    }
}
