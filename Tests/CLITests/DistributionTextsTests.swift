import Foundation
import Testing
@testable import CLI

/// What the Debian package ships besides the binary, all made by the binary itself:
/// `--version` (with the commit and library versions), the man page and bash completion.
@Suite struct DistributionTextsTests {
    /// `pkg-config --modversion NAME`, the version the build found: an independent
    /// source for what the running libraries say of themselves.
    func pkgConfigVersion(_ module: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--modversion", module]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("--version prints the version, the commit line and each library with the version pkg-config gives")
    func versionNamesTheLibraries() throws {
        let captured = CapturedConsole()
        #expect(CommandLineTool.main(["--version"], console: captured.console) == 0)
        let lines = captured.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "ocrgauge 0.2.0")
        #expect(lines.count == 8)
        #expect(lines.dropFirst().first?.hasPrefix("commit ") == true)
        for (name, module) in [("tesseract", "tesseract"), ("leptonica", "lept"), ("libheif", "libheif"), ("zbar", "zbar"),
                               ("libxml2", "libxml-2.0"), ("poppler", "poppler-glib")] {
            #expect(lines.contains("\(name) \(try pkgConfigVersion(module))"), "\(name): \(lines)")
        }
    }

    @Test("the bash completion script parses and completes verbs, subverbs and each verb's own options")
    func bashCompletionCompletes() throws {
        let captured = CapturedConsole()
        #expect(CommandLineTool.main(["completion", "bash"], console: captured.console) == 0)
        let script = try temporaryFile(captured.out)
        func complete(_ words: [String]) throws -> [String] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            process.arguments = ["-c", "source '\(script)' && complete -p ocrgauge >/dev/null && COMP_WORDS=(\(quoted)) "
                                 + "&& COMP_CWORD=\(words.count - 1) && _ocrgauge && printf '%s\\n' \"${COMPREPLY[@]}\""]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        #expect(try complete(["ocrgauge", "in"]) == ["init"])
        #expect(try complete(["ocrgauge", "corpus", ""]) == ["check", "list", "add", "accept", "languages", "import", "propose-limits"])
        #expect(try complete(["ocrgauge", "corpus", "import", "--dry"]) == ["--dry-run"])
        #expect(try complete(["ocrgauge", "corpus", "import", "--lic"]) == ["--licence"])
        #expect(try complete(["ocrgauge", "score", "--score-t"]) == ["--score-timeout"])
        #expect(try complete(["ocrgauge", "init", "--"]) == ["--ci", "--help"])
        #expect(try complete(["ocrgauge", "run", "--no-i"]) == ["--no-images"])
        // After an option, what its value can be: its words, never file names.
        #expect(try complete(["ocrgauge", "run", "--gate", ""]) == ["tolerance", "significant"])
        #expect(try complete(["ocrgauge", "compare", "--gate", "s"]) == ["significant"])
        #expect(try complete(["ocrgauge", "init", "--ci", "g"]) == ["github", "gitlab"])
        #expect(try complete(["ocrgauge", "run", "--normalization", "l"]) == ["lenient"])
        #expect(try complete(["ocrgauge", "run", "--jobs", ""]) == [])
        // --profile offers what `ocrgauge completion profiles` prints (no ocrgauge on the
        // tests' PATH: nothing), never the folder's files.
        #expect(try complete(["ocrgauge", "run", "--profile", ""]) == [])
        #expect(try complete(["ocrgauge", "run", "--config", "Package.sw"]) == ["Package.swift"])
        #expect(!captured.out.contains("worker"))
        #expect(CommandLineTool.main(["completion", "zsh"], console: CapturedConsole().console) == 2)
    }

    @Test("the man page is roff with every verb's help, ASCII only, and groff finds nothing to warn about")
    func manPageHoldsEveryVerb() throws {
        let captured = CapturedConsole()
        #expect(CommandLineTool.main(["help", "--man"], console: captured.console) == 0)
        let page = captured.out
        #expect(page.contains(".TH OCRGAUGE 1 \"\" \"ocrgauge 0.2.0\""))
        for verb in CommandLineTool.verbNames { #expect(page.contains("\n.SS \(verb)\n"), "\(verb)") }
        #expect(!page.contains(".SS worker"))
        #expect(page.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(page.contains("\\-\\-score\\-timeout"))
        #expect(page.contains("ocrgauge corpus import FORMAT SOURCE \\-\\-suite NAME"))
        #expect(page.contains("label\\-studio"))
        // No line may start a roff request by accident (a help line opening with a dot).
        let requests = page.split(separator: "\n").filter { $0.hasPrefix(".") }.map { $0.split(separator: " ").first ?? "" }
        #expect(Set(requests).isSubset(of: [".\\\"", ".TH", ".SH", ".SS", ".B", ".br", ".nf", ".fi", ".PP", ".TP", ".I"]), "\(Set(requests))")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        process.arguments = ["-man", "-ww", "-z", try temporaryFile(page)]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: data, as: UTF8.self) == "")
    }
}
