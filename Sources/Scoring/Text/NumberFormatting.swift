/// Fixed-point rendering of figures without Foundation, for messages such as
/// "CER 0.0800 above maxCER 0.0500".
enum NumberFormatting {
    /// `value` rounded to `digits` decimals, e.g. fixed(0.08, 4) == "0.0800".
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard scaled < 9e15 else { return sign + String(abs(value)) }
        let whole = Int(scaled)
        let unit = Int(scale)
        let integerPart = String(whole / unit)
        if digits == 0 { return sign + integerPart }
        var fraction = String(whole % unit)
        while fraction.count < digits { fraction = "0" + fraction }
        return sign + integerPart + "." + fraction
    }

    /// Two rates as percentages with the fewest decimals (2 to 6) that tell them apart, so
    /// "CER 2.1845 % above maxCER 2.1844 %" never reads "2.18 % above 2.18 %".
    static func distinctPercents(_ value: Double, _ limit: Double) -> (value: String, limit: String) {
        var digits = 2
        while digits < 6 && fixed(value * 100, digits) == fixed(limit * 100, digits) { digits += 1 }
        return (fixed(value * 100, digits), fixed(limit * 100, digits))
    }
}
