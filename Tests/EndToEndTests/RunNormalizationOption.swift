import Foundation
import Testing
import Reports
import Scoring
import RunXML

/// `run --normalization P` scores with P instead of corpus.json's, and run.xml says which.
@Suite struct RunNormalizationOption {
    @Test("--normalization dinglehopper counts the truth's blank line and forgives the typographic apostrophe, as dinglehopper does")
    func dinglehopperNormalizationIsUsedAndRecorded() throws {
        let corpus = try smallCorpus(truth: "a'b\n\n")
        let config = corpus.appendingPathComponent("ocrgauge.json")
        try Data(#"{"profiles": {"sim": {"backend": "simulate", "simulate": {"text": "a\#u{2019}b"}}}}"#.utf8).write(to: config)
        func run(_ extra: [String]) throws -> SampleResult {
            let out = corpus.appendingPathComponent("out-\(UUID().uuidString)")
            let (code, text) = runCLI(["run", "--corpus", corpus.path, "--config", config.path, "--out", out.path, "-q"] + extra)
            #expect(code == 0, "\(text)")
            let record = try RunXMLReader.read(out.appendingPathComponent("run.xml")).run
            #expect(record.metadata.normalization == (extra.last ?? "default"))
            return try #require(record.results.first)
        }
        // Worked by hand. default: "a'b" against "a’b", one substitution in 3.
        let plain = try run([])
        #expect(plain.characters == EditCounts(substitutions: 1, referenceLength: 3, hypothesisLength: 3))
        // dinglehopper: "a'b\n" (the blank line is a line) against "a'b" (’ read as '), one deletion in 4.
        let dinglehopper = try run(["--normalization", "dinglehopper"])
        #expect(dinglehopper.characters == EditCounts(deletions: 1, referenceLength: 4, hypothesisLength: 3))
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--config", config.path, "--normalization", "loose"])
        #expect(code == 2)
        #expect(text.contains("--normalization must be one of exact, default, lenient, dinglehopper, not 'loose'"))
    }
}
