import Runner

/// `ocrgauge worker`: the recognition process `ocrgauge run` starts, one per job. It
/// speaks JSON lines on standard input and output (see Runner/WorkerMessages.swift);
/// not meant to be started by hand.
enum WorkerCommand: Command {
    static let name = "worker"
    static let summary = "(internal) a recognition worker speaking JSON lines"
    static let help = """
    Usage: ocrgauge worker

    Started by `ocrgauge run`, one per job: reads a setup line and then one request per
    line on standard input, answers one JSON line per request on standard output.
    """

    static func run(_ arguments: [String], console: Console) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") { console.out(help); return ExitCode.ok }
        return WorkerLoop.run()
    }
}
