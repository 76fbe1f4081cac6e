import Backends
import Foundation
import Reports
import Scoring
import Testing
@testable import Runner
import ReportFiles
import RunXML
import Gate

/// `run --shard I/N --balance FILE`: the shards cover the selection once, record one
/// plan, merge into the unsharded run's samples, and gate against a full baseline
/// without finding samples "not run"; shards of two plans do not merge.
@Suite(.serialized) struct BalancedShardsMergeAndGate {
    static let suites = ["known-text", "receipts", "blank"]

    static func run(shard: Shard?, balance: URL?, out: URL) throws -> RunRecord {
        var options = RunOptions(corpus: repositoryRoot.appendingPathComponent("Corpus"), output: out,
                                 profiles: [Profile(name: "sim", SimulateBackend.self, SimulateSettings())], jobs: 2,
                                 workerExecutable: ocrgaugeExecutable, shard: shard, suites: suites)
        options.balance = balance
        options.reportImages = .none
        return try EvaluationRunner.run(options).record
    }

    @Test("three balanced shards: disjoint, complete, one plan; merged, gated against the whole run, nothing is missing")
    func balancedShards() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-balance-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = try Self.run(shard: nil, balance: nil, out: folder.appendingPathComponent("whole"))
        let file = folder.appendingPathComponent("whole/run.xml")
        var shards: [RunRecord] = []
        for index in 1...3 {
            shards.append(try Self.run(shard: Shard(index: index, count: 3), balance: file,
                                       out: folder.appendingPathComponent("shard-\(index)")))
        }
        let names = shards.map { Set($0.results.map { "\($0.suite)/\($0.id)" }) }
        #expect(names.reduce(0) { $0 + $1.count } == whole.results.count)
        #expect(names.reduce(Set<String>()) { $0.union($1) } == Set(whole.results.map { "\($0.suite)/\($0.id)" }))
        #expect(Set(shards.map(\.metadata.shardPlan)).count == 1 && shards[0].metadata.shardPlan != nil)
        for (shard, members) in zip(shards, names) { #expect(shard.metadata.shardMembers == members) }
        // The plan is in the shard's run.xml and read back.
        let read = try RunXMLReader.read(folder.appendingPathComponent("shard-2/run.xml")).run.metadata
        #expect(read.shardPlan == shards[1].metadata.shardPlan && read.shardMembers == names[1])
        let merged = try RunMerge.merge(shards)
        #expect(merged.results.count == whole.results.count && merged.metadata.complete)
        // A shard gated against the whole run: its members are its selection.
        // With the corpus's names known, a baseline sample the shard should have run but did
        // not would be "not run": none is, and the others are outside its selection.
        let corpus = Set(whole.results.map { "\($0.suite)/\($0.id)" })
        let gate = RunComparison(baseline: whole, candidate: shards[0], tolerancePercentagePoints: 0.5, corpusSamples: corpus)
        #expect(gate.notRunCount == 0)
        #expect(gate.outsideSelection.count == whole.results.count - shards[0].results.count)
        #expect(gate.verdict == .passed)
    }

    @Test("a balanced shard and a shard cut by name do not merge, naming both splits")
    func plansDiffer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-balance-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // No previous run.xml yet: the plan is cut by pixel counts.
        let first = try Self.run(shard: Shard(index: 1, count: 2), balance: folder.appendingPathComponent("none.xml"),
                                 out: folder.appendingPathComponent("a"))
        let second = try Self.run(shard: Shard(index: 2, count: 2), balance: nil, out: folder.appendingPathComponent("b"))
        #expect(first.metadata.shardPlan != nil)
        #expect(throws: ReportsError.self) { try RunMerge.merge([first, second]) }
        do { _ = try RunMerge.merge([first, second]) } catch {
            #expect("\(error)".contains("different splits"))
        }
    }
}
