import Foundation
import Scoring
import ReportFiles
import Gate

/// Writes report.html: one self-contained page (inline CSS, SVG and one small inline
/// script; no network, no external resource; works from file://).
///
/// Top to bottom: the gate's verdict (with a comparison), a summary (pass/fail counts,
/// CER and WER per suite and profile, micro and macro, labelled; a CER distribution
/// per suite; profile comparison bars when there are several profiles), the
/// comparison section (with a comparison, or a settings matrix in one run: per-sample
/// deltas with regressions first and before/after diffs), a sample table that sorts
/// (click a header) and filters (suite, outcome, failing only, tag, text), and per
/// sample: the image scaled down with the recognized line boxes coloured by line
/// correctness, the aligned diff, field results, the error layers and the
/// order-independent figures. Then the backends and profile settings.
///
/// Every piece of text that comes from OCR output, ground truth, file names, sample
/// ids or settings is HTML-escaped; the page's Content-Security-Policy allows only its
/// own script (by a per-page nonce), inline styles, and data: images and images beside
/// the page. Sample details travel as data and are built by the script when opened
/// (`HTMLDetailData`); it never writes markup of its own. The file is written atomically.
public struct HTMLReportWriter {
    /// Writes the report for `run` to `url`.
    ///
    /// - Throws: `ReportsError.cannotWrite` naming `url`.
    /// The pictures are made first (each once, on every core); when they come to more
    /// than the source's threshold they are written to `<page name>_files/` beside the
    /// page rather than inside it, and a folder of that name left by an earlier report is
    /// replaced (or removed when the pictures are inline).
    public static func write(_ run: RunRecord, to url: URL, options: HTMLReportOptions = HTMLReportOptions()) throws(ReportsError) {
        let folderName = url.deletingPathExtension().lastPathComponent + "_files"
        let folder = url.deletingLastPathComponent().appendingPathComponent(folderName)
        let staging = url.deletingLastPathComponent().appendingPathComponent(".\(folderName)-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: staging)
            TemporaryFiles.forget(staging.path)
        }
        let pictures = options.pictures.map {
            ReportPictureTable.make(run.results, source: $0, staging: staging, folderName: folderName)
        } ?? .empty
        let file = try AtomicFile(destination: url)
        try render(run, options: options, pictures: pictures) { (piece: String) throws(ReportsError) in try file.write(piece) }
        try? FileManager.default.removeItem(at: folder)
        if !pictures.inline {
            do { try FileManager.default.moveItem(at: staging, to: folder) } catch {
                throw ReportsError.cannotWrite(path: folder.path, reason: error.localizedDescription)
            }
        }
        try file.commit()
    }

    /// Writes the report for `run` to `url` with only a title.
    public static func write(_ run: RunRecord, to url: URL, title: String) throws(ReportsError) {
        try write(run, to: url, options: HTMLReportOptions(title: title))
    }

