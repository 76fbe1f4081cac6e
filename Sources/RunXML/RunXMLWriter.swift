import Foundation
import Scoring
import ReportFiles

/// Writes run.xml: the run's metadata, one `<sample>` per (sample, profile) pair, and
/// the per-suite and per-profile sums. The document validates against
/// Reports/schema/run.xsd (version 3, `schemaVersion`; `RunXMLReader` reads versions 1 to 3;
/// docs/run-xml.md describes the document).
///
/// The file is streamed (one string per sample, never one tree for the document) and
/// written atomically: a temporary file in the destination's folder, renamed over the
/// destination when complete. Use `RunXMLStream` to append results as they arrive.
public struct RunXMLWriter: Sendable {
    /// The value of the root element's `version` attribute, matching run.xsd.
    ///
    /// Version 2 added the error layers, the order-independent figures, the
    /// known-issue and draft marks, and per-line correctness; version 3 the confusions
    /// and class accuracy per sample. Optional elements added within a version
    /// (`<barcodes>`, `<repeats>`) do not change it.
    public static let schemaVersion = 3

    /// Writes `run` to `url`, replacing any file there only once the new one is complete.
    ///
    /// - Throws: `ReportsError.cannotWrite` naming `url`.
    public static func write(_ run: RunRecord, gate: GateRecord? = nil, to url: URL) throws(ReportsError) {
        let stream = try RunXMLStream(to: url, metadata: run.metadata)
        var collector = SuiteSummary.Collector()   // one pass: results may be read back from a journal
        for result in run.results {
            try stream.append(result)
            collector.add(result)
        }
        let summaries = collector.summaries
        try stream.finish(suites: summaries.suites, totals: summaries.totals, gate: gate)
    }

    // MARK: Pieces of the document (shared with RunXMLStream)

