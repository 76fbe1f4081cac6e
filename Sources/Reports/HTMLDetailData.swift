import CZlib
import StrictJSON
import Foundation

/// Sample details carried as data: the markup of 64 samples' detail bodies as a JSON list
/// of strings, compressed (zlib) and base64-encoded inside a `<script
/// type="application/octet-stream" id="chunk-K">` block, which the browser neither runs
/// nor parses as markup. A 10,000-sample report then loads a few MB of text instead of
/// tens of MB of elements; the page's script inflates a chunk (DecompressionStream) when
/// one of its samples is opened and turns that body into nodes.
///
/// The strings are the writer's own markup, every piece of text in them already escaped.
enum HTMLDetailData {
    /// Samples per chunk.
    static let chunkSize = 64

    /// The block holding the bodies of chunk `index` (samples `index · chunkSize` on).
    static func block(chunk index: Int, bodies: [String]) -> String {
        var json: [UInt8] = [UInt8(ascii: "[")]
        for (position, body) in bodies.enumerated() {
            if position > 0 { json.append(UInt8(ascii: ",")) }
            appendJSONString(body, to: &json)
        }
        json.append(UInt8(ascii: "]"))
        return "<script type=\"application/octet-stream\" class=\"detail-chunk\" id=\"chunk-\(index)\">"
            + deflate(json).base64EncodedString() + "</script>\n"
    }

    /// `text` as a JSON string literal.
    static func jsonString(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendJSONString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` as a JSON string literal (UTF-8), appended to `out`; `<` is written `\u003c`,
    /// so that the literal can never end or confuse the script block it sits in.
    static func appendJSONString(_ text: String, to out: inout [UInt8]) {
        JSONText.appendQuoted(text, to: &out, escapingLessThan: true)
    }

    /// zlib's format (what DecompressionStream("deflate") reads), level 1: the fastest.
    static func deflate(_ bytes: [UInt8]) -> Data {
        var size = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = bytes.withUnsafeBufferPointer { input in
            compress2(&out, &size, input.baseAddress, uLong(bytes.count), 1)
        }
        // Out of memory: no block content; the page says the details are unavailable.
        guard status == Z_OK else { return Data() }
        return Data(out[0..<Int(size)])
    }
}
