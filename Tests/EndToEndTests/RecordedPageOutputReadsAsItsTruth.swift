import Foundation
import Testing
import Backends
import Scoring
@testable import Runner

/// A run reads PAGE-XML output (the recorded backend's `.xml`, a command's page output)
/// at the level it reads PAGE-XML truth: under the dinglehopper profile, region level,
/// as dinglehopper does (issue #29, case 6). dinglehopper's own test pair, recorded as
/// output: ocrgauge read both at line level and gave CER 0 against dinglehopper's 2/827.
@Suite struct RecordedPageOutputReadsAsItsTruth {
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/CLITests/Fixtures")

    @Test("a recorded PAGE-XML output under --normalization dinglehopper scores dinglehopper's CER and WER, through a worker")
    func recordedPageAtRegionLevel() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-page-rec-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temporary) }
        let corpus = temporary.appendingPathComponent("corpus"), recording = temporary.appendingPathComponent("recording")
        for folder in [corpus.appendingPathComponent("s"), recording.appendingPathComponent("s")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/known-text/headline.png"),
                                         to: corpus.appendingPathComponent("s/page.png"))
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("test-gt.page2018.xml"),
                                         to: corpus.appendingPathComponent("s/page.gt.page.xml"))
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("test-fake-ocr.page2018.xml"),
                                         to: recording.appendingPathComponent("s/page.xml"))
        var options = RunOptions(corpus: corpus, output: temporary.appendingPathComponent("out"),
                                 profiles: [Profile(name: "p", RecordedBackend.self, RecordedSettings(directory: recording.path))],
                                 jobs: 1, workerExecutable: ocrgaugeExecutable)
        options.normalization = .dinglehopper
        let run = try EvaluationRunner.run(options)
        let result = try #require(run.record.results.first)
        // dinglehopper test-gt.page2018.xml test-fake-ocr.page2018.xml region (0.11.0)
        //   → "cer": 0.0024183796856106408, "wer": 0.015384615384615385, "n_characters": 827, "n_words": 130
        #expect(result.characters.edits == 2 && result.characters.referenceLength == 827, "\(result.characters)")
        #expect(result.words.edits == 2 && result.words.referenceLength == 130, "\(result.words)")
        #expect(abs(result.characters.rate - 0.0024183796856106408) < 1e-6)
    }
}
