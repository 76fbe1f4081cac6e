import Corpus
import Foundation
import Hashing
import Imaging
import Reports
import Scoring
import ReportFiles
import RunXML

/// Shards cut by cost (`run --shard I/N --balance FILE`), so that they take similar
/// time: each sample's cost is the seconds a previous run recorded for it (FILE, a
/// run.xml: its results' recognition and scoring seconds over every profile), else an estimate from its pixel
/// count at the recorded seconds per pixel (the median over the samples FILE has); with
/// no FILE yet, or none of its samples known, the pixel count alone. A shard of `jobs`
/// workers takes about the larger of its costliest sample and its total over `jobs`. The
/// samples, most costly first (ties by name), go one by one to the shard whose time so
/// estimated grows least (ties to the lowest index): the longest-processing-time rule,
/// the same on every machine for the same corpus, FILE and `--jobs`.
///
/// The plan is recorded in each shard's run.xml: its digest (`shardPlan`, which `merge`
/// requires to be the same in every shard) and the shard's samples (`shardMembers`,
/// which the gate reads as the shard's selection).
public struct BalancedShardPlan: Sendable, Equatable {
    /// The shard (1-based) of each sample name ("suite/id").
    public let assignment: [String: Int]
    /// "balanced:" and the first 16 hex digits of the SHA-256 over the assignment.
    public let digest: String
    /// What the costs were read from, for the run's output.
    public let basis: String

    /// The plan over `samples` in `count` shards, costed by `previous` (nil: pixels only).
    static func make(samples: some Collection<Sample>, corpus: Corpus, count: Int, jobs: Int,
                     previous: URL?) throws(RunnerError) -> BalancedShardPlan {
        var seconds: [String: Double] = [:]
        var basis = "pixel counts (no previous run.xml)"
        if let previous, FileManager.default.fileExists(atPath: previous.path) {
            do {
                _ = try RunXMLReader().read(contentsOf: previous) { (result: SampleResult) throws(ReportsError) in
                    seconds["\(result.suite)/\(result.id)", default: 0]
                        += max(0, result.durationSeconds) + max(0, result.scoringSeconds ?? 0)
                }
            } catch {
                throw RunnerError.configuration("--balance \(previous.path): \(error)")
            }
            basis = "the durations in \(previous.lastPathComponent)"
        } else if let previous {
            basis = "pixel counts (\(previous.path) does not exist yet)"
        }
        // Every sample costed by FILE: no image is opened.
        if samples.allSatisfy({ seconds[$0.name] != nil }) {
            return plan(names: samples.map(\.name), costs: samples.map { seconds[$0.name]! }, count: count, jobs: jobs,
                        basis: basis)
        }
        let documents = DocumentReader()   // a document's pages come one after another: read once
        let pixels = samples.map { SamplePixels.count(of: $0, in: corpus, documents: documents) }
        let rates = zip(samples, pixels).compactMap { sample, pixels -> Double? in
            guard let known = seconds[sample.name], pixels > 0 else { return nil }
            return known / Double(pixels)
        }.sorted()
        let rate = rates.isEmpty ? 1 : rates[rates.count / 2]
        let costs = zip(samples, pixels).map { sample, pixels in seconds[sample.name] ?? Double(max(pixels, 1)) * rate }
        return plan(names: samples.map(\.name), costs: costs, count: count, jobs: jobs, basis: basis)
    }

    /// The longest-processing-time assignment of `names` with `costs` to `count` shards of
    /// `jobs` workers each.
    static func plan(names: [String], costs: [Double], count: Int, jobs: Int = 1, basis: String) -> BalancedShardPlan {
        let order = names.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : names[$0] < names[$1] }
        let workers = Double(max(1, jobs))
        var totals = [Double](repeating: 0, count: count), longest = [Double](repeating: 0, count: count)
        func time(_ shard: Int, adding cost: Double) -> Double { max(longest[shard], cost, (totals[shard] + cost) / workers) }
        var assignment: [String: Int] = [:]
        for index in order {
            let cost = costs[index]
            let best = totals.indices.min { a, b in
                let (x, y) = (time(a, adding: cost), time(b, adding: cost))
                if x != y { return x < y }
                if totals[a] != totals[b] { return totals[a] < totals[b] }
                return a < b
            }!
            totals[best] += cost
            longest[best] = max(longest[best], cost)
            assignment[names[index]] = best + 1
        }
        let text = "jobs \(max(1, jobs))\n" + assignment.keys.sorted().map { "\($0)\t\(assignment[$0]!)\n" }.joined()
        return BalancedShardPlan(assignment: assignment, digest: "balanced:" + SHA256.hex(Array(text.utf8)).prefix(16),
                                 basis: basis)
    }

    /// The names of shard `index`'s samples, in name order.
    func members(of index: Int) -> [String] { assignment.filter { $0.value == index }.map(\.key).sorted() }
}

/// How many pixels a sample's image holds, read from its header (a document's page from
/// its page size at 300 dpi or its TIFF directory); 0 when unknown.
enum SamplePixels {
    static func count(of sample: Sample, in corpus: Corpus, documents: DocumentReader = DocumentReader()) -> Int {
        if let page = sample.page {
            guard let path = try? corpus.imageURL(of: sample).path, let document = documents.document(atPath: path) else { return 0 }
            if document.format == .pdf {
                guard let size = (try? document.pdf().get())?.pageSize(page) else { return 0 }
                let scale = Double(DecodeOptions.defaultDPI) / 72
                return Int(size.width * scale) * Int(size.height * scale)
            }
            let pages = document.tiffPageSizes
            return page <= pages.count ? pages[page - 1] : 0
        }
        guard let bytes = try? corpus.imageBytes(of: sample) else { return 0 }
        guard let size = ImageDecoder.storedSize(of: bytes) else { return 0 }
        return size.width * size.height
    }
}
