import Scoring
import ReportFiles

/// Joins shard reports (`run --shard I/N`, disjoint parts of one corpus) into one run
/// (`ocrgauge merge SHARD.xml... -o RUN.xml`).
///
/// Every shard I of N must be there exactly once: a missing shard is refused ("shard 2/3
/// missing"), and so is one given twice, unless `allowPartial`, which marks the merged
/// run incomplete (it then passes no gate). Shards must not share a (suite, id,
/// profile); must come from the same corpus (commit, sample count, suites, and the
/// corpus fingerprint every shard records over the whole corpus's ids and image, truth
/// and sidecar bytes: shards of two folders with the same ids but three images blurred
/// are refused) and use the same profiles with the same backend and settings, the same
/// backend versions and the same normalization. A sample found in two shards must have
/// the same truth, image and sidecar fingerprints in both. The merged metadata has the earliest start, the latest finish,
/// every distinct host, and is complete only if every shard is and none is missing.
public enum RunMerge {
    /// Merges `shards` in order.
    ///
    /// - Parameters:
    ///   - labels: names for the shards in messages (e.g. file paths); defaults to
    ///     "shard 1", "shard 2", ...
    ///   - allowPartial: merge even when shards are missing (the result is incomplete).
    /// - Throws: `ReportsError.cannotMerge` naming the first conflict.
    public static func merge(_ shards: [RunRecord], labels: [String]? = nil, allowPartial: Bool = false) throws(ReportsError) -> RunRecord {
        guard let first = shards.first else { throw ReportsError.cannotMerge(reason: "no shard to merge") }
        let names = shards.indices.map { index in
            if let labels, index < labels.count { return labels[index] }
            return "shard \(index + 1)"
        }
        let missing = try checkShards(shards.map(\.metadata), names: names, allowPartial: allowPartial)
        var metadata = first.metadata
        var hosts = [metadata.host]
        var owner: [SampleKey: Int] = [:]
        // Each sample's fingerprints and the shard they were first seen in.
        var data: [String: (fingerprints: DataFingerprints, shard: Int)] = [:]
        // Where each merged result is (shard, position): shards read back from storage
        // stay there.
        var positions: [(shard: Int, index: Int)] = []
        positions.reserveCapacity(shards.reduce(0) { $0 + $1.results.count })
        for (index, shard) in shards.enumerated() {
            let other = shard.metadata
            if index > 0 {
                try compare(first.metadata, names[0], other, names[index])
                if other.startedAt < metadata.startedAt { metadata.startedAt = other.startedAt }
                if other.finishedAt > metadata.finishedAt { metadata.finishedAt = other.finishedAt }
                metadata.complete = metadata.complete && other.complete
                if let dirty = other.corpusDirty { metadata.corpusDirty = (metadata.corpusDirty ?? false) || dirty }
                if let cache = other.cache { metadata.cache = (metadata.cache ?? CacheUse()).adding(cache) }
                if !hosts.contains(other.host) { hosts.append(other.host) }
                for backend in other.backends where !metadata.backends.contains(where: { $0.name == backend.name }) {
                    metadata.backends.append(backend)
                }
            }
            for (position, result) in shard.results.enumerated() {
                let key = SampleKey(result)
                if let previous = owner[key] {
                    throw ReportsError.cannotMerge(reason: previous == index
                        ? "sample \(key) appears twice in \(names[index])"
                        : "sample \(key) is in both \(names[previous]) and \(names[index]); shards must not overlap")
                }
                owner[key] = index
                positions.append((index, position))
                guard let fingerprints = result.fingerprints else { continue }
                let name = "\(result.suite)/\(result.id)"
                if let first = data[name] {
                    if first.shard != index, let what = disagreement(first.fingerprints, fingerprints) {
                        throw ReportsError.cannotMerge(reason: "sample \(name) has another \(what) in \(names[index]) than in "
                                                       + "\(names[first.shard]): shards of different corpora")
                    }
                } else {
                    data[name] = (fingerprints, index)
                }
            }
        }
        metadata.host = hosts.joined(separator: ", ")
        metadata.shard = nil
        metadata.shardPlan = nil
        metadata.shardMembers = nil
        if !missing.isEmpty {
            metadata.complete = false
            metadata.incompleteReason = "partial merge: " + missing.map { "shard \($0) missing" }.joined(separator: ", ")
        } else if !metadata.complete {
            let reasons = shards.compactMap { $0.metadata.complete ? nil : $0.metadata.incompleteReason }
            metadata.incompleteReason = "an incomplete shard" + (reasons.isEmpty ? "" : " (\(reasons.joined(separator: "; ")))")
        }
        let lists = shards.map(\.results)
        if !lists.contains(where: \.isStored) {
            return RunRecord(metadata: metadata, results: positions.map { lists[$0.shard][$0.index] })
        }
        let found = positions
        return RunRecord(metadata: metadata, results: ResultList(count: found.count) { merged in
            lists[found[merged].shard][found[merged].index]
        })
    }

