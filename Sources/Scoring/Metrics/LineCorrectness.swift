/// Whether each recognized line is exactly right: equal, after the `default`
/// normalization profile, to a line of the reference. Each reference line can vouch for
/// one recognized line only, so a line read twice is correct once.
public enum LineCorrectness {
    /// One flag per entry of `lines`, in order. `reference` is the whole ground truth
    /// (normalized or not; it is normalized with `default` here, as every line is).
    public static func evaluate(lines: [String], reference: String) -> [Bool] {
        let normalized = NormalizationProfile.default.normalize(reference)
        // Split at LF by bytes: the normalized text has no CR, so LF is a character of its
        // own, and blank lines are gone.
        let referenceLines = normalized.utf8.split(separator: 0x0A)
        var available = [String: Int](minimumCapacity: referenceLines.count)
        for line in referenceLines {
            available[String(Substring(line)), default: 0] += 1
        }
        return lines.map { line in
            let key = isNormalized(line) ? line : NormalizationProfile.default.normalize(line)
            guard !key.isEmpty, let count = available[key], count > 0 else { return false }
            available[key] = count - 1
            return true
        }
    }

    /// Whether `line` is printable ASCII without a space at either end or two in a row:
    /// then `default` leaves it as it is (no line break to unify, NFC changes no ASCII,
    /// no white space to trim or collapse), and it is not normalized again.
    static func isNormalized(_ line: String) -> Bool {
        var previous: UInt8 = 0x20
        for byte in line.utf8 {
            guard byte >= 0x20 && byte < 0x7F, !(byte == 0x20 && previous == 0x20) else { return false }
            previous = byte
        }
        return previous != 0x20
    }
}
