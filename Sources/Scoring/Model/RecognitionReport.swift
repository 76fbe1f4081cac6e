/// What recognizing one image produced, before scoring: the same value whether it came
/// from a worker process, from this process, or from the cache. `SampleScorer` turns it
/// and the sample's truth into the `SampleResult` every report shows.
public struct RecognitionReport: Sendable, Equatable, Codable {
    /// How recognition ended.
    public var outcome: Outcome
    /// Why the outcome is unreadable, error, timeout or crashed.
    public var message: String?
    /// The recognized lines, in reading order, with boxes in pixels of the upright image.
    public var lines: [LineRecord]
    /// Width of the upright image, when it decoded.
    public var width: Int?
    /// Height of the upright image, when it decoded.
    public var height: Int?
    /// Decoding and recognition time in the worker.
    public var seconds: Double
    /// The backend could not start at all (missing engine or model): the run stops (exit 3).
    public var backendUnavailable: Bool
    /// What was odd about the image without making it unreadable.
    public var notes: [String] = []
    /// What orientation detection found (`"orientation": "detect"`), nil when not asked.
    public var orientation: DetectedOrientation? = nil
    /// The barcodes ZBar decoded on the upright image the recognizer saw; nil when the
    /// image was not scanned (no barcode field asked for it, or it did not decode).
    public var barcodes: [DecodedBarcode]? = nil
    /// The text exactly as the engine printed it (Tesseract's blank lines between
    /// blocks, a plain-text output's bytes), when it gave one and the harness did not
    /// drop or reorder lines; nil: the lines joined. Normalization happens in scoring.
    public var printedText: String? = nil
    /// The image's fingerprint: its decoded pixels' digest, or its file's when it did not
    /// decode; nil when unknown (no image was opened, or a cached report from before
    /// fingerprints were kept).
    public var image: ImageFingerprint? = nil
    /// Where the worker put the report's preview of the pixels it recognized, in the run's
    /// temporary preview store; nil when it made none. Never cached or recorded.
    public var preview: PreviewLocation? = nil

    /// A report of these parts.
    public init(outcome: Outcome, message: String? = nil, lines: [LineRecord] = [],
                width: Int? = nil, height: Int? = nil, seconds: Double = 0, backendUnavailable: Bool = false) {
        self.outcome = outcome
        self.message = message
        self.lines = lines
        self.width = width
        self.height = height
        self.seconds = seconds
        self.backendUnavailable = backendUnavailable
    }

    private enum CodingKeys: String, CodingKey {
        case outcome, message, lines, width, height, seconds, backendUnavailable, notes, orientation, barcodes
        case printedText, image, preview
    }

    /// Decodes a report; `lines` may be missing (read apart by the run's `TrailingLinesJSON`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(outcome: try c.decode(Outcome.self, forKey: .outcome),
                  message: try c.decodeIfPresent(String.self, forKey: .message),
                  lines: try c.decodeIfPresent([LineRecord].self, forKey: .lines) ?? [],
                  width: try c.decodeIfPresent(Int.self, forKey: .width), height: try c.decodeIfPresent(Int.self, forKey: .height),
                  seconds: try c.decode(Double.self, forKey: .seconds),
                  backendUnavailable: try c.decode(Bool.self, forKey: .backendUnavailable))
        notes = try c.decode([String].self, forKey: .notes)
        orientation = try c.decodeIfPresent(DetectedOrientation.self, forKey: .orientation)
        barcodes = try c.decodeIfPresent([DecodedBarcode].self, forKey: .barcodes)
        printedText = try c.decodeIfPresent(String.self, forKey: .printedText)
        image = try c.decodeIfPresent(ImageFingerprint.self, forKey: .image)
        preview = try c.decodeIfPresent(PreviewLocation.self, forKey: .preview)
    }

    /// Encodes every field, `lines` unless the encoder's `LineRecord.omittedFromEncoding`
    /// is true; nil fields are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(outcome, forKey: .outcome)
        try c.encodeIfPresent(message, forKey: .message)
        if encoder.userInfo[LineRecord.omittedFromEncoding] as? Bool != true { try c.encode(lines, forKey: .lines) }
        try c.encodeIfPresent(width, forKey: .width); try c.encodeIfPresent(height, forKey: .height)
        try c.encode(seconds, forKey: .seconds); try c.encode(backendUnavailable, forKey: .backendUnavailable)
        try c.encode(notes, forKey: .notes)
        try c.encodeIfPresent(orientation, forKey: .orientation); try c.encodeIfPresent(barcodes, forKey: .barcodes)
        try c.encodeIfPresent(printedText, forKey: .printedText); try c.encodeIfPresent(image, forKey: .image)
        try c.encodeIfPresent(preview, forKey: .preview)
    }

    /// The recognition a journal result holds, to score it again (the truth changed);
    /// nil when the result was not a recognition worth keeping (error, timeout, crash).
    public init?(recorded result: SampleResult) {
        guard [.text, .empty, .unreadable].contains(result.outcome) else { return nil }
        self.init(outcome: result.outcome, message: result.message,
                  lines: result.lines.map { line in
                      var plain = line
                      plain.correct = nil
                      return plain
                  },
                  width: result.imageWidth, height: result.imageHeight, seconds: result.durationSeconds)
        notes = result.notes
        orientation = result.orientation
        barcodes = result.barcodes
        // The stored hypothesis is the engine's text as printed (an older run's, normalized:
        // normalizing it again changes nothing).
        if result.outcome == .text { printedText = result.hypothesis }
        image = result.fingerprints?.image
    }

    /// The transcript: the engine's printed text, else the line texts joined by line breaks.
    public var text: String { printedText ?? lines.map(\.text).joined(separator: "\n") }

    /// Mean line confidence over the lines that report one.
    public var meanConfidence: Double? {
        let values = lines.compactMap(\.confidence)
        return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }

    /// Whether the result describes the image and engine alone (and so may be cached),
    /// rather than a passing failure of the harness or the engine.
    public var isCacheable: Bool { [.text, .empty, .unreadable].contains(outcome) }
}
