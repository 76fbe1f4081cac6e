import Foundation

/// The path of the running `ocrgauge` executable, started again as `ocrgauge worker`.
enum WorkerExecutable {
    static var current: URL {
        let proc = URL(fileURLWithPath: "/proc/self/exe")
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: proc.path) {
            return URL(fileURLWithPath: resolved)
        }
        let argument = CommandLine.arguments.first ?? "ocrgauge"
        if argument.contains("/") { return URL(fileURLWithPath: argument).standardizedFileURL }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(argument)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return URL(fileURLWithPath: argument)
    }
}
