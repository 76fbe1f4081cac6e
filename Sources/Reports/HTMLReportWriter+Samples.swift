import Foundation
import Scoring
import ReportFiles

extension HTMLReportWriter {
    /// One sample's detail block as the page starts with it: a collapsible block (open
    /// when the sample failed) with its summary line; the body — facts, failures, the image
    /// with line boxes, the side-by-side diff, field results, confusions, error layers,
    /// order-independent figures and recognized lines (`sampleBody`) — travels as data
    /// (`HTMLDetailData`) and the page's script builds it when the block is opened. The
    /// block's id is `suite/id/profile`, so a sample is linkable.
    static func sampleShell(_ result: SampleResult, index: Int) -> String {
        let state = stateClass(result.verdict)
        var html = "<details class=\"sample \(state)\" id=\"\(e(anchor(result)))\" data-n=\"\(index)\"\(result.isFailure ? " open" : "")>\n"
        html += "<summary>\(badge(result.verdict))"
        html += "<span class=\"name\">\(e(result.suite))/\(e(result.id))</span>"
        html += "<span class=\"muted\">\(e(result.profile))</span>\(marks(result))"
        html += "<span class=\"figures\">\(figures(result))</span></summary>\n</details>\n"
        return html
    }

    /// "CER 1.00 % · WER 5.00 % · ISRI char. 99.00 %, word 95.00 %".
    static func figures(_ result: SampleResult) -> String {
        var text = "CER \(percent(result.cer)) · WER \(percent(result.wer))"
        if let isri = result.isri, let characters = isri.characterAccuracy {
            text += " · ISRI char. \(percent(characters))" + (isri.wordAccuracy.map { ", word \(percent($0))" } ?? "")
        }
        return text
    }

    /// The details section, a window of data chunks (64 samples each, a chunk a core) at a
    /// time: each sample's pieces on every core — a sample at a time, not a chunk, so that
    /// one chunk's long pages do not leave the other cores idle — then each chunk's data
    /// block on every core, emitted in order. Memory: one window's bodies (128 on 2 cores).
    static func details<Failure: Error>(_ results: ResultList, pictures: ReportPictureTable, shells: Bool,
                                        normalization: NormalizationProfile,
                                        emit: (String) throws(Failure) -> Void) throws(Failure) {
        let size = HTMLDetailData.chunkSize
        let window = ProcessInfo.processInfo.activeProcessorCount * size
        var start = 0
        while start < results.count {
            let first = start, end = min(results.count, start + window)
            let pieces = ParallelRenderer.collect(count: end - first) { offset in
                detailPieces(results, index: first + offset, pictures: pictures, shells: shells, normalization: normalization)
            }
            let blocks = ParallelRenderer.collect(count: (end - first + size - 1) / size) { chunk in
                HTMLDetailData.block(chunk: first / size + chunk,
                                     bodies: pieces[(chunk * size)..<min(pieces.count, (chunk + 1) * size)].map(\.body))
            }
            for (chunk, block) in blocks.enumerated() {
                for offset in (chunk * size)..<min(pieces.count, (chunk + 1) * size) {
                    try emit(pieces[offset].picture)
                    try emit(pieces[offset].shell)
                }
                try emit(block)
            }
            start = end
        }
    }

    /// The details section's pieces for one sample: its picture's definition where it is
    /// first used and its block (unless the page's script makes the blocks from the table's
    /// data, `shells: false`), and the body that goes into its chunk's data block.
    static func detailPieces(_ results: ResultList, index: Int, pictures: ReportPictureTable, shells: Bool,
                             normalization: NormalizationProfile = .default) -> (picture: String, shell: String, body: String) {
        let result = results[index]
        return (pictures.definition(at: index, width: result.imageWidth ?? 0, height: result.imageHeight ?? 0),
                shells ? sampleShell(result, index: index) : "",
                sampleBody(result, pictureID: pictures.id(of: index), region: pictures.regions[index], normalization: normalization))
    }

    /// A sample's anchor and detail id: "suite/id/profile".
    static func anchor(_ result: SampleResult) -> String { "\(result.suite)/\(result.id)/\(result.profile)" }

