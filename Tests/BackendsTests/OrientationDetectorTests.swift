import Foundation
import Testing
import Imaging
@testable import Backends

/// Tesseract's OSD through `OrientationDetector`: the turn that makes a page upright.
@Suite struct OrientationDetectorTests {
    @Test("a page stored sideways without a tag needs a 90° clockwise turn, with confidence; an upright page none")
    func sidewaysPageIsFound() throws {
        let detector = try OrientationDetector()
        // The pixels of EXIF orientation 6 (to be turned 90° clockwise), no tag: ci/corpus/recipes/rotated.
        let sideways = try #require(detector.detect(try decodedCorpusImage("rotated/sideways-no-tag.png").pixels))
        #expect(sideways.clockwiseRotation == 90)
        #expect(sideways.confidence > 3)
        #expect(sideways.script == "Latin")
        let upright = detector.detect(try decodedCorpusImage("rotated/upright.png").pixels)
        #expect(upright == nil || upright?.clockwiseRotation == 0)
    }

    @Test("the same page turned by a quarter, a half and three quarters is found each time")
    func everyQuarterTurnIsFound() throws {
        let detector = try OrientationDetector()
        let sideways = try decodedCorpusImage("rotated/sideways-no-tag.png").pixels
        for extra in [90, 180, 270] {
            let turned = try #require(sideways.rotatedClockwise(degrees: extra))
            let guess = try #require(detector.detect(turned))
            #expect(guess.clockwiseRotation == (90 - extra + 360) % 360, "after a further \(extra)° clockwise")
        }
    }

    @Test("a tessdata folder without the osd model is named as a problem with its Debian package")
    func missingModelIsAProblem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-tessdata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("eng.traineddata"))
        #expect(OrientationDetector.missingModelProblem(dataPath: folder.path)?.contains("apt-get install tesseract-ocr-osd") == true)
        #expect(OrientationDetector.missingModelProblem() == nil, "ci/bootstrap installs tesseract-ocr-osd")
    }
}
