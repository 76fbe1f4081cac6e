import Foundation
import Scoring
import Testing
import Backends
import Corpus
@testable import Runner

@Suite struct HarnessAdjustmentTests {
    func line(_ text: String, y: Int, height: Int) -> TextLine {
        TextLine(text: text, confidence: 90, box: PixelBox(x: 10, y: y, width: 100, height: height))
    }

    @Test("the region of interest is worked out in pixels and boxes move back into the whole image")
    func regionOfInterestCropsAndShifts() {
        var profile = Profile(name: "p")
        profile.common.regionOfInterest = [0.5, 0.25, 0.5, 0.5]
        let adjustments = HarnessAdjustments(profile: profile)
        let crop = adjustments.cropRectangle(width: 1000, height: 800)
        #expect(crop == PixelBox(x: 500, y: 200, width: 500, height: 400))
        let moved = adjustments.adjust([line("a", y: 5, height: 30)], offset: crop, imageHeight: 800)
        #expect(moved[0].box == PixelBox(x: 510, y: 205, width: 100, height: 30))
    }

    @Test("lines lower than the minimum text height are dropped; unmeasured lines are kept")
    func minimumTextHeightDropsSmallLines() {
        var profile = Profile(name: "p")
        profile.common.minimumTextHeight = 0.03     // 30 px of a 1000 px page
        let kept = HarnessAdjustments(profile: profile).adjust(
            [line("big", y: 0, height: 40), line("exact", y: 50, height: 30), line("small", y: 90, height: 29),
             TextLine(text: "no box", confidence: nil, box: PixelBox(x: 0, y: 0, width: 0, height: 0))],
            offset: nil, imageHeight: 1000)
        #expect(kept.map(\.text) == ["big", "exact", "no box"])
    }

    @Test("the common settings parse, and engine settings are refused by backends without an engine")
    func commonSettingsParse() throws {
        let configuration = try Configuration.parse(Data("""
        {"profiles": {"t": {"level": "fast", "languageCorrection": false, "customWords": ["Zucchini"],
                            "minimumTextHeight": 0.02, "regionOfInterest": [0, 0, 0.5, 1], "layout": "columns"}}}
        """.utf8), file: "c.json")
        let profile = configuration.profiles[0]
        #expect(profile.common.fast && profile.common.languageCorrection == false && profile.common.customWords == ["Zucchini"])
        #expect(profile.common.minimumTextHeight == 0.02 && profile.common.regionOfInterest == [0, 0, 0.5, 1] && profile.common.columnLayout)
        #expect(profile.record.settings.contains(.init(key: "languageCorrection", value: "false")))
        #expect(throws: CorpusError(file: "c.json", key: "profiles.r.level",
                                    "unsupported by the recorded backend, which cannot honour it; remove it")) {
            try Configuration.parse(Data(#"{"profiles": {"r": {"backend": "recorded", "recorded": {"directory": "/tmp"}, "level": "fast"}}}"#.utf8), file: "c.json")
        }
        #expect(throws: CorpusError.self) {
            try Configuration.parse(Data(#"{"profiles": {"t": {"regionOfInterest": [0.6, 0, 0.5, 1]}}}"#.utf8), file: "c.json")
        }
        #expect(throws: CorpusError.self) {
            try Configuration.parse(Data(#"{"profiles": {"t": {"level": "turbo"}}}"#.utf8), file: "c.json")
        }
    }
}

@Suite struct ColumnLayoutTests {
    @Test("layout: columns reads the left column top to bottom before the right one")
    func columnsAreReadInOrder() {
        var profile = Profile(name: "p")
        profile.common.layout = .columns
        // The engine read straight across two columns: left, right, left, right.
        let across = [("Apple crumble 12", 100, 100), ("Lemon tart 156–7", 700, 100),
                      ("Baked apples 53, 60", 100, 150), ("Lemon curd 160", 700, 150)].map { text, x, y in
            TextLine(text: text, confidence: 90, box: PixelBox(x: x, y: y, width: 400, height: 30))
        }
        let ordered = HarnessAdjustments(profile: profile).adjust(across, offset: nil, imageHeight: 1000)
        #expect(ordered.map(\.text) == ["Apple crumble 12", "Baked apples 53, 60", "Lemon tart 156–7", "Lemon curd 160"])
    }
}