    /// The inside of a sample's detail block.
    static func sampleBody(_ result: SampleResult, pictureID: String?, region: ReportRegion? = nil,
                           normalization: NormalizationProfile = .default) -> String {
        var html = ""
        html += "<div class=\"sample-body\">\n<div class=\"sample-top\">\n<div>\n"
        html += facts(result)
        if !result.failures.isEmpty {
            html += "<h3>Why it failed</h3>\n<ul class=\"failures\">\n"
            for failure in result.failures { html += "<li>\(e(failure))</li>\n" }
            html += "</ul>\n"
        }
        html += "</div>\n"
        html += imageView(result, pictureID: pictureID, region: region)
        html += "</div>\n"
        html += diffView(result, normalization)
        if !result.fields.isEmpty {
            html += "<h3>Fields</h3>\n<div class=\"table-wrap\"><table>\n"
            html += "<thead><tr><th>Field</th><th>Check</th><th>Result</th><th>Reason</th></tr></thead>\n<tbody>\n"
            for field in result.fields {
                let entity = field.entity ? " · entity: " + (field.extraction ?? .notExtracted).description : ""
                html += "<tr><td>\(e(field.name))</td><td>\(e(field.kind + entity))</td><td>\(badge(pass: field.passed))</td>"
                html += "<td class=\"text\">\(e(field.reason))</td></tr>\n"
            }
            html += "</tbody>\n</table></div>\n"
        }
        // A passing sample's confusions are in run.xml and its suite's table; the page lists a failing one's.
        if !result.passed { html += sampleConfusions(result) }
        html += barcodesTable(result)
        html += layersView(result)
        html += lineDetectionView(result)
        // A passing sample's lines are in the boxes' tooltips; the table is for failures.
        if !result.lines.isEmpty && !result.passed { html += linesTable(result) }
        html += "</div>\n"
        return html
    }

