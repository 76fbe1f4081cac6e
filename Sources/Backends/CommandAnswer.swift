import Foundation
import LayoutFormats

/// One answer line of a persistent `command` (docs/backends.md): ocrgauge JSON
/// (`{"lines": [...]}`), another format wrapped as `{"format": "hocr", "output": "…"}`,
/// or `{"error": "…"}`. Untrusted bytes: every problem is a typed reason, never a crash.
package enum CommandAnswer {
    /// Why an answer line gave no recognition.
    package enum Problem: Error, Equatable, CustomStringConvertible {
        /// Not a JSON object of the protocol: the command is out of step.
        case outsideProtocol(String)
        /// The command said it failed.
        case reported(String)
        /// A wrapped output whose format is not known.
        case unknownFormat(String)
        /// The output did not parse in its format.
        case unparsable(String)

        package var description: String {
            switch self {
            case .outsideProtocol(let quoted): return "command: answered outside the protocol: \(quoted)"
            case .reported(let message): return "command: \(message)"
            case .unknownFormat(let format): return "command: unknown format '\(format)'"
            case .unparsable(let reason): return "command: \(reason)"
            }
        }
    }

    private struct Wrapper: Decodable { var format: String?; var output: String?; var error: String? }

    /// The recognition an answer line holds (PAGE-XML output read at `level`).
    package static func parse(_ line: Data, level: TextEquivLevel = .line) throws(Problem) -> RecordedOutput {
        guard let answer = try? JSONDecoder().decode(Wrapper.self, from: line) else {
            throw .outsideProtocol(PrintableBytes.quote(line))
        }
        if let error = answer.error { throw .reported(error) }
        do {
            if let output = answer.output {
                guard let format = RecognizerOutputFormat(rawValue: answer.format ?? "text") else {
                    throw Problem.unknownFormat(answer.format ?? "")
                }
                return try format.parse(Data(output.utf8), level: level)
            }
            return try RecognizerOutputFormat.json.parse(line)
        } catch let problem as Problem {
            throw problem
        } catch {
            throw .unparsable("\(error)")
        }
    }
}
