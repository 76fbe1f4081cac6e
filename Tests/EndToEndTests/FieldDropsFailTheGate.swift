import Foundation
import Testing
import Reports
@testable import CLI
import RunXML

/// A field's pass rate through the whole tool: `run` prints the field table, run.xml holds
/// it (valid by run.xsd), and `compare` fails (exit 1) when a field's pass rate fell by
/// more than the tolerance, passes when nothing changed, and takes a changed sidecar for
/// a data change. The figures: two receipts whose "shop" field fails in every run (so
/// each sample fails in both, and only the field can fail the gate); the simulate backend
/// reads "TOTAL 12.60" against the truth "TOTAL 12.50": 1 edit in 11, CER 9.09 %, within
/// `--tolerance 10`, while "total" falls from 2 of 2 to 0 of 2, -100 pp.
@Suite struct FieldDropsFailTheGate {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-fields-\(UUID().uuidString)")
    static let sidecar = #"{"fields": [{"name": "total", "contains": "TOTAL 12.50", "entity": true}, "#
        + #"{"name": "shop", "contains": "CAFE LUMEN"}]}"#

    /// `ocrgauge run` over receipts a and b with `sidecar`, the simulate backend reading
    /// `text`: run.xml's path and what the terminal showed.
    func run(_ name: String, text: String, sidecar: String = sidecar) throws -> (path: String, terminal: String) {
        let corpus = root.appendingPathComponent(name)
        let suite = corpus.appendingPathComponent("receipts")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        for id in ["a", "b"] {
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/blank/one-pixel.png"),
                                             to: suite.appendingPathComponent("\(id).png"))
            try Data("TOTAL 12.50\n".utf8).write(to: suite.appendingPathComponent("\(id).gt.txt"))
            try Data(sidecar.utf8).write(to: suite.appendingPathComponent("\(id).json"))
        }
        let config = root.appendingPathComponent("\(name).json")
        try Data(#"{"profiles": {"sim": {"backend": "simulate", "simulate": {"text": "\#(text)"}}}}"#.utf8).write(to: config)
        let out = corpus.appendingPathComponent("out")
        let (code, terminal) = runCLI(["run", "--corpus", corpus.path, "--out", out.path, "-q", "--config", config.path])
        #expect(code == 0, "\(terminal)")
        return (out.appendingPathComponent("run.xml").path, terminal)
    }

    @Test("run prints the field table; compare fails (exit 1) on a planted drop beyond the tolerance and passes unchanged")
    func plantedDropFailsTheGate() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let baseline = try run("before", text: "TOTAL 12.50")
        // 2 of 2 at 95 %: Wilson [34.24 %, 100 %] (z² = 3.8415: lower = 2 / (2 + 3.8415) = 0.3424).
        #expect(baseline.terminal.contains("sim      total            2/2   100.00 %  34.24 % … 100.00 %   100.00 %"),
                "\(baseline.terminal)")
        #expect(baseline.terminal.contains("sim      all entities"), "\(baseline.terminal)")
        let worse = try run("after", text: "TOTAL 12.60")
        #expect(try SchemaValidator(schemaURL: repositoryRoot.appendingPathComponent("Reports/schema/run.xsd"))
                    .validate(fileAt: URL(fileURLWithPath: worse.path)) == [])
        let (code, text) = runCLI(["compare", baseline.path, worse.path, "--tolerance", "10"])
        #expect(code == 1, "\(text)")
        #expect(text.contains("Regression gate: FAILED (1 gate failure; tolerance 10.00 pp)"), "\(text)")
        #expect(text.contains("  ✗ field total (sim): pass rate 100.00 % → 0.00 % (2 → 0 of 2 checks); -100.00 pp, "
                              + "too few checks for an interval (2 < 6), tolerance 10.00 pp"), "\(text)")
        #expect(text.contains("1 gate failure (1 field regression)"), "\(text)")
        let same = try run("again", text: "TOTAL 12.50")
        let (sameCode, sameText) = runCLI(["compare", baseline.path, same.path, "--tolerance", "10"])
        #expect(sameCode == 0, "\(sameText)")
        #expect(sameText.contains("Regression gate: PASSED"), "\(sameText)")
    }

    @Test("a sidecar that asks for another value is a data change: compare passes")
    func changedSidecarPasses() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let baseline = try run("before", text: "TOTAL 12.50")
        let asked = try run("after", text: "TOTAL 12.50", sidecar: Self.sidecar.replacingOccurrences(of: "TOTAL 12.50", with: "TOTAL 12.55"))
        let (code, text) = runCLI(["compare", baseline.path, asked.path])
        #expect(code == 0, "\(text)")
        #expect(text.contains("receipts/a (sim): sidecar changed (the pass criteria may differ) — not a regression"), "\(text)")
        #expect(!text.contains("field total (sim): pass rate"), "\(text)")
    }
}