    /// The whole report for `run` as one string (for tests and previews).
    public static func render(_ run: RunRecord, options: HTMLReportOptions = HTMLReportOptions()) -> String {
        let staging = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-pictures-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: staging)
            TemporaryFiles.forget(staging.path)
        }
        var pictures = ReportPictureTable.empty
        if var source = options.pictures {
            source.externalThreshold = .max   // one string: everything inline
            pictures = ReportPictureTable.make(run.results, source: source, staging: staging, folderName: "")
        }
        var html = ""
        render(run, options: options, pictures: pictures) { html += $0 }
        return html
    }

    /// The whole report for `run` with only a title, as one string.
    public static func render(_ run: RunRecord, title: String) -> String {
        render(run, options: HTMLReportOptions(title: title))
    }

    /// Renders the page piece by piece into `emit`, so a large run is never held as one string.
    static func render<Failure: Error>(_ run: RunRecord, options: HTMLReportOptions, pictures: ReportPictureTable,
                                       emit: (String) throws(Failure) -> Void) throws(Failure) {
        // One pass for every figure above the samples: results may be read back from a journal.
        var collector = SuiteSummary.Collector()
        var overview = Overview()
        var confusions = ConfusionOverview()
        var documents = DocumentSummaries()
        var fields = FieldAccuracy.Collector()
        for result in run.results {
            collector.add(result)
            documents.add(result)
            overview.add(result)
            fields.add(result)
            // A draft is in no figure: not the matrix's margins, not the confusions.
            if !result.draft { confusions.add(result) }
        }
        let summaries = collector.summaries
        let nonce = makeNonce()
        try emit(head(title: options.title, subtitle: run.metadata.startedAt, generator: run.metadata.harnessVersion, nonce: nonce))
        try emit(pageHeader(run, title: options.title, comparison: options.comparison, totals: summaries.totals))
        try emit("<main>\n")
        try summarySection(run, overview: overview, suites: summaries.suites, totals: summaries.totals, emit: emit)
        try emit(documentsSection(documents.summaries))
        try emit(fieldAccuracySection(fields.table))
        try emit(confusionSection(confusions))
        // Several profiles: a second pass for each sample's figures, the matrix's margins.
        try emit(matrixSection(ProfileMatrix(summaries: summaries,
                                             samples: summaries.totals.count > 1 ? MatrixSamples(run.results) : nil)))
        if let comparison = options.comparison {
            try emit(comparisonSection(comparison, heading: "Comparison with the baseline", id: "comparison",
                                       maximumDiffs: options.maximumComparisonDiffs,
                                       normalization: ShownTexts.profile(run.metadata.normalization)))
        } else if options.compareProfiles && summaries.totals.count > 1 {
            let first = summaries.totals[0].profile
            for other in summaries.totals.dropFirst() {
                // Inside report writing, with the matrix's resamples (a comparison's own verdict uses 10,000).
                let matrix = RunComparison(matrix: run, baselineProfile: first, candidateProfile: other.profile,
                                           intervals: IntervalSettings(resamples: ProfileMatrix.defaultResamples))
                try emit(comparisonSection(matrix, heading: "Profiles: \(first) → \(other.profile)",
                                           id: "profiles-\(other.profile)", maximumDiffs: options.maximumComparisonDiffs,
                                           pairwise: first, normalization: ShownTexts.profile(run.metadata.normalization)))
            }
        }
        // Above a thousand results the table and the detail blocks come from data too, built
        // by the page's script (a page of 10,000 rows of elements takes many seconds to open).
        let dataTable = run.results.count > staticTableLimit
        try sampleTable(run.results, overview: overview, dataRows: dataTable, emit: emit)
        try emit("<section id=\"details\">\n<h2>Sample details</h2>\n"
                 + "<noscript><p class=\"muted\">Sample details open with the page's script, which this browser does not run.</p></noscript>\n")
        if run.results.isEmpty { try emit("<p class=\"muted\">No samples in this run.</p>\n") }
        if dataTable {
            try emit("<p class=\"muted\">Failing samples are listed below, the first \(dataDetailsShown) at first; "
                     + "open any sample from the table.</p>\n<div id=\"details-list\"></div>\n"
                     + "<p><button type=\"button\" id=\"more-details\" hidden></button></p>\n")
        }
        try details(run.results, pictures: pictures, shells: !dataTable,
                    normalization: ShownTexts.profile(run.metadata.normalization), emit: emit)
        try emit("</section>\n")
        try emit(setupSection(run.metadata))
        try emit("</main>\n")
        try emit(footer(run.metadata.harnessVersion, nonce: nonce))
    }

    /// Above this many results the sample table and detail blocks are built from data by
    /// the page's script.
    static let staticTableLimit = 1000
    /// With a data table, the failing samples' details shown at first (a button shows more).
    static let dataDetailsShown = 50

    // MARK: Page parts

    static func head(title: String, subtitle: String, generator: String, nonce: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data: 'self'; \
        script-src 'nonce-\(nonce)'; base-uri 'none'; form-action 'none'">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="ocrgauge \(e(generator))">
        <title>\(e(title)) · \(e(subtitle))</title>
        <style>
        \(HTMLStyle.css)
        </style>
        </head>
        <body>

        """
    }

    static func footer(_ harnessVersion: String, nonce: String) -> String {
        "<footer class=\"page\">Written by ocrgauge \(e(harnessVersion))"
            + " · run.xml holds every figure on this page, with raw counts.</footer>\n"
            + "<script nonce=\"\(nonce)\">\n\(HTMLScript.source)</script>\n</body>\n</html>\n"
    }

    /// A fresh random nonce for the page's one script.
    static func makeNonce() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(generator.next() as UInt32, radix: 16) }.joined()
    }

    private static func pageHeader(_ run: RunRecord, title: String, comparison: RunComparison?,
                                   totals: [SuiteSummary]) -> String {
        let metadata = run.metadata
        let headline = RunHeadline(totals: totals, gate: comparison?.verdict)
        var html = "<header class=\"page\">\n<h1>\(e(title))</h1>\n"
        html += "<p class=\"subtitle\">\(run.results.count) results · "
        html += "<span class=\"badge \(headline.state == .passed ? "pass" : headline.state == .failed ? "fail" : "neutral")\" "
            + "id=\"headline\">\(e(headline.text))</span>"
        if comparison != nil { html += " · " + e(RunHeadline(totals: totals).text) }
        html += "</p>\n"
        if let comparison { html += verdictBanner(comparison) }
        if !metadata.complete {
            html += "<p class=\"banner\">This run is incomplete: it was interrupted, and the report covers only part of the corpus.</p>\n"
        }
        var rows: [(String, String)] = [
            ("Started", e(metadata.startedAt)),
            ("Finished", e(metadata.finishedAt)),
            ("Host", e(metadata.host)),
            ("Harness", e(metadata.harnessVersion) + (metadata.harnessCommit.map { " <code>\(e(String($0.prefix(12))))</code>" } ?? "")),
            ("Corpus", "<code>\(e(metadata.corpusPath))</code>"),
        ]
        if let libraries = metadata.libraries { rows.append(("Libraries", e(libraries))) }
        if let label = metadata.label { rows.insert(("Label", e(label)), at: 0) }
        if let commit = metadata.corpusCommit {
            rows.append(("Corpus commit", "<code>\(e(commit))</code>"
                         + (metadata.corpusDirty == true ? " with uncommitted changes in the corpus" : "")))
        } else if metadata.corpusDirty == true {
            rows.append(("Corpus commit", "uncommitted changes"))
        }
        rows.append(("Normalization", e(metadata.normalization)))
        if !metadata.backends.isEmpty {
            rows.append(("Backends", metadata.backends.map { "\(e($0.name)) <code>\(e($0.version))</code>" }.joined(separator: ", ")))
        }
        html += "<dl class=\"meta\">\n"
        for (label, value) in rows { html += "<dt>\(label)</dt><dd>\(value)</dd>\n" }
        html += "</dl>\n</header>\n"
        return html
    }

    /// What the summary and the table's filters show, gathered in one pass.
    struct Overview {
        var suiteOrder: [String] = []
        /// The CER histogram per suite (counts by `HTMLCharts.cerBuckets`): no sample's
        /// figure is kept, however large the run.
        var rates: [String: [Int]] = [:]
        var outcomes: [String] = [], tags: [String] = []
        private var seenOutcomes = Set<String>(), seenTags = Set<String>()

        var profileOrder: [String] = []
        /// The CER histogram per suite and profile ("suite\u{0}profile").
        var profileRates: [String: [Int]] = [:]

        mutating func add(_ result: SampleResult) {
            if rates[result.suite] == nil {
                suiteOrder.append(result.suite)
                rates[result.suite] = Array(repeating: 0, count: HTMLCharts.cerBuckets.count)
            }
            if !profileOrder.contains(result.profile) { profileOrder.append(result.profile) }
            // The CER distributions leave drafts out, as every figure does.
            if !result.draft {
                let bucket = HTMLCharts.bucket(of: result.cer)
                rates[result.suite]![bucket] += 1
                profileRates[result.suite + "\u{0}" + result.profile, default: Array(repeating: 0, count: HTMLCharts.cerBuckets.count)][bucket] += 1
            }
            if seenOutcomes.insert(result.outcome.rawValue).inserted { outcomes.append(result.outcome.rawValue) }
            for tag in result.tags where seenTags.insert(tag).inserted { tags.append(tag) }
        }
    }

    /// The start of a table of summary rows (`summaryRow`): its head, `name` naming what a
    /// row sums (suite, document) and `count` its samples (samples, pages).
    private static func summaryTableHead(name: String, count: String) -> String {
        "<div class=\"table-wrap\"><table>\n<thead><tr><th>Profile</th><th>\(name)</th>"
            + "<th class=\"num\">\(count)</th><th class=\"num\">Passed</th><th class=\"num\">Failed</th>"
            + "<th class=\"num\" title=\"truth but no criterion: neither passed nor failed\">Scored</th>"
            + "<th class=\"num\" title=\"truth awaiting review: in no figure of the row\">Drafts</th>"
            + "<th class=\"num\">CER micro</th><th class=\"num\">CER macro</th>"
            + "<th class=\"num\">WER micro</th><th class=\"num\">WER macro</th>"
            + "<th class=\"num\" title=\"ISRI character accuracy as ocreval's accuracy and accsum count it\">ISRI char.</th>"
            + "<th class=\"num\" title=\"ISRI word accuracy as ocreval's wordacc and wordaccsum count it\">ISRI word</th>"
            + "<th class=\"num\">Time (s)</th></tr></thead>\n<tbody>\n"
    }

    /// Each document's figures over all its pages, per profile (nothing without documents).
    static func documentsSection(_ documents: [SuiteSummary]) -> String {
        guard !documents.isEmpty else { return "" }
        var html = "<section id=\"documents\">\n<h2>Documents</h2>\n"
        html += "<p class=\"muted\">A PDF or a TIFF of several pages: each page is a sample (<code>doc#3</code>); "
            + "here are its figures over all its pages.</p>\n"
        html += summaryTableHead(name: "Document", count: "Pages")
        for document in documents {
            html += summaryRow(document, profile: e(document.profile), suite: "<code>\(e(document.suite ?? ""))</code>", total: false)
        }
        return html + "</tbody>\n</table></div>\n</section>\n"
    }

    /// The summary, emitted a piece at a time: a run of a thousand suites has a row and a
    /// chart for each.
    private static func summarySection<Failure: Error>(_ run: RunRecord, overview: Overview, suites: [SuiteSummary],
                                                       totals: [SuiteSummary],
                                                       emit: (String) throws(Failure) -> Void) throws(Failure) {
        var html = "<section id=\"summary\">\n<h2>Summary</h2>\n"
        // The counts every output gives: samples = passed + failed + scored + known issues + drafts.
        let passed = totals.map(\.passed).reduce(0, +)
        let failed = totals.map(\.failed).reduce(0, +)
        let scored = totals.map(\.scored).reduce(0, +)
        let known = totals.map(\.knownIssues).reduce(0, +), drafts = totals.map(\.drafts).reduce(0, +)
        html += "<div class=\"cards\">\n"
        html += card("Results", String(run.results.count), nil)
        html += card("Passed", String(passed), "pass")
        html += card("Failed", String(failed), failed > 0 ? "fail" : nil)
        if scored > 0 { html += card("Scored (no criterion: maxCER or a field)", String(scored), nil) }
        if known > 0 { html += card("Known issues (not gated)", String(known), nil) }
        if drafts > 0 { html += card("Drafts (not gated, in no figure)", String(drafts), nil) }
        if let cache = run.metadata.cache {
            html += card("From the recognition cache", String(cache.results), nil)
            if cache.unverified > 0 { html += card("Cache entries that did not verify (recognized again)", String(cache.unverified), "fail") }
        }
        for total in totals {
            let label = totals.count > 1 ? "CER micro · \(total.profile)" : "CER micro"
            html += card(label, total.figured > 0 ? percent(total.microCER) : SuiteSummary.noFigure, nil)
        }
        html += "</div>\n"
        html += """
        <p class="muted">CER and WER in percent. <strong>micro</strong>: total edits over total reference \
        length; <strong>macro</strong>: mean of the per-sample rates.</p>

        """
        html += summaryTableHead(name: "Suite", count: "Samples")
        for total in totals {
            for summary in suites where summary.profile == total.profile {
                html += summaryRow(summary, profile: e(summary.profile), suite: e(summary.suite ?? ""), total: false)
                if html.utf8.count >= pieceBytes { try emit(html); html = "" }
            }
            html += summaryRow(total, profile: e(total.profile), suite: "all suites", total: true)
        }
        if totals.isEmpty { html += "<tr><td colspan=\"12\" class=\"muted\">No samples in this run.</td></tr>\n" }
        html += "</tbody>\n</table></div>\n"
        for total in totals where total.drafts > 0 { html += "<p class=\"muted\">\(e(MarkdownSummary.draftsLine(total))).</p>\n" }
        html += lineDetectionSummary(suites: suites, totals: totals)
        try emit(html)
        try charts(overview, suites: suites, totals: totals, emit: emit)
        try emit("</section>\n")
    }

    /// How much of a long section is built before it is handed on.
    static let pieceBytes = 64 << 10

    private static func charts<Failure: Error>(_ overview: Overview, suites: [SuiteSummary], totals: [SuiteSummary],
                                               emit: (String) throws(Failure) -> Void) throws(Failure) {
        guard !overview.suiteOrder.isEmpty else { return }
        let suiteOrder = overview.suiteOrder, rates = overview.rates
        // One histogram per suite and profile: pooling profiles would mix two engines' figures.
        let several = overview.profileOrder.count > 1
        var html = "<h3>CER distribution per suite\(several ? " and profile" : "")</h3>\n<div class=\"charts\">\n"
        for suite in suiteOrder {
            for profile in overview.profileOrder {
                guard let counts = several ? overview.profileRates[suite + "\u{0}" + profile] : rates[suite] else { continue }
                let total = counts.reduce(0, +)
                // A suite of drafts only has no distribution (as before: no figure of a draft).
                if total == 0 && !several { break }
                let title = (several ? "\(suite) · \(profile)" : suite) + " · \(total) result\(total == 1 ? "" : "s")"
                html += HTMLCharts.distribution(title: title, counts: counts)
                if html.utf8.count >= pieceBytes { try emit(html); html = "" }
                if !several { break }
            }
        }
        html += "</div>\n"
        if totals.count > 1 {
            let profiles = totals.map(\.profile)
            var values: [[Double?]] = []
            for suite in suiteOrder {
                values.append(profiles.map { profile in suites.first { $0.suite == suite && $0.profile == profile && $0.figured > 0 }?.microCER })
            }
            values.append(totals.map { $0.figured > 0 ? $0.microCER : nil })
            html += "<h3>Profiles compared (CER micro)</h3>\n<div class=\"charts\">\n"
            html += HTMLCharts.groupedBars(title: "CER micro per suite and profile", groups: suiteOrder + ["all suites"],
                                           series: profiles, values: values)
            html += "</div>\n"
        }
        try emit(html)
    }

    private static func summaryRow(_ summary: SuiteSummary, profile: String, suite: String, total: Bool) -> String {
        var html = total ? "<tr class=\"total\">" : "<tr>"
        html += "<td>\(profile)</td><td>\(suite)</td>"
        html += "<td class=\"num\">\(summary.samples)</td>"
        html += "<td class=\"num\">\(summary.passed)</td>"
        html += "<td class=\"num\">\(summary.failed > 0 ? badge(pass: false, String(summary.failed)) : "0")</td>"
        html += "<td class=\"num\">\(summary.scored)</td><td class=\"num\">\(summary.drafts)</td>"
        html += "<td class=\"num\" title=\"\(countsTitle(summary.characters, unit: "characters"))\">\(figure(summary, summary.microCER))</td>"
        html += "<td class=\"num\">\(figure(summary, summary.macroCER))</td>"
        html += "<td class=\"num\" title=\"\(countsTitle(summary.words, unit: "words"))\">\(figure(summary, summary.microWER))</td>"
        html += "<td class=\"num\">\(figure(summary, summary.macroWER))</td>"
        html += isriCells(summary)
        html += "<td class=\"num\">\(ReportNumber.fixed(ReportNumber.finite(summary.durationSeconds), decimals: 2))</td></tr>\n"
        return html
    }

    /// The sample table, emitted row by row (never held whole).
    private static func sampleTable<Failure: Error>(_ results: ResultList, overview: Overview, dataRows: Bool,
                                                    emit: (String) throws(Failure) -> Void) throws(Failure) {
        let suites = overview.suiteOrder, outcomes = overview.outcomes, tags = overview.tags
        func select(_ id: String, _ label: String, _ values: [String]) -> String {
            var html = "<label>\(label) <select id=\"\(id)\"><option value=\"\">all</option>"
            for value in values { html += "<option value=\"\(e(value))\">\(e(value))</option>" }
            return html + "</select></label>\n"
        }
        var html = "<section id=\"samples\">\n<h2>Samples</h2>\n<div class=\"filters\" id=\"filters\" hidden>\n"
        html += select("f-suite", "Suite", suites)
        html += select("f-outcome", "Outcome", outcomes)
        html += select("f-tag", "Tag", tags.sorted())
        html += "<label><input type=\"checkbox\" id=\"f-failing\"> failing only</label>\n"
        html += "<label>Find <input type=\"search\" id=\"f-text\" placeholder=\"id or image\"></label>\n"
        html += "<span class=\"muted\" id=\"f-count\"></span>\n</div>\n"
        html += "<div class=\"table-wrap\"><table id=\"sample-table\" class=\"sortable\">\n"
        html += "<thead><tr><th data-type=\"text\">Suite</th><th data-type=\"text\">ID</th><th data-type=\"text\">Profile</th>"
        html += "<th data-type=\"text\">Expected</th><th data-type=\"text\">Outcome</th><th data-type=\"num\">Result</th>"
        html += "<th class=\"num\" data-type=\"num\">CER</th><th class=\"num\" data-type=\"num\">WER</th>"
        html += "<th class=\"num\" data-type=\"num\">Fields</th><th data-type=\"text\">Reason</th>"
        html += "<th class=\"num\" data-type=\"num\">Time (s)</th></tr></thead>\n<tbody>\n"
        try emit(html)
        if dataRows {
            // The rows as data: the script shows them a page at a time.
            try emit("</tbody>\n</table></div>\n<p><button type=\"button\" id=\"more-rows\" hidden></button></p>\n"
                     + "<script type=\"application/json\" id=\"sample-rows\">[")
            try ParallelRenderer.render(count: results.count, emit: emit) { index in
                (index == 0 ? "" : ",") + rowData(results[index], index: index)
            }
            try emit("]</script>\n</section>\n")
            return
        }
        try ParallelRenderer.render(count: results.count, emit: emit) { index in
            sampleRow(results[index], index: index)
        }
        if results.isEmpty { try emit("<tr><td colspan=\"11\" class=\"muted\">No samples in this run.</td></tr>\n") }
        try emit("</tbody>\n</table></div>\n</section>\n")
    }

    /// One row of the sample table as data for the page's script (a JSON list): suite,
    /// id, profile, expected, outcome, passed (1/0), CER text and value, WER text and value,
    /// fields text, fields sort value and state (1 all pass, 0 some fail, -1 none), reason,
    /// all reasons, time text, tags, search text, known issue (1/0), draft (1/0), anchor,
    /// figures line, index, from the cache (1/0).
    static func rowData(_ result: SampleResult, index: Int) -> String {
        func s(_ text: String) -> String { HTMLDetailData.jsonString(text) }
        let fieldsPassed = result.fields.filter(\.passed).count
        let fieldsState = result.fields.isEmpty ? -1 : (fieldsPassed == result.fields.count ? 1 : 0)
        let first = result.failures.first ?? ""
        let parts: [String] = [
            s(result.suite), s(result.id), s(result.profile), s(result.expected.rawValue), s(result.outcome.rawValue),
            verdictCode(result.verdict),
            s("\(ReportNumber.percent(result.cer))\u{202F}%"), ReportNumber.rate(result.cer),
            s("\(ReportNumber.percent(result.wer))\u{202F}%"), ReportNumber.rate(result.wer),
            s(result.fields.isEmpty ? "–" : "\(fieldsPassed)/\(result.fields.count)"),
            String(result.fields.isEmpty ? -1 : fieldsPassed - result.fields.count), String(fieldsState),
            s(first.count > 90 ? String(first.prefix(87)) + "..." : first), s(result.failures.joined(separator: "\n")),
            s(ReportNumber.fixed(ReportNumber.finite(result.durationSeconds), decimals: 2)),
            "[" + result.tags.map(s).joined(separator: ",") + "]",
            s((result.id + " " + result.image).lowercased()),
            result.knownIssue ? "1" : "0", result.draft ? "1" : "0",
            s(anchor(result)), s(figures(result)), String(index), result.fromCache ? "1" : "0",
        ]
        return "[" + parts.joined(separator: ",") + "]"
    }

    /// One row of the sample table, with the data- attributes the filters read.
    static func sampleRow(_ result: SampleResult, index: Int) -> String {
        var html = ""
        let state = verdictCode(result.verdict)
        html += "<tr data-suite=\"\(e(result.suite))\" data-outcome=\"\(result.outcome.rawValue)\" data-pass=\"\(state)\""
        html += " data-tags=\"\(e(result.tags.joined(separator: "\n")))\" data-find=\"\(e((result.id + " " + result.image).lowercased()))\""
        html += " data-key=\"\(e(anchor(result)))\">"
        html += "<td>\(e(result.suite))</td>"
        html += "<td class=\"text\"><a href=\"#\(e(anchor(result)))\">\(e(result.id))</a>\(marks(result))</td>"
        html += "<td>\(e(result.profile))</td>"
        html += "<td>\(result.expected.rawValue)</td>"
        let outcome = result.outcome.rawValue
        html += result.outcome == result.expected ? "<td>\(outcome)</td>" : "<td><strong>\(outcome)</strong></td>"
        html += "<td data-v=\"\(state)\">\(badge(result.verdict))</td>"
        html += "<td class=\"num\" data-v=\"\(ReportNumber.rate(result.cer))\" title=\"\(countsTitle(result.characters, unit: "characters"))\">\(percent(result.cer))</td>"
        html += "<td class=\"num\" data-v=\"\(ReportNumber.rate(result.wer))\" title=\"\(countsTitle(result.words, unit: "words"))\">\(percent(result.wer))</td>"
        let fieldsPassed = result.fields.filter(\.passed).count
        html += "<td class=\"num\" data-v=\"\(result.fields.isEmpty ? -1 : fieldsPassed - result.fields.count)\">\(fieldsCell(result.fields))</td>"
        html += reasonCell(result)
        html += "<td class=\"num\">\(ReportNumber.fixed(ReportNumber.finite(result.durationSeconds), decimals: 2))</td></tr>\n"
        return html
    }

    private static func setupSection(_ metadata: RunMetadata) -> String {
        var html = "<section id=\"setup\">\n<h2>Backends and profiles</h2>\n"
        if !metadata.backends.isEmpty {
            html += "<div class=\"table-wrap\"><table>\n<thead><tr><th>Backend</th><th>Version</th></tr></thead>\n<tbody>\n"
            for backend in metadata.backends {
                html += "<tr><td>\(e(backend.name))</td><td><code>\(e(backend.version))</code></td></tr>\n"
            }
            html += "</tbody>\n</table></div>\n"
        }
        for profile in metadata.profiles {
            html += "<h3>Profile \(e(profile.name)) <span class=\"muted\">· \(e(profile.backend))</span></h3>\n"
            if profile.settings.isEmpty {
                html += "<p class=\"muted\">No settings: the backend's defaults.</p>\n"
                continue
            }
            html += "<div class=\"table-wrap\"><table>\n<thead><tr><th>Setting</th><th>Value</th></tr></thead>\n<tbody>\n"
            for setting in profile.settings {
                html += "<tr><td><code>\(e(setting.key))</code></td><td class=\"text\"><code>\(e(setting.value))</code></td></tr>\n"
            }
            html += "</tbody>\n</table></div>\n"
        }
        if metadata.backends.isEmpty && metadata.profiles.isEmpty {
            html += "<p class=\"muted\">No backends or profiles recorded.</p>\n"
        }
        html += "</section>\n"
        return html
    }

    // MARK: Small pieces

    /// A figure in a card: `label` and `value` are text (escaped here); `kind` is a class.
    static func card(_ label: String, _ value: String, _ kind: String?) -> String {
        let kindClass = kind.map { " \($0)" } ?? ""
        return "<div class=\"card\(kindClass)\"><div class=\"label\">\(e(label))</div><div class=\"value\">\(e(value))</div></div>\n"
    }

    /// Small badges for the known-issue, draft and from-the-cache marks.
    static func marks(_ result: SampleResult) -> String {
        var html = ""
        if result.knownIssue { html += " <span class=\"badge warn\" title=\"known issue: does not fail the gate\">known issue</span>" }
        if result.draft { html += " <span class=\"badge neutral\" title=\"draft truth: ignored by the gate\">draft</span>" }
        if result.fromCache {
            html += " <span class=\"badge neutral\" title=\"recognition from the cache (--cache), not from the engine in this run\">cached</span>"
        }
        return html
    }

    /// Why the sample failed, in a line (the first reason; all of them on hover and in
    /// its details); empty for a pass.
    private static func reasonCell(_ result: SampleResult) -> String {
        guard let first = result.failures.first else { return "<td class=\"reason\"></td>" }
        let shown = first.count > 90 ? String(first.prefix(87)) + "..." : first
        let more = result.failures.count > 1 ? " <span class=\"muted\">+\(result.failures.count - 1)</span>" : ""
        return "<td class=\"reason\" title=\"\(e(result.failures.joined(separator: "\n")))\">\(e(shown))\(more)</td>"
    }

    private static func fieldsCell(_ fields: [FieldResult]) -> String {
        if fields.isEmpty { return "<span class=\"muted\">–</span>" }
        let passed = fields.filter(\.passed).count
        return badge(pass: passed == fields.count, "\(passed)/\(fields.count)")
    }

    /// A green "pass" or red "fail" badge, with `text` in place of the word when given.
    /// `text` is text, never markup: it is escaped here (a profile name reaches it as the
    /// matrix's best profile).
    static func badge(pass: Bool, _ text: String? = nil) -> String {
        "<span class=\"badge \(pass ? "pass" : "fail")\">\(e(text ?? (pass ? "pass" : "fail")))</span>"
    }

    /// A sample's verdict as a badge: pass (green), fail (red), scored or draft (neutral:
    /// neither a pass nor a failure).
    static func badge(_ verdict: SampleVerdict) -> String {
        switch verdict {
        case .passed: return badge(pass: true)
        case .failed: return badge(pass: false)
        case .scored: return "<span class=\"badge neutral\" title=\"truth but no criterion (maxCER, field): scored, never a pass\">scored</span>"
        case .draft: return "<span class=\"badge neutral\" title=\"truth awaiting review: never a pass, in no figure\">draft</span>"
        }
    }

    /// The verdict's CSS class: pass, fail or neutral.
    static func stateClass(_ verdict: SampleVerdict) -> String {
        switch verdict {
        case .passed: return "pass"
        case .failed: return "fail"
        case .scored, .draft: return "neutral"
        }
    }

    /// The verdict as the page's script codes it: 1 passed, 0 failed, 2 scored, 3 draft.
    static func verdictCode(_ verdict: SampleVerdict) -> String {
        switch verdict {
        case .passed: return "1"
        case .failed: return "0"
        case .scored: return "2"
        case .draft: return "3"
        }
    }

    /// A rate as a percentage with 2 decimals and a thin space before the sign.
    static func percent(_ rate: Double) -> String { "\(ReportNumber.percent(rate))\u{202F}%" }

    /// The ISRI character and word accuracy cells of a summary, with their counts on hover
    /// ("–" without figures; a note when some samples have none).
    static func isriCells(_ summary: SuiteSummary) -> String {
        let missing = summary.isriMissing > 0 ? "; \(summary.isriMissing) sample(s) without ISRI figures" : ""
        let counts = summary.isri
        let characters = counts.characterAccuracy.map { percent($0) } ?? SuiteSummary.noFigure
        let words = counts.wordAccuracy.map { percent($0) } ?? SuiteSummary.noFigure
        return "<td class=\"num\" title=\"\(counts.characters) characters, \(counts.characterErrors) errors, "
            + "\(counts.rejectCharacters) reject characters\(missing)\">\(characters)</td>"
            + "<td class=\"num\" title=\"\(counts.words) words, \(counts.wordErrors) misrecognized\(missing)\">\(words)</td>"
    }

    /// A suite's rate, or "–" where the suite counts no sample (every one a draft).
    static func figure(_ summary: SuiteSummary, _ rate: Double) -> String {
        summary.figured > 0 ? percent(rate) : SuiteSummary.noFigure
    }

    /// A tooltip such as "3 edits (S 1, D 1, I 1) / 25 reference characters".
    static func countsTitle(_ counts: EditCounts, unit: String) -> String {
        "\(counts.edits) edit\(counts.edits == 1 ? "" : "s") (S \(counts.substitutions), D \(counts.deletions), I \(counts.insertions))"
            + " / \(counts.referenceLength) reference \(unit)"
    }

    /// Shorthand for `HTMLEscaping.escape`.
    static func e(_ text: String) -> String { HTMLEscaping.escape(text) }
}

/// The `HTMLReportWriter` as a format every run writes.
extension HTMLReportWriter: ReportFormat {
    /// `"report.html"`.
    public static let fileName = "report.html"
    /// `"html"` (`--html F`).
    public static let option = "html"
    /// Writes report.html of `run` with the context's HTML options.
    public static func write(_ run: RunRecord, context: ReportContext, to url: URL) throws(ReportsError) {
        try write(run, to: url, options: context.html)
    }
}
