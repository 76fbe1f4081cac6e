import Foundation
import Testing
@testable import CLI

/// Every verb declares its options once (`Command.options`): its parser takes exactly
/// those, its `--help` lists each of them, and no option named in its help, in the
/// README or in docs/ is one the verb would refuse. A README that documents
/// `run --markdown F` while `run` refuses it fails here.
@Suite struct OptionsAreDeclaredOnce {
    static let verbs = CommandLineTool.commands

    /// "--name" words in `text` (not inside a longer word), each with the word before it
    /// when one stands right before it ("run" in "run --shard").
    static func optionWords(_ text: String) -> [(before: String?, name: String)] {
        text.matches(of: /(^|[^A-Za-z0-9-])(([a-z]+) )?--([a-z][a-z0-9-]*)/.anchorsMatchLineEndings()).map {
            ($0.output.3.map(String.init), String($0.output.4))
        }
    }

    @Test("a verb's parser takes exactly its declared options, each a single time")
    func parserIsTheTable() {
        for verb in Self.verbs {
            let names = verb.options.names
            #expect(Set(names).count == names.count || verb.name == CorpusCommand.name,
                    "\(verb.name) declares an option twice: \(names)")
            #expect(verb.parser.options.union(verb.parser.flags) == Set(names), "\(verb.name)")
        }
    }

    @Test("every declared option is listed in the verb's help, and the help names no option the verb refuses")
    func helpListsTheTable() {
        for verb in Self.verbs {
            for spec in verb.options.specs {
                #expect(verb.help.contains("  " + spec.label), "\(verb.name) --help does not list \(spec.label)")
            }
            let known = Set(verb.options.names + ["help"])
            // Another verb's option, named with it ("run --shard I/N"), is that verb's.
            let others = Set(Self.verbs.map { $0.name }).subtracting([verb.name])
            for word in Self.optionWords(verb.help) {
                let before = word.before ?? ""
                if known.contains(word.name) || others.contains(before) { continue }
                Issue.record("\(verb.name) --help names --\(word.name), which \(verb.name) refuses")
            }
        }
    }

    @Test("every option the README and docs/ give a verb is one the verb takes")
    func documentsUseRealOptions() throws {
        let byName = Dictionary(uniqueKeysWithValues: Self.verbs.map { ($0.name, $0) })
        var checked = 0
        for page in try ReadmeLinksAndCounts.pages() {
            let text = try ReadmeLinksAndCounts.read(page)
            // The verb whose usage block the line continues ("    ocrgauge run [--corpus DIR]"
            // then "                 [--profile NAME]...").
            var continued: (any Command.Type)?
            for line in text.split(separator: "\n").map(String.init) {
                var uses: [(verb: any Command.Type, text: String)] = []
                // Each "ocrgauge VERB ..." up to the end of its code span, table cell or line.
                for match in line.matches(of: /ocrgauge ([a-z][a-z-]*)([^`|]*)/) {
                    guard let verb = byName[String(match.output.1)] else { continue }
                    uses.append((verb, String(match.output.2)))
                }
                let continuation = line.hasPrefix("   ") && line.trimmingCharacters(in: .whitespaces).hasPrefix("[")
                if uses.isEmpty, continuation, let verb = continued { uses.append((verb, line)) }
                continued = uses.last?.verb ?? (continuation ? continued : nil)
                for use in uses {
                    let known = Set(use.verb.options.names + ["help"])
                    for word in Self.optionWords(use.text) {
                        checked += 1
                        #expect(known.contains(word.name),
                                "\(page): `ocrgauge \(use.verb.name) … --\(word.name)`: \(use.verb.name) has no --\(word.name)")
                    }
                }
            }
        }
        #expect(checked > 20, "the pages name verbs with options: \(checked) found")
    }

    @Test("the help's option lines come from the table: label column, then the text indented under it")
    func tableRendering() {
        let table = OptionTable([
            .value("jobs", "N", short: "j", "worker processes", "each with its engine"),
            .flag("accept-data-changes", "take them"),
        ])
        #expect(table.help() == """
              --jobs, -j N          worker processes
                                    each with its engine
              --accept-data-changes
                                    take them
            """)
        #expect(table.parser.options == ["jobs"] && table.parser.flags == ["accept-data-changes"])
        #expect(table.parser.aliases == ["j": "jobs"])
    }
}
