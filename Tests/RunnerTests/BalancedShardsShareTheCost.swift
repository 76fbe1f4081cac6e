import Testing
@testable import Runner

/// `BalancedShardPlan.plan`: the longest-processing-time rule, worked by hand.
@Suite struct BalancedShardsShareTheCost {
    @Test("costs 5, 4, 3, 3, 1 in two shards: 5 + 3 and 4 + 3 + 1, eight each (worked by hand)")
    func handWorked() {
        // Most costly first: a(5) → 1; b(4) → 2; c(3) → 2 (load 4 < 5, now 7); d(3) → 1 (5 < 7, now 8);
        // e(1) → 2 (7 < 8): eight each.
        let plan = BalancedShardPlan.plan(names: ["s/a", "s/b", "s/c", "s/d", "s/e"], costs: [5, 4, 3, 3, 1], count: 2, basis: "test")
        #expect(plan.members(of: 1) == ["s/a", "s/d"])
        #expect(plan.members(of: 2) == ["s/b", "s/c", "s/e"])
    }

    @Test("two workers a shard: a 10-second sample's shard takes 10 s whatever else it holds, so six 3-second samples go beside it on the other (worked by hand)")
    func workersShareAShard() {
        // big → 1 (10 s). a…f → 2: its time max(3, 3k/2) stays below shard 1's 10 up to k = 6
        // (9 s); g: shard 2 would take max(3, 21/2) = 10.5, shard 1 max(10, 13/2) = 10 → 1.
        // Summed costs alone would give shard 1 big, e, g (16) and shard 2 a, b, c, d, f (15).
        let names = ["s/big"] + ["a", "b", "c", "d", "e", "f", "g"].map { "s/\($0)" }
        let plan = BalancedShardPlan.plan(names: names, costs: [10] + Array(repeating: 3, count: 7), count: 2, jobs: 2, basis: "")
        #expect(plan.members(of: 1) == ["s/big", "s/g"])
        #expect(plan.members(of: 2) == ["s/a", "s/b", "s/c", "s/d", "s/e", "s/f"])
        #expect(plan.digest != BalancedShardPlan.plan(names: names, costs: [10] + Array(repeating: 3, count: 7), count: 2,
                                                      jobs: 1, basis: "").digest)
    }

    @Test("the same names and costs give the same plan and digest in any order; other costs another digest")
    func deterministic() {
        let a = BalancedShardPlan.plan(names: ["x/1", "x/2", "x/3", "x/4"], costs: [1, 2, 3, 4], count: 3, basis: "")
        let b = BalancedShardPlan.plan(names: ["x/4", "x/3", "x/2", "x/1"], costs: [4, 3, 2, 1], count: 3, basis: "")
        #expect(a == b)
        #expect(a.digest.hasPrefix("balanced:") && a.digest.count == 25)
        let c = BalancedShardPlan.plan(names: ["x/1", "x/2", "x/3", "x/4"], costs: [4, 3, 2, 1], count: 3, basis: "")
        #expect(c.digest != a.digest)
        // Equal costs go round the shards in name order.
        let even = BalancedShardPlan.plan(names: ["e/a", "e/b", "e/c"], costs: [1, 1, 1], count: 3, basis: "")
        #expect([1, 2, 3].map { even.members(of: $0) } == [["e/a"], ["e/b"], ["e/c"]])
    }
}
