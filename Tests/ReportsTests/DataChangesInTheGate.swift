import Foundation
import Reports
import Scoring
import Testing
import RunXML
import Gate

/// How the gate reads the fingerprints: a changed truth or image takes a sample out of
/// the gate (and out of its suite's sums); a sidecar that alone changed leaves its CER
/// gated but not its pass/fail; a pixel digest against a file digest tells nothing.
/// Every sample has a 100-character reference, so `edits` is the CER in percent.
@Suite struct DataChangesInTheGate {
    typealias F = GateFixtures

    /// 64 copies of `digit`: a digest run.xml accepts.
    static func digest(_ digit: Character) -> String { String(repeating: digit, count: 64) }

    static func printed(_ result: SampleResult, truth: Character = "1", image: ImageFingerprint? = ImageFingerprint(.pixels, sha256: digest("a")),
                        sidecar: Character? = "5", languages: [String]? = nil) -> SampleResult {
        var result = result
        result.fingerprints = DataFingerprints(image: image, truthSHA256: digest(truth), sidecarSHA256: sidecar.map(digest))
        result.languages = languages
        return result
    }

    @Test("summary.md's before and now over the gated samples: a sample whose truth changed is left out, as in its interval and the terminal")
    func summaryLeavesOutChangedTruth() {
        // a: 2 → 2 edits, data unchanged; b: 10 → 1 edits, but its truth changed (not
        // comparable). Gated: a alone, 2/100 → 2/100: no change. Over both it would read
        // 12/200 → 3/200, -4.50 pp: the figure summary.md showed beside the terminal's 0.
        let baseline = F.run([Self.printed(F.sample("s", "a", edits: 2)), Self.printed(F.sample("s", "b", edits: 10))])
        let candidate = F.run([Self.printed(F.sample("s", "a", edits: 2)), Self.printed(F.sample("s", "b", edits: 1), truth: "2")])
        let comparison = RunComparison(baseline: baseline, candidate: candidate)
        #expect(comparison.dataChanges.map(\.kind) == [.truthChanged])
        let summary = MarkdownSummary.render(candidate, comparison: comparison)
        #expect(summary.contains("| s | tesseract | 1 | 2.00 % | 2.00 % | 0.00 pp |"), "\(summary)")
        #expect(!summary.contains("-4.50 pp"))
        #expect(comparison.terminalReport().contains("s (tesseract)") == false, "the terminal lists no change of the suite either")
    }

