/// The one escaping path for text from data (ids, suite and profile names, reasons,
/// recognized text, file names) in Markdown (summary.md, a merge-request comment): the
/// text reads as it is, and nothing in it becomes markup, a mention, a reference or a
/// link, on GitHub or GitLab. The writers' own markup (headings, tables, bold, the
/// report's link) is written around it and stays.
///
/// The rule, applied to every string from data and to nothing else:
/// - one line: control characters escaped as `\u{1B}` (`TerminalText`), line breaks
///   and tabs become spaces;
/// - `&`, `<` and `>` become `&amp;`, `&lt;` and `&gt;` (no HTML, no entity);
/// - `\`, `` ` ``, `*`, `_`, `[`, `]`, `|`, `~` and `$` are backslash-escaped (no code
///   span, emphasis, link, table cell break, strikethrough or math); so are a `-` or `+`
///   at the start and a `.` or `)` after leading digits (no list inside a list item);
/// - a zero-width joiner (U+200D) follows every `@`, `#`, `!`, `$`, `%`, `&`, `~` and
///   `:`, and the `www` of `www.`: these start mentions (`@everyone`, `@org/team`),
///   references (`#1`, `org/repo#1`, GitLab's `!1`, `$1`, `%1`, `&1`, `~1`) and
///   autolinks (`https://x`, `mailto:`, `www.x`), which the platforms find in the text
///   after Markdown is rendered, where a backslash no longer counts. The joiner is
///   invisible, so `@everyone` still reads `@everyone` but notifies no one.
public enum MarkdownText {
    /// The zero-width joiner put after a sigil.
    static let joiner: Character = "\u{200D}"

    /// `text` made inert for a Markdown table cell, list item or link text.
    public static func inert(_ text: String) -> String {
        var out = ""
        let characters = Array(TerminalText.safe(text))
        var leadingDigits = true
        for (index, character) in characters.enumerated() {
            let atStart = index == 0
            defer { if !character.isASCII || !character.isNumber { leadingDigits = false } }
            switch character {
            case "\n", "\r", "\r\n", "\t": out += " "
            case "&": out += "&amp;"; out.append(joiner)
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|": out += "\\" + String(character)
            case "~", "$": out += "\\" + String(character); out.append(joiner)
            case "@", "#", "!", "%", ":": out.append(character); out.append(joiner)
            case "-" where atStart, "+" where atStart: out += "\\" + String(character)
            case "." where leadingDigits && index > 0, ")" where leadingDigits && index > 0: out += "\\" + String(character)
            case "w" where index >= 2 && characters[index - 2] == "w" && characters[index - 1] == "w"
                && index + 1 < characters.count && characters[index + 1] == "." :
                out.append(character); out.append(joiner)
            default: out.append(character)
            }
        }
        return out
    }

    /// A link destination for the writers' own links (a path from data): inside `<...>`,
    /// with `<`, `>` and `\` backslash-escaped and control characters escaped.
    public static func destination(_ path: String) -> String {
        var out = "<"
        for character in TerminalText.safe(path) {
            switch character {
            case "<", ">", "\\": out += "\\" + String(character)
            case "\n", "\r", "\r\n": out += " "
            default: out.append(character)
            }
        }
        return out + ">"
    }
}
