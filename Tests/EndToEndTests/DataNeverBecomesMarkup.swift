import Foundation
import Reports
import Scoring
import TestFixtures
import Testing
@testable import CLI
import RunXML

/// Issue #30, second round, cases 3 and 12: a string from data (run.xml, the
/// configuration, the corpus) never becomes markup. The "best profile" badge wrote a
/// profile name unescaped into report.html (`run`, `report`) and comparison.html, and a
/// `<meta http-equiv=refresh>` sent Chromium elsewhere; summary.md passed `@everyone`,
/// `@org/team`, `#1` and bare URLs into a merge-request comment.
///
/// A payload goes into every string field of run.xml (checked by reflection, so a field
/// added later without the payload fails here) and of the configuration and corpus;
/// every HTML output is parsed as a browser would and must hold no element or attribute
/// from it, report.html is opened in headless Chromium, and summary.md must hold no
/// mention, reference, autolink or broken table row.
@Suite(.serialized) struct DataNeverBecomesMarkup {
    /// Breaks out of text, of both kinds of attribute value and of a script block; plants
    /// elements and attributes named with the marker "pwn", a refresh, mentions,
    /// references, URLs and Markdown.
    static let payload = "\"'></script></template></textarea><x-pwn pwn-attr=\"1\">p</x-pwn>"
        + "<meta http-equiv=\"refresh\" content=\"0;url=http://127.0.0.1:9/\"><img src=x pwn-img=1>"
        + " @everyone @org/team #1 org/repo#2 !3 https://evil.example/x www.evil.example mailto:a@b.example"
        + " [link](http://127.0.0.1:9/) `code` *em* _em_ ~~s~~ $x$ | cell"
    static let marker = "pwn"

    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-inject-\(UUID().uuidString)")

    /// The payload with a distinguishing tail (names that must differ).
    static func p(_ tail: String) -> String { payload + " " + tail }

    /// One result with the payload in every string it holds.
    static func result(profile: String, passed: Bool, hypothesisTail: String) throws -> SampleResult {
        let reference = p("reference") + "\nsecond line"
        let hypothesis = p("hypothesis " + hypothesisTail) + "\nsecond lime"
        var result = SampleResult(
            suite: p("suite"), id: p("id"), profile: profile, image: p("image") + ".png",
            expected: .text, outcome: .text, message: p("message"), passed: passed,
            failures: passed ? [] : [p("failure one"), p("failure two")],
            reference: reference, hypothesis: hypothesis,
            characters: try CharacterErrorRate.counts(reference: reference, hypothesis: hypothesis),
            words: try WordErrorRate.counts(reference: reference, hypothesis: hypothesis), maxCER: 0.01,
            fields: [FieldResult(name: p("field"), kind: p("kind"), passed: false, reason: p("field reason"))],
            durationSeconds: 0.5, meanConfidence: 80,
            lines: [LineRecord(text: p("line"), confidence: 90, x: 1, y: 2, width: 30, height: 10, correct: false)],
            imageWidth: 100, imageHeight: 50, tags: [p("tag")],
            knownIssue: false, draft: false, notes: [p("note")])
        result.languages = [p("language")]
        // An entity field, so that the entity figures reach every output too.
        result.fields[0].entity = true
        result.fields[0].extraction = .wrong
        result.orientation = DetectedOrientation(rotation: 90, confidence: 3, script: p("script"), turned: true, threshold: 2,
                                                 foreignScriptFor: [p("foreign")])
        result.lineDetection = LineDetection(lines: [.init(truth: TruthLine(text: p("truth line"), x: 1, y: 2, width: 30, height: 10),
                                                           match: 0, overlap: 0.5, characters: EditCounts())],
                                             recognizedLines: 1, concordantPairs: 0, pairs: 0)
        result.barcodes = [DecodedBarcode(symbology: p("symbology"), value: p("barcode"), x: 1, y: 1, width: 5, height: 5)]
        result.confusions = [ConfusionCount(confusion: Confusion(reference: p("confused"), recognized: p("as")), count: 2)]
        result.characterClasses = [ClassAccuracy(name: p("class"), total: 3, correct: 1)]
        result.repeats = RepeatSpread(repeats: 2, cerMin: 0.1, cerMax: 0.2, distinctTexts: 2)
        result.scoringSeconds = 0.25
        result.fromCache = true
        result.isri = ISRICounts(characters: 10, characterErrors: 2, rejectCharacters: 1, words: 3, wordErrors: 1)
        result.layers = try ErrorLayers(reference: reference, hypothesis: hypothesis)
        result.orderIndependent = OrderIndependentScores(bagOfWordsDifference: 3, bagOfWordsTotal: 20, flexibleCharacterAccuracy: 0.9)
        // Digests are 64 hex digits, checked as such when read: no room for a payload.
        let digest = String(repeating: "ab", count: 32)
        result.fingerprints = DataFingerprints(image: ImageFingerprint(.pixels, sha256: digest), truthSHA256: digest, sidecarSHA256: digest)
        return result
    }

