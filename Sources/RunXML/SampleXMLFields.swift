import Scoring
import ReportFiles

/// How each field of a `SampleResult` appears in run.xml's `<sample>`: one description
/// that `RunXMLWriter` writes from and `RunXMLParser` reads by, so a new figure is added
/// in about three places (the result, the scorer that computes it, a line here; and
/// run.xsd), not in a writer and a reader kept in step by hand.
///
/// Attributes come in this order, then the child elements in theirs.
package enum SampleXMLFields {
    /// An attribute of `<sample>`.
    struct Attribute: Sendable {
        let name: String
        /// The attribute's text, or nil to leave it out.
        let write: @Sendable (SampleResult) -> String?
        /// Reads the attribute (absent or not) from the parser's current element.
        let read: @Sendable (inout SampleResult, RunXMLParser) throws -> Void
    }

    /// A child element of `<sample>`.
    struct Element: Sendable {
        let name: String
        /// The element's XML, indented, ending with a line break; "" to leave it out.
        let write: @Sendable (SampleResult) -> String
        /// Reads the element, the parser positioned on its start tag (`empty`: `<x/>`).
        let read: @Sendable (inout SampleResult, inout RunXMLParser, _ empty: Bool) throws -> Void
    }

    /// A result with nothing read yet, to read into.
    static let blank = SampleResult(suite: "", id: "", profile: "", image: "", expected: .text, outcome: .text,
                                    passed: false, reference: "", hypothesis: "",
                                    characters: EditCounts(), words: EditCounts())

    static let attributes: [Attribute] = [
        string("suite", \.suite), string("id", \.id), string("profile", \.profile), string("image", \.image),
        outcome("expected", \.expected), outcome("outcome", \.outcome),
        Attribute(name: "passed", write: { bool($0.passed) }, read: { $0.passed = try $1.bool("passed") ?? false }),
        Attribute(name: "message", write: { $0.message }, read: { $0.message = $1.attributes["message"] }),
        // Derived from the counts (recomputed when read): for people and XPath.
        Attribute(name: "cer", write: { ReportNumber.rate($0.cer) }, read: { _, _ in }),
        Attribute(name: "wer", write: { ReportNumber.rate($0.wer) }, read: { _, _ in }),
        Attribute(name: "maxCER", write: { ReportNumber.finite($0.maxCER).map { ReportNumber.rate(max(0, $0)) } },
                  read: { $0.maxCER = try $1.double("maxCER") }),
        Attribute(name: "durationSeconds", write: { ReportNumber.seconds($0.durationSeconds) },
                  read: { $0.durationSeconds = try $1.double("durationSeconds") ?? 0 }),
        Attribute(name: "scoringSeconds", write: { ReportNumber.finite($0.scoringSeconds).map(ReportNumber.seconds) },
                  read: { $0.scoringSeconds = try $1.double("scoringSeconds") }),
        Attribute(name: "meanConfidence", write: { ReportNumber.finite($0.meanConfidence).map(ReportNumber.confidence) },
                  read: { $0.meanConfidence = try $1.double("meanConfidence") }),
        count("imageWidth", \.imageWidth), count("imageHeight", \.imageHeight),
        flag("knownIssue", \.knownIssue), flag("draft", \.draft), flag("scored", \.scored),
        flag("fromCache", \.fromCache),
        // The sidecar's languages, when they reached the engine: "deu+fra", as Tesseract writes them.
        Attribute(name: "languages", write: { $0.languages?.joined(separator: "+") },
                  read: { $0.languages = $1.attributes["languages"].map { $0.split(separator: "+").map(String.init) } }),
    ]

    static let elements: [Element] = [
        counts("characters", \.characters), counts("words", \.words),
        Element(name: "isri", write: { $0.isri.map { "      " + RunXMLWriter.isri($0) + "\n" } ?? "" },
                read: { result, parser, empty in
                    result.isri = try parser.isriCounts()
                    try parser.skip("isri", empty: empty)
                }),
        list("failures", "failure", \.failures), list("tags", "tag", \.tags),
        list("notes", "note", \.notes, omittedWhenEmpty: true),
        Element(name: "orientationDetected", write: orientationXML, read: { result, parser, empty in
            result.orientation = DetectedOrientation(
                rotation: try parser.int("rotation"), confidence: try parser.double("confidence") ?? 0,
                script: parser.attributes["script"], turned: try parser.bool("turned") ?? false,
                threshold: try parser.double("threshold") ?? 0,
                foreignScriptFor: parser.attributes["foreignScriptFor"].map { $0.split(separator: "+").map(String.init) })
            try parser.skip("orientationDetected", empty: empty)
        }),
        Element(name: "repeats", write: repeatsXML, read: { result, parser, empty in
            result.repeats = RepeatSpread(repeats: try parser.int("count") ?? 1, cerMin: try parser.double("cerMin") ?? 0,
                                          cerMax: try parser.double("cerMax") ?? 0,
                                          distinctTexts: try parser.int("distinctTexts") ?? 1)
            try parser.skip("repeats", empty: empty)
        }),
        Element(name: "fields", write: fieldsXML, read: { result, parser, empty in
            try parser.children(of: "fields", empty: empty) { parser, name, empty in
                if name == "field" {
                    var field = FieldResult(name: try parser.required("name"), kind: try parser.required("kind"),
                                            passed: try parser.bool("passed") ?? false, reason: try parser.required("reason"))
                    field.entity = try parser.bool("entity") ?? false
                    if let raw = parser.attributes["extraction"] {
                        guard let extraction = EntityExtraction(rawValue: raw) else {
                            throw parser.error("<field> extraction=\"\(raw.prefix(80))\" is not one of "
                                               + EntityExtraction.allCases.map(\.rawValue).joined(separator: ", "))
                        }
                        field.extraction = extraction
                    }
                    result.fields.append(field)
                }
                try parser.skip(name, empty: empty)
            }
        }),
        Element(name: "barcodes", write: barcodesXML, read: { result, parser, empty in
            var barcodes: [DecodedBarcode] = []
            try parser.children(of: "barcodes", empty: empty) { parser, name, empty in
                if name == "barcode" {
                    barcodes.append(DecodedBarcode(symbology: try parser.required("symbology"), value: try parser.required("value"),
                                                   x: try parser.int("x", in: RunXMLLimits.coordinate) ?? 0, y: try parser.int("y", in: RunXMLLimits.coordinate) ?? 0,
                                                   width: try parser.int("width") ?? 0, height: try parser.int("height") ?? 0))
                }
                try parser.skip(name, empty: empty)
            }
            result.barcodes = barcodes
        }),
        Element(name: "confusions", write: confusionsXML, read: { result, parser, empty in
            var confusions: [ConfusionCount] = []
            try parser.children(of: "confusions", empty: empty) { parser, name, empty in
                if name == "confusion" {
                    confusions.append(ConfusionCount(
                        confusion: Confusion(reference: parser.attributes["reference"] ?? "", recognized: parser.attributes["recognized"] ?? ""),
                        count: try parser.int("count") ?? 0))
                }
                try parser.skip(name, empty: empty)
            }
            result.confusions = confusions
        }),
        Element(name: "characterClasses", write: classesXML, read: { result, parser, empty in
            var classes: [ClassAccuracy] = []
            try parser.children(of: "characterClasses", empty: empty) { parser, name, empty in
                if name == "class" {
                    classes.append(ClassAccuracy(name: try parser.required("name"), total: try parser.int("total") ?? 0,
                                                 correct: try parser.int("correct") ?? 0))
                }
                try parser.skip(name, empty: empty)
            }
            result.characterClasses = classes
        }),
        text("reference", \.reference), text("hypothesis", \.hypothesis),
        Element(name: "lines", write: linesXML, read: { result, parser, empty in
            try parser.children(of: "lines", empty: empty) { parser, name, empty in
                guard name == "line" else { return try parser.skip(name, empty: empty) }
                let confidence = try parser.double("confidence")
                let x = try parser.int("x", in: RunXMLLimits.coordinate) ?? 0, y = try parser.int("y", in: RunXMLLimits.coordinate) ?? 0
                let width = try parser.int("width") ?? 0, height = try parser.int("height") ?? 0
                let correct = try parser.bool("correct")
                let text = try parser.text(of: name, empty: empty)
                result.lines.append(LineRecord(text: text, confidence: confidence, x: x, y: y,
                                               width: width, height: height, correct: correct))
            }
        }),
        Element(name: "layers", write: layersXML, read: { result, parser, empty in
            var layers = [String: EditCounts]()
            try parser.children(of: "layers", empty: empty) { parser, name, empty in
                layers[name] = try parser.counts()
                try parser.skip(name, empty: empty)
            }
            guard let whitespace = layers["ignoringWhitespace"], let cased = layers["ignoringWhitespaceAndCase"],
                  let punctuation = layers["ignoringWhitespaceCaseAndPunctuation"] else {
                throw parser.error("<layers> needs <ignoringWhitespace>, <ignoringWhitespaceAndCase> and "
                                   + "<ignoringWhitespaceCaseAndPunctuation>")
            }
            result.layers = ErrorLayers(ignoringWhitespace: whitespace, ignoringWhitespaceAndCase: cased,
                                        ignoringWhitespaceCaseAndPunctuation: punctuation)
        }),
        Element(name: "orderIndependent", write: orderIndependentXML, read: { result, parser, empty in
            result.orderIndependent = OrderIndependentScores(
                bagOfWordsDifference: try parser.int("bagOfWordsDifference") ?? 0,
                bagOfWordsTotal: try parser.int("bagOfWordsTotal") ?? 0,
                flexibleCharacterAccuracy: try parser.double("flexibleCharacterAccuracy"))
            try parser.skip("orderIndependent", empty: empty)
        }),
        Element(name: "lineDetection", write: lineDetectionXML, read: { result, parser, empty in
            let recognized = try parser.int("recognizedLines") ?? 0
            let concordant = try parser.int("concordantPairs") ?? 0, pairs = try parser.int("pairs") ?? 0
            var lines: [LineDetection.Line] = []
            try parser.children(of: "lineDetection", empty: empty) { parser, name, empty in
                guard name == "truthLine" else { return try parser.skip(name, empty: empty) }
                let x = try parser.int("x", in: RunXMLLimits.coordinate) ?? 0, y = try parser.int("y", in: RunXMLLimits.coordinate) ?? 0
                let width = try parser.int("width") ?? 0, height = try parser.int("height") ?? 0
                let match = try parser.int("match"), overlap = try parser.double("overlap") ?? 0
                let counts = try parser.counts()
                let text = try parser.text(of: name, empty: empty)
                lines.append(LineDetection.Line(truth: TruthLine(text: text, x: x, y: y, width: width, height: height),
                                                match: match, overlap: overlap, characters: counts))
            }
            result.lineDetection = LineDetection(lines: lines, recognizedLines: recognized,
                                                 concordantPairs: concordant, pairs: pairs)
        }),
        Element(name: "fingerprints", write: fingerprintsXML, read: { result, parser, empty in
            let pixels = try parser.sha256("pixelsSHA256"), file = try parser.sha256("imageFileSHA256")
            if pixels != nil && file != nil {
                throw parser.error("<fingerprints> has both pixelsSHA256 and imageFileSHA256; an image has one or the other")
            }
            result.fingerprints = DataFingerprints(
                image: pixels.map { ImageFingerprint(.pixels, sha256: $0) } ?? file.map { ImageFingerprint(.file, sha256: $0) },
                truthSHA256: try parser.sha256("truthSHA256"), sidecarSHA256: try parser.sha256("sidecarSHA256"))
            try parser.skip("fingerprints", empty: empty)
        }),
    ]

    /// The elements by name, for the reader.
    static let elementsByName = Dictionary(uniqueKeysWithValues: elements.map { ($0.name, $0) })

    // MARK: Kinds of field

    private static func string(_ name: String, _ path: WritableKeyPath<SampleResult, String> & Sendable) -> Attribute {
        Attribute(name: name, write: { $0[keyPath: path] }, read: { $0[keyPath: path] = try $1.required(name) })
    }

    private static func outcome(_ name: String, _ path: WritableKeyPath<SampleResult, Outcome> & Sendable) -> Attribute {
        Attribute(name: name, write: { $0[keyPath: path].rawValue }, read: { $0[keyPath: path] = try $1.outcome(name) })
    }

    private static func count(_ name: String, _ path: WritableKeyPath<SampleResult, Int?> & Sendable) -> Attribute {
        Attribute(name: name, write: { $0[keyPath: path].map { String(max(0, $0)) } }, read: { $0[keyPath: path] = try $1.int(name) })
    }

    /// Written only when true.
    private static func flag(_ name: String, _ path: WritableKeyPath<SampleResult, Bool> & Sendable) -> Attribute {
        Attribute(name: name, write: { $0[keyPath: path] ? "true" : nil }, read: { $0[keyPath: path] = try $1.bool(name) ?? false })
    }

    private static func counts(_ name: String, _ path: WritableKeyPath<SampleResult, EditCounts> & Sendable) -> Element {
        Element(name: name, write: { "      " + RunXMLWriter.counts(name, $0[keyPath: path]) + "\n" },
                read: { result, parser, empty in
                    result[keyPath: path] = try parser.counts()
                    try parser.skip(name, empty: empty)
                })
    }

    private static func list(_ name: String, _ item: String, _ path: WritableKeyPath<SampleResult, [String]> & Sendable,
                             omittedWhenEmpty: Bool = false) -> Element {
        Element(name: name, write: { result in
                    omittedWhenEmpty && result[keyPath: path].isEmpty ? "" : RunXMLWriter.list(name, item, result[keyPath: path])
                },
                read: { result, parser, empty in result[keyPath: path] = try parser.list(name, item: item, empty: empty) })
    }

    private static func text(_ name: String, _ path: WritableKeyPath<SampleResult, String> & Sendable) -> Element {
        Element(name: name, write: { "      <\(name)>\(XMLEscaping.text($0[keyPath: path]))</\(name)>\n" },
                read: { result, parser, empty in result[keyPath: path] = try parser.text(of: name, empty: empty) })
    }

    private static func bool(_ value: Bool) -> String { value ? "true" : "false" }

    private static func attr(_ name: String, _ value: String) -> String {
        " \(name)=\"\(XMLEscaping.attribute(value))\""
    }

    // MARK: Composite elements

    private static func fieldsXML(_ result: SampleResult) -> String {
        if result.fields.isEmpty { return "      <fields/>\n" }
        var xml = "      <fields>\n"
        for field in result.fields {
            xml += "        <field\(attr("name", field.name))\(attr("kind", field.kind))"
            xml += "\(attr("passed", bool(field.passed)))\(attr("reason", field.reason))"
            if field.entity { xml += attr("entity", "true") }
            if let extraction = field.extraction { xml += attr("extraction", extraction.rawValue) }
            xml += "/>\n"
        }
        return xml + "      </fields>\n"
    }

    private static func barcodesXML(_ result: SampleResult) -> String {
        guard let barcodes = result.barcodes else { return "" }
        if barcodes.isEmpty { return "      <barcodes/>\n" }
        var xml = "      <barcodes>\n"
        for barcode in barcodes {
            xml += "        <barcode\(attr("symbology", barcode.symbology))\(attr("value", barcode.value))"
            xml += "\(attr("x", String(barcode.x)))\(attr("y", String(barcode.y)))"
            xml += "\(attr("width", String(max(0, barcode.width))))\(attr("height", String(max(0, barcode.height))))/>\n"
        }
        return xml + "      </barcodes>\n"
    }

    private static func confusionsXML(_ result: SampleResult) -> String {
        guard let confusions = result.confusions else { return "" }
        if confusions.isEmpty { return "      <confusions/>\n" }
        var xml = "      <confusions>\n"
        for item in confusions {
            xml += "        <confusion\(attr("reference", item.confusion.reference))\(attr("recognized", item.confusion.recognized))"
            xml += "\(attr("count", String(item.count)))/>\n"
        }
        return xml + "      </confusions>\n"
    }

    private static func classesXML(_ result: SampleResult) -> String {
        guard let classes = result.characterClasses else { return "" }
        if classes.isEmpty { return "      <characterClasses/>\n" }
        var xml = "      <characterClasses>\n"
        for item in classes {
            xml += "        <class\(attr("name", item.name))\(attr("total", String(item.total)))\(attr("correct", String(item.correct)))/>\n"
        }
        return xml + "      </characterClasses>\n"
    }

    private static func linesXML(_ result: SampleResult) -> String {
        if result.lines.isEmpty { return "      <lines/>\n" }
        var xml = "      <lines>\n"
        // Room for every line at once: grown by doubling, 100,000 lines cost twice their size.
        xml.reserveCapacity(result.lines.reduce(32) { $0 + $1.text.utf8.count + 110 })
        for line in result.lines {
            xml += "        <line"
            if let confidence = ReportNumber.finite(line.confidence) {
                xml += attr("confidence", ReportNumber.confidence(confidence))
            }
            xml += attr("x", String(line.x))
            xml += attr("y", String(line.y))
            xml += attr("width", String(max(0, line.width)))
            xml += attr("height", String(max(0, line.height)))
            if let correct = line.correct { xml += attr("correct", bool(correct)) }
            xml += ">\(XMLEscaping.text(line.text))</line>\n"
        }
        return xml + "      </lines>\n"
    }

    private static func layersXML(_ result: SampleResult) -> String {
        guard let layers = result.layers else { return "" }
        return "      <layers>\n"
            + "        " + RunXMLWriter.counts("ignoringWhitespace", layers.ignoringWhitespace) + "\n"
            + "        " + RunXMLWriter.counts("ignoringWhitespaceAndCase", layers.ignoringWhitespaceAndCase) + "\n"
            + "        " + RunXMLWriter.counts("ignoringWhitespaceCaseAndPunctuation", layers.ignoringWhitespaceCaseAndPunctuation) + "\n"
            + "      </layers>\n"
    }

    private static func orientationXML(_ result: SampleResult) -> String {
        guard let detected = result.orientation else { return "" }
        var xml = "      <orientationDetected"
        if let rotation = detected.rotation { xml += attr("rotation", String(rotation)) }
        xml += attr("confidence", ReportNumber.fixed(ReportNumber.finite(detected.confidence), decimals: 2))
        if let script = detected.script { xml += attr("script", script) }
        xml += attr("turned", bool(detected.turned))
        xml += attr("threshold", ReportNumber.fixed(ReportNumber.finite(detected.threshold), decimals: 2))
        if let languages = detected.foreignScriptFor { xml += attr("foreignScriptFor", languages.joined(separator: "+")) }
        return xml + "/>\n"
    }

    private static func repeatsXML(_ result: SampleResult) -> String {
        guard let spread = result.repeats else { return "" }
        return "      <repeats" + attr("count", String(max(1, spread.repeats))) + attr("cerMin", ReportNumber.rate(spread.cerMin))
            + attr("cerMax", ReportNumber.rate(spread.cerMax)) + attr("distinctTexts", String(max(1, spread.distinctTexts)))
            + "/>\n"
    }

    private static func lineDetectionXML(_ result: SampleResult) -> String {
        guard let detection = result.lineDetection else { return "" }
        var xml = "      <lineDetection"
            + attr("truthLines", String(detection.lines.count))
            + attr("recognizedLines", String(max(0, detection.recognizedLines)))
            + attr("matched", String(detection.matched))
            + attr("precision", ReportNumber.rate(detection.precision))
            + attr("recall", ReportNumber.rate(detection.recall))
            + attr("f1", ReportNumber.rate(detection.f1))
            + attr("concordantPairs", String(max(0, detection.concordantPairs)))
            + attr("pairs", String(max(0, detection.pairs)))
            + attr("readingOrder", ReportNumber.rate(detection.readingOrder))
        if detection.lines.isEmpty { return xml + "/>\n" }
        xml += ">\n"
        for line in detection.lines {
            let box = line.truth
            xml += "        <truthLine" + attr("x", String(box.x)) + attr("y", String(box.y))
                + attr("width", String(max(0, box.width))) + attr("height", String(max(0, box.height)))
            if let match = line.match { xml += attr("match", String(max(0, match))) }
            xml += attr("overlap", ReportNumber.rate(min(1, max(0, line.overlap))))
                + attr("substitutions", String(max(0, line.characters.substitutions)))
                + attr("deletions", String(max(0, line.characters.deletions)))
                + attr("insertions", String(max(0, line.characters.insertions)))
                + attr("referenceLength", String(max(0, line.characters.referenceLength)))
                + attr("hypothesisLength", String(max(0, line.characters.hypothesisLength)))
                + attr("cer", ReportNumber.rate(max(0, line.characters.rate)))
                + ">\(XMLEscaping.text(box.text))</truthLine>\n"
        }
        return xml + "      </lineDetection>\n"
    }

    /// `<fingerprints>`: present when the run recorded them (an attribute left out: no
    /// such file, or for the image, unknown).
    private static func fingerprintsXML(_ result: SampleResult) -> String {
        guard let prints = result.fingerprints else { return "" }
        var xml = "      <fingerprints"
        if let image = prints.image { xml += attr(image.kind == .pixels ? "pixelsSHA256" : "imageFileSHA256", image.sha256) }
        if let truth = prints.truthSHA256 { xml += attr("truthSHA256", truth) }
        if let sidecar = prints.sidecarSHA256 { xml += attr("sidecarSHA256", sidecar) }
        return xml + "/>\n"
    }

    private static func orderIndependentXML(_ result: SampleResult) -> String {
        guard let scores = result.orderIndependent else { return "" }
        return "      <orderIndependent"
            + attr("bagOfWordsDifference", String(max(0, scores.bagOfWordsDifference)))
            + attr("bagOfWordsTotal", String(max(0, scores.bagOfWordsTotal)))
            + attr("bagOfWordsError", ReportNumber.rate(scores.bagOfWordsError))
            + (scores.flexibleCharacterAccuracy.map { attr("flexibleCharacterAccuracy", ReportNumber.rate($0)) } ?? "")
            + "/>\n"
    }
}