    /// The barcodes decoded on the image (when it was scanned): symbology, value, box.
    private static func barcodesTable(_ result: SampleResult) -> String {
        guard let barcodes = result.barcodes else { return "" }
        guard !barcodes.isEmpty else { return "<h3>Barcodes</h3>\n<p class=\"muted\">Scanned: no barcode decoded.</p>\n" }
        var html = "<h3>Barcodes</h3>\n<div class=\"table-wrap\"><table>\n"
        html += "<thead><tr><th>Symbology</th><th>Value</th><th>Box (x, y, width × height)</th></tr></thead>\n<tbody>\n"
        for barcode in barcodes {
            html += "<tr><td>\(e(BarcodeSymbology.displayName(barcode.symbology)))</td><td class=\"text mono\">\(e(barcode.value))</td>"
            html += "<td class=\"num\">\(barcode.x), \(barcode.y), \(barcode.width) × \(barcode.height)</td></tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }

    private static func facts(_ result: SampleResult) -> String {
        var rows: [(String, String)] = [
            ("Image", "<code>\(e(result.image))</code>"),
            ("Outcome", "\(result.outcome.rawValue) <span class=\"muted\">(expected \(result.expected.rawValue))</span>"),
        ]
        if let message = result.message { rows.append(("Message", e(message))) }
        rows.append(("Characters", e(countsTitle(result.characters, unit: "characters"))
                     + ", \(result.characters.hypothesisLength) recognized"))
        rows.append(("Words", e(countsTitle(result.words, unit: "words")) + ", \(result.words.hypothesisLength) recognized"))
        if let maxCER = ReportNumber.finite(result.maxCER) { rows.append(("Max CER", percent(maxCER))) }
        rows.append(("Duration", "\(ReportNumber.fixed(ReportNumber.finite(result.durationSeconds), decimals: 3)) s"))
        if let confidence = ReportNumber.finite(result.meanConfidence) {
            rows.append(("Mean confidence", ReportNumber.confidence(confidence)))
        }
        if let width = result.imageWidth, let height = result.imageHeight {
            rows.append(("Image size", "\(width) × \(height) px"))
        }
        if let languages = result.languages {
            rows.append(("Languages", e(languages.joined(separator: ", ")) + " <span class=\"muted\">(the sidecar's)</span>"))
        }
        if let detected = result.orientation { rows.append(("Orientation detected", e(detected.summary))) }
        if let spread = result.repeats {
            let texts = spread.unstable ? "\(spread.distinctTexts) different texts" : "the same text every time"
            rows.append(("Repeats", e("\(spread.repeats) recognitions: \(texts), CER \(ReportNumber.percentText(spread.cerMin)) "
                                      + "to \(ReportNumber.percentText(spread.cerMax))")))
        }
        if !result.tags.isEmpty { rows.append(("Tags", result.tags.map(e).joined(separator: ", "))) }
        for note in result.notes { rows.append(("Note", e(note))) }
        if result.knownIssue { rows.append(("Known issue", "yes: a failure here does not fail the gate")) }
        if result.draft { rows.append(("Draft", "yes: the truth awaits review; ignored by the gate")) }
        if result.fromCache {
            rows.append(("Recognition", "from the recognition cache (--cache: an entry whose seal verified), not the engine in this run"))
        }
        var html = "<dl class=\"meta\">\n"
        for (label, value) in rows { html += "<dt>\(label)</dt><dd>\(value)</dd>\n" }
        return html + "</dl>\n"
    }

    /// The image scaled down (by the browser) with the line boxes over it, coloured by
    /// correctness; a blank canvas of the image's size when there is no picture. The
    /// picture (`pictureID`: a preview of the pixels the engine saw, defined once in the
    /// page) spans the SVG's view box, which is the image's size in pixels, so boxes
    /// recorded in those pixels fall on it whatever the preview's own size.
    static func imageView(_ result: SampleResult, pictureID: String?, region: ReportRegion? = nil) -> String {
        var width = result.imageWidth ?? 0, height = result.imageHeight ?? 0
        if width <= 0 || height <= 0 {
            width = result.lines.map { $0.x + max(0, $0.width) }.max() ?? 0
            height = result.lines.map { $0.y + max(0, $0.height) }.max() ?? 0
        }
        guard width > 0, height > 0 else { return "" }
        // With a region of interest the view is that region: the engine saw only it.
        let view = region.map { "\($0.x) \($0.y) \($0.width) \($0.height)" } ?? "0 0 \(width) \(height)"
        var html = "<figure class=\"page-view\">\n"
        html += "<svg class=\"boxes\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(view)\""
        html += " preserveAspectRatio=\"xMidYMid meet\" role=\"img\" aria-label=\"recognized line boxes on a \(width) by \(height) image\">\n"
        if let pictureID {
            html += "<use href=\"#\(pictureID)\"/>\n"
        } else {
            html += "<rect class=\"canvas\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/>\n"
        }
        // As many boxes as the lines table lists: an answer of 100,000 lines would make
        // the page (and the writer's memory) as large as the text again.
        for line in result.lines.prefix(TextPreview.maximumLines) {
            let kind = line.correct.map { $0 ? "ok" : "bad" } ?? "unknown"
            html += "<rect class=\"\(kind)\" x=\"\(line.x)\" y=\"\(line.y)\" width=\"\(max(0, line.width))\" height=\"\(max(0, line.height))\">"
            let confidence = ReportNumber.finite(line.confidence).map { " · confidence \(ReportNumber.confidence($0))" } ?? ""
            html += "<title>\(e(line.text))\(confidence)</title></rect>\n"
        }
        html += truthBoxes(result)
        for barcode in result.barcodes ?? [] {
            // ZBar locates a linear symbol along its scan lines: at least a few pixels tall.
            let height = max(barcode.height, 6)
            html += "<rect class=\"barcode\" x=\"\(barcode.x)\" y=\"\(barcode.y - (height - barcode.height) / 2)\""
            html += " width=\"\(max(1, barcode.width))\" height=\"\(height)\"><title>\(e(barcode.described))</title></rect>\n"
        }
        html += "</svg>\n<figcaption>"
        html += pictureID == nil ? "No image; " : ""
        html += "boxes: <i class=\"swatch ok\"></i>correct line <i class=\"swatch bad\"></i>wrong line"
        html += " <i class=\"swatch unknown\"></i>not determined"
        if result.lineDetection != nil {
            html += " <i class=\"swatch truth\"></i>ground-truth line <i class=\"swatch truth missed\"></i>missed ground-truth line"
        }
        if let barcodes = result.barcodes, !barcodes.isEmpty { html += " <i class=\"swatch barcode\"></i>barcode" }
        if result.lines.count > TextPreview.maximumLines {
            html += "; the first \(TextPreview.maximumLines) of \(result.lines.count) line boxes are drawn (run.xml holds them all)"
        }
        html += "</figcaption>\n</figure>\n"
        return html
    }

    /// The media type of image bytes a browser shows, from their first bytes.
    static func mediaType(_ data: Data) -> String? {
        let head = [UInt8](data.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if head.starts(with: Array("GIF8".utf8)) { return "image/gif" }
        if head.count >= 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) { return "image/webp" }
        return nil
    }

    private static func diffView(_ result: SampleResult, _ normalization: NormalizationProfile) -> String {
        var html = "<h3>Side by side <span class=\"muted legend-inline\"><mark class=\"sub\">x</mark> read instead · "
        html += "<mark class=\"del\">x</mark> missing · <mark class=\"ins\">x</mark> extra · "
        html += "<span class=\"w\">word</span> changed word · hover a mark for its code points</span></h3>\n"
        // An answer of megabytes cannot be aligned (`HTMLDiff`'s limits), normalized or not:
        // the texts are shown as stored, without normalizing a copy of them first.
        if result.hypothesis.utf8.count > 4 * HTMLDiff.maximumGraphemes {
            html += "<p class=\"muted\">The texts are too long to align here; they are shown side by side.</p>\n"
            return html + storedTexts(result)
        }
        // The diff is of the texts as scored; the texts as stored follow below.
        let (reference, hypothesis) = ShownTexts.of(result, normalization)
        if reference.isEmpty && hypothesis.isEmpty {
            return html + "<pre class=\"text empty\"></pre>\n"
        }
        if reference == hypothesis {
            html += "<pre class=\"text diff\">\(e(TextPreview.head(hypothesis)))</pre>\n"
        } else if let alignment = HTMLDiff.alignment(reference: reference, hypothesis: hypothesis) {
            html += HTMLSideBySide.html(alignment, hypothesis: hypothesis)
        } else {
            html += "<p class=\"muted\">The texts are too long to align here; they are shown side by side.</p>\n"
        }
        if result.reference == result.hypothesis { return html }
        return html + storedTexts(result)
    }

    /// The reference and hypothesis as stored (their heads when long), folded away.
    private static func storedTexts(_ result: SampleResult) -> String {
        var html = "<details class=\"texts\"><summary>Reference and hypothesis, as read and as the engine printed it</summary>\n"
        html += "<div class=\"compare\">\n"
        html += textFigure("Reference (ground truth)", result.reference)
        html += textFigure("Hypothesis (recognized)", result.hypothesis)
        return html + "</div>\n</details>\n"
    }

    private static func layersView(_ result: SampleResult) -> String {
        guard result.layers != nil || result.orderIndependent != nil else { return "" }
        var html = "<h3>Error layers</h3>\n<div class=\"table-wrap\"><table class=\"layers\">\n"
        html += "<thead><tr><th>Ignoring</th><th class=\"num\">Edits</th><th class=\"num\">CER</th><th>Share of all edits</th></tr></thead>\n<tbody>\n"
        let all = max(1, result.characters.edits)
        func row(_ label: String, _ counts: EditCounts) -> String {
            let share = Double(counts.edits) / Double(all)
            let width = Int((min(1, share) * 100).rounded())
            return "<tr><td>\(label)</td><td class=\"num\">\(counts.edits)</td><td class=\"num\">\(percent(counts.rate))</td>"
                + "<td><span class=\"meter\"><span style=\"width:\(width)%\"></span></span></td></tr>\n"
        }
        html += row("nothing (as scored)", result.characters)
        if let layers = result.layers {
            html += row("whitespace", layers.ignoringWhitespace)
            html += row("whitespace, case", layers.ignoringWhitespaceAndCase)
            html += row("whitespace, case, punctuation", layers.ignoringWhitespaceCaseAndPunctuation)
        }
        html += "</tbody>\n</table></div>\n"
        if let scores = result.orderIndependent {
            html += "<p class=\"order\"><strong>Order-independent:</strong> bag-of-words error \(percent(scores.bagOfWordsError))"
            html += " <span class=\"muted\">(\(scores.bagOfWordsDifference) / \(scores.bagOfWordsTotal) words)</span>"
            html += scores.flexibleCharacterAccuracy.map { " · flexible character accuracy \(percent(ReportNumber.finite($0)))</p>\n" }
                ?? " · flexible character accuracy <span class=\"muted\">not computed (see the notes)</span></p>\n"
        }
        return html
    }

    static func textFigure(_ caption: String, _ text: String) -> String {
        let empty = text.isEmpty ? " empty" : ""
        return "<figure><figcaption>\(caption)</figcaption><pre class=\"text\(empty)\">\(e(TextPreview.head(text)))</pre></figure>\n"
    }

    private static func linesTable(_ result: SampleResult) -> String {
        var html = "<details class=\"texts\"><summary>Recognized lines (\(result.lines.count))</summary>\n"
        html += "<div class=\"table-wrap\"><table>\n<thead><tr><th>Text</th><th>Correct</th><th class=\"num\">Confidence</th>"
        html += "<th class=\"num\">x</th><th class=\"num\">y</th><th class=\"num\">Width</th><th class=\"num\">Height</th></tr></thead>\n<tbody>\n"
        for line in result.lines.prefix(TextPreview.maximumLines) {
            let confidence = ReportNumber.finite(line.confidence).map(ReportNumber.confidence) ?? "–"
            let correct = line.correct.map { badge(pass: $0, $0 ? "yes" : "no") } ?? "<span class=\"muted\">–</span>"
            html += "<tr><td class=\"text mono\">\(e(line.text))</td><td>\(correct)</td><td class=\"num\">\(confidence)</td>"
            html += "<td class=\"num\">\(line.x)</td><td class=\"num\">\(line.y)</td>"
            html += "<td class=\"num\">\(line.width)</td><td class=\"num\">\(line.height)</td></tr>\n"
        }
        html += "</tbody>\n</table></div>\n"
        if result.lines.count > TextPreview.maximumLines {
            html += "<p class=\"muted\">The first \(TextPreview.maximumLines) lines are shown; run.xml holds them all.</p>\n"
        }
        return html + "</details>\n"
    }
}
