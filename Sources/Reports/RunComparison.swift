import Scoring

/// The regression gate (DESIGN.md "Regression gate"): a baseline run compared with a
/// candidate run.
///
/// For each (suite, id, profile) in both runs: passed → failed is a regression; a CER
/// rise of more than the tolerance (default 0.5 percentage points) is a regression.
/// For each (suite, profile), the micro-averaged CER over the samples in both runs
/// (known-issue and draft samples left out) rising by more than the tolerance is a
/// regression. Samples added or removed are listed, never failed. A sample the
/// candidate marks known-issue never fails the gate; if it passes it is listed so the
/// mark can be removed. Draft samples (marked in either run) are ignored by the gate
/// and listed apart. Different backend versions, profiles' settings or normalization
/// are warned about.
public struct RunComparison: Sendable, Equatable {
    /// The gate's outcome.
    public enum Verdict: String, Sendable, Equatable {
        /// No regression.
        case passed
        /// At least one regression.
        case failed
    }

    /// The default tolerance: 0.5 percentage points.
    public static let defaultTolerancePercentagePoints = 0.5

    /// The tolerance, in percentage points of CER.
    public var tolerancePercentagePoints: Double
    /// Regressions, sample-level first (in corpus order), then suite-level.
    public var regressions: [GateFinding]
    /// Samples that pass now or whose CER fell by more than the tolerance, then suites.
    public var improvements: [GateFinding]
    /// Known-issue samples that pass in the candidate: "remove the known-issue mark".
    public var unexpectedPasses: [GateFinding]
    /// Known-issue samples that got worse (listed, not gating).
    public var knownIssues: [GateFinding]
    /// Draft samples whose pass/fail or CER changed (listed apart, not gating).
    public var drafts: [GateFinding]
    /// Samples only in the candidate.
    public var added: [SampleKey]
    /// Samples only in the baseline.
    public var removed: [SampleKey]
    /// Every (sample, profile) in either run, baseline order then added ones.
    public var pairs: [SamplePair]
    /// Backend version, settings and normalization differences; shown in every output.
    public var warnings: [String]
    /// What the baseline and candidate are called in messages (e.g. file names).
    public var baselineLabel: String
    public var candidateLabel: String

    /// `.failed` when there is a regression.
    public var verdict: Verdict { regressions.isEmpty ? .passed : .failed }

    /// The process exit code for `ocrgauge compare`: 0 passed, 1 failed.
    public var exitCode: Int32 { verdict == .passed ? 0 : 1 }

    /// How many (sample, profile) pairs were in both runs.
    public var comparedCount: Int { pairs.filter(\.isInBoth).count }

    /// Compares `candidate` with `baseline`.
    ///
    /// - Parameters:
    ///   - tolerancePercentagePoints: how far a CER may rise before it is a regression.
    ///   - baselineLabel, candidateLabel: names for the two runs in warnings (e.g. file paths).
    public init(baseline: RunRecord, candidate: RunRecord,
                tolerancePercentagePoints: Double = RunComparison.defaultTolerancePercentagePoints,
                baselineLabel: String = "baseline", candidateLabel: String = "candidate") {
        self.init(baselineResults: baseline.results, candidateResults: candidate.results,
                  tolerancePercentagePoints: tolerancePercentagePoints,
                  baselineLabel: baselineLabel, candidateLabel: candidateLabel)
        warnings = Self.warnings(baseline: baseline.metadata, candidate: candidate.metadata,
                                 baselineLabel: baselineLabel, candidateLabel: candidateLabel)
    }

