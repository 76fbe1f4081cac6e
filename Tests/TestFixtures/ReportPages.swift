import CZlib
import Foundation

/// report.html as a person sees it once every sample's details are opened: the page
/// carries the details compressed in data blocks (`HTMLDetailData`); tests that look for
/// markup inside them expand the blocks back into the page here.
public enum ReportPages {
    /// `html` with each `<script ... class="detail-chunk" ...>` block replaced by the
    /// detail bodies it holds, in order.
    public static func expanded(_ html: String) -> String {
        var out = ""
        var rest = html[...]
        let opening = "<script type=\"application/octet-stream\" class=\"detail-chunk\""
        while let start = rest.range(of: opening) {
            out += rest[..<start.lowerBound]
            guard let contentStart = rest.range(of: ">", range: start.upperBound..<rest.endIndex),
                  let end = rest.range(of: "</script>", range: contentStart.upperBound..<rest.endIndex) else { break }
            let base64 = String(rest[contentStart.upperBound..<end.lowerBound])
            out += bodies(base64).joined()
            rest = rest[end.upperBound...]
        }
        return out + rest
    }

    /// The detail bodies of one block's base64 text; empty when it does not decode.
    public static func bodies(_ base64: String) -> [String] {
        guard let data = Data(base64Encoded: base64) else { return [] }
        let input = [UInt8](data)
        var capacity = max(1024, input.count * 8)
        while capacity < 1 << 30 {
            var output = [UInt8](repeating: 0, count: capacity)
            var size = uLongf(capacity)
            let status = uncompress(&output, &size, input, uLong(input.count))
            if status == Z_BUF_ERROR { capacity *= 4; continue }
            guard status == Z_OK,
                  let list = try? JSONDecoder().decode([String].self, from: Data(output[0..<Int(size)])) else { return [] }
            return list
        }
        return []
    }
}
