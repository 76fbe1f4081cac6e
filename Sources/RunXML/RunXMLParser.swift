import Scoring
import XMLReading
import ReportFiles

/// The recursive-descent reading of run.xml over a streaming `XMLStreamReader`:
/// each method consumes one element, start to end. Unknown elements are skipped so
/// that a later minor addition does not break an older reader; missing required
/// attributes and malformed numbers are errors naming the file and line.
package struct RunXMLParser {
    private let xml: XMLStreamReader
    private(set) var attributes = XMLAttributes()
    private var element = ""
    private var elementLine = 0

    init(xml: XMLStreamReader) { self.xml = xml }

    /// Reads the whole document.
    /// With `eachSample`, samples are handed to it one at a time and not kept.
    mutating func document(eachSample: ((SampleResult) throws -> Void)? = nil) throws -> RunXMLDocument {
        guard let (name, empty) = try firstElement() else {
            throw error("the file holds no element; expected a <run> document")
        }
        guard name == "run" else {
            throw attributeError("the root element is <\(name)>, expected <run>: this is not an ocrgauge run.xml")
        }
        let versionText = try required("version")
        guard let version = Int(versionText), RunXMLReader.supportedVersions.contains(version) else {
            throw attributeError("unsupported run.xml schema version \"\(versionText)\"; this ocrgauge reads versions "
                        + "\(RunXMLReader.supportedVersions.lowerBound) to \(RunXMLReader.supportedVersions.upperBound)")
        }
        var metadata: RunMetadata?
        var backends: [BackendRecord] = []
        var profiles: [ProfileRecord] = []
        var results: [SampleResult] = []
        var suites: [SuiteSummary] = []
        var totals: [SuiteSummary] = []
        var gate: GateRecord?
        var fields: [FieldAccuracy] = []
        var seen = Set<String>()
        try children(of: "run", empty: empty) { parser, name, empty in
            switch name {
            case "metadata":
                metadata = try parser.metadata()
                try parser.skip(name, empty: empty)
            case "backends":
                try parser.children(of: name, empty: empty) { parser, name, empty in
                    guard name == "backend" else { return try parser.skip(name, empty: empty) }
                    backends.append(BackendRecord(name: try parser.required("name"), version: try parser.required("version")))
                    try parser.skip(name, empty: empty)
                }
            case "profiles":
                try parser.children(of: name, empty: empty) { parser, name, empty in
                    guard name == "profile" else { return try parser.skip(name, empty: empty) }
                    profiles.append(try parser.profile(empty: empty))
                }
            case "samples":
                try parser.children(of: name, empty: empty) { parser, name, empty in
                    guard name == "sample" else { return try parser.skip(name, empty: empty) }
                    let sample = try parser.sample(empty: empty)
                    // Each (sample, profile) once: a second copy would silently win.
                    let key = "\(sample.suite)/\(sample.id)\u{0}\(sample.profile)"
                    guard seen.insert(key).inserted else {
                        throw parser.error("the sample \(sample.suite)/\(sample.id) (\(sample.profile)) appears twice")
                    }
                    guard seen.count <= RunXMLLimits.maxSamples else {
                        throw parser.error("more than \(RunXMLLimits.maxSamples) samples")
                    }
                    if let eachSample { try eachSample(sample) } else { results.append(sample) }
                }
            case "summaries":
                try parser.children(of: name, empty: empty) { parser, name, empty in
                    switch name {
                    case "suite": suites.append(try parser.summary(suite: try parser.required("suite"), empty: empty))
                    case "total": totals.append(try parser.summary(suite: nil, empty: empty))
                    default: try parser.skip(name, empty: empty)
                    }
                }
            case "fieldAccuracy":
                fields = try parser.fieldAccuracy(empty: empty)
            case "gate":
                gate = try parser.gate(empty: empty)
            default:
                try parser.skip(name, empty: empty)
            }
        }
        while let node = try xml.next() {
            if case .start(let name, _) = node { throw error("unexpected <\(name)> after </run>") }
        }
        guard var metadata else { throw error("<run> has no <metadata> element") }
        metadata.backends = backends
        metadata.profiles = profiles
        return RunXMLDocument(schemaVersion: version, run: RunRecord(metadata: metadata, results: results),
                              suites: suites, totals: totals, gate: gate, fields: fields)
    }

    // MARK: Elements

    private mutating func metadata() throws -> RunMetadata {
        if let shard = attributes["shard"] {
            guard let parsed = ShardName(shard), parsed.count <= RunXMLLimits.maxShards else {
                throw attributeError("<metadata> shard=\"\(shard)\" is not a shard I/N with 1 ≤ I ≤ N ≤ \(RunXMLLimits.maxShards)")
            }
        }
        var metadata = RunMetadata(startedAt: try required("startedAt"), finishedAt: try required("finishedAt"),
                    host: try required("host"), harnessVersion: try required("harnessVersion"),
                    corpusPath: try required("corpusPath"), corpusCommit: attributes["corpusCommit"],
                    normalization: try required("normalization"), backends: [], profiles: [],
                    complete: try bool("complete") ?? true, incompleteReason: attributes["incompleteReason"],
                    shard: attributes["shard"], corpusSamples: try int("corpusSamples"),
                    suites: attributes["suites"].map { $0.split(separator: "\n").map(String.init) },
                    harnessCommit: attributes["harnessCommit"], libraries: attributes["libraries"])
        metadata.corpusSHA256 = try sha256("corpusSHA256")
        metadata.corpusDirty = try bool("corpusDirty")
        metadata.label = attributes["label"]
        if let plan = attributes["shardPlan"] {
            guard plan.hasPrefix("balanced:"), plan.count == 25, plan.dropFirst(9).allSatisfy(\.isHexDigit) else {
                throw attributeError("<metadata> shardPlan=\"\(plan)\" is not balanced:<16 hex digits>")
            }
            metadata.shardPlan = plan
        }
        metadata.shardMembers = attributes["shardMembers"].map { Set($0.split(separator: "\n").map(String.init)) }
        if let results = try int("cachedResults") {
            metadata.cache = CacheUse(results: results, unverified: try int("cacheUnverified") ?? 0)
        }
        return metadata
    }

    private mutating func gate(empty: Bool) throws -> GateRecord {
        var record = GateRecord(verdict: try required("verdict"), baseline: try required("baseline"),
                                tolerancePercentagePoints: try double("tolerance") ?? 0, compared: try int("compared") ?? 0,
                                failures: try int("failures") ?? 0, notRun: try int("notRun") ?? 0,
                                improvements: try int("improvements") ?? 0, failingInBoth: try int("failingInBoth") ?? 0,
                                added: try int("added") ?? 0, removed: try int("removed") ?? 0,
                                outsideSelection: try int("outsideSelection") ?? 0, warnings: [], findings: [])
        record.rule = attributes["rule"] ?? "tolerance"
        record.dataChanges = try int("dataChanges") ?? 0
        try children(of: "gate", empty: empty) { parser, name, empty in
            switch name {
            case "change":
                let interval = ChangeInterval(change: try parser.double("change") ?? 0, lower: try parser.double("lower") ?? 0,
                                              upper: try parser.double("upper") ?? 0,
                                              confidence: try parser.double("confidence") ?? 0,
                                              resamples: try parser.int("resamples") ?? 0)
                record.changes.append(GateRecord.Change(
                    suite: parser.attributes["suite"], profile: try parser.required("profile"),
                    samples: try parser.int("samples") ?? 0, before: try parser.double("before") ?? 0,
                    after: try parser.double("after") ?? 0, interval: interval,
                    signTestP: try parser.double("signTestP") ?? 1, wilcoxonP: try parser.double("wilcoxonP") ?? 1))
                if let werChange = try parser.double("werChange") {
                    record.changes[record.changes.count - 1].werInterval = ChangeInterval(
                        change: werChange, lower: try parser.double("werLower") ?? 0, upper: try parser.double("werUpper") ?? 0,
                        confidence: interval.confidence, resamples: interval.resamples)
                }
                try parser.skip(name, empty: empty)
            case "warning":
                record.warnings.append(try parser.text(of: name, empty: empty))
            case "finding":
                let kind = try parser.required("kind"), suite = try parser.required("suite"), id = parser.attributes["id"]
                let profile = try parser.required("profile"), fails = try parser.bool("failsGate") ?? false
                let field = parser.attributes["field"]
                record.findings.append(GateRecord.Finding(kind: kind, suite: suite, id: id, profile: profile, failsGate: fails,
                                                          message: try parser.text(of: name, empty: empty)))
                record.findings[record.findings.count - 1].field = field
            case "fieldChange":
                record.fieldChanges.append(try parser.fieldChange())
                try parser.skip(name, empty: empty)
            default:
                try parser.skip(name, empty: empty)
            }
        }
        return record
    }

    /// One `<fieldChange>` of `<gate>`.
    private func fieldChange() throws -> FieldChange {
        let checks = try int("checks") ?? 0
        let passedBefore = try int("passedBefore") ?? 0, passedAfter = try int("passedAfter") ?? 0
        guard passedBefore <= checks, passedAfter <= checks else {
            throw attributeError("<fieldChange> passes more checks than it has: \(passedBefore) and \(passedAfter) of \(checks)")
        }
        let interval = ChangeInterval(change: try double("change") ?? 0, lower: try double("lower") ?? 0,
                                      upper: try double("upper") ?? 0, confidence: try double("confidence") ?? 0,
                                      resamples: try int("resamples") ?? 0)
        return FieldChange(field: try required("field"), profile: try required("profile"), checks: checks,
                           passedBefore: passedBefore, passedAfter: passedAfter, interval: interval)
    }

    private mutating func profile(empty: Bool) throws -> ProfileRecord {
        var profile = ProfileRecord(name: try required("name"), backend: try required("backend"), settings: [])
        try children(of: "profile", empty: empty) { parser, name, empty in
            if name == "setting" {
                profile.settings.append(.init(key: try parser.required("key"), value: try parser.required("value")))
            }
            try parser.skip(name, empty: empty)
        }
        return profile
    }

    /// One `<sample>`, read by the description of its fields (`SampleXMLFields`).
    private mutating func sample(empty: Bool) throws -> SampleResult {
        var result = SampleXMLFields.blank
        for attribute in SampleXMLFields.attributes { try attribute.read(&result, self) }
        try children(of: "sample", empty: empty) { parser, name, empty in
            guard let element = SampleXMLFields.elementsByName[name] else { return try parser.skip(name, empty: empty) }
            try element.read(&result, &parser, empty)
        }
        return result
    }

    private mutating func summary(suite: String?, empty: Bool) throws -> SuiteSummary {
        var summary = SuiteSummary(suite: suite, profile: try required("profile"), results: [])
        summary.samples = try int("samples") ?? 0
        summary.passed = try int("passed") ?? 0
        summary.scored = try int("scored") ?? 0
        summary.knownIssues = try int("knownIssues") ?? 0
        summary.drafts = try int("drafts") ?? 0
        summary.macroCER = try double("macroCER") ?? 0
        summary.macroWER = try double("macroWER") ?? 0
        summary.durationSeconds = try double("durationSeconds") ?? 0
        try children(of: element, empty: empty) { parser, name, empty in
            switch name {
            case "characters": summary.characters = try parser.counts()
            case "words": summary.words = try parser.counts()
            case "draftCharacters": summary.draftCharacters = try parser.counts()
            case "draftWords": summary.draftWords = try parser.counts()
            case "isri":
                summary.isri = try parser.isriCounts()
                summary.isriMissing = try parser.int("missing") ?? 0
            case "lineDetection":
                summary.lines = LineDetectionTotals(
                    samples: try parser.int("samples") ?? 0, truthLines: try parser.int("truthLines") ?? 0,
                    recognizedLines: try parser.int("recognizedLines") ?? 0, matched: try parser.int("matched") ?? 0,
                    concordantPairs: try parser.int("concordantPairs") ?? 0, pairs: try parser.int("pairs") ?? 0)
            default: break
            }
            try parser.skip(name, empty: empty)
        }
        return summary
    }

    /// ISRI counts (`<isri>`), each a whole number from 0; errors may exceed the
    /// characters (an answer of more errors than the truth has characters), never the
    /// words.
    func isriCounts() throws -> ISRICounts {
        let counts = ISRICounts(characters: try int("characters") ?? 0, characterErrors: try int("characterErrors") ?? 0,
                                rejectCharacters: try int("rejectCharacters") ?? 0,
                                words: try int("words") ?? 0, wordErrors: try int("wordErrors") ?? 0)
        guard [counts.characters, counts.characterErrors, counts.rejectCharacters, counts.words, counts.wordErrors].allSatisfy({ $0 >= 0 }),
              counts.wordErrors <= counts.words else {
            throw attributeError("<isri> counts must be whole numbers from 0, word errors at most the words")
        }
        return counts
    }

    /// Edit counts that an alignment could have given: substitutions and deletions
    /// within the reference, substitutions and insertions within the hypothesis.
    func counts() throws -> EditCounts {
        let counts = EditCounts(substitutions: try int("substitutions") ?? 0, deletions: try int("deletions") ?? 0,
                                insertions: try int("insertions") ?? 0, referenceLength: try int("referenceLength") ?? 0,
                                hypothesisLength: try int("hypothesisLength") ?? 0)
        guard counts.substitutions + counts.deletions <= counts.referenceLength,
              counts.substitutions + counts.insertions <= counts.hypothesisLength else {
            throw attributeError("<\(element)> counts no alignment gives: \(counts.substitutions) substitutions and "
                                 + "\(counts.deletions) deletions in a reference of \(counts.referenceLength), \(counts.insertions) "
                                 + "insertions in a hypothesis of \(counts.hypothesisLength)")
        }
        return counts
    }

    mutating func list(_ name: String, item: String, empty: Bool) throws -> [String] {
        var values: [String] = []
        try children(of: name, empty: empty) { parser, name, empty in
            if name == item { values.append(try parser.text(of: name, empty: empty)) } else { try parser.skip(name, empty: empty) }
        }
        return values
    }

    // MARK: Walking the stream

    /// Skips to the first element, returning its name; its attributes become current.
    private mutating func firstElement() throws -> (String, Bool)? {
        while let node = try xml.next() {
            switch node {
            case .start(let name, let empty):
                enter(name)
                return (name, empty)
            case .text(let text) where !isBlank(text):
                throw error("text before the root element")
            default:
                continue
            }
        }
        return nil
    }

    /// Calls `body` for each child element of the current element `name`, with that
    /// child's attributes current; `body` must consume the child (or `skip` it).
    mutating func children(of name: String, empty: Bool,
                                   _ body: (inout RunXMLParser, String, Bool) throws -> Void) throws {
        if empty { return }
        while let node = try xml.next() {
            switch node {
            case .start(let child, let childEmpty):
                enter(child)
                try body(&self, child, childEmpty)
            case .end:
                return
            case .text(let text):
                if !isBlank(text) { throw error("unexpected text in <\(name)>") }
            case .other:
                continue
            }
        }
        throw error("the document ends inside <\(name)>")
    }

    /// The text content of the current element `name`, consumed to its end tag.
    mutating func text(of name: String, empty: Bool) throws -> String {
        if empty { return "" }
        var text = ""
        while let node = try xml.next() {
            switch node {
            case .text(let piece): text += piece
            case .end: return text
            case .start(let child, _): throw error("unexpected <\(child)> inside <\(name)>")
            case .other: continue
            }
        }
        throw error("the document ends inside <\(name)>")
    }

    /// Consumes the current element `name` and everything in it.
    mutating func skip(_ name: String, empty: Bool) throws {
        if empty { return }
        var depth = 1
        while let node = try xml.next() {
            switch node {
            case .start(_, let childEmpty): if !childEmpty { depth += 1 }
            case .end: depth -= 1; if depth == 0 { return }
            default: continue
            }
        }
        throw error("the document ends inside <\(name)>")
    }

    private mutating func enter(_ name: String) {
        element = name
        elementLine = xml.line
        attributes = XMLAttributes(pairs: xml.attributes())
    }

    private func isBlank(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
    }

    // MARK: Attributes

    func required(_ name: String) throws -> String {
        guard let value = attributes[name] else { throw attributeError("<\(element)> lacks the attribute \(name)") }
        return value
    }

    func outcome(_ name: String) throws -> Outcome {
        let value = try required(name)
        guard let outcome = Outcome(rawValue: value) else {
            throw attributeError("<\(element)> \(name)=\"\(value)\" is not an outcome (one of "
                        + Outcome.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        return outcome
    }

    func bool(_ name: String) throws -> Bool? {
        guard let value = attributes[name] else { return nil }
        if value == "true" { return true }
        if value == "false" { return false }
        switch value.trimmingWhitespace {
        case "true", "1": return true
        case "false", "0": return false
        default: throw attributeError("<\(element)> \(name)=\"\(value)\" is not a boolean (true or false)")
        }
    }

    /// A whole number within `range` (by default a count: 0 to `RunXMLLimits.maxCount`).
    func int(_ name: String, in range: ClosedRange<Int> = RunXMLLimits.count) throws -> Int? {
        guard let value = attributes[name] else { return nil }
        guard let number = Int(value) ?? Int(value.trimmingWhitespace) else {
            throw attributeError("<\(element)> \(name)=\"\(value)\" is not a whole number"
                                 + (value.contains(where: \.isNumber) ? " (or it is beyond \(RunXMLLimits.maxCount))" : ""))
        }
        guard range.contains(number) else {
            throw attributeError("<\(element)> \(name)=\"\(value)\" is out of range: \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    func double(_ name: String) throws -> Double? {
        guard let value = attributes[name] else { return nil }
        if let number = Double(value), number.isFinite { return number }
        guard let number = Double(value.trimmingWhitespace), number.isFinite else {
            throw attributeError("<\(element)> \(name)=\"\(value)\" is not a finite decimal number")
        }
        return number
    }

    /// A SHA-256 digest: 64 lowercase hex digits.
    func sha256(_ name: String) throws -> String? {
        guard let value = attributes[name] else { return nil }
        guard value.utf8.count == 64, value.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
            throw attributeError("<\(element)> \(name)=\"\(value.prefix(80))\" is not a SHA-256 (64 lowercase hex digits)")
        }
        return value
    }

    /// An error at the current node's line.
    func error(_ reason: String) -> ReportsError {
        .invalidReport(path: xml.path, line: xml.line, reason: reason)
    }

    /// An error about the current element's attributes, at its start tag's line.
    private func attributeError(_ reason: String) -> ReportsError {
        .invalidReport(path: xml.path, line: elementLine, reason: reason)
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks (XSD's
    /// whitespace collapse for numbers and booleans).
    fileprivate var trimmingWhitespace: String {
        var view = Substring(self)
        while let first = view.first, first == " " || first == "\n" || first == "\t" || first == "\r" { view.removeFirst() }
        while let last = view.last, last == " " || last == "\n" || last == "\t" || last == "\r" { view.removeLast() }
        return String(view)
    }
}
