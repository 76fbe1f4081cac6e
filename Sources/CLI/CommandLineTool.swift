import StrictJSON
/// Dispatches `ocrgauge <verb> ...` to the verb's command.
public enum CommandLineTool {
    static let commands: [any Command.Type] = [
        RunCommand.self, CompareCommand.self, ReportCommand.self, MergeCommand.self, BaselineCommand.self,
        CorpusCommand.self, ScoreCommand.self, BackendsCommand.self, InitCommand.self, CompletionCommand.self,
        WorkerCommand.self,
    ]

    static var usage: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let verbs = commands.filter { $0.name != WorkerCommand.name }.map { "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }
        return """
        ocrgauge: evaluate OCR backends against a corpus with ground truth.

        Usage: ocrgauge <verb> [options]   (ocrgauge help <verb>, or ocrgauge <verb> --help)
               ocrgauge --version          (the version, its commit and the libraries it runs with)

        Verbs:
        \(verbs.joined(separator: "\n"))

        Exit codes: 0 ok; 1 the gate failed; 2 usage or configuration error;
        3 the harness could not do its work; 130 interrupted.
        """
    }

    static var verbNames: [String] { commands.map { $0.name }.filter { $0 != WorkerCommand.name } }

    /// Runs the tool with the arguments after the program name and returns the exit code.
    public static func main(_ arguments: [String], console: Console = .standard) -> Int32 {
        guard let verb = arguments.first else {
            console.err(usage)
            return ExitCode.usage
        }
        if verb == "--help" || verb == "-h" || verb == "help" {
            guard arguments.count > 1 else {
                console.out(usage)
                return ExitCode.ok
            }
            let topic = arguments[1]
            if topic == "--man" {
                console.styled(ManPage.render(usage: usage, commands: commands.filter { $0.name != WorkerCommand.name }))
                return ExitCode.ok
            }
            guard let command = commands.first(where: { $0.name == topic }) else {
                console.err("ocrgauge help: no verb '\(topic)'\(Suggestion.phrase(topic, verbNames))\n\n\(usage)")
                return ExitCode.usage
            }
            console.out(command.help)
            return ExitCode.ok
        }
        if verb == "--version" {
            console.out(HarnessVersionText.current)
            return ExitCode.ok
        }
        guard let command = commands.first(where: { $0.name == verb }) else {
            console.err("ocrgauge: unknown verb '\(verb)'\(Suggestion.phrase(verb, verbNames))\n\n\(usage)")
            return ExitCode.usage
        }
        return command.run(Array(arguments.dropFirst()), console: console)
    }
}
