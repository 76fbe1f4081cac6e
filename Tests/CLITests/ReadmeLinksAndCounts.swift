import Foundation
import Testing
@testable import CLI
@testable import Corpus
import Scoring

/// The README stays a short entry point whose every link and figure holds: each relative
/// link of README.md, docs/*.md and Corpus/README.md names a file that exists (and, with
/// `#anchor`, a heading of that file), the README is at most 250 lines, the sample and
/// suite counts it quotes are the bundled corpus's, its verb table names real verbs (all
/// of them), and docs/corpus.md's reference names every key the corpus parsers accept.
@Suite struct ReadmeLinksAndCounts {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()


    /// The Markdown files whose links are checked, relative to the repository.
    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return ["README.md", "Corpus/README.md"] + docs
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines of `text` outside code: indented code blocks (four spaces after a blank
    /// line, and the lines that continue them) and fenced blocks are left out.
    static func proseLines(_ text: String) -> [String] {
        var prose: [String] = []
        var fenced = false, inCode = false, previousBlank = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") { fenced.toggle(); previousBlank = false; continue }
            if fenced { continue }
            if trimmed.isEmpty {
                previousBlank = true
                prose.append("")
                continue
            }
            if line.hasPrefix("    ") && (previousBlank || inCode) {
                inCode = true
                previousBlank = false
                continue
            }
            inCode = false
            previousBlank = false
            prose.append(line)
        }
        return prose
    }

