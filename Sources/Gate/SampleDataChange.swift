import Scoring

/// What changed in a sample's data between a baseline and a candidate, told by the
/// fingerprints both runs recorded (`DataFingerprints`): its truth file, its image
/// (decoded pixels, or the file of an image that does not decode) and its sidecar.
///
/// A changed truth or image makes the two runs' figures incomparable: the gate lists the
/// sample as a data change, never as a regression, and leaves it out of its suite's
/// sums. A changed sidecar changes the pass criteria (its `expect`, `maxCER`, fields) but
/// not what the CER measures, unless the engine read the sample in other languages (the
/// sidecar's): its pass/fail is not compared, its CER still is.
package struct SampleDataChange: Sendable, Equatable {
    /// The truth file's bytes differ (or it appeared or went).
    var truth = false
    /// The decoded pixels differ (or, both undecodable, the files).
    var image = false
    /// The sidecar's bytes differ (or it appeared or went).
    var sidecar = false
    /// The engine read the sample in other languages (the sidecar's changed).
    var languages = false
    /// The image was undecodable in both runs: its file, not its pixels, changed.
    var undecodableImage = false

    /// The change between `before` and `after`; nil when either run recorded no
    /// fingerprints (nothing can be told).
    init?(before: SampleResult, after: SampleResult) {
        guard let old = before.fingerprints, let new = after.fingerprints else { return nil }
        truth = old.truthSHA256 != new.truthSHA256
        if let a = old.image, let b = new.image, a.differs(from: b) {
            image = true
            undecodableImage = a.kind == .file
        }
        sidecar = old.sidecarSHA256 != new.sidecarSHA256
        languages = sidecar && before.languages != after.languages
    }

    /// Nothing changed that the fingerprints tell.
    var isEmpty: Bool { !truth && !image && !sidecar }

    /// The figures cannot be compared: the truth or the image changed, or the sidecar made
    /// the engine read other languages.
    var makesFiguresIncomparable: Bool { truth || image || languages }

    /// The finding's kind: the first of truth, image, sidecar that changed.
    var kind: GateFinding.Kind { truth ? .truthChanged : (image ? .imageChanged : .sidecarChanged) }

    /// "truth and image changed", "sidecar changed (the pass criteria may differ)".
    var description: String {
        let parts = [truth ? "truth" : nil, image ? "image" : nil, sidecar ? "sidecar" : nil].compactMap { $0 }
        let list = parts.count <= 1 ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
        var notes: [String] = []
        if image { notes.append(undecodableImage ? "another file that does not decode" : "other pixels") }
        if languages { notes.append("read in other languages") } else if sidecar { notes.append("the pass criteria may differ") }
        return "\(list) changed" + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))")
    }

    /// "receipts/a (tesseract): truth changed — not a regression: passed → failed; CER
    /// 21.54 % → 22.45 %".
    func message(_ key: SampleKey, before: SampleResult, after: SampleResult) -> String {
        var message = "\(key): \(description) — not a regression: "
        if before.passed != after.passed {
            message += "\(before.passed ? "passed" : "failed") → \(after.passed ? "passed" : "failed"); "
        }
        return message + "CER \(RunComparison.figure(before.cer)) → \(RunComparison.figure(after.cer))"
    }
}
