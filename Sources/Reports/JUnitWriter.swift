import Foundation
import Scoring

/// Writes junit.xml, the format CI systems read (GitHub Actions test reporters, GitLab
/// `artifacts:reports:junit`, Jenkins `junit`).
///
/// Layout: a `<testsuites>` root with the totals; one `<testsuite name="profile/suite">`
/// per profile and suite (tests, failures, errors="0", skipped="0", time, timestamp,
/// hostname, and the profile's backend and settings as properties); one
/// `<testcase classname="suite" name="id">` per sample with its time; and for each
/// failed sample a `<failure message="one-line reason" type="outcome">` whose body
/// lists every reason, the figures, and the reference and hypothesis texts.
/// The file is written atomically (temporary file beside it, then renamed).
public struct JUnitWriter {
    /// Writes the junit.xml for `run` to `url`.
    ///
    /// - Throws: `ReportsError.cannotWrite` naming `url`.
    public static func write(_ run: RunRecord, to url: URL) throws {
        let file = try AtomicFile(destination: url)
        let summaries = SuiteSummary.summaries(of: run.results)
        var groups: [GroupKey: [SampleResult]] = [:]
        for result in run.results {
            groups[GroupKey(profile: result.profile, suite: result.suite), default: []].append(result)
        }
        let tests = run.results.count
        let failures = run.results.filter { !$0.passed }.count
        let time = run.results.map { ReportNumber.finite($0.durationSeconds) }.reduce(0, +)
        try file.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        try file.write("<testsuites\(attr("name", "ocrgauge"))\(attr("tests", tests))\(attr("failures", failures))"
            + "\(attr("errors", 0))\(attr("time", seconds(time)))>\n")
        for summary in summaries.suites {
            let suite = summary.suite ?? ""
            let results = groups[GroupKey(profile: summary.profile, suite: suite)] ?? []
            try file.write(testsuite(summary: summary, suite: suite, results: results, metadata: run.metadata))
        }
        try file.write("</testsuites>\n")
        try file.commit()
    }

    /// The one-line reason given in a failed test case's `message` attribute: every
    /// reason the sample failed, joined with "; ", line breaks turned into spaces.
    public static func failureMessage(for result: SampleResult) -> String {
        var reasons = result.failures
        if reasons.isEmpty {
            reasons = result.outcome == result.expected
                ? ["failed (no reason recorded)"]
                : ["outcome \(result.outcome.rawValue), expected \(result.expected.rawValue)"]
        }
        return reasons.joined(separator: "; ")
            .split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    private struct GroupKey: Hashable {
        var profile: String
        var suite: String
    }

    private static func testsuite(summary: SuiteSummary, suite: String, results: [SampleResult],
                                  metadata: RunMetadata) -> String {
        var xml = "  <testsuite"
        xml += attr("name", "\(summary.profile)/\(suite)")
        xml += attr("tests", summary.samples)
        xml += attr("failures", summary.failed)
        xml += attr("errors", 0)
        xml += attr("skipped", 0)
        xml += attr("time", seconds(summary.durationSeconds))
        xml += attr("timestamp", metadata.startedAt)
        xml += attr("hostname", metadata.host)
        xml += ">\n"
        var properties: [(String, String)] = [("profile", summary.profile), ("suite", suite),
                                              ("microCER", ReportNumber.rate(summary.microCER)),
                                              ("macroCER", ReportNumber.rate(summary.macroCER)),
                                              ("microWER", ReportNumber.rate(summary.microWER)),
                                              ("macroWER", ReportNumber.rate(summary.macroWER))]
        if let profile = metadata.profiles.first(where: { $0.name == summary.profile }) {
            properties.append(("backend", profile.backend))
            for setting in profile.settings { properties.append(("setting.\(setting.key)", setting.value)) }
        }
        xml += "    <properties>\n"
        for (name, value) in properties {
            xml += "      <property\(attr("name", name))\(attr("value", value))/>\n"
        }
        xml += "    </properties>\n"
        for result in results { xml += testcase(result) }
        xml += "  </testsuite>\n"
        return xml
    }

    private static func testcase(_ result: SampleResult) -> String {
        let start = "    <testcase\(attr("classname", result.suite))\(attr("name", result.id))"
            + "\(attr("time", seconds(result.durationSeconds)))"
        if result.passed { return start + "/>\n" }
        var body = ""
        for failure in result.failures { body += "- \(failure)\n" }
        body += "outcome: \(result.outcome.rawValue) (expected \(result.expected.rawValue))\n"
        if let message = result.message { body += "message: \(message)\n" }
        body += "CER \(ReportNumber.rate(result.cer)) (\(result.characters.edits)/\(result.characters.referenceLength))"
        body += ", WER \(ReportNumber.rate(result.wer)) (\(result.words.edits)/\(result.words.referenceLength))\n"
        for field in result.fields where !field.passed {
            body += "field \(field.name) (\(field.kind)): \(field.reason)\n"
        }
        body += "image: \(result.image)\n"
        body += "--- reference\n\(result.reference)\n--- hypothesis\n\(result.hypothesis)\n"
        return start + ">\n      <failure\(attr("message", failureMessage(for: result)))"
            + "\(attr("type", result.outcome.rawValue))>\(XMLEscaping.text(body))</failure>\n    </testcase>\n"
    }

    private static func attr(_ name: String, _ value: String) -> String {
        " \(name)=\"\(XMLEscaping.attribute(value))\""
    }

    private static func attr(_ name: String, _ value: Int) -> String { attr(name, String(value)) }

    /// JUnit times: seconds with 3 decimals.
    private static func seconds(_ value: Double) -> String {
        ReportNumber.fixed(max(0, ReportNumber.finite(value)), decimals: 3)
    }
}
