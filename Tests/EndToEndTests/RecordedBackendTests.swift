import Foundation
import Testing
import Backends
import Imaging
import Scoring
@testable import Runner

@Suite struct RecordedBackendTests {
    @Test("a recorded Tesseract run re-scored by the recorded backend gives identical figures")
    func recordedRunRescoresIdentically() throws {
        let corpus = repositoryRoot.appendingPathComponent("Corpus")
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-rec-\(UUID().uuidString)")
        let recording = temporary.appendingPathComponent("recording")
        let live = try EvaluationRunner.run(RunOptions(
            corpus: corpus, output: temporary.appendingPathComponent("live"), profiles: [Profile(name: "p")],
            jobs: 2, workerExecutable: ocrgaugeExecutable, record: recording,
            suites: ["known-text", "damaged", "blank", "multi-column"]))
        let replayed = try EvaluationRunner.run(RunOptions(
            corpus: corpus, output: temporary.appendingPathComponent("replay"),
            profiles: [Profile(name: "p", RecordedBackend.self, RecordedSettings(directory: recording.path))],
            jobs: 2, workerExecutable: ocrgaugeExecutable,
            suites: ["known-text", "damaged", "blank", "multi-column"]))
        #expect(live.record.results.count == replayed.record.results.count)
        for (a, b) in zip(live.record.results, replayed.record.results) {
            #expect(a.id == b.id && a.outcome == b.outcome, "\(a.id): \(a.outcome) vs \(b.outcome)")
            #expect(a.characters == b.characters && a.words == b.words, "\(a.id)")
            #expect(a.fields == b.fields && a.passed == b.passed && a.hypothesis == b.hypothesis, "\(a.id)")
            #expect(a.lines == b.lines, "\(a.id)")
        }
    }

    @Test("a sample with no recorded output is an error naming it")
    func missingRecordingIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-empty-rec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let recognizer = try RecordedRecognizer(settings: RecordedSettings(directory: folder.path))
        let image = try decodedHeadline()
        #expect(throws: BackendError.self) {
            _ = try recognizer.recognize(image, context: RecognitionContext(suite: "s", id: "x"))
        }
    }
}

func decodedHeadline() throws -> Imaging.DecodedImage {
    let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Corpus/known-text/headline.png"))
    return try Imaging.ImageDecoder.decode([UInt8](data)).get()
}
