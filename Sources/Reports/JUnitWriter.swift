import Foundation
import Scoring
import ReportFiles
import Gate

/// Writes junit.xml, the format CI systems read (GitHub Actions test reporters, GitLab
/// `artifacts:reports:junit`, Jenkins `junit`).
///
/// Layout: a `<testsuites>` root with the totals; one `<testsuite name="profile/suite">`
/// per profile and suite (tests, failures, errors="0", skipped, time, timestamp,
/// hostname, and the profile's backend and settings as properties); one
/// `<testcase classname="suite.profile" name="id">` per sample with its time, so that a
/// sample run with two profiles is two distinct test cases.
///
/// One meaning of failure everywhere: without a comparison, every failed sample is a
/// `<failure>`; with one (`run --baseline`, `compare`), exactly what fails the gate is a
/// failure — regressions and samples not run — and every other failing sample is
/// `<skipped>` with why it does not fail the gate ("failing in the baseline too: …", a
/// new sample, a known issue, a draft). A sample whose truth, image or sidecar changed
/// since the baseline is `<skipped message="data changed, not gated: …">` whether it
/// passes or not. A test case carries at most one `<failure>`.
/// Suite-level regressions are a failing "micro CER" test case of their suite; a field
/// whose pass rate fell, and what concerns the whole run (a profile not run, nothing
/// compared, an incomplete run), a failing test case of a testsuite named "ocrgauge". The comparison's warnings go into
/// each testsuite's `<system-out>`. The file is written atomically.
public struct JUnitWriter {
    /// Writes the junit.xml for `run` to `url`, failing what `comparison` fails when given.
    ///
    /// - Throws: `ReportsError.cannotWrite` naming `url`.
    public static func write(_ run: RunRecord, comparison: RunComparison? = nil, to url: URL) throws(ReportsError) {
        // A group keeps its samples' indices and its counts; each sample's test case is
        // made again when written, so that nothing is held per sample but an index.
        var groups: [GroupKey: Group] = [:]
        var order: [GroupKey] = []
        func add(_ group: GroupKey, _ testcase: Case, sample: Int?) {
            if groups[group] == nil { order.append(group) }
            groups[group, default: Group()].count(testcase, sample: sample)
        }
        let judge = CaseJudge(comparison: comparison)
        var gateSeen = Set<SampleKey>()
        for (index, result) in run.results.enumerated() {
            let key = SampleKey(result)
            if judge.gateFailures[key] != nil { gateSeen.insert(key) }
            add(GroupKey(profile: result.profile, suite: result.suite), judge.testcase(result, index: index), sample: index)
        }
        // Samples the gate fails without a result in this run (not run).
        for (key, failures) in judge.gateFailures where !gateSeen.contains(key) {
            var testcase = Case(classname: classname(key.suite, key.profile), name: key.id, time: 0)
            testcase.failure = Failure(message: failures.map(\.message).joined(separator: "; "), type: "not-run",
                                       body: failures.map(\.message).joined(separator: "\n") + "\n")
            add(GroupKey(profile: key.profile, suite: key.suite), testcase, sample: nil)
        }
        for finding in comparison?.regressions ?? [] where finding.id == nil {
            let message = finding.message
            if finding.kind == .suiteCERRose {
                var testcase = Case(classname: classname(finding.suite, finding.profile), name: "micro CER (regression gate)", time: 0)
                testcase.failure = Failure(message: message, type: "regression", body: message + "\n")
                add(GroupKey(profile: finding.profile, suite: finding.suite), testcase, sample: nil)
            } else {
                // A field's fall, or something about the whole run.
                let name = finding.field.map { "field \($0) pass rate (\(finding.profile))" } ?? runLevelName(finding.kind)
                var testcase = Case(classname: "ocrgauge.gate", name: name, time: 0)
                testcase.failure = Failure(message: message, type: finding.kind.rawValue, body: message + "\n")
                add(GroupKey(profile: "ocrgauge", suite: "gate"), testcase, sample: nil)
            }
        }
        if comparison == nil && !run.metadata.complete {
            var testcase = Case(classname: "ocrgauge.run", name: "run complete", time: 0)
            let message = "the run is incomplete" + (run.metadata.incompleteReason.map { " (\($0))" } ?? "")
                + ": \(run.results.count) results; continue it with --resume"
            testcase.failure = Failure(message: message, type: "incomplete", body: message + "\n")
            add(GroupKey(profile: "ocrgauge", suite: "run"), testcase, sample: nil)
        }
        var notes = (comparison?.warnings ?? []).map { "warning: \($0)" }
        if !run.metadata.complete { notes.append("incomplete run" + (run.metadata.incompleteReason.map { ": \($0)" } ?? "")) }
        try write(order.map { ($0, groups[$0] ?? Group()) }, notes: notes, metadata: run.metadata, results: run.results,
                  judge: judge, to: url)
    }

