/// `ocrgauge completion bash`: a bash completion script for the verbs, their subverbs
/// and options, made from the verbs' own parsers (so it never drifts from them).
enum CompletionCommand: Command {
    static let name = "completion"
    static let summary = "print a shell completion script (bash)"
    static let help = """
    Usage: ocrgauge completion bash

    Prints a bash completion script for ocrgauge's verbs, subverbs and options. The
    Debian package installs it; from a source build:
      ocrgauge completion bash > ~/.local/share/bash-completion/completions/ocrgauge
    """
    static let subverbs = ["bash"]

    static func run(_ arguments: [String], console: Console) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") { console.out(help); return ExitCode.ok }
        guard arguments == ["bash"] else {
            console.err("ocrgauge completion: usage: ocrgauge completion bash (the only shell it writes for)")
            return ExitCode.usage
        }
        console.styled(BashCompletion.script(for: CommandLineTool.commands.filter { $0.name != WorkerCommand.name }))
        return ExitCode.ok
    }
}
