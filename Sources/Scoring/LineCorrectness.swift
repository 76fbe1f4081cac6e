/// Whether each recognized line is exactly right: equal, after the `default`
/// normalization profile, to a line of the reference. Each reference line can vouch for
/// one recognized line only, so a line read twice is correct once.
public enum LineCorrectness {
    /// One flag per entry of `lines`, in order. `reference` is the whole ground truth
    /// (normalized or not; it is normalized with `default` here, as every line is).
    public static func evaluate(lines: [String], reference: String) -> [Bool] {
        var available: [String: Int] = [:]
        for line in NormalizationProfile.default.normalize(reference).split(separator: "\n") {
            available[String(line), default: 0] += 1
        }
        return lines.map { line in
            let key = NormalizationProfile.default.normalize(line)
            guard !key.isEmpty, let count = available[key], count > 0 else { return false }
            available[key] = count - 1
            return true
        }
    }
}
