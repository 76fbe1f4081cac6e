/// The largest recognized text that gets every figure of a sample. Beyond it (an engine
/// that answered megabytes of hallucinated text) the figures that cost memory per
/// character beyond the texts themselves — the character alignment behind the
/// confusions and class accuracy, the error layers' three more alignments and the
/// order-independent figures — are skipped, and the sample's notes say which; the CER
/// and WER counts, fields and line figures are still computed. A 1,000,000-grapheme
/// book is below it.
public enum FullFigureLimit {
    /// 2 MB of normalized recognized text, in UTF-8 bytes.
    public static let bytes = 2 << 20

    /// Whether a normalized recognized text is over the limit.
    static func exceeded(by hypothesis: String) -> Bool { hypothesis.utf8.count > bytes }

    /// The note of a sample whose figures in `skipped` were not computed.
    static func note(hypothesisBytes: Int, skipped: [String]) -> String {
        let megabytes = NumberFormatting.fixed(Double(hypothesisBytes) / Double(1 << 20), 1)
        return skipped.joined(separator: ", ") + " not computed: the recognized text is \(megabytes) MB, "
            + "over the \(bytes >> 20) MB limit for the full figure set"
    }
}