    /// A run of two profiles (so the matrix names a best one) with the payload everywhere.
    static func run(hypothesisTail: String) throws -> RunRecord {
        let profiles = [p("profile A"), p("profile B")]
        var metadata = RunMetadata(
            startedAt: "2025-03-04T10:00:00Z", finishedAt: "2025-03-04T11:00:00Z", host: p("host"), harnessVersion: p("version"),
            corpusPath: p("corpus"), corpusCommit: p("commit"), normalization: "default",
            backends: [BackendRecord(name: p("backend"), version: p("backend version"))],
            profiles: profiles.map { ProfileRecord(name: $0, backend: p("backend"), settings: [.init(key: p("key"), value: p("value"))]) },
            complete: false, incompleteReason: p("incomplete"), shard: nil, corpusSamples: 2, suites: [p("suite")],
            harnessCommit: p("harness commit"), libraries: p("libraries"))
        metadata.corpusSHA256 = String(repeating: "cd", count: 32)
        metadata.corpusDirty = true
        metadata.label = p("label")
        metadata.cache = CacheUse(results: 1, unverified: 1)
        let results = [try result(profile: profiles[0], passed: false, hypothesisTail: hypothesisTail),
                       try result(profile: profiles[1], passed: true, hypothesisTail: "other " + hypothesisTail)]
        return RunRecord(metadata: metadata, results: results)
    }

