import Testing
import Scoring
@testable import Reports
@testable import Gate

/// compare says which confusions appeared, grew, shrank or went, over the samples both
/// runs scored; report.html lists each profile's whole-run confusions before its suites'.
@Suite struct ComparisonListsConfusionChanges {
    typealias F = GateFixtures

    func sample(_ id: String, _ confusions: [(String, String, Int)]) -> SampleResult {
        var result = F.sample("s", id)
        result.confusions = confusions.map { ConfusionCount(confusion: Confusion(reference: $0.0, recognized: $0.1), count: $0.2) }
        return result
    }

    @Test("appeared and grew first (largest rise first), then shrank and went")
    func changes() {
        let baseline = F.run([sample("a", [("l", "1", 2), ("O", "0", 5)]), sample("b", [("m", "rn", 1)])])
        let candidate = F.run([sample("a", [("l", "1", 6), ("O", "0", 5)]), sample("b", [("e", "c", 3)])])
        let changes = RunComparison(baseline: baseline, candidate: candidate).confusionChanges
        // l→1: 2 → 6 (+4); e→c: 0 → 3 (appeared, +3); m→rn: 1 → 0 (went); O→0 unchanged (not listed).
        #expect(changes.map { "\($0.confusion.reference)>\($0.confusion.recognized) \($0.before)>\($0.after)" }
                == ["l>1 2>6", "e>c 0>3", "m>rn 1>0"])
        #expect(RunComparison.describe(changes[1]) == "e → c: 0 → 3 (appeared)")
        #expect(RunComparison.describe(changes[2]) == "m → rn: 1 → 0 (disappeared)")
        let terminal = RunComparison(baseline: baseline, candidate: candidate).terminalReport()
        #expect(terminal.contains("↑ l → 1: 2 → 6 (+4)"))
        #expect(terminal.contains("↓ m → rn: 1 → 0 (disappeared)"))
    }

    @Test("the page lists each profile's whole run before its suites, with code points on hover")
    func page() {
        let run = F.run([sample("a", [("l", "1", 2)])])
        let html = HTMLReportWriter.render(run)
        let whole = html.range(of: "<strong>all suites</strong>"), suite = html.range(of: "<strong>s</strong>")
        #expect(whole != nil && suite != nil && whole!.lowerBound < suite!.lowerBound)
        #expect(html.contains("<td class=\"mono\" title=\"U+006C → U+0031\">l → 1</td>"))
    }
}
