import Runner

/// The man page, ocrgauge(1), in roff: the tool's usage, then every verb's own
/// `--help` text, so the page says exactly what the command line says.
enum ManPage {
    static func render(usage: String, commands: [any Command.Type]) -> String {
        var page = [
            ".\\\" Written by `ocrgauge help --man` from the command line's own help.",
            ".TH OCRGAUGE 1 \"\" \"ocrgauge \(HarnessVersion.current)\" \"User Commands\"",
            ".SH NAME",
            "ocrgauge \\- evaluate OCR backends against a corpus with ground truth",
            ".SH SYNOPSIS",
            ".B ocrgauge",
            "\\fIverb\\fR [\\fIoptions\\fR]",
            ".br",
            ".B ocrgauge help",
            "\\fIverb\\fR",
            ".SH DESCRIPTION",
            ".nf",
        ]
        page += usage.split(separator: "\n", omittingEmptySubsequences: false).map { line(String($0)) }
        page += [".fi", ".SH VERBS"]
        for command in commands {
            page += [".SS \(escape(command.name))", escape(command.summary), ".PP", ".nf"]
            page += command.help.split(separator: "\n", omittingEmptySubsequences: false).map { line(String($0)) }
            page.append(".fi")
        }
        page += [
            ".SH FILES",
            ".TP", ".I ocrgauge.json", "profiles: a backend and its settings each (see ocrgauge run \\-\\-help)",
            ".TP", ".I Corpus/", "the corpus: <suite>/<id>.<image> with <id>.gt.txt and an optional <id>.json sidecar",
            ".SH SEE ALSO", "tesseract(1)",
        ]
        return page.joined(separator: "\n") + "\n"
    }

    /// One line of preformatted text: backslashes and hyphens escaped, and a line that
    /// would read as a roff request (leading . or ') guarded.
    private static func line(_ text: String) -> String {
        let escaped = escape(text)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    /// Backslashes and hyphens escaped; anything beyond ASCII as a roff `\[uXXXX]`
    /// escape, so the page reads the same without a UTF-8 preprocessor.
    private static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case _ where scalar.value > 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
