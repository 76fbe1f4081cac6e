import Foundation
import Testing
@testable import CLI

/// `ocrgauge init`: scaffolds a project, never overwrites, and its CI files are the
/// examples that ci/lint-workflows lints and ci/pipeline/template-selftest runs.
@Suite struct InitCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test("init writes the corpus README, ocrgauge.json, .gitattributes and the GitHub workflow, then the next commands")
    func scaffoldsAGitHubProject() throws {
        let folder = try scratch()
        let captured = CapturedConsole()
        #expect(CommandLineTool.main(["init", folder.path, "--ci", "github"], console: captured.console) == 0)
        for path in ["Corpus/README.md", "ocrgauge.json", ".gitattributes", "Reports/.gitignore", ".github/workflows/ocrgauge.yml"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path)")
            #expect(captured.out.contains("wrote \(folder.appendingPathComponent(path).path)"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".gitlab-ci.yml").path))
        // The config names the tesseract profile as its default, in JSON.
        let config = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("ocrgauge.json"))) as? [String: Any]
        #expect((config?["default"] as? [String]) == ["tesseract"])
        #expect(((config?["profiles"] as? [String: Any])?["tesseract"] as? [String: Any])?["backend"] as? String == "tesseract")
        #expect(try text(folder.appendingPathComponent(".gitattributes")).contains("*.png binary"))
        // The next three commands, after a cd into the folder.
        let next = captured.out.components(separatedBy: "Next:\n").last ?? ""
        let commands = next.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(commands.first == "cd \(folder.path)")
        #expect(commands.dropFirst().map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
                == ["ocrgauge corpus", "ocrgauge run", "ocrgauge baseline"])
    }

    @Test("Reports/.gitignore keeps every run folder out of git and the baselines in")
    func reportsIgnoreKeepsRunsOut() throws {
        let folder = try scratch()
        #expect(CommandLineTool.main(["init", folder.path, "--ci", "none"], console: CapturedConsole().console) == 0)
        func git(_ arguments: [String]) throws -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", folder.path] + arguments
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        #expect(try git(["init", "-q"]) == 0)
        // check-ignore exits 0 for an ignored path, 1 for one git keeps.
        for ignored in ["Reports/latest/run.xml", "Reports/fast/report.html", "Reports/comparison.html", "Reports/shards/shard-1/run.xml"] {
            #expect(try git(["check-ignore", "-q", ignored]) == 0, "\(ignored)")
        }
        for kept in ["Reports/baseline.xml", "Reports/baseline-fast.xml", "Reports/baseline/tesseract.xml", "Reports/.gitignore"] {
            #expect(try git(["check-ignore", "-q", kept]) == 1, "\(kept)")
        }
    }

    @Test("init never overwrites: files that exist, edited ones and a dangling link are kept and named")
    func neverOverwrites() throws {
        let folder = try scratch()
        try Data("{\"mine\": true}\n".utf8).write(to: folder.appendingPathComponent("ocrgauge.json"))
        let target = folder.appendingPathComponent("elsewhere.txt")
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(".gitattributes"), withDestinationURL: target)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".github"), withIntermediateDirectories: true)
        let captured = CapturedConsole()
        // No --ci: a .github folder makes it github.
        #expect(CommandLineTool.main(["init", folder.path], console: captured.console) == 0)
        #expect(try text(folder.appendingPathComponent("ocrgauge.json")) == "{\"mine\": true}\n")
        #expect(!FileManager.default.fileExists(atPath: target.path), "the link was followed")
        #expect(captured.out.contains("kept  \(folder.appendingPathComponent("ocrgauge.json").path) (it exists; nothing changed)"))
        #expect(captured.out.contains("kept  \(folder.appendingPathComponent(".gitattributes").path)"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".github/workflows/ocrgauge.yml").path))
        // Run again: everything is kept, nothing is written.
        let again = CapturedConsole()
        #expect(CommandLineTool.main(["init", folder.path], console: again.console) == 0)
        #expect(!again.out.contains("wrote "))
    }

    @Test("init never writes through a folder link: Corpus, .github/workflows or Reports linked outside is refused, named, nothing written there",
          arguments: ["Corpus", ".github/workflows", "Reports"])
    func neverFollowsAFolderLink(linked: String) throws {
        let folder = try scratch(), outside = try scratch()
        let link = folder.appendingPathComponent(linked)
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
        let captured = CapturedConsole()
        #expect(CommandLineTool.main(["init", folder.path, "--ci", "github"], console: captured.console) == 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty, "written through the link")
        #expect(captured.err.contains("\(link.path) is a link (to \(outside.path)), not a folder: init never writes through a link"),
                "\(captured.err)")
    }

    @Test("a dangling Corpus link, or a file where a folder goes: a sentence naming the path, no Cocoa error")
    func danglingLinkIsASentence() throws {
        let folder = try scratch()
        let link = folder.appendingPathComponent("Corpus"), gone = folder.appendingPathComponent("gone")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: gone)
        let captured = CapturedConsole()
        #expect(CommandLineTool.main(["init", folder.path, "--ci", "none"], console: captured.console) == 3)
        #expect(captured.err == "ocrgauge init: \(link.path) is a link (dangling: to \(gone.path)), not a folder: init never writes "
                + "through a link; make it a folder of the project, or remove it", "\(captured.err)")
        #expect(!FileManager.default.fileExists(atPath: gone.path))
        let other = try scratch()
        try Data().write(to: other.appendingPathComponent("Reports"))
        let second = CapturedConsole()
        #expect(CommandLineTool.main(["init", other.path, "--ci", "none"], console: second.console) == 3)
        #expect(second.err.contains("\(other.appendingPathComponent("Reports").path) is a file, not a folder"), "\(second.err)")
        #expect(!second.err.contains("NSCocoaErrorDomain"))
    }

    @Test("init --ci gitlab writes .gitlab-ci.yml, and says how to include the template into an existing one")
    func gitlab() throws {
        let folder = try scratch()
        #expect(CommandLineTool.main(["init", folder.path, "--ci", "gitlab"], console: CapturedConsole().console) == 0)
        #expect(try text(folder.appendingPathComponent(".gitlab-ci.yml")) == ProjectTemplates.gitlabCI)
        let other = try scratch()
        try Data("stages: [test]\n".utf8).write(to: other.appendingPathComponent(".gitlab-ci.yml"))
        let captured = CapturedConsole()
        #expect(CommandLineTool.main(["init", other.path], console: captured.console) == 0)
        #expect(captured.out.contains("ci/templates/ocrgauge.gitlab-ci.yml"))
        #expect(try text(other.appendingPathComponent(".gitlab-ci.yml")) == "stages: [test]\n")
    }

    @Test("init refuses an unknown platform, two folders, and a file as the folder (exit 2)")
    func refusesBadArguments() throws {
        let folder = try scratch()
        let file = folder.appendingPathComponent("plain")
        try Data().write(to: file)
        for arguments in [["init", folder.path, "--ci", "jenkins"], ["init", folder.path, folder.path], ["init", file.path]] {
            let captured = CapturedConsole()
            #expect(CommandLineTool.main(arguments, console: captured.console) == 2, "\(arguments)")
            #expect(captured.err.hasPrefix("ocrgauge init: "))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["plain"])
    }

    @Test("the CI files init writes are the examples in ci/examples, byte for byte (those are linted and run)")
    func templatesAreTheLintedExamples() throws {
        #expect(try text(Self.repository.appendingPathComponent("ci/examples/github-actions.yml")) == ProjectTemplates.githubWorkflow)
        #expect(try text(Self.repository.appendingPathComponent("ci/examples/gitlab-ci.yml")) == ProjectTemplates.gitlabCI)
    }
}