    /// Compares two profiles of one run (a settings matrix): each sample of
    /// `candidateProfile` against the same sample of `baselineProfile`. Findings name
    /// the profile as "baseline → candidate".
    public init(matrix run: RunRecord, baselineProfile: String, candidateProfile: String,
                tolerancePercentagePoints: Double = RunComparison.defaultTolerancePercentagePoints) {
        let label = "\(baselineProfile) → \(candidateProfile)"
        // Positions of each profile's results, relabelled when read: a run read back from
        // its journal stays there.
        var positions: [String: [Int]] = [:]
        positions[baselineProfile] = []
        positions[candidateProfile] = []   // may be the same profile
        for (index, result) in run.results.enumerated() where positions[result.profile] != nil {
            positions[result.profile]!.append(index)
        }
        func relabel(_ profile: String) -> ResultList {
            let indices = positions[profile] ?? []
            let results = run.results
            if !results.isStored {
                return ResultList(indices.map { index in
                    var result = results[index]
                    result.profile = label
                    return result
                })
            }
            return ResultList(count: indices.count) { position in
                var result = results[indices[position]]
                result.profile = label
                return result
            }
        }
        self.init(baselineResults: relabel(baselineProfile), candidateResults: relabel(candidateProfile),
                  tolerancePercentagePoints: tolerancePercentagePoints,
                  baselineLabel: baselineProfile, candidateLabel: candidateProfile)
        let profiles = run.metadata.profiles
        if let before = profiles.first(where: { $0.name == baselineProfile }),
           let after = profiles.first(where: { $0.name == candidateProfile }), before.backend != after.backend {
            warnings.append("profile \(baselineProfile) uses backend \(before.backend), \(candidateProfile) uses \(after.backend)")
        }
    }

    /// Reads each result of either run once more than it keeps: pairs hold positions in
    /// the runs' results, so results read back from storage stay there.
    private init(baselineResults: ResultList, candidateResults: ResultList,
                 tolerancePercentagePoints: Double, baselineLabel: String, candidateLabel: String) {
        let tolerance = max(0, tolerancePercentagePoints.isFinite ? tolerancePercentagePoints : 0) / 100
        self.tolerancePercentagePoints = tolerance * 100
        self.baselineLabel = baselineLabel
        self.candidateLabel = candidateLabel
        regressions = []; improvements = []; unexpectedPasses = []; knownIssues = []; drafts = []
        added = []; removed = []; pairs = []; warnings = []

        var candidates: [SampleKey: Int] = [:]
        var candidateKeys: [SampleKey] = []
        for (index, result) in candidateResults.enumerated() {
            let key = SampleKey(result)
            candidates[key] = index
            candidateKeys.append(key)
        }
        var seen = Set<SampleKey>()
        var suiteOrder: [SuiteKey] = []
        var suiteBefore: [SuiteKey: EditCounts] = [:]
        var suiteAfter: [SuiteKey: EditCounts] = [:]
        var suiteRegressions: [GateFinding] = []
        var suiteImprovements: [GateFinding] = []

        for (baselineIndex, before) in baselineResults.enumerated() {
            let key = SampleKey(before)
            guard seen.insert(key).inserted else { continue }
            guard let candidateIndex = candidates[key] else {
                removed.append(key)
                pairs.append(SamplePair(key: key, baseline: baselineResults, at: baselineIndex, candidate: candidateResults, at: nil))
                continue
            }
            let after = candidateResults[candidateIndex]
            pairs.append(SamplePair(key: key, baseline: baselineResults, at: baselineIndex,
                                    candidate: candidateResults, at: candidateIndex))
            let rise = after.cer - before.cer
            let rose = rise > tolerance + 1e-12
            let fell = -rise > tolerance + 1e-12
            let broke = before.passed && !after.passed
            let fixed = !before.passed && after.passed
            func finding(_ kind: GateFinding.Kind, _ note: String? = nil) -> GateFinding {
                GateFinding(kind: kind, suite: key.suite, id: key.id, profile: key.profile,
                            passedBefore: before.passed, passedAfter: after.passed,
                            cerBefore: before.cer, cerAfter: after.cer,
                            message: Self.sampleMessage(key, before: before, after: after, note: note))
            }
            if before.draft || after.draft {
                if broke || fixed || rose || fell { drafts.append(finding(.draftChanged, "draft truth, not gated")) }
                continue
            }
            if after.knownIssue {
                if after.passed {
                    unexpectedPasses.append(finding(.unexpectedPass, "known issue passes now: remove the known-issue mark"))
                } else if broke || rose {
                    knownIssues.append(finding(.knownIssueWorse, "known issue, not gated"))
                }
                continue
            }
            let suiteKey = SuiteKey(suite: key.suite, profile: key.profile)
            if suiteBefore[suiteKey] == nil { suiteOrder.append(suiteKey) }
            suiteBefore[suiteKey, default: EditCounts()] = suiteBefore[suiteKey, default: EditCounts()] + before.characters
            suiteAfter[suiteKey, default: EditCounts()] = suiteAfter[suiteKey, default: EditCounts()] + after.characters
            if broke {
                regressions.append(finding(.passedToFailed))
            } else if rose {
                regressions.append(finding(.cerRose, "+\(Self.points(rise)) pp, tolerance \(Self.points(tolerance)) pp"))
            } else if fixed {
                improvements.append(finding(.failedToPassed))
            } else if fell {
                improvements.append(finding(.cerFell, "\(Self.points(rise)) pp"))
            }
        }
        for (index, key) in candidateKeys.enumerated() where seen.insert(key).inserted {
            added.append(key)
            pairs.append(SamplePair(key: key, baseline: baselineResults, at: nil, candidate: candidateResults, at: index))
        }
        for suiteKey in suiteOrder {
            let before = suiteBefore[suiteKey]!.rate, after = suiteAfter[suiteKey]!.rate
            let rise = after - before
            guard abs(rise) > tolerance + 1e-12 else { continue }
            let message = "suite \(suiteKey.suite) (\(suiteKey.profile)): micro CER \(Self.figure(before)) → \(Self.figure(after))"
                + (rise > 0 ? " (+\(Self.points(rise)) pp, tolerance \(Self.points(tolerance)) pp)" : " (\(Self.points(rise)) pp)")
            let finding = GateFinding(kind: rise > 0 ? .suiteCERRose : .suiteCERFell, suite: suiteKey.suite, id: nil,
                                      profile: suiteKey.profile, passedBefore: nil, passedAfter: nil,
                                      cerBefore: before, cerAfter: after, message: message)
            if rise > 0 { suiteRegressions.append(finding) } else { suiteImprovements.append(finding) }
        }
        regressions += suiteRegressions
        improvements += suiteImprovements
    }

