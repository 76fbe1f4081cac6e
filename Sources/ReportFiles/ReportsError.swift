import Foundation

/// Everything that can go wrong while writing or validating a report.
///
/// Every message names the file it concerns, written for the person at the terminal.
public enum ReportsError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The report (or its temporary file) could not be created, written or moved into place.
    case cannotWrite(path: String, reason: String)
    /// The file could not be read.
    case cannotRead(path: String, reason: String)
    /// The XML Schema itself could not be loaded or is not a valid schema.
    case invalidSchema(path: String, messages: [String])
    /// A streaming writer was used out of order (for example `append` after `finish`).
    case misuse(path: String, reason: String)
    /// A run.xml that cannot be read: not well-formed, a wrong root, an unsupported
    /// schema version, a DTD or entity, a missing or malformed attribute, or too large.
    /// `line` is the line in the file, when known.
    case invalidReport(path: String, line: Int?, reason: String)
    /// Shard reports that cannot be merged; the reason names the first conflict.
    case cannotMerge(reason: String)
    /// A baseline update refused by the ratchet (`onlyImprovements`); one line per
    /// sample that would get worse.
    case baselineWouldLoosen(samples: [String])
    /// A baseline update refused by the ratchet because samples' truth, image or sidecar
    /// changed since the old baseline and `--accept-data-changes` was not given; one line
    /// per such sample.
    case baselineDataChanged(samples: [String])

    /// A one-paragraph message that names the file.
    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason):
            return "\(path): cannot write the report: \(reason)"
        case .cannotRead(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .invalidSchema(let path, let messages):
            let detail = messages.isEmpty ? "libxml2 gave no reason" : messages.joined(separator: "; ")
            return "\(path): not a usable XML Schema: \(detail)"
        case .misuse(let path, let reason):
            return "\(path): \(reason)"
        case .invalidReport(let path, let line, let reason):
            if reason.hasPrefix(path + ":") { return reason }
            let location = line.map { $0 > 0 ? "\(path):\($0)" : path } ?? path
            return "\(location): \(reason)"
        case .cannotMerge(let reason):
            return "cannot merge the shard reports: \(reason)"
        case .baselineWouldLoosen(let samples):
            return "refusing to update the baseline: \(samples.count) sample\(samples.count == 1 ? "" : "s") would get worse"
                + " (--only-improvements):\n" + samples.map { "  " + $0 }.joined(separator: "\n")
        case .baselineDataChanged(let samples):
            return "refusing to update the baseline: the truth, image or sidecar of \(samples.count) sample\(samples.count == 1 ? "" : "s")"
                + " changed since it, so the ratchet cannot compare their figures (--only-improvements); pass "
                + "--accept-data-changes to take them as they are now:\n" + samples.map { "  " + $0 }.joined(separator: "\n")
        }
    }

    /// The same text as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }
}
