import Foundation
import Reports
import Scoring
import ReportFiles

/// The report options of `compare`, `merge` and `report`: one per format of
/// `ReportFormats.standard` (`--xml F`, `--junit F`, `--html F`, `--markdown F`), each
/// writing that report of the run to F.
enum ReportOptions {
    /// The option names, but those in `excluding` (a verb whose own output is that format).
    static func names(excluding: Set<String> = []) -> [String] {
        ReportFormats.standard.map { $0.option }.filter { !excluding.contains($0) }
    }

    /// Writes every report an option asked for, printing where; the HTML first, so the
    /// others can link to it.
    static func write(_ run: RunRecord, context: ReportContext, parsed: ArgumentParser.Parsed,
                      console: Console) throws(ReportsError) {
        var context = context
        let ordered = ReportFormats.standard.sorted { ($0.option == "html" ? 0 : 1) < ($1.option == "html" ? 0 : 1) }
        for format in ordered {
            guard let path = parsed.value(format.option) else { continue }
            try format.write(run, context: context, to: URL(fileURLWithPath: path))
            console.out((format.fileName + ":").padding(toLength: 13, withPad: " ", startingAt: 0) + path)
            if format.option == "html" { context.links.append(.init(title: "HTML report", path: path)) }
        }
    }
}