    @Test("a sidecar that alone changed: pass → fail at the same CER is listed, not gated; a CER rise beyond the tolerance still fails")
    func sidecarChangesTheVerdictNotTheCER() {
        let baseline = F.run([Self.printed(F.sample("s", "a", edits: 3)), Self.printed(F.sample("s", "b"))])
        let stricter = F.run([Self.printed(F.sample("s", "a", passed: false, edits: 3), sidecar: "6"),
                              Self.printed(F.sample("s", "b"))])
        let listed = RunComparison(baseline: baseline, candidate: stricter)
        #expect(listed.verdict == .passed)
        #expect(listed.dataChanges.map(\.message)
                == ["s/a (tesseract): sidecar changed (the pass criteria may differ) — not a regression: passed → failed; CER 3.00 % → 3.00 %"])
        #expect(listed.dataChanges.map(\.kind) == [.sidecarChanged])
        let worse = F.run([Self.printed(F.sample("s", "a", edits: 3)), Self.printed(F.sample("s", "b", edits: 5), sidecar: "6")])
        let gated = RunComparison(baseline: baseline, candidate: worse)
        // b's CER is gated (0 → 5 %), and so is the suite's micro CER (3/200 → 8/200).
        #expect(gated.regressions.map(\.kind) == [.cerRose, .suiteCERRose])
        #expect(gated.regressions.first?.message == "s/b (tesseract): CER 0.00 % → 5.00 % (+5.00 pp, tolerance 0.50 pp; the sidecar "
                + "changed too, but not the truth, the image or the languages read)")
        #expect(gated.regressions.last?.message.hasPrefix("suite s (tesseract): micro CER 1.50 % → 4.00 %") == true)
        #expect(gated.dataChanges.isEmpty)
    }

    @Test("a sidecar that made the engine read other languages: the CER is not comparable either")
    func sidecarLanguagesMakeTheCERIncomparable() {
        let baseline = F.run([Self.printed(F.sample("s", "a"))])
        let german = F.run([Self.printed(F.sample("s", "a", passed: false, edits: 20), sidecar: "6", languages: ["deu"])])
        let comparison = RunComparison(baseline: baseline, candidate: german)
        #expect(comparison.verdict == .passed)
        #expect(comparison.dataChanges.map(\.message)
                == ["s/a (tesseract): sidecar changed (read in other languages) — not a regression: passed → failed; CER 0.00 % → 20.00 %"])
    }

    @Test("truth and image changed together: one finding naming both; the sample is left out of its suite's micro CER")
    func changedSamplesLeaveTheSuiteSums() {
        let baseline = F.run([Self.printed(F.sample("s", "a")), Self.printed(F.sample("s", "b", edits: 1))])
        let candidate = F.run([Self.printed(F.sample("s", "a", passed: false, edits: 50), truth: "2",
                                            image: ImageFingerprint(.pixels, sha256: Self.digest("b"))),
                               Self.printed(F.sample("s", "b", edits: 1))])
        let comparison = RunComparison(baseline: baseline, candidate: candidate)
        #expect(comparison.verdict == .passed, "\(comparison.regressions.map(\.message))")
        #expect(comparison.dataChanges.map(\.message)
                == ["s/a (tesseract): truth and image changed (other pixels) — not a regression: passed → failed; CER 0.00 % → 50.00 %"])
        #expect(comparison.dataChanges.map(\.kind) == [.truthChanged])
        let suite = comparison.suiteChanges.first { $0.suite == "s" }
        #expect(suite?.samples == 1 && suite?.microCERBefore == 0.01 && suite?.microCERAfter == 0.01)
        #expect(comparison.countsLine == "2 compared, 0 gate failures, 0 improvements, 0 failing in both, "
                + "1 data change (not gated), 0 added, 0 removed")
    }

    @Test("an image that decoded in one run and not in the other tells nothing: its fall is a regression as before")
    func pixelsAgainstAFileTellNothing() {
        let baseline = F.run([Self.printed(F.sample("s", "a"))])
        var broken = F.sample("s", "a", passed: false, edits: 100)
        broken.outcome = .unreadable
        let candidate = F.run([Self.printed(broken, image: ImageFingerprint(.file, sha256: Self.digest("f")))])
        let comparison = RunComparison(baseline: baseline, candidate: candidate)
        #expect(comparison.dataChanges.isEmpty)
        #expect(comparison.regressions.first?.kind == .passedToFailed)
        // Undecodable in both, another file: that is an image change.
        var before = F.sample("s", "a", passed: false, edits: 100)
        before.outcome = .unreadable
        let undecodable = RunComparison(baseline: F.run([Self.printed(before, image: ImageFingerprint(.file, sha256: Self.digest("e")))]),
                                        candidate: candidate)
        #expect(undecodable.dataChanges.map(\.message)
                == ["s/a (tesseract): image changed (another file that does not decode) — not a regression: CER 100.00 % → 100.00 %"])
    }

    @Test("run.xml's <gate> keeps the data changes and their count; read back the same")
    func gateRecordKeepsThem() throws {
        let baseline = F.run([Self.printed(F.sample("s", "a"))])
        let candidate = F.run([Self.printed(F.sample("s", "a", passed: false, edits: 9), truth: "2")])
        let comparison = RunComparison(baseline: baseline, candidate: candidate)
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.xml")
        try RunXMLWriter.write(candidate, gate: GateRecord(comparison), to: file)
        let validator = try SchemaValidator(schemaURL: ReportFixtures.runSchemaURL)
        #expect(validator.validate(fileAt: file) == [])
        let gate = try #require(try RunXMLReader.read(file).gate)
        #expect(gate.verdict == "passed" && gate.failures == 0 && gate.dataChanges == 1)
        #expect(gate.findings.map(\.kind) == ["truthChanged"])
        #expect(gate.findings.first?.failsGate == false)
        #expect(gate.findings.first?.message == "s/a (tesseract): truth changed — not a regression: passed → failed; CER 0.00 % → 9.00 %")
    }
}
