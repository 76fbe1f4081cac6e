import Foundation

/// Number formatting shared by every report: fixed decimals, a "." separator whatever
/// the locale, and never `inf` or `nan` (a non-finite value is written as 0, and an
/// optional one is left out).
public enum ReportNumber {
    /// A rate (CER, WER, micro, macro) with 6 decimals, e.g. "0.333333"; never negative.
    package static func rate(_ value: Double) -> String { fixed(max(0, finite(value)), decimals: 6) }

    /// A change of rate for run.xml: 6 decimals, negative allowed, e.g. "-0.002500".
    package static func signedRate(_ value: Double) -> String { fixed(finite(value), decimals: 6) }

    /// Seconds with 6 decimals.
    package static func seconds(_ value: Double) -> String { fixed(max(0, finite(value)), decimals: 6) }

    /// A confidence clamped to 0...100, with 2 decimals.
    package static func confidence(_ value: Double) -> String { fixed(min(100, max(0, finite(value))), decimals: 2) }

    /// A percentage with 2 decimals, e.g. 0.0512 -> "5.12".
    package static func percent(_ value: Double) -> String { fixed(finite(value) * 100, decimals: 2) }

    /// A rate as every report shows it to people: 2 decimals and " %", e.g. "5.12 %".
    /// The terminal, the HTML, the gate lines and the Markdown summary all use it.
    public static func percentText(_ value: Double) -> String { percent(value) + " %" }

    /// A change of rate in percentage points with a sign, e.g. "+0.25 pp", "-1.00 pp".
    public static func pointsText(_ change: Double) -> String {
        let text = fixed(finite(change) * 100, decimals: 2)
        return (text.hasPrefix("-") || text == "0.00" ? text : "+" + text) + " pp"
    }

    /// `value` with `decimals` decimals; non-finite becomes 0, negative zero becomes 0.
    package static func fixed(_ value: Double, decimals: Int) -> String {
        let value = finite(value)
        // Fast path without Foundation's formatter for everyday magnitudes; ties round
        // to even, as printf does for exactly representable halves.
        if decimals >= 0 && decimals <= 9 && abs(value) < 1e9 {
            let scale = powersOfTen[decimals]
            let scaled = (abs(value) * Double(scale)).rounded(.toNearestOrEven)
            let units = Int(scaled)
            let sign = value < 0 && units > 0 ? "-" : ""
            let whole = String(units / scale)
            if decimals == 0 { return sign + whole }
            var fraction = String(units % scale)
            if fraction.count < decimals { fraction = String(repeating: "0", count: decimals - fraction.count) + fraction }
            return sign + whole + "." + fraction
        }
        let text = String(format: "%.\(decimals)f", value)
        return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
    }

    private static let powersOfTen = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000]

    /// `value` if it is finite, else 0.
    package static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

    /// `value` if it is present and finite, else nil: optional figures are left out
    /// rather than written as a made-up number.
    package static func finite(_ value: Double?) -> Double? {
        guard let value, value.isFinite else { return nil }
        return value
    }
}
