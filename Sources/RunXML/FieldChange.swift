import Scoring
import ReportFiles

/// One field's pass-rate change under one (candidate) profile between the two runs, over
/// the checks the gate compares: the samples in both runs whose suite sums the gate keeps
/// (not drafts, not the candidate's known issues), minus every sample whose truth, image
/// or sidecar changed since the baseline (its field checks measure other data or other
/// criteria: a data change, never a regression). Within a sample, the n-th check of a name
/// in one run pairs with the n-th of that name in the other.
public struct FieldChange: Sendable, Equatable {
    /// The field's name.
    public var field: String
    /// The (candidate) profile.
    public var profile: String
    /// How many checks were paired.
    public var checks: Int
    /// How many of them passed in the baseline.
    public var passedBefore: Int
    /// How many of them pass in the candidate.
    public var passedAfter: Int
    /// The pass rate's change (after − before) with its paired-bootstrap interval over the
    /// checks, resampled within each suite; below `PairedBootstrap.minimumSamples` checks
    /// no interval (`resamples` 0), as for a suite.
    public var interval: ChangeInterval

    /// A change with these values, as run.xml gives them.
    public init(field: String, profile: String, checks: Int, passedBefore: Int, passedAfter: Int, interval: ChangeInterval) {
        self.field = field
        self.profile = profile
        self.checks = checks
        self.passedBefore = passedBefore
        self.passedAfter = passedAfter
        self.interval = interval
    }

    /// The baseline's pass rate over the paired checks.
    public var passRateBefore: Double { checks == 0 ? 0 : Double(passedBefore) / Double(checks) }
    /// The candidate's pass rate over the paired checks.
    public var passRateAfter: Double { checks == 0 ? 0 : Double(passedAfter) / Double(checks) }

    /// "-20.00 pp [-40.00, -0.00] (95 %)", or "-50.00 pp, too few checks for an interval
    /// (2 < 6)": the change in percentage points with its interval.
    public var intervalText: String {
        func signed(_ change: Double) -> String {
            let text = ReportNumber.fixed(change * 100, decimals: 2)
            return text.hasPrefix("-") || text == "0.00" ? text : "+" + text
        }
        let least = PairedBootstrap.minimumSamples(confidence: interval.confidence)
        guard interval.resamples > 0 else {
            return "\(signed(interval.change)) pp" + (checks > 0 && checks < least ? ", too few checks for an interval (\(checks) < \(least))" : "")
        }
        let percent = ReportNumber.fixed(interval.confidence * 100, decimals: 0)
        return "\(signed(interval.change)) pp [\(signed(interval.lower)), \(signed(interval.upper))] (\(percent) %)"
    }

    /// "field total (tesseract): pass rate 100.00 % → 80.00 % (10 → 8 of 10 checks)".
    public var summaryText: String {
        "field \(field) (\(profile)): pass rate \(ReportNumber.percentText(passRateBefore)) → "
            + "\(ReportNumber.percentText(passRateAfter)) (\(passedBefore) → \(passedAfter) of \(checks) check\(checks == 1 ? "" : "s"))"
    }
}
