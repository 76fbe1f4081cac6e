import Foundation
import TestFixtures
import Testing
import Backends
import Reports
import Scoring
import StrictJSON
@testable import Runner
import RunXML

/// `"orientation": "detect"`: the tag is applied, then OSD turns the pixels upright when
/// it is confident; run.xml and the report say what it found.
@Suite struct OrientationDetectionTurnsPagesUpright {
    static let realDev = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/real-dev")

    /// A corpus of copies of `files` (paths relative to `from`, each with its truth) in one suite.
    func corpus(_ files: [String], from folder: URL) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-osd-\(UUID().uuidString)")
        let suite = root.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        for file in files {
            let image = folder.appendingPathComponent(file)
            let stem = image.deletingPathExtension().lastPathComponent
            try FileManager.default.copyItem(at: image, to: suite.appendingPathComponent(image.lastPathComponent))
            try FileManager.default.copyItem(at: image.deletingLastPathComponent().appendingPathComponent(stem + ".gt.txt"),
                                             to: suite.appendingPathComponent(stem + ".gt.txt"))
        }
        return root
    }

    func run(_ corpus: URL, _ profiles: [Profile]) throws -> RunRecord {
        let finished = try EvaluationRunner.run(RunOptions(
            corpus: corpus, output: corpus.appendingPathComponent("out"), profiles: profiles, jobs: 2,
            workerExecutable: ocrgaugeExecutable))
        let validator = try SchemaValidator(schemaURL: repositoryRoot.appendingPathComponent("Reports/schema/run.xsd"))
        #expect(validator.validate(fileAt: finished.written.runXML) == [])
        let html = ReportPages.expanded(try String(contentsOf: finished.written.html, encoding: .utf8))
        #expect(html.contains("<dt>Orientation detected</dt>"))
        return try RunXMLReader.read(finished.written.runXML).run
    }

    static let detect = Profile(name: "detect", common: CommonSettings(orientation: .detect))

    @Test("the bundled sideways page without a tag is turned 90° clockwise and read; the upright page is left alone")
    func bundledSidewaysPageIsRead() throws {
        let corpus = try corpus(["rotated/sideways-no-tag.png", "rotated/upright.png", "rotated/jpeg-exif-6.jpg"],
                                from: repositoryRoot.appendingPathComponent("Corpus"))
        let record = try run(corpus, [Self.detect, Profile(name: "apply")])
        func result(_ id: String, _ profile: String) throws -> SampleResult {
            try #require(record.results.first { $0.id == id && $0.profile == profile })
        }
        let sideways = try result("sideways-no-tag", "detect")
        #expect(sideways.orientation?.rotation == 90)
        #expect(sideways.orientation?.turned == true)
        #expect(sideways.cer < 0.05)
        #expect(try result("sideways-no-tag", "apply").cer > 0.5, "without detection the page is not read")
        #expect(try result("sideways-no-tag", "apply").orientation == nil)
        // The tag already made this one upright: OSD finds nothing to turn.
        #expect(try result("jpeg-exif-6", "detect").orientation?.turned == false)
        #expect(try result("jpeg-exif-6", "detect").cer < 0.05)
        #expect(try result("upright", "detect").orientation?.turned == false)
    }

    @Test("real phone photos whose pixels are turned without a tag are turned upright and read far better",
          .enabled(if: FileManager.default.fileExists(atPath: realDev.path), "the real-dev set (shared/real-dev beside the repository) is absent (a user's clone)"))
    func realPhotosWithoutTagAreTurned() throws {
        let corpus = try corpus(["phone-photos/dys_present_indicatif_122337.jpg", "phone-photos/dys_cod_122306.jpg"],
                                from: Self.realDev)
        let record = try run(corpus, [Self.detect, Profile(name: "apply")])
        for id in ["dys_present_indicatif_122337", "dys_cod_122306"] {
            let detected = try #require(record.results.first { $0.id == id && $0.profile == "detect" })
            let plain = try #require(record.results.first { $0.id == id && $0.profile == "apply" })
            #expect(detected.orientation?.rotation == 90, "\(id)")
            #expect(detected.orientation?.turned == true, "\(id)")
            // SOURCES.md: read as stored, CER above 0.8; upright, the errors are real misreads.
            #expect(plain.cer > 0.8, "\(id)")
            #expect(detected.cer < plain.cer * 0.6, "\(id): \(detected.cer) against \(plain.cer)")
        }
    }

    @Test("a real upright receipt that OSD takes for Arabic turned 180° is left upright (the script is no English one)",
          .enabled(if: FileManager.default.fileExists(atPath: realDev.path), "the real-dev set (shared/real-dev beside the repository) is absent (a user's clone)"))
    func foreignScriptGuessIsNotTrusted() throws {
        let corpus = try corpus(["receipts/sroie_252.jpg"], from: Self.realDev)
        let record = try run(corpus, [Self.detect, Profile(name: "apply")])
        let detected = try #require(record.results.first { $0.profile == "detect" })
        let plain = try #require(record.results.first { $0.profile == "apply" })
        // Tesseract 5.3 OSD on this upright receipt: 180°, confidence 6.85, script Arabic.
        #expect(detected.orientation?.rotation == 180)
        #expect(detected.orientation?.turned == false)
        #expect(detected.orientation?.foreignScriptFor == ["eng"])
        #expect(detected.cer == plain.cer, "left upright, the page reads as without detection")
    }

    @Test("orientationConfidence applies only with orientation detect, and is recorded with it")
    func confidenceSettingIsChecked() throws {
        let ok = try Configuration.parse(Data(#"{"profiles": {"d": {"orientation": "detect", "orientationConfidence": 5}}}"#.utf8),
                                         file: "ocrgauge.json")
        let profile = try #require(ok.profiles.first)
        #expect(profile.common.effectiveOrientationConfidence == 5)
        #expect(profile.record.settings.contains(.init(key: "orientationConfidence", value: "5.0")))
        #expect(throws: FileProblem(file: "ocrgauge.json", key: "profiles.d.orientationConfidence",
                                    "applies only with \"orientation\": \"detect\"")) {
            try Configuration.parse(Data(#"{"profiles": {"d": {"orientationConfidence": 5}}}"#.utf8), file: "ocrgauge.json")
        }
    }
}
