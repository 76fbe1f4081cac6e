import Scoring
import ReportFiles

/// A suite's rates as every output shows them: "–" where the suite counts no sample (every
/// sample a draft), never a "0.00 %" that reads as perfect.
extension SuiteSummary {
    /// What a suite with no figured sample shows in place of a rate.
    public static let noFigure = "–"

    /// The micro CER as "2.18 %", or "–".
    public var microCERText: String { figured > 0 ? ReportNumber.percentText(microCER) : Self.noFigure }
    /// The macro CER as "2.18 %", or "–".
    public var macroCERText: String { figured > 0 ? ReportNumber.percentText(macroCER) : Self.noFigure }
    /// The micro WER as "2.18 %", or "–".
    public var microWERText: String { figured > 0 ? ReportNumber.percentText(microWER) : Self.noFigure }
    /// The macro WER as "2.18 %", or "–".
    public var macroWERText: String { figured > 0 ? ReportNumber.percentText(macroWER) : Self.noFigure }
}
