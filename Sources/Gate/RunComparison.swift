import Scoring
import ReportFiles
import RunXML

/// The regression gate: a baseline run compared with a
/// candidate run. Coverage is part of the verdict: a gate that compared nothing never
/// passes.
///
/// For each (suite, id, profile) in both runs: passed → failed is a regression; a CER
/// rise of more than the tolerance (default 0.5 percentage points) is a regression.
/// For each (suite, profile), the micro-averaged CER over the samples in both runs
/// (known-issue and draft samples left out) rising by more than the tolerance is a
/// regression. For each field (by name) and profile, the pass rate over its checks in
/// both runs (the samples the suite sums hold, minus any whose truth, image or sidecar
/// changed) falling by more than the tolerance is a regression (`FieldChange`).
/// Profiles pair by name, or through `profileMap` (`--map BASE=CANDIDATE`).
///
/// The gate also fails when:
/// - a baseline profile has no counterpart in the candidate ("profile not run");
/// - a baseline sample has no result in the candidate although it is in the candidate's
///   selection (its suites and shard) and still in the corpus ("not run"); whether it is
///   still in the corpus is known from `corpusSamples` when given (run --baseline,
///   compare --corpus), else assumed for an incomplete candidate and denied for a
///   complete one (a complete run ran every sample of its selection);
/// - the candidate is incomplete (interrupted, a partial merge);
/// - nothing was compared (the message says why: no profile in common, no sample in
///   common, an empty run).
///
/// A sample whose truth or image changed since the baseline (the fingerprints run.xml
/// records differ, `SampleDataChange`) is a data change: listed with both CERs, never a
/// regression, and left out of its suite's sums. A sample whose sidecar alone changed has
/// its pass/fail left uncompared (the criteria are in the sidecar), its CER still gated.
/// A run without fingerprints (an older run.xml) compares as before, with one warning.
///
/// Samples added, removed from the corpus, or outside the candidate's selection are
/// listed, never failed. A sample the candidate marks known-issue never fails the gate;
/// if it passes it is listed so the mark can be removed. Draft samples (marked in either
/// run) are ignored by the gate and listed apart. Different backend versions, profiles'
/// settings or normalization are warned about.
public struct RunComparison: Sendable, Equatable {
    /// The gate's outcome.
    public enum Verdict: String, Sendable, Equatable {
        /// Nothing fails the gate.
        case passed
        /// At least one finding fails the gate.
        case failed
    }

    /// The default tolerance: 0.5 percentage points.
    public static let defaultTolerancePercentagePoints = 0.5

    /// The tolerance, in percentage points of CER.
    public var tolerancePercentagePoints: Double
    /// How a suite's rise is judged (`--gate`).
    public var rule: GateRule
    /// Each suite's change per profile, then each profile's over all suites, with
    /// paired-bootstrap intervals (samples the gate compares: known issues and drafts
    /// left out).
    public var suiteChanges: [SuiteChange]
    /// Each field's pass-rate change per profile, with its paired-bootstrap interval
    /// (`FieldChange`: checks of samples the gate compares, data changes left out).
    public var fieldChanges: [FieldChange] = []
    /// Suites whose micro CER rose (fields whose pass rate fell) by more than the
    /// tolerance while the interval reaches 0: regressions under `--gate tolerance`,
    /// listed here instead under `--gate significant`.
    public var withinNoise: [GateFinding]
    /// Everything that fails the gate: sample-level regressions and samples not run (in
    /// corpus order), then suite-level regressions, then field-level ones, then profile-
    /// and run-level findings.
    public var regressions: [GateFinding]
    /// Samples that pass now or whose CER fell by more than the tolerance, then suites.
    public var improvements: [GateFinding]
    /// Known-issue samples that pass in the candidate: "remove the known-issue mark".
    public var unexpectedPasses: [GateFinding]
    /// Known-issue samples that got worse (listed, not gating).
    public var knownIssues: [GateFinding]
    /// Draft samples whose pass/fail or CER changed (listed apart, not gating).
    public var drafts: [GateFinding]
    /// Samples whose truth, image or sidecar changed since the baseline: listed with both
    /// CERs, never gating (kinds `truthChanged`, `imageChanged`, `sidecarChanged`).
    public var dataChanges: [GateFinding]
    /// Samples only in the candidate.
    public var added: [SampleKey]
    /// Baseline samples no longer in the corpus (not gated).
    public var removed: [SampleKey]
    /// Baseline samples outside the candidate's selection (`--suite`, `--shard`; not gated).
    public var outsideSelection: [SampleKey]
    /// Samples failing in both runs (not a regression): shown as skipped in junit.xml.
    public var failingInBoth: [SampleKey]
    /// Every (sample, profile) in either run, baseline order then added ones. Keys carry
    /// the candidate's profile name.
    public var pairs: [SamplePair]
    /// Backend version, settings and normalization differences; shown in every output.
    public var warnings: [String]
    /// Baseline profile → candidate profile, for profiles compared under another name.
    public var profileMap: [String: String]
    /// What the baseline and candidate are called in messages (e.g. file names).
    public var baselineLabel: String
    /// What the candidate is called in messages.
    public var candidateLabel: String