    /// Every path to a string in `value` that lacks the marker, and to an absent optional.
    static func unplanted(_ value: Any, path: String = "result") -> [String] {
        // SHA-256 digests are 64 hex digits, refused otherwise when read.
        if path.lowercased().hasSuffix("sha256") { return [] }
        if let text = value as? String { return text.contains(marker) ? [] : [path] }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first else { return [path + " (nil)"] }
            return unplanted(wrapped.value, path: path)
        }
        return mirror.children.enumerated().flatMap { index, child in
            unplanted(child.value, path: path + "." + (child.label ?? "\(index)"))
        }
    }

    /// Problems of a Markdown summary: a live mention, reference or autolink, planted
    /// markup, or a table row with another number of cells than its header.
    static func markdownProblems(_ text: String) -> [String] {
        var problems: [String] = []
        let live = [#"@[A-Za-z0-9]"#, #"#[0-9]"#, #"![0-9]"#, #"https?:/"#, #"www\."#, "mailto:[^\u{200D}]", #"<x-pwn"#, #"<meta"#,
                    #"(?<!\\)\[link\]"#, #"(?<!\\)`code"#, #"(?<!\\)\*em"#, #"(?<!\\)~~"#, #"(?<!\\)\$x"#]
        for pattern in live where text.range(of: pattern, options: .regularExpression) != nil {
            problems.append("live: /\(pattern)/")
        }
        var header: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else { header = nil; continue }
            let cells = line.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
            if let header, cells != header { problems.append("row of \(cells) pipes under a header of \(header): \(line)") }
            header = header ?? cells
        }
        return problems
    }

    func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test("report, compare and the trend, from run.xml files with the payload everywhere: no markup from data")
    func reportsFromRunXML() throws {
        // The fixture holds the payload in every string of a result and of the metadata
        // (but the timestamps and the normalization, which are read as such).
        let planted = try Self.run(hypothesisTail: "a")
        #expect(Self.unplanted(planted.results[0]) == [])
        var metadata = planted.metadata
        (metadata.startedAt, metadata.finishedAt, metadata.normalization, metadata.shard) = (Self.payload, Self.payload, Self.payload, Self.payload)
        // A balanced shard's plan and members go with a shard, which this run is not.
        (metadata.shardPlan, metadata.shardMembers) = (Self.payload, [Self.payload])
        #expect(Self.unplanted(metadata, path: "metadata") == [])
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let first = root.appendingPathComponent("first.xml"), second = root.appendingPathComponent("second.xml")
        try RunXMLWriter.write(Self.run(hypothesisTail: "a"), to: first)
        try RunXMLWriter.write(Self.run(hypothesisTail: "b b b b"), to: second)
        let out = root.appendingPathComponent("out")
        let report = runCLI(["report", first.path, "--html", out.appendingPathComponent("report.html").path,
                             "--markdown", out.appendingPathComponent("summary.md").path])
        #expect(report.0 == 0, "\(report.1)")
        let compare = runCLI(["compare", first.path, second.path, "--html", out.appendingPathComponent("comparison.html").path,
                              "--markdown", out.appendingPathComponent("comparison.md").path])
        #expect(compare.0 == 1 || compare.0 == 0, "\(compare.1)")
        let trend = runCLI(["report", first.path, second.path, "--html", out.appendingPathComponent("trend.html").path])
        #expect(trend.0 == 0, "\(trend.1)")
        for page in ["report.html", "comparison.html", "trend.html"] {
            let html = try read(out.appendingPathComponent(page))
            #expect(html.contains("x-pwn"), "\(page): the payload is not on the page at all")
            #expect(InjectedMarkup.find(in: html, marker: Self.marker) == [], "\(page)")
        }
        for summary in ["summary.md", "comparison.md"] {
            let text = try read(out.appendingPathComponent(summary))
            #expect(text.contains("x-pwn"), "\(summary): the payload is not in the summary at all")
            #expect(Self.markdownProblems(text) == [], "\(summary):\n\(text)")
        }
        try checkInChromium(out.appendingPathComponent("report.html"))
    }

    @Test("run, with the payload in profile names, settings, suite and file names, tags and notes: no markup from data")
    func reportsOfARun() throws {
        // File names hold at most 255 bytes and no '/'.
        let name = "\"'><x-pwn pwn-attr=\"1\"><meta http-equiv=refresh content=0;url=http:∕∕127.0.0.1:9∕> @everyone #1 [l](x)"
        let corpus = root.appendingPathComponent("corpus")
        let suite = corpus.appendingPathComponent(name + " suite")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/known-text/headline.png"),
                                         to: suite.appendingPathComponent(name + " id.png"))
        try Data((Self.payload + "\n").utf8).write(to: suite.appendingPathComponent(name + " id.gt.txt"))
        let sidecar: [String: Any] = ["tags": [Self.p("tag")], "notes": Self.p("note"), "maxCER": 0.0,
                                      "fields": [["name": Self.p("field"), "contains": Self.p("expected")]]]
        try JSONSerialization.data(withJSONObject: sidecar).write(to: suite.appendingPathComponent(name + " id.json"))
        let config: [String: Any] = ["profiles": [
            Self.p("profile A"): ["backend": "simulate", "simulate": ["text": Self.p("recognized")]],
            Self.p("profile B"): ["backend": "simulate", "simulate": ["text": Self.payload + "\n"]],
        ]]
        let configURL = root.appendingPathComponent("config.json")
        try JSONSerialization.data(withJSONObject: config).write(to: configURL)
        let out = root.appendingPathComponent("run-out")
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--out", out.path, "-q", "--config", configURL.path,
                                   "--profile", Self.p("profile A"), "--profile", Self.p("profile B")])
        #expect(code == 0, "\(text)")
        let html = try read(out.appendingPathComponent("report.html"))
        #expect(html.contains("profile A"))
        #expect(InjectedMarkup.find(in: html, marker: Self.marker) == [])
        let summary = try read(out.appendingPathComponent("summary.md"))
        #expect(summary.contains("x-pwn"))
        #expect(Self.markdownProblems(summary) == [], "\(summary)")
        try checkInChromium(out.appendingPathComponent("report.html"))
    }

    /// Opens `page` in headless Chromium: it stays on the page (no navigation), no
    /// element or attribute from the payload is in the DOM the browser built, and nothing
    /// was refused or failed to load.
    func checkInChromium(_ page: URL) throws {
        guard Chromium.path != nil else { return }
        let dom = try Chromium.run(["--dump-dom", "--virtual-time-budget=3000"], url: page,
                                   profile: root.appendingPathComponent("profile-\(UUID().uuidString)"))
        #expect(dom.stdout.contains("</html>"), "no DOM; stderr: \(dom.stderr.suffix(2000))")
        #expect(dom.stdout.contains("<title>ocrgauge"), "the page navigated away")
        #expect(!dom.stderr.contains("127.0.0.1:9"), "a load of the planted address")
        #expect(Chromium.problems(in: dom.stderr) == [], "console errors, refusals or failed loads")
        #expect(InjectedMarkup.find(in: dom.stdout, marker: Self.marker) == [], "in the DOM Chromium built")
    }
}
