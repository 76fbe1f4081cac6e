import Foundation
import Reports
import Runner
import Scoring

/// Reads run.xml files named on the command line, with errors for the terminal. The
/// results are spooled to a temporary journal and read back on access, so a run of any
/// size is compared or reported without holding its results.
enum RunReading {
    static func read(_ path: String) throws(UsageError) -> RunRecord {
        do throws(RunnerError) { return try SpooledRun.read(URL(fileURLWithPath: path)) } catch {
            throw UsageError(error.description)
        }
    }
}
