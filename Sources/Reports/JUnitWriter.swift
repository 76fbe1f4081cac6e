import Foundation
import Scoring

/// Writes junit.xml, the format CI systems read (GitHub Actions test reporters, GitLab
/// `artifacts:reports:junit`, Jenkins `junit`).
///
/// Layout: a `<testsuites>` root with the totals; one `<testsuite name="profile/suite">`
/// per profile and suite (tests, failures, errors="0", skipped, time, timestamp,
/// hostname, and the profile's backend and settings as properties); one
/// `<testcase classname="suite" name="id">` per sample with its time; and for each
/// failed sample a `<failure message="one-line reason" type="outcome">` whose body
/// lists every reason, the figures, and the reference and hypothesis texts. A failed
/// known-issue or draft sample is `<skipped>` instead (it does not fail the gate).
///
/// With a comparison, every regression is a failure too (`type="regression"`, on the
/// sample's test case, or on a "micro CER" test case for a suite), and the comparison's
/// warnings go into each testsuite's `<system-out>`. `writeGate` writes the
/// comparison alone (for `ocrgauge compare --junit`).
/// The file is written atomically (temporary file beside it, then renamed).
public struct JUnitWriter {
    /// Writes the junit.xml for `run` to `url`, with `comparison`'s regressions as failures when given.
    ///
    /// - Throws: `ReportsError.cannotWrite` naming `url`.
    public static func write(_ run: RunRecord, comparison: RunComparison? = nil, to url: URL) throws {
        var cases: [GroupKey: [Case]] = [:]
        var order: [GroupKey] = []
        let regressions = Dictionary(grouping: comparison?.regressions ?? [], by: { $0.key })
        for (index, result) in run.results.enumerated() {
            let group = GroupKey(profile: result.profile, suite: result.suite)
            if cases[group] == nil { order.append(group) }
            var testcase = Case(classname: result.suite, name: result.id, time: result.durationSeconds)
            if !result.passed {
                // The body (with the texts) is made again from the result when written.
                let failure = Failure(message: failureMessage(for: result), type: result.outcome.rawValue, sample: index)
                if result.knownIssue || result.draft {
                    testcase.skipped = (result.knownIssue ? "known issue: " : "draft truth: ") + failure.message
                } else {
                    testcase.failures.append(failure)
                }
            }
            for regression in regressions[SampleKey(result)] ?? [] {
                testcase.failures.append(Failure(message: regression.message, type: "regression", body: regression.message + "\n"))
            }
            cases[group, default: []].append(testcase)
        }
        for regression in comparison?.regressions ?? [] where regression.id == nil {
            let group = GroupKey(profile: regression.profile, suite: regression.suite)
            if cases[group] == nil { order.append(group) }
            cases[group, default: []].append(Case(classname: regression.suite, name: "micro CER (regression gate)", time: 0,
                                                  failures: [Failure(message: regression.message, type: "regression",
                                                                     body: regression.message + "\n")]))
        }
        let notes = (comparison?.warnings ?? []).map { "warning: \($0)" }
        try write(order.map { ($0, cases[$0] ?? []) }, notes: { _ in notes }, metadata: run.metadata,
                  results: run.results, to: url)
    }

