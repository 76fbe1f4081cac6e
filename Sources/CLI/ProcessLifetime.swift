import Reports
import Backends

/// The ocrgauge process from start to exit, for the executable alone (tests call
/// `CommandLineTool.main` in their own process and must not adopt or kill its children).
public enum ProcessLifetime {
    /// Runs the command line as this process's whole life: it adopts orphans first
    /// (a child subreaper) and, once the verb is done, kills and reaps whatever it or
    /// its workers started that is still running, so nothing outlives `ocrgauge`.
    public static func run(_ arguments: [String]) -> Int32 {
        OrphanReaper.adoptOrphans()
        // A reader that goes away (`ocrgauge run | head -1`) closes that stream only: the
        // verb goes on and writes its reports. A worker keeps the default: its parent's
        // death ends it.
        if arguments.first != "worker" { StandardStream.ignoreBrokenPipes() }
        let code = CommandLineTool.main(arguments)
        OrphanReaper.sweep(sparing: [])
        return code
    }
}
