import Foundation
import Testing
import Scoring
@testable import Corpus

@Suite struct CorpusLoaderTests {
    func loadError(_ corpus: TemporaryCorpus) -> CorpusError? {
        do { _ = try CorpusLoader.load(from: corpus.root); return nil } catch { return error }
    }

    @Test("samples load in suite and id order with truth, sidecar and the expected outcome")
    func samplesLoad() throws {
        let corpus = try TemporaryCorpus()
        try corpus.image("b-suite/two.png")
        try corpus.write("b-suite/two.gt.txt", "Hello\n")
        try corpus.image("a-suite/blank.png")
        try corpus.write("a-suite/blank.gt.txt", "")
        try corpus.image("a-suite/broken.jpg")
        try corpus.write("a-suite/broken.json", #"{"expect": "unreadable", "tags": ["damaged"]}"#)
        let loaded = try CorpusLoader.load(from: corpus.root)
        #expect(loaded.samples.map(\.name) == ["a-suite/blank", "a-suite/broken", "b-suite/two"])
        #expect(loaded.samples.map(\.expected) == [.empty, .unreadable, .text])
        #expect(loaded.samples[1].sidecar.tags == ["damaged"])
        #expect(loaded.samples[2].groundTruth == "Hello\n")
        #expect(loaded.samples[2].imagePath == "b-suite/two.png")
    }

    @Test("a broken sidecar names the file")
    func brokenSidecarNamesFile() throws {
        let corpus = try TemporaryCorpus()
        try corpus.image("s/x.png")
        try corpus.write("s/x.gt.txt", "x")
        try corpus.write("s/x.json", #"{"maxCER": 0.1,"#)
        let error = try #require(loadError(corpus))
        #expect(error.file == "s/x.json")
        #expect(error.description.hasPrefix("s/x.json: not valid JSON"))
    }

    @Test("a wrong type or unknown key in a sidecar names the file and the key")
    func sidecarKeysAreChecked() throws {
        let corpus = try TemporaryCorpus()
        try corpus.image("s/x.png")
        try corpus.write("s/x.gt.txt", "x")
        try corpus.write("s/x.json", #"{"maxCER": "low"}"#)
        #expect(loadError(corpus) == CorpusError(file: "s/x.json", key: "maxCER", "must be a number, not a string"))
        try corpus.write("s/x.json", #"{"maxCer": 0.1}"#)
        #expect(loadError(corpus)?.description.hasPrefix("s/x.json: key 'maxCer': unknown key (did you mean 'maxCER'?)") == true)
        try corpus.write("s/x.json", #"{"fields": [{"name": "t", "regex": "TOTAL ("}]}"#)
        #expect(loadError(corpus)?.key == "fields[0].regex")
        try corpus.write("s/x.json", #"{"fields": [{"name": "t", "contains": "a", "absent": "b"}]}"#)
        #expect(loadError(corpus)?.key == "fields[0]")
        try corpus.write("s/x.json", #"{"expect": "maybe"}"#)
        #expect(loadError(corpus)?.key == "expect")
    }

    @Test("invalid UTF-8 in ground truth names the file and the byte")
    func invalidUTF8IsReported() throws {
        let corpus = try TemporaryCorpus()
        try corpus.image("s/x.png")
        try corpus.write("s/x.gt.txt", Data([0x48, 0x69, 0xC3, 0x28]))
        #expect(loadError(corpus) == CorpusError(file: "s/x.gt.txt", "not valid UTF-8: byte 2 (0xC3), 1 bad byte(s)"))
    }

    @Test("an id used twice in a suite is an error")
    func duplicateIdIsAnError() throws {
        let corpus = try TemporaryCorpus()
        try corpus.image("s/x.png")
        try corpus.image("s/x.jpg")
        try corpus.write("s/x.gt.txt", "x")
        #expect(loadError(corpus)?.description.contains("id 'x' is used twice in suite 's'") == true)
    }

    @Test("a sidecar or truth without an image is an error")
    func orphansAreErrors() throws {
        let corpus = try TemporaryCorpus()
        try corpus.write("s/lonely.json", #"{"expect": "empty"}"#)
        #expect(loadError(corpus)?.file == "s/lonely.json")
    }

    @Test("an image with nothing to score against is an error")
    func imageWithoutTruthIsAnError() throws {
        let corpus = try TemporaryCorpus()
        try corpus.image("s/x.png")
        #expect(loadError(corpus)?.description.contains("has neither ground truth (x.gt.txt, .gt.page.xml, .gt.alto.xml, .gt.hocr) nor an \"expect\"") == true)
    }

    @Test("a symlink that leaves the corpus is refused")
    func symlinkEscapeIsRefused() throws {
        let corpus = try TemporaryCorpus()
        let outside = try TemporaryCorpus()
        try outside.write("secret.gt.txt", "secret")
        try corpus.image("s/x.png")
        try FileManager.default.createSymbolicLink(at: corpus.root.appendingPathComponent("s/x.gt.txt"),
                                                   withDestinationURL: outside.root.appendingPathComponent("secret.gt.txt"))
        let error = try #require(loadError(corpus))
        #expect(error.file == "s/x.gt.txt")
        #expect(error.problem.contains("outside the corpus folder"))
    }

    @Test("a symlink that stays inside the corpus is followed")
    func symlinkInsideIsFollowed() throws {
        let corpus = try TemporaryCorpus()
        try corpus.image("s/x.png")
        try corpus.write("shared/x-truth.txt", "kept inside\n")
        try FileManager.default.createSymbolicLink(at: corpus.root.appendingPathComponent("s/x.gt.txt"),
                                                   withDestinationURL: corpus.root.appendingPathComponent("shared/x-truth.txt"))
        let loaded = try CorpusLoader.load(from: corpus.root)
        let sample = try #require(loaded.samples.first { $0.name == "s/x" })
        #expect(sample.groundTruth == "kept inside\n")
    }

    @Test("a suite folder linked from outside the corpus is refused")
    func linkedSuiteIsRefused() throws {
        let corpus = try TemporaryCorpus()
        let outside = try TemporaryCorpus()
        try outside.image("x.png")
        try outside.write("x.gt.txt", "x")
        try FileManager.default.createSymbolicLink(at: corpus.root.appendingPathComponent("linked"),
                                                   withDestinationURL: outside.root)
        let error = try #require(loadError(corpus))
        #expect(error.file == "linked")
        #expect(error.problem.contains("outside the corpus folder"))
    }

    @Test("paths with .. or a leading / never resolve")
    func dotDotIsRefused() throws {
        let corpus = try TemporaryCorpus()
        #expect(throws: CorpusError.self) { try CorpusPath.resolve("../etc/passwd", in: corpus.root) }
        #expect(throws: CorpusError.self) { try CorpusPath.resolve("s/../../x", in: corpus.root) }
        #expect(throws: CorpusError.self) { try CorpusPath.resolve("/etc/passwd", in: corpus.root) }
        #expect(try CorpusPath.resolve("s/x.png", in: corpus.root).path.hasSuffix("/s/x.png"))
    }

    @Test("corpus.json sets the normalization and rejects unknown values")
    func corpusSettingsAreParsed() throws {
        let corpus = try TemporaryCorpus()
        try corpus.image("s/x.png")
        try corpus.write("s/x.gt.txt", "x")
        try corpus.write("corpus.json", #"{"normalization": "lenient", "suites": {"s": {"notes": "n"}}}"#)
        let loaded = try CorpusLoader.load(from: corpus.root)
        #expect(loaded.settings.normalization == "lenient")
        #expect(loaded.settings.suiteNotes["s"] == "n")
        try corpus.write("corpus.json", #"{"normalization": "dinglehopper"}"#)
        #expect(try CorpusLoader.load(from: corpus.root).settings.normalization == "dinglehopper")
        try corpus.write("corpus.json", #"{"normalization": "loose"}"#)
        #expect(loadError(corpus)?.key == "normalization")
        #expect(loadError(corpus)?.problem.contains("exact, default, lenient, dinglehopper") == true)
    }
}