    /// Every link target `[text](target)` of the prose of `text` (inline code removed first).
    static func linkTargets(_ text: String) -> [String] {
        var prose = proseLines(text).joined(separator: "\n")
        prose = prose.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression)
        let pattern = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)(?:\s+"[^"]*")?\)"#)
        let range = NSRange(prose.startIndex..., in: prose)
        return pattern.matches(in: prose, range: range).compactMap { match in
            Range(match.range(at: 1), in: prose).map { String(prose[$0]) }
        }
    }

    /// `path` with its `.` and `..` components resolved (a leading `..` kept: outside the repository).
    static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else {
                components.append(component)
            }
        }
        return components.joined(separator: "/")
    }

    /// The GitHub anchors of the headings of `text`: lower case, letters, digits, `-` and
    /// `_` kept, spaces turned into `-`, anything else dropped; a repeated anchor gets
    /// `-1`, `-2`, ...
    static func anchors(_ text: String) -> Set<String> {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        for line in proseLines(text) {
            guard let match = line.range(of: #"^#{1,6}\s+"#, options: .regularExpression) else { continue }
            var heading = String(line[match.upperBound...])
            heading = heading.replacingOccurrences(of: #"\s+#+\s*$"#, with: "", options: .regularExpression)
            heading = heading.replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
            var anchor = ""
            for character in heading.lowercased() {
                if character.isLetter || character.isNumber || character == "-" || character == "_" {
                    anchor.append(character)
                } else if character == " " {
                    anchor.append("-")
                }
            }
            let count = seen[anchor, default: 0]
            seen[anchor] = count + 1
            anchors.insert(count == 0 ? anchor : "\(anchor)-\(count)")
        }
        return anchors
    }

    @Test("every relative link of README.md, docs/*.md and Corpus/README.md names a file that exists, and a heading for #anchor")
    func relativeLinksResolve() throws {
        var checked = 0
        for page in try Self.pages() {
            let folder = page.split(separator: "/").dropLast().joined(separator: "/")
            for target in Self.linkTargets(try Self.read(page)) {
                if target.range(of: "^[a-zA-Z][a-zA-Z0-9+.-]*:", options: .regularExpression) != nil { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].removingPercentEncoding ?? parts[0]
                let anchor = parts.count > 1 ? parts[1] : nil
                let path = file.isEmpty ? page : Self.normalized(folder.isEmpty ? file : folder + "/" + file)
                #expect(!path.hasPrefix(".."), "\(page): \(target) leads out of the repository")
                checked += 1
                let url = Self.repository.appendingPathComponent(path)
                guard FileManager.default.fileExists(atPath: url.path) else {
                    Issue.record("\(page): \(target): no file \(path)")
                    continue
                }
                if let anchor, path.hasSuffix(".md") {
                    let headings = Self.anchors(try Self.read(path))
                    #expect(headings.contains(anchor), "\(page): \(target): \(path) has no heading with the anchor #\(anchor)")
                }
            }
        }
        #expect(checked > 20, "only \(checked) relative links found: is the link pattern still right?")
    }

    @Test("the README is at most 250 lines")
    func readmeIsShort() throws {
        let text = try Self.read("README.md")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
        #expect(lines <= 250, "README.md has \(lines) lines")
    }

    @Test("the sample and suite counts README.md and Corpus/README.md quote are the bundled corpus's")
    func quotedCountsAreTheCorpus() throws {
        let corpusURL = Self.repository.appendingPathComponent("Corpus")
        let corpus = try CorpusLoader.load(from: corpusURL)
        let folders = try FileManager.default.contentsOfDirectory(at: corpusURL, includingPropertiesForKeys: [.isDirectoryKey])
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true && !$0.lastPathComponent.hasPrefix(".") }
        let suites = Set(folders.map(\.lastPathComponent))
        #expect(Set(corpus.samples.map(\.suite)) == suites)
        let pattern = try NSRegularExpression(pattern: #"(\d[\d,]*) samples in (\d+) suites"#)
        for page in ["README.md", "Corpus/README.md"] {
            let text = try Self.read(page)
            let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
            if page == "README.md" { #expect(!matches.isEmpty, "README.md quotes no \"N samples in M suites\"") }
            for match in matches {
                let samples = Int(text[Range(match.range(at: 1), in: text)!].replacingOccurrences(of: ",", with: ""))
                let suiteCount = Int(text[Range(match.range(at: 2), in: text)!])
                #expect(samples == corpus.samples.count, "\(page) quotes \(samples ?? -1) samples; the corpus holds \(corpus.samples.count)")
                #expect(suiteCount == suites.count, "\(page) quotes \(suiteCount ?? -1) suites; the corpus has \(suites.count)")
            }
        }
        // Corpus/README.md's table of suites: `| suite | samples | ...`.
        var rows = 0
        for line in try Self.read("Corpus/README.md").split(separator: "\n").map(String.init) where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 2, suites.contains(cells[0]), let count = Int(cells[1]) else { continue }
            rows += 1
            #expect(count == corpus.samples.filter { $0.suite == cells[0] }.count, "Corpus/README.md: suite \(cells[0]) has \(count) samples?")
        }
        #expect(rows == suites.count, "Corpus/README.md's table lists \(rows) of the \(suites.count) suites")
    }

    @Test("the README's verb table names real verbs and subverbs, and every verb")
    func verbTableNamesRealVerbs() throws {
        let verbs = Set(CommandLineTool.verbNames)
        var named: Set<String> = []
        let rows = try Self.read("README.md").split(separator: "\n").map(String.init).filter { $0.hasPrefix("|") }
        let pattern = try NSRegularExpression(pattern: #"`ocrgauge ([a-z-]+)(?: ([a-z-]+))?"#)
        for row in rows {
            for match in pattern.matches(in: row, range: NSRange(row.startIndex..., in: row)) {
                let verb = String(row[Range(match.range(at: 1), in: row)!])
                named.insert(verb)
                #expect(verbs.contains(verb) || verb == "help", "README's verb table: no verb '\(verb)' (the verbs: \(verbs.sorted()))")
                if let range = Range(match.range(at: 2), in: row),
                   let command = CommandLineTool.commands.first(where: { $0.name == verb }), !command.subverbs.isEmpty {
                    let subverb = String(row[range])
                    #expect(command.subverbs.contains(subverb), "README's verb table: '\(verb)' has no subverb '\(subverb)'")
                }
            }
        }
        #expect(verbs.subtracting(named).isEmpty, "README's verb table leaves out \(verbs.subtracting(named).sorted())")
    }

    @Test("docs/corpus.md's reference names every sidecar key, field kind and key, corpus.json key and symbology, with an example per kind")
    func corpusReferenceNamesEveryKey() throws {
        let text = try Self.read("docs/corpus.md")
        var keys = Sidecar.knownKeys.union(CorpusSettings.knownKeys).union(FieldSpecParser.kinds).union(["name"])
        for extra in FieldSpecParser.extraKeys.values { keys.formUnion(extra) }
        let unnamed = keys.sorted().filter { !text.contains("`\($0)`") }
        #expect(unnamed.isEmpty, "docs/corpus.md never names these keys: \(unnamed)")
        let withoutExample = FieldSpecParser.kinds.filter { !text.contains("\"\($0)\":") }
        #expect(withoutExample.isEmpty, "docs/corpus.md has no example of these field kinds: \(withoutExample)")
        let symbologies = BarcodeSymbology.allCases.map(\.rawValue).filter { !text.contains("`\($0)`") }
        #expect(symbologies.isEmpty, "docs/corpus.md never names these symbologies: \(symbologies)")
        let profiles = NormalizationProfile.allCases.map(\.rawValue).filter { !text.contains("`\($0)`") }
        #expect(profiles.isEmpty, "docs/corpus.md never names these normalization profiles: \(profiles)")
    }
}