    /// Checks that the inputs are the shards 1...N of one split, each once; returns the
    /// missing ones ("2/3") when `allowPartial`, throws otherwise.
    private static func checkShards(_ metadata: [RunMetadata], names: [String], allowPartial: Bool) throws(ReportsError) -> [String] {
        var owners: [Int: String] = [:]
        var count: Int?
        for (index, run) in metadata.enumerated() {
            guard let text = run.shard, let shard = ShardName(text) else {
                if metadata.count == 1 { return [] }
                throw ReportsError.cannotMerge(reason: "\(names[index]) is not a shard (it was not run with --shard I/N); "
                                               + "merge joins the shards of one split")
            }
            if let count, count != shard.count {
                throw ReportsError.cannotMerge(reason: "\(names[index]) is shard \(shard) but the others are of \(count): different splits")
            }
            count = shard.count
            if index > 0, run.shardPlan != metadata[0].shardPlan {
                let plan = { (text: String?) in text.map { "the balanced plan \($0.dropFirst(9))" } ?? "the split by name" }
                throw ReportsError.cannotMerge(reason: "\(names[index]) was cut by \(plan(run.shardPlan)) but \(names[0]) by "
                                               + "\(plan(metadata[0].shardPlan)): different splits (run every shard with the same "
                                               + "--balance file)")
            }
            if let earlier = owners[shard.index] {
                throw ReportsError.cannotMerge(reason: "shard \(shard) given twice (\(earlier) and \(names[index]))")
            }
            owners[shard.index] = names[index]
        }
        guard let count else { return [] }
        let missing = (1...count).filter { owners[$0] == nil }.map { "\($0)/\(count)" }
        if !missing.isEmpty && !allowPartial {
            throw ReportsError.cannotMerge(reason: missing.map { "shard \($0) missing" }.joined(separator: ", ")
                                           + " (got \(owners.count) of \(count)); merge all of them, or pass --allow-partial "
                                           + "for a merged run marked incomplete (it passes no gate)")
        }
        return missing
    }

    /// "truth", "image" or "sidecar" when the two fingerprints of one sample disagree
    /// (images only when both digests are of the same kind); nil when they agree.
    private static func disagreement(_ a: DataFingerprints, _ b: DataFingerprints) -> String? {
        if a.truthSHA256 != b.truthSHA256 { return "truth" }
        if let x = a.image, let y = b.image, x.differs(from: y) { return "image" }
        if a.sidecarSHA256 != b.sidecarSHA256 { return "sidecar" }
        return nil
    }

    private static func compare(_ base: RunMetadata, _ baseName: String, _ other: RunMetadata, _ otherName: String) throws(ReportsError) {
        func conflict(_ what: String) -> ReportsError { .cannotMerge(reason: "\(what) (\(baseName) vs \(otherName))") }
        if base.normalization != other.normalization {
            throw conflict("normalization differs: \(base.normalization) vs \(other.normalization)")
        }
        if let a = base.corpusCommit, let b = other.corpusCommit, a != b {
            throw conflict("corpus commit differs: \(a) vs \(b)")
        }
        if base.label != other.label {
            throw conflict("labels differ: \(base.label ?? "(none)") vs \(other.label ?? "(none)"); shards of one run share its --label")
        }
        if base.harnessVersion != other.harnessVersion || base.harnessCommit != other.harnessCommit {
            throw conflict("made by different ocrgauge builds: \(base.harnessVersion) \(base.harnessCommit ?? "(no commit)") vs "
                           + "\(other.harnessVersion) \(other.harnessCommit ?? "(no commit)")")
        }
        if let a = base.corpusSamples, let b = other.corpusSamples, a != b {
            throw conflict("the corpus held \(a) samples for one and \(b) for the other: different corpora")
        }
        if let a = base.corpusSHA256, let b = other.corpusSHA256, a != b {
            throw conflict("the corpus fingerprints differ: \(a) vs \(b); the shards were run on different corpora (another "
                           + "folder or checkout, or a truth, image or sidecar edited between them): run every shard on one corpus")
        }
        if base.suites != other.suites {
            throw conflict("suites differ: \(base.suites?.joined(separator: ", ") ?? "all") vs \(other.suites?.joined(separator: ", ") ?? "all")")
        }
        for backend in other.backends {
            if let mine = base.backends.first(where: { $0.name == backend.name }), mine.version != backend.version {
                throw conflict("backend \(backend.name) version differs: \(mine.version) vs \(backend.version)")
            }
        }
        let baseNames = base.profiles.map(\.name), otherNames = other.profiles.map(\.name)
        if Set(baseNames) != Set(otherNames) {
            throw conflict("profiles differ: \(baseNames.joined(separator: ", ")) vs \(otherNames.joined(separator: ", "))")
        }
        for profile in base.profiles {
            guard let match = other.profiles.first(where: { $0.name == profile.name }) else { continue }
            if match.backend != profile.backend {
                throw conflict("profile \(profile.name) backend differs: \(profile.backend) vs \(match.backend)")
            }
            for setting in profile.settings + match.settings {
                let mine = profile.settings.first { $0.key == setting.key }?.value
                let theirs = match.settings.first { $0.key == setting.key }?.value
                if mine != theirs {
                    throw conflict("profile \(profile.name) setting \(setting.key) differs: \(mine ?? "(unset)") vs \(theirs ?? "(unset)")")
                }
            }
        }
    }
}
