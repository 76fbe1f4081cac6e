import Scoring

extension HTMLReportWriter {
    /// The confusions and class accuracy gathered per suite and profile, in one pass.
    struct ConfusionOverview {
        private(set) var order: [String] = []
        // Tallied as results come (a run's results may be read back from storage, so
        // none is kept): confusion → count, class → (total, correct).
        private var confusions: [String: [Confusion: Int]] = [:]
        private var classes: [String: [String: (total: Int, correct: Int)]] = [:]
        private var edits: [String: Int] = [:]
        private var counted: [String: (samples: Int, of: Int)] = [:]

        static func key(_ suite: String, _ profile: String) -> String { suite + "\u{0}" + profile }

        private var profiles: [String] = []

        mutating func add(_ result: SampleResult) {
            if !profiles.contains(result.profile) { profiles.append(result.profile) }
            // Per suite, and per profile over the whole run ("all suites").
            for key in [Self.key(result.suite, result.profile), Self.key("\u{1}", result.profile)] {
                if counted[key] == nil { order.append(key) }
                counted[key, default: (0, 0)].of += 1
                edits[key, default: 0] += result.characters.edits
                guard let list = result.confusions else { continue }
                counted[key, default: (0, 0)].samples += 1
                for item in list { confusions[key, default: [:]][item.confusion, default: 0] += item.count }
                for item in result.characterClasses ?? [] {
                    classes[key, default: [:]][item.name, default: (0, 0)].total += item.total
                    classes[key, default: [:]][item.name, default: (0, 0)].correct += item.correct
                }
            }
        }

        /// Per suite and profile: the top confusions, the class accuracy, all character
        /// edits, and over how many of its samples they were counted.
        var groups: [(suite: String, profile: String, confusions: [ConfusionCount], classes: [ClassAccuracy],
                      edits: Int, samples: Int, of: Int)] {
            // Each profile's whole run first, then its suites.
            let keys = profiles.map { Self.key("\u{1}", $0) } + order.filter { !$0.hasPrefix("\u{1}") }
            return keys.compactMap { key in
                let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
                guard parts.count == 2, let tally = confusions[key] else { return nil }
                let count = counted[key] ?? (0, 0)
                let classList = (classes[key] ?? [:]).map { ClassAccuracy(name: $0.key, total: $0.value.total, correct: $0.value.correct) }
                return (parts[0] == "\u{1}" ? "all suites" : parts[0], parts[1],
                        CharacterConfusions.merge([tally.map { ConfusionCount(confusion: $0.key, count: $0.value) }]),
                        CharacterClasses.merge([classList]), edits[key] ?? 0, count.samples, count.of)
            }
        }
    }

    /// The summary's confusion section: per suite and profile the 20 most frequent
    /// confusions (count, share of the suite's character edits, code points on hover) and
    /// the accuracy per character class, as dinglehopper's and the ISRI tools' reports give.
    static func confusionSection(_ overview: ConfusionOverview) -> String {
        let groups = overview.groups
        guard !groups.isEmpty else { return "" }
        var html = "<section id=\"confusions\">\n<h2>Confusions and character classes</h2>\n"
        html += "<p class=\"muted\">What was read instead of what, over runs of up to \(CharacterConfusions.maximumRun) characters "
        html += "(␣ a space, ⏎ a line break, ∅ nothing); hover for the code points. Share: of the suite's character edits.</p>\n"
        for group in groups {
            let top = group.confusions.prefix(3).map { "\(e($0.confusion.display)) ×\($0.count)" }.joined(separator: ", ")
            html += "<details class=\"confusions\"><summary><strong>\(e(group.suite))</strong>"
            html += " <span class=\"muted\">\(e(group.profile))</span> · \(top.isEmpty ? "no confusions" : top)</summary>\n"
            html += "<div class=\"confusion-tables\">\n"
            html += confusionTable(group.confusions, edits: group.edits)
            html += classTable(group.classes)
            html += "</div>\n"
            if group.samples < group.of {
                html += "<p class=\"muted\">Counted over \(group.samples) of \(group.of) samples (those with recognized text).</p>\n"
            }
            html += "</details>\n"
        }
        return html + "</section>\n"
    }

    /// The top 20 confusions with counts and share of `edits`.
    static func confusionTable(_ confusions: [ConfusionCount], edits: Int) -> String {
        guard !confusions.isEmpty else { return "<p class=\"muted\">No confusions.</p>\n" }
        var html = "<div class=\"table-wrap\"><table class=\"confusion\">\n<thead><tr><th>Reference → recognized</th>"
        html += "<th class=\"num\">Count</th><th class=\"num\">Share</th></tr></thead>\n<tbody>\n"
        for item in confusions.prefix(20) {
            let share = edits > 0 ? Double(item.count * item.confusion.edits) / Double(edits) : 0
            html += "<tr><td class=\"mono\" title=\"\(e(item.confusion.codePoints))\">\(e(item.confusion.display))</td>"
            html += "<td class=\"num\">\(item.count)</td><td class=\"num\">\(percent(min(1, share)))</td></tr>\n"
        }
        if confusions.count > 20 {
            html += "<tr><td colspan=\"3\" class=\"muted\">\(confusions.count - 20) less frequent confusions in run.xml</td></tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }

    /// Accuracy per character class.
    static func classTable(_ classes: [ClassAccuracy]) -> String {
        guard !classes.isEmpty else { return "" }
        var html = "<div class=\"table-wrap\"><table class=\"classes\">\n<thead><tr><th>Class</th>"
        html += "<th class=\"num\">Characters</th><th class=\"num\">Correct</th><th class=\"num\">Accuracy</th></tr></thead>\n<tbody>\n"
        for item in classes {
            html += "<tr><td>\(e(item.name))</td><td class=\"num\">\(item.total)</td><td class=\"num\">\(item.correct)</td>"
            html += "<td class=\"num\">\(percent(item.accuracy))</td></tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }

    /// A sample's own confusions and classes, in its details.
    static func sampleConfusions(_ result: SampleResult) -> String {
        guard let confusions = result.confusions, !confusions.isEmpty else { return "" }
        var html = "<h3>Confusions</h3>\n<div class=\"confusion-tables\">\n"
        html += confusionTable(confusions, edits: result.characters.edits)
        html += classTable(result.characterClasses ?? [])
        return html + "</div>\n"
    }
}
