/// Settings of the `command` backend: any executable, fed images over a documented
/// protocol (docs/backends.md).
public struct CommandSettings: BackendSettings {
    /// How the executable is run.
    public enum Mode: String, Sendable, Codable, CaseIterable {
        /// Started once per worker, fed one JSON request per line on standard input,
        /// answering one JSON line each (a model loads once).
        case persistent
        /// Started once per image with `{image}` in its arguments replaced by the image's
        /// path; its whole standard output is the answer.
        case perImage = "per-image"
    }

    /// The program to run: an absolute path, or a name looked up on PATH.
    public var executable: String
    /// Its arguments; in per-image mode, with placeholders such as `{image}` (`CommandPlaceholders`).
    public var arguments: [String]
    /// Whether it runs once per worker (persistent) or once per image.
    public var mode: Mode
    /// The answer's format for per-image mode: auto (detected), text, hocr, alto, page or json.
    public var format: String
    /// Reported as the backend's version (the command cannot be asked in general).
    public var version: String
    /// The name reports show for this engine, e.g. "rapidocr".
    public var name: String
    /// The largest answer accepted, in megabytes (persistent: one line; per-image: all it
    /// prints); a larger one ends the sample `error` and stops the command.
    public var maxAnswerMegabytes: Int = 64

    /// The answer limit in bytes.
    public var maxAnswerBytes: Int { max(1, maxAnswerMegabytes) << 20 }

    /// "64 MB".
    static func describe(bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
    }

    /// Settings running `executable`.
    public init(executable: String = "", arguments: [String] = [], mode: Mode = .persistent,
                format: String = "auto", version: String = "unknown", name: String = "command") {
        self.executable = executable
        self.arguments = arguments
        self.mode = mode
        self.format = format
        self.version = version
        self.name = name
    }

    /// The answer formats of per-image mode.
    public static let formats = ["auto", "text", "hocr", "alto", "page", "json"]
}
