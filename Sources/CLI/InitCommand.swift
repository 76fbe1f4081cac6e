import Foundation

/// `ocrgauge init [DIR] [--ci github|gitlab|none]`: scaffolds a project that evaluates
/// its own images: a corpus folder with a README, `ocrgauge.json` with the `tesseract`
/// profile, `.gitattributes` for images, `Reports/.gitignore`, and a CI file. It never
/// overwrites a file: one that exists is kept and named.
enum InitCommand: Command {
    static let name = "init"
    static let summary = "scaffold a corpus, ocrgauge.json and a CI file in your own project"
    static let help = """
    Usage: ocrgauge init [DIR] [--ci github|gitlab|none]

    Makes DIR (default: the current folder) ready for ocrgauge:
      Corpus/README.md              how to add samples (images with ground truth)
      ocrgauge.json                 the "tesseract" profile (orientation tags applied; English
                                    unless a sample's sidecar names its languages)
      .gitattributes                images as binary, ground truth with LF line ends
      Reports/.gitignore            keeps Reports/latest/ out of git (the baseline stays)
      .github/workflows/ocrgauge.yml  with --ci github: the ocrgauge action on every push
      .gitlab-ci.yml                with --ci gitlab: includes ocrgauge's GitLab template
    No file is ever overwritten: one that exists is kept, and said so. Nothing is written
    through a link: a Corpus, Reports or .github that is one is refused (exit 3). Then
    it prints the next three commands to run.

    Options:
    \(options.help())
    """

    /// The options, declared once: the parser, the help above and the completion read them.
    static let options = OptionTable([
        .value("ci", "PLATFORM", "github, gitlab or none (default: github when DIR has a .github",
               "folder, gitlab when it has .gitlab-ci.yml, else none)").completing(.words(["github", "gitlab", "none"])),
    ])

    static func run(_ arguments: [String], console: Console) -> Int32 {
        do {
            let parsed = try parser.parse(arguments)
            if parsed.has("help") { console.out(help); return ExitCode.ok }
            guard parsed.positionals.count <= 1 else {
                throw UsageError("takes one folder at most (got \(parsed.positionals.count)); see ocrgauge init --help")
            }
            let folder = URL(fileURLWithPath: parsed.positionals.first ?? ".")
            let platform = try parsed.value("ci").map { text throws(UsageError) in
                guard let platform = ProjectScaffold.Platform(rawValue: text) else {
                    throw UsageError("--ci must be github, gitlab or none, not '\(text)'")
                }
                return platform
            } ?? ProjectScaffold.Platform.detected(in: folder)
            let outcome = try ProjectScaffold(folder: folder, platform: platform).write()
            for line in outcome.lines { console.out(line) }
            return ExitCode.ok
        } catch let error as UsageError {
            console.err("ocrgauge init: \(error)")
            return ExitCode.usage
        } catch {
            console.err("ocrgauge init: \(error)")
            return ExitCode.harness
        }
    }
}
