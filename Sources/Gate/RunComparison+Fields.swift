import Scoring

extension RunComparison {
    /// Field pass rates that fell (regressions, after the suites') or rose by more than
    /// the tolerance, judged as a suite's micro CER is: the same tolerance in percentage
    /// points; under `--gate significant` a fall fails only when its interval lies
    /// entirely below 0 (else it is listed as within noise), and with too few checks for
    /// an interval the tolerance rule decides, and the finding says so.
    mutating func addFieldFindings(_ pairs: FieldPairs, tolerance: Double, intervals: IntervalSettings) {
        fieldChanges = pairs.changes(intervals)
        let least = PairedBootstrap.minimumSamples(confidence: intervals.confidence)
        for change in fieldChanges {
            let fall = change.passRateBefore - change.passRateAfter
            guard abs(fall) > tolerance + 1e-12 else { continue }
            var finding = GateFinding(kind: fall > 0 ? .fieldPassRateFell : .fieldPassRateRose, suite: "", id: nil,
                                      profile: change.profile, passedBefore: nil, passedAfter: nil, cerBefore: 0, cerAfter: 0,
                                      message: change.summaryText + "; " + change.intervalText
                                        + (fall > 0 ? ", tolerance \(Self.points(tolerance)) pp" : ""))
            finding.field = change.field
            if fall < 0 {
                improvements.append(finding)
            } else if rule == .significant && change.checks < least {
                finding.message += "; too few checks for --gate significant (\(change.checks) < \(least)): the tolerance rule decides"
                regressions.append(finding)
            } else if rule == .significant && !change.interval.isBelowZero {
                finding.kind = .fieldPassRateFellWithinNoise
                withinNoise.append(finding)
            } else {
                regressions.append(finding)
            }
        }
    }

    /// One line per field whose pass rate changed: "field total (tesseract): pass rate
    /// 100.00 % → 80.00 % (10 → 8 of 10 checks); -20.00 pp [-40.00, -0.00] (95 %)".
    public var changedFieldsText: [String] {
        fieldChanges.filter { $0.passedBefore != $0.passedAfter }.map { $0.summaryText + "; " + $0.intervalText }
    }
}