    private struct SuiteKey: Hashable {
        var suite: String
        var profile: String
    }

    // MARK: Messages

    /// "suite/id (profile): passed → failed; CER 0.0000 → 0.0412", with an optional note.
    static func sampleMessage(_ key: SampleKey, before: SampleResult, after: SampleResult, note: String?) -> String {
        var message = "\(key): "
        if before.passed != after.passed {
            message += "\(before.passed ? "passed" : "failed") → \(after.passed ? "passed" : "failed"); "
        }
        message += "CER \(figure(before.cer)) → \(figure(after.cer))"
        if let note { message += " (\(note))" }
        return message
    }

    /// A rate with 4 decimals, e.g. 0.0412.
    static func figure(_ rate: Double) -> String { ReportNumber.fixed(rate, decimals: 4) }

    /// A rate difference in percentage points with 2 decimals, e.g. "3.12".
    static func points(_ rate: Double) -> String { ReportNumber.fixed(rate * 100, decimals: 2) }

    static func warnings(baseline: RunMetadata, candidate: RunMetadata,
                         baselineLabel: String, candidateLabel: String) -> [String] {
        var warnings: [String] = []
        var candidateVersions: [String: String] = [:]
        for backend in candidate.backends { candidateVersions[backend.name] = backend.version }
        for backend in baseline.backends {
            if let version = candidateVersions[backend.name], version != backend.version {
                warnings.append("backend \(backend.name) differs: \(baselineLabel) was made with \(backend.version), "
                                + "\(candidateLabel) with \(version); differences may come from the engine")
            }
        }
        let baselineProfiles = Dictionary(baseline.profiles.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for profile in candidate.profiles {
            guard let before = baselineProfiles[profile.name] else { continue }
            if before.backend != profile.backend {
                warnings.append("profile \(profile.name) uses backend \(before.backend) in \(baselineLabel), \(profile.backend) in \(candidateLabel)")
            } else if before.settings != profile.settings {
                let keys = Set(before.settings.map(\.key) + profile.settings.map(\.key)).sorted().filter { key in
                    before.settings.first { $0.key == key }?.value != profile.settings.first { $0.key == key }?.value
                }
                warnings.append("profile \(profile.name) has different settings in \(candidateLabel): \(keys.joined(separator: ", "))")
            }
        }
        if baseline.normalization != candidate.normalization {
            warnings.append("normalization differs: \(baseline.normalization) in \(baselineLabel), \(candidate.normalization) in \(candidateLabel)")
        }
        if !candidate.complete { warnings.append("\(candidateLabel) is an incomplete run: missing samples are listed as removed") }
        return warnings
    }
}