    /// Writes the regression gate alone: one testsuite per profile and suite, one test
    /// case per sample in both runs (a failure for each regression; skipped for
    /// known-issue and draft samples), one failing "micro CER" test case per suite
    /// regression; warnings and added or removed samples in `<system-out>`.
    ///
    /// - Throws: `ReportsError.cannotWrite` naming `url`.
    public static func writeGate(_ comparison: RunComparison, candidate: RunMetadata, to url: URL) throws {
        var cases: [GroupKey: [Case]] = [:]
        var order: [GroupKey] = []
        let regressions = Dictionary(grouping: comparison.regressions, by: { $0.key })
        for pair in comparison.pairs {
            guard let after = pair.candidate, let before = pair.baseline else { continue }
            let group = GroupKey(profile: pair.key.profile, suite: pair.key.suite)
            if cases[group] == nil { order.append(group) }
            var testcase = Case(classname: pair.key.suite, name: pair.key.id, time: after.durationSeconds)
            if after.knownIssue || after.draft || before.draft {
                testcase.skipped = after.knownIssue ? "known issue: not gated" : "draft truth: not gated"
            }
            for regression in regressions[pair.key] ?? [] {
                testcase.failures.append(Failure(message: regression.message, type: "regression",
                                                 body: regression.message + "\n" + failureBody(for: after)))
            }
            cases[group, default: []].append(testcase)
        }
        for regression in comparison.regressions where regression.id == nil {
            let group = GroupKey(profile: regression.profile, suite: regression.suite)
            if cases[group] == nil { order.append(group) }
            cases[group, default: []].append(Case(classname: regression.suite, name: "micro CER (regression gate)", time: 0,
                                                  failures: [Failure(message: regression.message, type: "regression",
                                                                     body: regression.message + "\n")]))
        }
        let warnings = comparison.warnings.map { "warning: \($0)" }
        try write(order.map { ($0, cases[$0] ?? []) }, notes: { group in
            warnings
                + comparison.added.filter { $0.suite == group.suite && $0.profile == group.profile }.map { "added: \($0)" }
                + comparison.removed.filter { $0.suite == group.suite && $0.profile == group.profile }.map { "removed: \($0)" }
        }, metadata: candidate, results: [], to: url)
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

    // MARK: Writing

    private struct GroupKey: Hashable {
        var profile: String
        var suite: String
    }

    private struct Failure {
        var message: String
        var type: String
        var body = ""
        /// The failed result's index in the run: its body is made from it when written,
        /// so that no text is held for every failed sample of a large run.
        var sample: Int?
    }

    private struct Case {
        var classname: String
        var name: String
        var time: Double
        var failures: [Failure] = []
        var skipped: String?
    }

    private static func write(_ groups: [(GroupKey, [Case])], notes: (GroupKey) -> [String],
                              metadata: RunMetadata, results: ResultList, to url: URL) throws {
        let file = try AtomicFile(destination: url)
        let all = groups.flatMap(\.1)
        let failures = all.filter { !$0.failures.isEmpty }.count
        let time = all.map { ReportNumber.finite($0.time) }.reduce(0, +)
        try file.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        try file.write("<testsuites\(attr("name", "ocrgauge"))\(attr("tests", all.count))\(attr("failures", failures))"
            + "\(attr("errors", 0))\(attr("time", seconds(time)))>\n")
        for (group, cases) in groups {
            try file.write(testsuite(group, cases: cases, notes: notes(group), metadata: metadata, results: results))
        }
        try file.write("</testsuites>\n")
        try file.commit()
    }

    private static func testsuite(_ group: GroupKey, cases: [Case], notes: [String], metadata: RunMetadata,
                                  results: ResultList) -> String {
        let failed = cases.filter { !$0.failures.isEmpty }.count
        let skipped = cases.filter { $0.failures.isEmpty && $0.skipped != nil }.count
        var xml = "  <testsuite"
        xml += attr("name", "\(group.profile)/\(group.suite)")
        xml += attr("tests", cases.count)
        xml += attr("failures", failed)
        xml += attr("errors", 0)
        xml += attr("skipped", skipped)
        xml += attr("time", seconds(cases.map { ReportNumber.finite($0.time) }.reduce(0, +)))
        xml += attr("timestamp", metadata.startedAt)
        xml += attr("hostname", metadata.host)
        xml += ">\n"
        var properties: [(String, String)] = [("profile", group.profile), ("suite", group.suite)]
        if let profile = metadata.profiles.first(where: { $0.name == group.profile }) {
            properties.append(("backend", profile.backend))
            for setting in profile.settings { properties.append(("setting.\(setting.key)", setting.value)) }
        }
        xml += "    <properties>\n"
        for (name, value) in properties {
            xml += "      <property\(attr("name", name))\(attr("value", value))/>\n"
        }
        xml += "    </properties>\n"
        for testcase in cases {
            let start = "    <testcase\(attr("classname", testcase.classname))\(attr("name", testcase.name))"
                + "\(attr("time", seconds(testcase.time)))"
            if testcase.failures.isEmpty && testcase.skipped == nil {
                xml += start + "/>\n"
                continue
            }
            xml += start + ">\n"
            if testcase.failures.isEmpty, let skipped = testcase.skipped {
                xml += "      <skipped\(attr("message", skipped))/>\n"
            }
            for failure in testcase.failures {
                xml += "      <failure\(attr("message", failure.message))\(attr("type", failure.type))>"
                    + "\(XMLEscaping.text(failure.sample.map { failureBody(for: results[$0]) } ?? failure.body))</failure>\n"
            }
            xml += "    </testcase>\n"
        }
        if !notes.isEmpty {
            xml += "    <system-out>\(XMLEscaping.text(notes.joined(separator: "\n") + "\n"))</system-out>\n"
        }
        xml += "  </testsuite>\n"
        return xml
    }

    private static func failureBody(for result: SampleResult) -> String {
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
        return body
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