    /// The XML declaration, the root start tag, metadata, backends and profiles, and
    /// the start of `<samples>`.
    static func header(_ metadata: RunMetadata) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<run\(attr("version", String(schemaVersion)))>\n"
        xml += "  <metadata"
        xml += attr("startedAt", metadata.startedAt)
        xml += attr("finishedAt", metadata.finishedAt)
        xml += attr("host", metadata.host)
        xml += attr("harnessVersion", metadata.harnessVersion)
        if let commit = metadata.harnessCommit { xml += attr("harnessCommit", commit) }
        if let libraries = metadata.libraries { xml += attr("libraries", libraries) }
        xml += attr("corpusPath", metadata.corpusPath)
        if let commit = metadata.corpusCommit { xml += attr("corpusCommit", commit) }
        if let dirty = metadata.corpusDirty { xml += attr("corpusDirty", bool(dirty)) }
        if let label = metadata.label { xml += attr("label", label) }
        xml += attr("normalization", metadata.normalization)
        xml += attr("complete", bool(metadata.complete))
        if let reason = metadata.incompleteReason { xml += attr("incompleteReason", reason) }
        if let shard = metadata.shard { xml += attr("shard", shard) }
        if let count = metadata.corpusSamples { xml += attr("corpusSamples", String(max(0, count))) }
        if let suites = metadata.suites { xml += attr("suites", suites.joined(separator: "\n")) }
        if let corpus = metadata.corpusSHA256 { xml += attr("corpusSHA256", corpus) }
        if let plan = metadata.shardPlan { xml += attr("shardPlan", plan) }
        if let members = metadata.shardMembers { xml += attr("shardMembers", members.sorted().joined(separator: "\n")) }
        if let cache = metadata.cache {
            xml += attr("cachedResults", String(max(0, cache.results)))
            xml += attr("cacheUnverified", String(max(0, cache.unverified)))
        }
        xml += "/>\n"
        if metadata.backends.isEmpty {
            xml += "  <backends/>\n"
        } else {
            xml += "  <backends>\n"
            for backend in metadata.backends {
                xml += "    <backend\(attr("name", backend.name))\(attr("version", backend.version))/>\n"
            }
            xml += "  </backends>\n"
        }
        if metadata.profiles.isEmpty {
            xml += "  <profiles/>\n"
        } else {
            xml += "  <profiles>\n"
            for profile in metadata.profiles {
                let start = "    <profile\(attr("name", profile.name))\(attr("backend", profile.backend))"
                if profile.settings.isEmpty {
                    xml += start + "/>\n"
                    continue
                }
                xml += start + ">\n"
                for setting in profile.settings {
                    xml += "      <setting\(attr("key", setting.key))\(attr("value", setting.value))/>\n"
                }
                xml += "    </profile>\n"
            }
            xml += "  </profiles>\n"
        }
        xml += "  <samples>\n"
        return xml
    }

    /// One `<sample>` element, indented, ending with a line break: the fields in the
    /// order and form `SampleXMLFields` describes.
    static func sample(_ result: SampleResult) -> String {
        var xml = ""
        sample(result) { xml += $0 }
        return xml
    }

    /// The same `<sample>` element, handed to `write` a piece at a time (the start tag,
    /// each element, the end tag), so that a sample with megabytes of text is never held
    /// whole a second time.
    static func sample<Failure: Error>(_ result: SampleResult, _ write: (String) throws(Failure) -> Void) throws(Failure) {
        var start = "    <sample"
        for attribute in SampleXMLFields.attributes {
            if let value = attribute.write(result) { start += attr(attribute.name, value) }
        }
        try write(start + ">\n")
        for element in SampleXMLFields.elements { try write(element.write(result)) }
        try write("    </sample>\n")
    }

    /// The end of `<samples>`, the `<summaries>` element (documents' figures included), the
    /// field accuracy table, the gate, and the end of the document.
    static func footer(suites: [SuiteSummary], totals: [SuiteSummary], documents: [SuiteSummary] = [],
                       gate: GateRecord? = nil, fields: [FieldAccuracy] = []) -> String {
        var xml = "  </samples>\n"
        if suites.isEmpty && totals.isEmpty {
            xml += "  <summaries/>\n"
        } else {
            xml += "  <summaries>\n"
            for summary in suites { xml += self.summary("suite", summary) }
            for summary in totals { xml += self.summary("total", summary) }
            // A document's figures over its pages (`samples` counts its pages).
            for summary in documents { xml += self.summary("document", summary) }
            xml += "  </summaries>\n"
        }
        xml += FieldAccuracyXML.xml(fields)
        if let gate { xml += gate.xml() }
        return xml + "</run>\n"
    }

    private static func summary(_ element: String, _ summary: SuiteSummary) -> String {
        var xml = "    <\(element)"
        if element == "suite" { xml += attr("suite", summary.suite ?? "") }
        if element == "document" { xml += attr("document", summary.suite ?? "") }
        xml += attr("profile", summary.profile)
        xml += attr("samples", String(summary.samples))
        xml += attr("passed", String(summary.passed))
        xml += attr("failed", String(summary.failed))
        if summary.scored > 0 { xml += attr("scored", String(summary.scored)) }
        if summary.knownIssues > 0 { xml += attr("knownIssues", String(summary.knownIssues)) }
        if summary.drafts > 0 { xml += attr("drafts", String(summary.drafts)) }
        xml += attr("microCER", ReportNumber.rate(summary.microCER))
        xml += attr("macroCER", ReportNumber.rate(summary.macroCER))
        xml += attr("microWER", ReportNumber.rate(summary.microWER))
        xml += attr("macroWER", ReportNumber.rate(summary.macroWER))
        xml += attr("durationSeconds", ReportNumber.seconds(summary.durationSeconds))
        xml += ">\n"
        xml += lineTotals(summary.lines)
        xml += "      " + counts("characters", summary.characters) + "\n"
        xml += "      " + counts("words", summary.words) + "\n"
        if summary.drafts > 0 {
            xml += "      " + counts("draftCharacters", summary.draftCharacters) + "\n"
            xml += "      " + counts("draftWords", summary.draftWords) + "\n"
        }
        if summary.figured > summary.isriMissing {
            xml += "      " + isri(summary.isri, missing: summary.isriMissing) + "\n"
        }
        xml += "    </\(element)>\n"
        return xml
    }

    /// `<lineDetection>` of a summary, when any of its samples has line detection.
    static func lineTotals(_ lines: LineDetectionTotals) -> String {
        guard lines.samples > 0 else { return "" }
        return "      <lineDetection" + attr("samples", String(lines.samples)) + attr("truthLines", String(lines.truthLines))
            + attr("recognizedLines", String(lines.recognizedLines)) + attr("matched", String(lines.matched))
            + attr("precision", ReportNumber.rate(lines.precision)) + attr("recall", ReportNumber.rate(lines.recall))
            + attr("f1", ReportNumber.rate(lines.f1)) + attr("concordantPairs", String(lines.concordantPairs))
            + attr("pairs", String(lines.pairs)) + attr("readingOrder", ReportNumber.rate(lines.readingOrder)) + "/>\n"
    }

    /// `<isri characters characterErrors rejectCharacters words wordErrors characterAccuracy?
    /// wordAccuracy? missing?/>`: ocreval's counts and accuracies (`missing`: figured
    /// samples of a summary without them).
    static func isri(_ counts: ISRICounts, missing: Int = 0) -> String {
        var xml = "<isri" + attr("characters", String(counts.characters)) + attr("characterErrors", String(counts.characterErrors))
            + attr("rejectCharacters", String(counts.rejectCharacters))
            + attr("words", String(counts.words)) + attr("wordErrors", String(counts.wordErrors))
        if let accuracy = counts.characterAccuracy { xml += attr("characterAccuracy", ReportNumber.signedRate(accuracy)) }
        if let accuracy = counts.wordAccuracy { xml += attr("wordAccuracy", ReportNumber.rate(accuracy)) }
        if missing > 0 { xml += attr("missing", String(missing)) }
        return xml + "/>"
    }

    static func counts(_ element: String, _ counts: EditCounts) -> String {
        "<\(element)"
            + attr("substitutions", String(max(0, counts.substitutions)))
            + attr("deletions", String(max(0, counts.deletions)))
            + attr("insertions", String(max(0, counts.insertions)))
            + attr("referenceLength", String(max(0, counts.referenceLength)))
            + attr("hypothesisLength", String(max(0, counts.hypothesisLength)))
            + attr("rate", ReportNumber.rate(max(0, counts.rate)))
            + "/>"
    }

    static func list(_ element: String, _ item: String, _ values: [String]) -> String {
        if values.isEmpty { return "      <\(element)/>\n" }
        var xml = "      <\(element)>\n"
        for value in values { xml += "        <\(item)>\(XMLEscaping.text(value))</\(item)>\n" }
        return xml + "      </\(element)>\n"
    }

    private static func attr(_ name: String, _ value: String) -> String {
        " \(name)=\"\(XMLEscaping.attribute(value))\""
    }

    private static func bool(_ value: Bool) -> String { value ? "true" : "false" }
}
