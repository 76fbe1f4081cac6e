import Backends

/// The ocrgauge process from start to exit, for the executable alone (tests call
/// `CommandLineTool.main` in their own process and must not adopt or kill its children).
public enum ProcessLifetime {
    /// Runs the command line as this process's whole life: it adopts orphans first
    /// (a child subreaper) and, once the verb is done, kills and reaps whatever it or
    /// its workers started that is still running, so nothing outlives `ocrgauge`.
    public static func run(_ arguments: [String]) -> Int32 {
        OrphanReaper.adoptOrphans()
        let code = CommandLineTool.main(arguments)
        OrphanReaper.sweep(sparing: [])
        return code
    }
}
