import Foundation
import Testing
import Backends
import Corpus
@testable import Runner

@Suite struct ConfigurationTests {
    func parse(_ json: String) throws(CorpusError) -> Configuration {
        try Configuration.parse(Data(json.utf8), file: "ocrgauge.json")
    }

    @Test("profiles parse with their settings and the default list")
    func profilesParse() throws {
        let configuration = try parse("""
        {"profiles": {"a": {"languages": ["eng", "deu"], "orientation": "ignore",
                            "tesseract": {"psm": 6, "variables": {"tessedit_char_whitelist": "0123456789"}}},
                      "b": {}},
         "default": ["b"]}
        """)
        #expect(configuration.defaultProfiles == ["b"])
        let a = try #require(configuration.profiles.first { $0.name == "a" })
        #expect(a.common.languages == ["eng", "deu"])
        #expect(!a.common.applyOrientation)
        #expect(a.backend.name == "tesseract")
        let tesseract = try #require(a.backend.settings as? TesseractSettings)
        #expect(tesseract.pageSegmentationMode == 6)
        #expect(tesseract.variables == ["tessedit_char_whitelist": "0123456789"])
        #expect(a.record.settings.contains(.init(key: "orientation", value: "\"ignore\"")))
        #expect(a.record.settings.contains(.init(key: "tesseract.psm", value: "6")))
    }

    @Test("a misspelt key of ocrgauge.json is refused with the closest known key as did-you-mean")
    func misspeltKeysGetASuggestion() {
        for (json, key, suggestion) in [
            (#"{"profiles": {"a": {"languagess": ["eng"]}}}"#, "languagess", "languages"),
            (#"{"profiles": {"a": {"tesseract": {"pms": 6}}}}"#, "pms", "psm"),
            (#"{"profiles": {"a": {}}, "defualt": ["a"]}"#, "defualt", "default"),
        ] {
            #expect(throws: CorpusError.self) { try parse(json) }
            do { _ = try parse(json) } catch {
                #expect(error.description.contains("\(key)': unknown key") && error.description.contains("(did you mean '\(suggestion)'?)"),
                        "\(error.description)")
            }
        }
    }

    @Test("tesseract.dpi forces a resolution and is recorded; without it run.xml says the image's own is used")
    func resolutionIsRecorded() throws {
        let configuration = try parse(#"{"profiles": {"forced": {"tesseract": {"dpi": 300}}, "own": {}}}"#)
        let forced = try #require(configuration.profiles.first { $0.name == "forced" })
        #expect((forced.backend.settings as? TesseractSettings)?.dotsPerInch == 300)
        #expect(forced.record.settings.contains(.init(key: "tesseract.dpi", value: "300")))
        let own = try #require(configuration.profiles.first { $0.name == "own" })
        #expect((own.backend.settings as? TesseractSettings)?.dotsPerInch == nil)
        #expect(own.record.settings.contains(.init(key: "tesseract.dpi", value: "\"the image's own; estimated by Tesseract when the file has none\"")))
        #expect(throws: CorpusError(file: "ocrgauge.json", key: "profiles.a.tesseract.dpi", "must be 70...2400 (Tesseract's credible range), not 30")) {
            try parse(#"{"profiles": {"a": {"tesseract": {"dpi": 30}}}}"#)
        }
    }

    @Test("a wrong key or type names the file, the profile and the key")
    func errorsNameProfileAndKey() {
        #expect(throws: CorpusError(file: "ocrgauge.json", key: "profiles.a.orientation",
                                    "must be \"apply\", \"ignore\" or \"detect\", not \"sideways\"")) {
            try parse(#"{"profiles": {"a": {"orientation": "sideways"}}}"#)
        }
        #expect(throws: CorpusError(file: "ocrgauge.json", key: "profiles.a.tesseract.psm", "must be 0...13, not 14")) {
            try parse(#"{"profiles": {"a": {"tesseract": {"psm": 14}}}}"#)
        }
        #expect(throws: CorpusError(file: "ocrgauge.json", key: "profiles.a.languages", "must be a list of strings, not a string")) {
            try parse(#"{"profiles": {"a": {"languages": "eng"}}}"#)
        }
        #expect(throws: CorpusError(file: "ocrgauge.json", key: "default", "names profile 'c', which is not in 'profiles'")) {
            try parse(#"{"profiles": {"a": {}}, "default": ["c"]}"#)
        }
        #expect(throws: CorpusError.self) { try parse(#"{"profiles": {"a": {"lang": ["eng"]}}}"#) }
        #expect(throws: CorpusError.self) { try parse(#"{"profiles": {"a": {"backend": "abbyy"}}}"#) }
    }

    @Test("a block of another backend is refused, not dropped; so is an engine setting the backend cannot honour")
    func foreignBlocksAreRefused() {
        let error = #expect(throws: CorpusError.self) {
            try parse(#"{"profiles": {"c": {"backend": "command", "command": {"executable": "/bin/cat"}, "tesseract": {"psm": 6}}}}"#)
        }
        #expect(error?.key == "profiles.c.tesseract")
        #expect(error?.problem.contains("settings of the tesseract backend, but this profile's backend is command") == true)
        #expect(throws: CorpusError(file: "ocrgauge.json", key: "profiles.s.languages",
                                    "unsupported by the simulate backend, which cannot honour it; remove it")) {
            try parse(#"{"profiles": {"s": {"backend": "simulate", "languages": ["deu"]}}}"#)
        }
    }

    @Test("one error names every bad key of the file, across profiles")
    func everyBadKeyIsNamed() {
        let error = #expect(throws: CorpusError.self) {
            try parse(#"{"profiles": {"a": {"level": "turbo", "orientation": "sideways"}, "b": {"tesseract": {"psm": 99}, "layot": "columns"}}}"#)
        }
        let text = error?.description ?? ""
        for key in ["profiles.a.level", "profiles.a.orientation", "profiles.b.tesseract.psm", "profiles.b.layot"] {
            #expect(text.contains("'\(key)'"), "missing \(key) in: \(text)")
        }
    }

    @Test("selecting an unknown profile lists the available ones")
    func unknownProfileIsAnError() throws {
        let configuration = try parse(#"{"profiles": {"a": {}, "b": {}}}"#)
        #expect(throws: RunnerError.configuration("unknown profile 'c'; available: a, b")) {
            try configuration.select(["c"])
        }
        #expect(try configuration.select([]).map(\.name) == ["a"])
        #expect(try configuration.select(["b", "a", "b"]).map(\.name) == ["b", "a"])
    }

    @Test("the shipped ocrgauge.json parses")
    func shippedConfigurationParses() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("ocrgauge.json")
        let configuration = try Configuration.load(from: url)
        #expect(configuration.profiles.contains { $0.name == "tesseract-orientation-ignored" && !$0.common.applyOrientation })
    }
}
