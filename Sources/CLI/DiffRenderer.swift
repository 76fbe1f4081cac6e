import Reports
import Scoring

/// Renders an alignment as one inline diff: `[-deleted-]`, `{+inserted+}`,
/// `[reference→hypothesis]`; with colour, deletions red, insertions green and
/// substitutions yellow instead of brackets. Control characters in either text are
/// escaped (`TerminalText`), so the result can be written with `Console.styled`.
enum DiffRenderer {
    static func render(_ steps: [AlignmentStep], colour: Bool) -> String {
        let red = "\u{1B}[31;9m", green = "\u{1B}[32;4m", yellow = "\u{1B}[33m", reset = "\u{1B}[0m"
        var out = ""
        var pending: (kind: Int, reference: String, hypothesis: String)?   // 0 sub, 1 del, 2 ins
        func flush() {
            guard let run = pending else { return }
            switch (run.kind, colour) {
            case (0, true): out += yellow + run.reference + "→" + run.hypothesis + reset
            case (0, false): out += "[" + run.reference + "→" + run.hypothesis + "]"
            case (1, true): out += red + run.reference + reset
            case (1, false): out += "[-" + run.reference + "-]"
            case (_, true): out += green + run.hypothesis + reset
            default: out += "{+" + run.hypothesis + "+}"
            }
            pending = nil
        }
        func add(_ kind: Int, _ reference: String, _ hypothesis: String) {
            if let run = pending, run.kind == kind {
                pending = (kind, run.reference + reference, run.hypothesis + hypothesis)
            } else {
                flush()
                pending = (kind, reference, hypothesis)
            }
        }
        for step in steps {
            switch step {
            case .equal(let reference, _): flush(); out += TerminalText.safe(reference)
            case .substitute(let reference, let hypothesis): add(0, visible(reference), visible(hypothesis))
            case .delete(let reference): add(1, visible(reference), "")
            case .insert(let hypothesis): add(2, "", visible(hypothesis))
            }
        }
        flush()
        return out
    }

    /// A changed line break or space is shown, not just implied.
    static func visible(_ token: String) -> String {
        switch token {
        case "\n": return "⏎\n"
        case " ": return "␣"
        default: return TerminalText.safe(token)
        }
    }
}
