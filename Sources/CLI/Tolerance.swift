/// `--tolerance PP`: percentage points a CER may rise before the gate calls it a regression.
enum Tolerance {
    static let standard = 0.5

    static func parse(_ text: String?) throws(UsageError) -> Double {
        guard let text else { return standard }
        guard let value = Double(text), value.isFinite, value >= 0, value <= 100 else {
            throw UsageError("--tolerance needs percentage points from 0 to 100, not '\(text)'")
        }
        return value
    }
}