    /// `.failed` when anything fails the gate.
    public var verdict: Verdict { regressions.isEmpty ? .passed : .failed }

    /// The process exit code for `ocrgauge compare`: 0 passed, 1 failed.
    public var exitCode: Int32 { verdict == .passed ? 0 : 1 }

    /// How many (sample, profile) pairs were in both runs.
    public var comparedCount: Int { pairs.filter(\.isInBoth).count }

    /// How many baseline samples were not run (each sample of a profile not run counts).
    public var notRunCount: Int

    /// Compared samples whose data changes could not be told, for the warnings.
    private var unfingerprinted = Unfingerprinted()

    /// Compares `candidate` with `baseline`.
    ///
    /// - Parameters:
    ///   - tolerancePercentagePoints: how far a CER may rise before it is a regression.
    ///   - baselineLabel, candidateLabel: names for the two runs in messages (e.g. file paths).
    ///   - profileMap: baseline profile → candidate profile, for profiles of other names.
    ///   - corpusSamples: the "suite/id" names the corpus holds now, when known: a
    ///     baseline sample missing from the candidate is "not run" when it is there,
    ///     "removed" when it is not.
    public init(baseline: RunRecord, candidate: RunRecord,
                tolerancePercentagePoints: Double = RunComparison.defaultTolerancePercentagePoints,
                baselineLabel: String = "baseline", candidateLabel: String = "candidate",
                profileMap: [String: String] = [:], corpusSamples: Set<String>? = nil,
                rule: GateRule = .tolerance, intervals: IntervalSettings = IntervalSettings()) {
        let candidateProfiles = Self.profiles(of: candidate)
        let context = Context(baselineMetadata: baseline.metadata, candidateMetadata: candidate.metadata,
                              candidateProfiles: candidateProfiles, profileMap: profileMap, corpusSamples: corpusSamples)
        self.init(baselineResults: baseline.results, candidateResults: candidate.results,
                  tolerancePercentagePoints: tolerancePercentagePoints,
                  baselineLabel: baselineLabel, candidateLabel: candidateLabel, context: context,
                  rule: rule, intervals: intervals)
        warnings = Self.warnings(baseline: baseline.metadata, candidate: candidate.metadata,
                                 baselineLabel: baselineLabel, candidateLabel: candidateLabel, profileMap: profileMap)
            + unfingerprinted.warnings(baselineLabel: baselineLabel, candidateLabel: candidateLabel)
    }