    /// What each sample's test case is, given the comparison (or none).
    private struct CaseJudge {
        let comparison: RunComparison?
        let gateFailures: [SampleKey: [GateFinding]]
        let failingInBoth: Set<SampleKey>
        let added: Set<SampleKey>
        let dataChanges: [SampleKey: GateFinding]

        init(comparison: RunComparison?) {
            self.comparison = comparison
            gateFailures = Dictionary(grouping: (comparison?.regressions ?? []).filter { $0.id != nil }, by: { $0.key! })
            failingInBoth = Set(comparison?.failingInBoth ?? [])
            added = Set(comparison?.added ?? [])
            dataChanges = Dictionary((comparison?.dataChanges ?? []).compactMap { finding in finding.key.map { ($0, finding) } },
                                     uniquingKeysWith: { first, _ in first })
        }

        func testcase(_ result: SampleResult, index: Int) -> Case {
            let key = SampleKey(result)
            var testcase = Case(classname: classname(result.suite, result.profile), name: result.id, time: result.durationSeconds)
            if let comparison {
                if let failures = gateFailures[key] {
                    testcase.failure = Failure(message: failures.map(\.message).joined(separator: "; "),
                                               type: failures.contains { $0.kind == .notRun } ? "not-run" : "regression",
                                               body: failures.map(\.message).joined(separator: "\n") + "\n", sample: index)
                } else if let change = dataChanges[key] {
                    testcase.skipped = "data changed, not gated: " + change.message
                } else if let neither = neitherPassNorFailure(result) {
                    testcase.skipped = neither
                } else if !result.passed {
                    let reason = failureMessage(for: result)
                    if result.knownIssue { testcase.skipped = "known issue: " + reason }
                    else if failingInBoth.contains(key) { testcase.skipped = "failing in the baseline too: " + reason }
                    else if added.contains(key) { testcase.skipped = "new sample, not in \(comparison.baselineLabel) (not gated): " + reason }
                    else { testcase.skipped = "not gated: " + reason }
                }
            } else if let neither = neitherPassNorFailure(result) {
                testcase.skipped = neither
            } else if !result.passed {
                let reason = failureMessage(for: result)
                if result.knownIssue { testcase.skipped = "known issue: " + reason }
                else { testcase.failure = Failure(message: reason, type: result.outcome.rawValue, sample: index) }
            }
            return testcase
        }
    }

    static func classname(_ suite: String, _ profile: String) -> String { "\(suite).\(profile)" }

    static func runLevelName(_ kind: GateFinding.Kind) -> String {
        switch kind {
        case .profileNotRun: return "every baseline profile was run"
        case .incompleteRun: return "the run is complete"
        case .nothingCompared: return "something was compared"
        default: return kind.rawValue
        }
    }

