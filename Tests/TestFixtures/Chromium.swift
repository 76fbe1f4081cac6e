import Foundation

/// Headless Chromium for the rendering test: finds the binary, runs it with a
/// timeout, and returns its stdout and stderr.
///
/// Looked for, in order: `$OCRGAUGE_CHROMIUM`, then `chromium-headless-shell`,
/// `chromium`, `chromium-browser`, `google-chrome` on the PATH and in /usr/bin
/// (Debian's package installs /usr/bin/chromium; Playwright's and Chrome for Testing's
/// headless shell is `chromium-headless-shell`).
public enum Chromium {
    public static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["OCRGAUGE_CHROMIUM"], FileManager.default.isExecutableFile(atPath: explicit) {
            return explicit
        }
        let names = ["chromium-headless-shell", "chromium", "chromium-browser", "google-chrome"]
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
        for name in names {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    /// Runs Chromium headless on `url` with `arguments`; kills it after `timeout` seconds.
    public static func run(_ arguments: [String], url: URL, profile: URL, timeout: TimeInterval = 90) throws -> (stdout: String, stderr: String) {
        guard let path else { return ("", "") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                             "--disable-background-networking", "--disable-component-update", "--disable-sync",
                             "--disable-extensions", "--user-data-dir=\(profile.path)",
                             "--enable-logging=stderr", "--v=0"] + arguments + [url.absoluteString]
        let logs = profile.deletingLastPathComponent()
        let out = logs.appendingPathComponent("\(profile.lastPathComponent)-stdout.txt")
        let err = logs.appendingPathComponent("\(profile.lastPathComponent)-stderr.txt")
        try Data().write(to: out)
        try Data().write(to: err)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning { process.terminate(); process.waitUntilExit() }
        try outHandle.close()
        try errHandle.close()
        return (try String(contentsOf: out, encoding: .utf8), try String(contentsOf: err, encoding: .utf8))
    }

    /// The lines of Chromium's log that show a console message, a script error, a
    /// refused or failed load.
    public static func problems(in log: String) -> [String] {
        log.split(separator: "\n").map(String.init).filter { line in
            line.contains("CONSOLE") || line.contains("Uncaught") || line.contains("Refused to")
                || line.contains("Failed to load") || line.contains("net::ERR_") || line.contains("Content Security Policy")
        }
    }
}