    /// Compares two profiles of one run (a settings matrix): each sample of
    /// `candidateProfile` against the same sample of `baselineProfile`. Findings name
    /// the profile as "baseline → candidate".
    public init(matrix run: RunRecord, baselineProfile: String, candidateProfile: String,
                tolerancePercentagePoints: Double = RunComparison.defaultTolerancePercentagePoints,
                intervals: IntervalSettings = IntervalSettings()) {
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
                  baselineLabel: baselineProfile, candidateLabel: candidateProfile, context: nil,
                  rule: .tolerance, intervals: intervals)
        let profiles = run.metadata.profiles
        if let before = profiles.first(where: { $0.name == baselineProfile }),
           let after = profiles.first(where: { $0.name == candidateProfile }), before.backend != after.backend {
            warnings.append("profile \(baselineProfile) uses backend \(before.backend), \(candidateProfile) uses \(after.backend)")
        }
    }

    /// What the coverage rules need to know about the two runs (nil for a settings matrix).
    private struct Context {
        var baselineMetadata: RunMetadata
        var candidateMetadata: RunMetadata
        var candidateProfiles: [String]
        var profileMap: [String: String]
        var corpusSamples: Set<String>?
    }

    /// Reads each result of either run once more than it keeps: pairs hold positions in
    /// the runs' results, so results read back from storage stay there.
    private init(baselineResults: ResultList, candidateResults: ResultList,
                 tolerancePercentagePoints: Double, baselineLabel: String, candidateLabel: String, context: Context?,
                 rule: GateRule, intervals: IntervalSettings) {
        let tolerance = max(0, tolerancePercentagePoints.isFinite ? tolerancePercentagePoints : 0) / 100
        self.tolerancePercentagePoints = tolerance * 100
        self.rule = rule
        suiteChanges = []
        withinNoise = []
        self.baselineLabel = baselineLabel
        self.candidateLabel = candidateLabel
        profileMap = context?.profileMap ?? [:]
        regressions = []; improvements = []; unexpectedPasses = []; knownIssues = []; drafts = []; dataChanges = []
        added = []; removed = []; outsideSelection = []; failingInBoth = []; pairs = []; warnings = []
        notRunCount = 0

        var candidates: [SampleKey: Int] = [:]
        var candidateKeys: [SampleKey] = []
        for (index, result) in candidateResults.enumerated() {
            let key = SampleKey(result)
            candidates[key] = index
            candidateKeys.append(key)
        }
        let candidateProfiles = Set(context?.candidateProfiles ?? candidateKeys.map(\.profile))
        var seen = Set<SampleKey>()
        var suites = SuiteSums()
        var fields = FieldPairs()
        var missingProfiles: [MissingProfile] = []
        var baselineProfileNames: [String] = []
        for (baselineIndex, before) in baselineResults.enumerated() {
            let mappedProfile = context?.profileMap[before.profile] ?? before.profile
            if !baselineProfileNames.contains(before.profile) { baselineProfileNames.append(before.profile) }
            let key = SampleKey(suite: before.suite, id: before.id, profile: mappedProfile)
            guard seen.insert(key).inserted else { continue }
            guard let candidateIndex = candidates[key] else {
                pairs.append(SamplePair(key: key, baseline: baselineResults, at: baselineIndex, candidate: candidateResults, at: nil))
                if context != nil, !before.draft, !candidateProfiles.contains(mappedProfile) {
                    MissingProfile.count(before.profile, as: mappedProfile, in: &missingProfiles)
                    notRunCount += 1
                } else {
                    classifyMissing(key, before, context: context)
                }
                continue
            }
            pairs.append(SamplePair(key: key, baseline: baselineResults, at: baselineIndex,
                                    candidate: candidateResults, at: candidateIndex))
            compare(key, before, candidateResults[candidateIndex], tolerance: tolerance, suites: &suites, fields: &fields,
                    tellsDataChanges: context != nil)
        }
        for (index, key) in candidateKeys.enumerated() where seen.insert(key).inserted {
            added.append(key)
            pairs.append(SamplePair(key: key, baseline: baselineResults, at: nil, candidate: candidateResults, at: index))
        }
        addSuiteFindings(suites, tolerance: tolerance, intervals: intervals)
        addFieldFindings(fields, tolerance: tolerance, intervals: intervals)
        if let context {
            addCoverageFindings(missingProfiles, context: context, baselineResults: baselineResults,
                                baselineProfiles: baselineProfileNames, candidateKeys: candidateKeys)
        }
    }

    /// A baseline profile with no counterpart in the candidate, and how many of its
    /// samples were not compared.
    private struct MissingProfile {
        var baseline: String
        var candidate: String
        var samples: Int

        static func count(_ baseline: String, as candidate: String, in list: inout [MissingProfile]) {
            if let index = list.firstIndex(where: { $0.baseline == baseline }) {
                list[index].samples += 1
            } else {
                list.append(MissingProfile(baseline: baseline, candidate: candidate, samples: 1))
            }
        }
    }

    /// Per (suite, profile) edit sums over the samples gated in both runs, in first-seen order.
    private struct SuiteSums {
        var order: [SuiteKey] = []
        var before: [SuiteKey: EditCounts] = [:]
        var after: [SuiteKey: EditCounts] = [:]
        /// The samples behind the sums, for the intervals.
        var pairs: [SuiteKey: [PairedBootstrap.Pair]] = [:]

        mutating func add(_ key: SuiteKey, before: SampleResult, after: SampleResult) {
            if self.before[key] == nil { order.append(key) }
            self.before[key, default: EditCounts()] = self.before[key, default: EditCounts()] + before.characters
            self.after[key, default: EditCounts()] = self.after[key, default: EditCounts()] + after.characters
            var pair = PairedBootstrap.Pair(
                baselineEdits: before.characters.edits, baselineLength: before.characters.referenceLength,
                candidateEdits: after.characters.edits, candidateLength: after.characters.referenceLength,
                baselinePassed: before.passed, candidatePassed: after.passed)
            pair.baselineWordEdits = before.words.edits; pair.baselineWords = before.words.referenceLength
            pair.candidateWordEdits = after.words.edits; pair.candidateWords = after.words.referenceLength
            pairs[key, default: []].append(pair)
        }
    }

    /// A baseline sample of a profile the candidate ran, without a result: outside the
    /// candidate's selection, removed from the corpus, or not run.
    private mutating func classifyMissing(_ key: SampleKey, _ before: SampleResult, context: Context?) {
        guard let context, !before.draft else { removed.append(key); return }   // drafts never gate
        if !context.candidateMetadata.selects(suite: key.suite, id: key.id) {
            outsideSelection.append(key)
        } else if let corpus = context.corpusSamples {
            if corpus.contains("\(key.suite)/\(key.id)") { notRun(key, before, reason: "no result in \(candidateLabel)") } else { removed.append(key) }
        } else if context.candidateMetadata.complete {
            removed.append(key)   // a complete run ran every sample of its selection
        } else {
            notRun(key, before, reason: "no result in \(candidateLabel), an incomplete run")
        }
    }

    /// One sample in both runs: a regression, an improvement, a data change, a note about
    /// a known issue or draft, or nothing; its edits go into its suite's sums when it is
    /// gated, and its field checks into `fields` when its data did not change either.
    /// `tellsDataChanges` is false for two profiles of one run (the same data).
    private mutating func compare(_ key: SampleKey, _ before: SampleResult, _ after: SampleResult, tolerance: Double,
                                  suites: inout SuiteSums, fields: inout FieldPairs, tellsDataChanges: Bool) {
        let rise = after.cer - before.cer
        // Under --gate significant, a rise within the engine's own spread over repeats
        // (run --repeat) is noise, not a regression.
        let spread = rule == .significant ? max(before.repeats?.spread ?? 0, after.repeats?.spread ?? 0) : 0
        let rose = rise > tolerance + spread + 1e-12
        let fell = -rise > tolerance + 1e-12
        // A sample scored without a criterion neither passes nor fails: only a pass turning
        // into a failure (and back) is a change of verdict.
        let broke = before.passed && after.isFailure
        let fixed = before.isFailure && after.passed
        func finding(_ kind: GateFinding.Kind, _ note: String? = nil) -> GateFinding {
            GateFinding(kind: kind, suite: key.suite, id: key.id, profile: key.profile,
                        passedBefore: before.passed, passedAfter: after.passed,
                        cerBefore: before.cer, cerAfter: after.cer,
                        message: Self.sampleMessage(key, before: before, after: after, note: note))
        }
        if before.draft || after.draft {
            if broke || fixed || rose || fell { drafts.append(finding(.draftChanged, "draft truth, not gated")) }
            return
        }
        let change = tellsDataChanges ? SampleDataChange(before: before, after: after) : nil
        if tellsDataChanges { unfingerprinted.count(before, after, told: change != nil) }
        func dataChanged(_ change: SampleDataChange) -> GateFinding {
            GateFinding(kind: change.kind, suite: key.suite, id: key.id, profile: key.profile,
                        passedBefore: before.passed, passedAfter: after.passed, cerBefore: before.cer, cerAfter: after.cer,
                        message: change.message(key, before: before, after: after))
        }
        if after.knownIssue {
            if after.passed {
                unexpectedPasses.append(finding(.unexpectedPass, "known issue passes now: remove the known-issue mark"))
            } else if let change, !change.isEmpty {
                dataChanges.append(dataChanged(change))
            } else if broke || rose {
                knownIssues.append(finding(.knownIssueWorse, "known issue, not gated"))
            }
            return
        }
        if let change, change.makesFiguresIncomparable {
            dataChanges.append(dataChanged(change))
            return
        }
        suites.add(SuiteKey(suite: key.suite, profile: key.profile), before: before, after: after)
        if let change, change.sidecar {
            // Same truth, image and languages: the CER measures the same thing, the verdict
            // does not (the criteria are in the sidecar).
            let note = "the sidecar changed too, but not the truth, the image or the languages read"
            if rose {
                regressions.append(finding(.cerRose, "+\(Self.points(rise)) pp, tolerance \(Self.points(tolerance)) pp; \(note)"))
            } else if let worse = Self.linesWorse(before.lineDetection, after.lineDetection, tolerance: tolerance) {
                regressions.append(finding(.linesWorse, "\(worse); \(note)"))
            } else {
                dataChanges.append(dataChanged(change))
            }
            return
        }
        // The fields of a sample whose data did not change (as far as fingerprints tell).
        fields.add(profile: key.profile, suite: key.suite, before: before.fields, after: after.fields)
        if broke {
            regressions.append(finding(.passedToFailed))
        } else if rose {
            regressions.append(finding(.cerRose, "+\(Self.points(rise)) pp, tolerance \(Self.points(tolerance)) pp"
                                       + (spread > 0 ? " + the engine's spread \(Self.points(spread)) pp" : "")))
        } else if let worse = Self.linesWorse(before.lineDetection, after.lineDetection, tolerance: tolerance) {
            regressions.append(finding(.linesWorse, worse))
        } else if fixed {
            improvements.append(finding(.failedToPassed))
        } else if fell {
            improvements.append(finding(.cerFell, "\(Self.points(rise)) pp"))
        }
        if before.isFailure && after.isFailure && !rose { failingInBoth.append(key) }
    }

    /// "line detection F1 98.55 % → 80.00 %: -18.55 pp; tolerance 0.50 pp" when a sample's line F1 or
    /// reading-order score fell by more than the tolerance; nil otherwise.
    static func linesWorse(_ before: LineDetection?, _ after: LineDetection?, tolerance: Double) -> String? {
        guard let before, let after else { return nil }
        var parts: [String] = []
        for (name, old, new) in [("line detection F1", before.f1, after.f1), ("reading order", before.readingOrder, after.readingOrder)]
        where old - new > tolerance + 1e-12 {
            parts.append("\(name) \(ReportNumber.percentText(old)) → \(ReportNumber.percentText(new)): \(points(new - old)) pp")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ") + "; tolerance \(points(tolerance)) pp"
    }

    /// Suite micro CERs that rose (regressions, after the samples') or fell by more than
    /// the tolerance.
    private mutating func addSuiteFindings(_ suites: SuiteSums, tolerance: Double, intervals: IntervalSettings) {
        var rises: [GateFinding] = [], falls: [GateFinding] = []
        var totals: [String: (pairs: [[PairedBootstrap.Pair]], before: EditCounts, after: EditCounts)] = [:]
        var profiles: [String] = []
        for suiteKey in suites.order {
            let pairs = suites.pairs[suiteKey] ?? []
            let sumBefore = suites.before[suiteKey]!, sumAfter = suites.after[suiteKey]!
            if totals[suiteKey.profile] == nil { profiles.append(suiteKey.profile) }
            var total = totals[suiteKey.profile] ?? ([], EditCounts(), EditCounts())
            total.pairs.append(pairs)
            total.before = total.before + sumBefore
            total.after = total.after + sumAfter
            totals[suiteKey.profile] = total
            let change = Self.change(suite: suiteKey.suite, profile: suiteKey.profile, pairs, before: sumBefore,
                                     after: sumAfter, intervals)
            suiteChanges.append(change)
            let before = change.microCERBefore, after = change.microCERAfter
            let rise = after - before
            guard abs(rise) > tolerance + 1e-12 else { continue }
            let message = "suite \(suiteKey.suite) (\(suiteKey.profile)): micro CER \(Self.figure(before)) → \(Self.figure(after))"
                + (rise > 0 ? " (+\(Self.points(rise)) pp, tolerance \(Self.points(tolerance)) pp" : " (\(Self.points(rise)) pp")
                + "; \(change.intervalText))"
            let finding = GateFinding(kind: rise > 0 ? .suiteCERRose : .suiteCERFell, suite: suiteKey.suite, id: nil,
                                      profile: suiteKey.profile, passedBefore: nil, passedAfter: nil,
                                      cerBefore: before, cerAfter: after, message: message)
            if rise <= 0 {
                falls.append(finding)
            } else if rule == .significant && change.samples < PairedBootstrap.minimumSamples(confidence: intervals.confidence) {
                // No interval over so few samples: the tolerance rule decides, and says so.
                var fallback = finding
                fallback.message += "; too few samples for --gate significant (\(change.samples) < "
                    + "\(PairedBootstrap.minimumSamples(confidence: intervals.confidence))): the tolerance rule decides"
                rises.append(fallback)
            } else if rule == .significant && !change.changes.microCER.isAboveZero {
                var noise = finding
                noise.kind = .suiteCERRoseWithinNoise
                withinNoise.append(noise)
            } else {
                rises.append(finding)
            }
        }
        for profile in profiles {
            guard let total = totals[profile] else { continue }
            suiteChanges.append(Self.change(suite: nil, profile: profile, strata: total.pairs, before: total.before,
                                            after: total.after, intervals))
        }
        regressions += rises
        improvements += falls
    }

    /// One suite's change with its intervals and tests.
    static func change(suite: String?, profile: String, _ pairs: [PairedBootstrap.Pair], before: EditCounts,
                       after: EditCounts, _ intervals: IntervalSettings) -> SuiteChange {
        change(suite: suite, profile: profile, strata: [pairs], before: before, after: after, intervals)
    }

    /// One profile's change over all its suites: resampled within each suite.
    static func change(suite: String?, profile: String, strata: [[PairedBootstrap.Pair]], before: EditCounts,
                       after: EditCounts, _ intervals: IntervalSettings) -> SuiteChange {
        let pairs = strata.flatMap { $0 }
        return SuiteChange(
            suite: suite, profile: profile, samples: pairs.count, microCERBefore: before.rate, microCERAfter: after.rate,
            changes: PairedBootstrap.changes(strata: strata, resamples: intervals.resamples, confidence: intervals.confidence,
                                             seed: intervals.seed),
            significance: PairedSignificance.test(changes: pairs.map { $0.candidateRate - $0.baselineRate }))
    }

    /// Coverage: whole profiles not run, an incomplete candidate, nothing compared.
    private mutating func addCoverageFindings(_ missingProfiles: [MissingProfile], context: Context, baselineResults: ResultList,
                                              baselineProfiles: [String], candidateKeys: [SampleKey]) {
        for missing in missingProfiles {
            let ran = context.candidateProfiles.isEmpty ? "none" : context.candidateProfiles.joined(separator: ", ")
            let hint = context.candidateProfiles.count == 1 && missing.baseline == missing.candidate
                ? "; to compare it with another profile: --map \(missing.baseline)=\(context.candidateProfiles[0])" : ""
            let name = missing.baseline == missing.candidate ? "'\(missing.baseline)'" : "'\(missing.baseline)' (as '\(missing.candidate)')"
            regressions.append(.about(.profileNotRun, profile: missing.candidate,
                                      message: "profile \(name) of \(baselineLabel) was not run: \(missing.samples) "
                                        + "sample\(missing.samples == 1 ? "" : "s") not compared; \(candidateLabel) ran: \(ran)\(hint)"))
        }
        if !context.candidateMetadata.complete {
            let reason = context.candidateMetadata.incompleteReason.map { " (\($0))" } ?? ""
            regressions.append(.about(.incompleteRun, message: "\(candidateLabel) is an incomplete run\(reason): "
                                        + "an incomplete run never passes the gate"))
        }
        if comparedCount == 0 {
            regressions.append(.about(.nothingCompared, message: "nothing was compared: "
                                        + Self.whyNothingCompared(baseline: baselineResults, baselineProfiles: baselineProfiles,
                                                                  candidate: candidateKeys, context: context,
                                                                  baselineLabel: baselineLabel, candidateLabel: candidateLabel)))
        }
    }

    /// Records a baseline sample with no result in the candidate as a gate failure.
    private mutating func notRun(_ key: SampleKey, _ before: SampleResult, reason: String) {
        notRunCount += 1
        regressions.append(GateFinding(kind: .notRun, suite: key.suite, id: key.id, profile: key.profile,
                                       passedBefore: before.passed, passedAfter: nil, cerBefore: before.cer, cerAfter: before.cer,
                                       message: "\(key): not run (\(reason)); it is still in the corpus"))
    }

    private static func whyNothingCompared(baseline: ResultList, baselineProfiles: [String], candidate: [SampleKey],
                                           context: Context, baselineLabel: String, candidateLabel: String) -> String {
        if baseline.isEmpty { return "\(baselineLabel) holds no result" }
        if candidate.isEmpty { return "\(candidateLabel) holds no result (nothing was run)" }
        let mapped = Set(baselineProfiles.map { context.profileMap[$0] ?? $0 })
        let ran = Set(candidate.map(\.profile))
        if mapped.isDisjoint(with: ran) {
            return "no profile in common (\(baselineLabel): \(baselineProfiles.joined(separator: ", ")); "
                + "\(candidateLabel): \(ran.sorted().joined(separator: ", "))); pair them with --map BASE=CANDIDATE"
        }
        return "no sample in common under the same profile: the runs are of different corpora"
            + (context.baselineMetadata.corpusPath != context.candidateMetadata.corpusPath
               ? " (\(context.baselineMetadata.corpusPath) and \(context.candidateMetadata.corpusPath))" : "")
    }

    /// The profiles a run ran: from its metadata, else from its results.
    private static func profiles(of run: RunRecord) -> [String] {
        if !run.metadata.profiles.isEmpty { return run.metadata.profiles.map(\.name) }
        var names: [String] = []
        for result in run.results where !names.contains(result.profile) { names.append(result.profile) }
        return names
    }

    /// Compared samples whose data changes could not be told: one run or the other
    /// recorded no fingerprints, or the image's was unknown on a side.
    private struct Unfingerprinted: Sendable, Equatable {
        var compared = 0
        var baselineWithout = 0
        var candidateWithout = 0
        var imageUnknown = 0

        mutating func count(_ before: SampleResult, _ after: SampleResult, told: Bool) {
            compared += 1
            if before.fingerprints == nil { baselineWithout += 1 }
            if after.fingerprints == nil { candidateWithout += 1 }
            // A recognition that happened without an image fingerprint came from a cache or
            // journal older than fingerprints (a timeout or crash has none, and is failed anyway).
            func unknown(_ result: SampleResult) -> Bool {
                result.fingerprints?.image == nil && [.text, .empty, .unreadable].contains(result.outcome)
            }
            if told, unknown(before) || unknown(after) { imageUnknown += 1 }
        }

        /// One warning when either run or both lack fingerprints, one for unknown images.
        func warnings(baselineLabel: String, candidateLabel: String) -> [String] {
            var warnings: [String] = []
            let consequence = "a changed truth or image cannot be told from a regression"
            let without = max(baselineWithout, candidateWithout)
            let share = without == compared ? "" : " for \(without) of the \(compared) samples compared"
            if baselineWithout > 0 && candidateWithout > 0 {
                warnings.append("neither \(baselineLabel) nor \(candidateLabel) records fingerprints of the images, truths and "
                                + "sidecars (run.xml files from before ocrgauge kept them): \(consequence)\(share)")
            } else if without > 0 {
                warnings.append("\(baselineWithout > 0 ? baselineLabel : candidateLabel) records no fingerprints of the images, "
                                + "truths and sidecars (a run.xml from before ocrgauge kept them): \(consequence)\(share)")
            }
            if imageUnknown > 0 {
                warnings.append("the image fingerprint\(imageUnknown == 1 ? " of 1 compared sample is" : "s of \(imageUnknown) compared samples are") "
                                + "unknown (recognized from a cache or journal made before fingerprints were kept): a changed image "
                                + "cannot be told there")
            }
            return warnings
        }
    }

    private struct SuiteKey: Hashable {
        var suite: String
        var profile: String
    }

    // MARK: Messages

    /// "suite/id (profile): passed → failed; CER 0.00 % → 4.12 %", with an optional note.
    static func sampleMessage(_ key: SampleKey, before: SampleResult, after: SampleResult, note: String?) -> String {
        var message = "\(key): "
        if before.verdict != after.verdict {
            message += "\(before.verdict.rawValue) → \(after.verdict.rawValue); "
        }
        message += "CER \(figure(before.cer)) → \(figure(after.cer))"
        if let note { message += " (\(note))" }
        if after.isFailure, let reason = after.failures.first, before.verdict != after.verdict {
            message += ": " + reason.split(whereSeparator: \.isNewline).joined(separator: " ")
        }
        return message
    }

    /// A rate as a percentage with 2 decimals, e.g. "4.12 %" (the same everywhere).
    static func figure(_ rate: Double) -> String { ReportNumber.percentText(rate) }

    /// A rate difference in percentage points with 2 decimals, e.g. "3.12".
    static func points(_ rate: Double) -> String { ReportNumber.fixed(rate * 100, decimals: 2) }

    static func warnings(baseline: RunMetadata, candidate: RunMetadata,
                         baselineLabel: String, candidateLabel: String, profileMap: [String: String]) -> [String] {
        var warnings: [String] = []
        var candidateVersions: [String: String] = [:]
        for backend in candidate.backends { candidateVersions[backend.name] = backend.version }
        for backend in baseline.backends {
            if let version = candidateVersions[backend.name], version != backend.version {
                warnings.append("backend \(backend.name) differs: \(baselineLabel) was made with \(backend.version), "
                                + "\(candidateLabel) with \(version); differences may come from the engine")
            }
        }
        let inverse = Dictionary(profileMap.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let baselineProfiles = Dictionary(baseline.profiles.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for profile in candidate.profiles {
            let baselineName = inverse[profile.name] ?? profile.name
            guard let before = baselineProfiles[baselineName] else { continue }
            let shown = baselineName == profile.name ? profile.name : "\(baselineName) → \(profile.name)"
            if before.backend != profile.backend {
                warnings.append("profile \(shown) uses backend \(before.backend) in \(baselineLabel), \(profile.backend) in \(candidateLabel)")
            } else if before.settings != profile.settings {
                let keys = Set(before.settings.map(\.key) + profile.settings.map(\.key)).sorted().filter { key in
                    before.settings.first { $0.key == key }?.value != profile.settings.first { $0.key == key }?.value
                }
                warnings.append("profile \(shown) has different settings in \(candidateLabel): \(keys.joined(separator: ", "))")
            }
        }
        if baseline.normalization != candidate.normalization {
            warnings.append("normalization differs: \(baseline.normalization) in \(baselineLabel), \(candidate.normalization) in \(candidateLabel)")
        }
        if !baseline.complete { warnings.append("\(baselineLabel) is an incomplete run: a baseline should hold the whole corpus") }
        return warnings
    }
}
