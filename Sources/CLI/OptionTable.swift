/// One command-line option of a verb, declared once: the verb's parser, the Options lines
/// of its `--help` (and so the man page, which prints every verb's help) and the bash
/// completion all read it.
struct OptionSpec: Sendable, Equatable {
    /// The long name, without its dashes: "corpus".
    let name: String
    /// What the value stands for ("DIR"); nil for a flag, which takes none.
    let value: String?
    /// A one-letter alias ("j" for --jobs).
    let short: Character?
    /// The help text, a line each (the first beside the name).
    let lines: [String]
    /// What the completion offers for the value; nil: what the placeholder implies.
    private(set) var declaredCompletion: ValueCompletion? = nil

    /// What the shell completion offers after this option.
    var completion: ValueCompletion { declaredCompletion ?? value.map(ValueCompletion.implied) ?? .nothing }

    /// This option with `completion` offered for its value.
    func completing(_ completion: ValueCompletion) -> OptionSpec {
        var spec = self
        spec.declaredCompletion = completion
        return spec
    }

    /// An option that takes a value: `.value("corpus", "DIR", "the corpus folder")`.
    static func value(_ name: String, _ value: String, short: Character? = nil, _ lines: String...) -> OptionSpec {
        OptionSpec(name: name, value: value, short: short, lines: lines)
    }

    /// An option that takes no value: `.flag("strict", "exit 1 when any sample fails")`.
    static func flag(_ name: String, short: Character? = nil, _ lines: String...) -> OptionSpec {
        OptionSpec(name: name, value: nil, short: short, lines: lines)
    }

    /// "--jobs, -j N" as the help shows it.
    var label: String {
        "--" + name + (short.map { ", -\($0)" } ?? "") + (value.map { " " + $0 } ?? "")
    }
}

/// A verb's options, in the order its help lists them.
struct OptionTable: Sendable {
    let specs: [OptionSpec]

    /// The options of `groups`, one after the other (a verb's own and shared groups such
    /// as the gate's).
    init(_ groups: [OptionSpec]...) {
        specs = groups.flatMap { $0 }
    }

    /// The parser that takes exactly these options.
    var parser: ArgumentParser {
        var aliases: [Character: String] = [:]
        for spec in specs { if let short = spec.short { aliases[short] = spec.name } }
        return ArgumentParser(options: Set(specs.filter { $0.value != nil }.map(\.name)),
                              flags: Set(specs.filter { $0.value == nil }.map(\.name)), aliases: aliases)
    }

    /// Every long name, in order.
    var names: [String] { specs.map(\.name) }

    /// The help's Options lines: two spaces, the label in a column of `column - 2`
    /// characters (a longer label gets its text on the line below), each later line of
    /// text indented to the column. No final line break.
    func help(column: Int = 24) -> String {
        var lines: [String] = []
        let indent = String(repeating: " ", count: column)
        for spec in specs {
            let label = "  " + spec.label
            var text = spec.lines[...]
            if label.count < column - 1, let first = text.first {
                lines.append(label + String(repeating: " ", count: column - label.count) + first)
                text = text.dropFirst()
            } else {
                lines.append(label)
            }
            lines += text.map { indent + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
