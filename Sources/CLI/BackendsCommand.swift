import Backends

/// `ocrgauge backends`: which backends this machine has, with versions.
enum BackendsCommand: Command {
    static let name = "backends"
    static let summary = "list the backends available here, with versions"
    static let help = """
    Usage: ocrgauge backends

    Lists each backend, whether it is available on this machine (and why not), its
    version and installed languages.
    """

    static func run(_ arguments: [String], console: Console) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") { console.out(help); return ExitCode.ok }
        guard arguments.isEmpty else { console.err("ocrgauge backends: takes no arguments"); return ExitCode.usage }
        for status in BackendCatalog.statuses() {
            let state = status.available ? "available" : "unavailable"
            console.out("\(status.name)\t\(state)\t\(status.detail)")
        }
        return ExitCode.ok
    }
}
