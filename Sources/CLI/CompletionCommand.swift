import Foundation
import Runner

/// `ocrgauge completion bash`: a bash completion script for the verbs, their subverbs
/// and options, made from the verbs' own parsers (so it never drifts from them).
/// `ocrgauge completion profiles`: the profile names the script offers after a profile option.
enum CompletionCommand: Command {
    static let name = "completion"
    static let summary = "print a shell completion script (bash)"
    static let help = """
    Usage: ocrgauge completion bash
           ocrgauge completion profiles

    bash      prints a bash completion script for ocrgauge's verbs, subverbs, options
              and their values. The Debian package installs it; from a source build:
                ocrgauge completion bash > ~/.local/share/bash-completion/completions/ocrgauge
    profiles  prints the profile names of ./\(CommandDefaults.configuration) (or the built-in
              profile), one a line: what the script offers after a profile option.
              Nothing when that file does not parse.
    """
    static let subverbs = ["bash", "profiles"]

    static func run(_ arguments: [String], console: Console) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") { console.out(help); return ExitCode.ok }
        if arguments == ["profiles"] {
            let configuration = FileManager.default.fileExists(atPath: CommandDefaults.configuration)
                ? try? Configuration.load(from: URL(fileURLWithPath: CommandDefaults.configuration)) : Configuration.builtIn
            for profile in configuration?.profiles ?? [] { console.out(profile.name) }
            return ExitCode.ok
        }
        guard arguments == ["bash"] else {
            console.err("ocrgauge completion: usage: ocrgauge completion bash (the only shell it writes for) | profiles")
            return ExitCode.usage
        }
        console.styled(BashCompletion.script(for: CommandLineTool.commands.filter { $0.name != WorkerCommand.name }))
        return ExitCode.ok
    }
}