    /// The one-line reason given in a failed test case's `message` attribute: every
    /// reason the sample failed, joined with "; ", line breaks turned into spaces.
    /// Why a draft or a sample without a criterion is neither a pass nor a failure (a
    /// skipped test case), or nil for any other sample.
    public static func neitherPassNorFailure(_ result: SampleResult) -> String? {
        let cer = "CER \(ReportNumber.percentText(result.cer))"
        switch result.verdict {
        case .draft:
            return "draft truth awaiting review, never a pass (\(cer)"
                + (result.failures.isEmpty ? ")" : "; " + failureMessage(for: result) + ")")
        case .scored:
            return "scored, not judged: no maxCER and no field to pass (\(cer)); gated by the baseline alone"
        case .passed, .failed:
            return nil
        }
    }

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
        /// The failed result's index in the run: its body is made from it when written
        /// (after `body`), so that no text is held for every failed sample of a large run.
        var sample: Int?
    }

    private struct Case {
        var classname: String
        var name: String
        var time: Double
        var failure: Failure?
        var skipped: String?
    }

    /// One testsuite's counts, the indices of its samples' results, and its other test cases.
    private struct Group {
        var samples: [Int] = []
        var extra: [Case] = []
        var tests = 0, failures = 0, skipped = 0
        var time = 0.0

        mutating func count(_ testcase: Case, sample: Int?) {
            if let sample { samples.append(sample) } else { extra.append(testcase) }
            tests += 1
            if testcase.failure != nil { failures += 1 } else if testcase.skipped != nil { skipped += 1 }
            time += ReportNumber.finite(testcase.time)
        }
    }

    private static func write(_ groups: [(GroupKey, Group)], notes: [String], metadata: RunMetadata, results: ResultList,
                              judge: CaseJudge, to url: URL) throws(ReportsError) {
        let file = try AtomicFile(destination: url)
        let tests = groups.reduce(0) { $0 + $1.1.tests }
        let failures = groups.reduce(0) { $0 + $1.1.failures }
        let time = groups.reduce(0) { $0 + $1.1.time }
        try file.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        try file.write("<testsuites\(attr("name", "ocrgauge"))\(attr("tests", tests))\(attr("failures", failures))"
            + "\(attr("errors", 0))\(attr("time", seconds(time)))>\n")
        for (key, group) in groups {
            try file.write(testsuiteStart(key, group, metadata: metadata))
            var xml = ""
            for index in group.samples {
                let result = results[index]
                xml += testcase(judge.testcase(result, index: index), result: result)
                if xml.utf8.count > 1 << 16 { try file.write(xml); xml = "" }
            }
            for testcase in group.extra { xml += Self.testcase(testcase, result: nil) }
            if !notes.isEmpty {
                xml += "    <system-out>\(XMLEscaping.text(notes.joined(separator: "\n") + "\n"))</system-out>\n"
            }
            try file.write(xml + "  </testsuite>\n")
        }
        try file.write("</testsuites>\n")
        try file.commit()
    }

    private static func testsuiteStart(_ group: GroupKey, _ counts: Group, metadata: RunMetadata) -> String {
        var xml = "  <testsuite"
        xml += attr("name", "\(group.profile)/\(group.suite)")
        xml += attr("tests", counts.tests)
        xml += attr("failures", counts.failures)
        xml += attr("errors", 0)
        xml += attr("skipped", counts.skipped)
        xml += attr("time", seconds(counts.time))
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
        return xml
    }

    /// One test case; a failure's body ends with `result`'s details when it is a sample's.
    private static func testcase(_ testcase: Case, result: SampleResult?) -> String {
        let start = "    <testcase\(attr("classname", testcase.classname))\(attr("name", testcase.name))"
            + "\(attr("time", seconds(testcase.time)))"
        if testcase.failure == nil && testcase.skipped == nil { return start + "/>\n" }
        var xml = start + ">\n"
        if let failure = testcase.failure {
            let body = failure.body + (failure.sample != nil ? result.map(failureBody(for:)) ?? "" : "")
            xml += "      <failure\(attr("message", failure.message))\(attr("type", failure.type))>"
                + "\(XMLEscaping.text(body))</failure>\n"
        } else if let skipped = testcase.skipped {
            xml += "      <skipped\(attr("message", skipped))/>\n"
        }
        return xml + "    </testcase>\n"
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
        body += "--- reference\n\(TextPreview.head(result.reference))\n--- hypothesis\n\(TextPreview.head(result.hypothesis))\n"
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

/// The `JUnitWriter` as a format every run writes.
extension JUnitWriter: ReportFormat {
    /// `"junit.xml"`.
    public static let fileName = "junit.xml"
    /// `"junit"` (`--junit F`).
    public static let option = "junit"
    /// Writes junit.xml of `run`, with the context's comparison when there is one.
    public static func write(_ run: RunRecord, context: ReportContext, to url: URL) throws(ReportsError) {
        try write(run, comparison: context.comparison, to: url)
    }
}
