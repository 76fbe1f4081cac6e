import CLibXML2
import Foundation

/// Collects libxml2's structured errors for one call, as "path:line: message".
/// One collector per call: nothing is shared between calls or threads.
package final class LibXMLMessages {
    private let path: String
    package private(set) var all: [String] = []

    package init(path: String) { self.path = path }

    /// Records one error, copying its text at once. Warnings are not recorded: they do
    /// not make a document invalid.
    package func add(_ error: xmlError) {
        guard error.level != XML_ERR_WARNING, error.level != XML_ERR_NONE else { return }
        let file = error.file.map { String(cString: $0) } ?? path
        let text = error.message.map { String(cString: $0) } ?? "unknown error (code \(error.code))"
        let message = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let location = error.line > 0 ? "\(file):\(error.line)" : file
        all.append("\(location): \(message)")
    }
}
