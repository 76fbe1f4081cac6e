import Foundation
import Reports
import Scoring

/// Reads run.xml files named on the command line, with errors for the terminal.
enum RunReading {
    static func read(_ path: String) throws(UsageError) -> RunRecord {
        do { return try RunXMLReader.read(URL(fileURLWithPath: path)).run } catch {
            throw UsageError("\(path): \(error)")
        }
    }
}
