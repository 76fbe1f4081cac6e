import Backends
import StrictJSON

/// Reads the common settings of one profile from its
/// JSON object: every wrong value is a problem naming the key, all kept in `problems`.
enum CommonSettingsParser {
    /// The keys of the common vocabulary.
    static let keys: Set<String> = ["level", "languages", "languageCorrection", "customWords", "minimumTextHeight",
                                    "regionOfInterest", "orientation", "orientationConfidence", "layout", "dpi"]

    static func parse(_ fields: JSONFields, problems: inout ProblemCollector) -> CommonSettings {
        var common = CommonSettings()
        problems.attempt { () throws(FileProblem) in
            if let level = try fields.string("level") {
                guard let known = CommonSettings.Level(rawValue: level) else {
                    throw fields.fail("level", "must be \"accurate\" or \"fast\", not \"\(level)\"")
                }
                common.level = known
            }
        }
        problems.attempt { () throws(FileProblem) in
            if let languages = try fields.strings("languages") {
                guard !languages.isEmpty else { throw fields.fail("languages", "must list at least one language") }
                common.languages = languages
            }
        }
        problems.attempt { () throws(FileProblem) in common.languageCorrection = try fields.bool("languageCorrection") }
        problems.attempt { () throws(FileProblem) in common.customWords = try fields.strings("customWords") }
        problems.attempt { () throws(FileProblem) in
            if let height = try fields.number("minimumTextHeight") {
                guard height >= 0, height < 1 else { throw fields.fail("minimumTextHeight", "must be a fraction of the image height, 0 ≤ h < 1") }
                common.minimumTextHeight = height
            }
        }
        problems.attempt { () throws(FileProblem) in
            if let region = try fields.numbers("regionOfInterest") {
                guard region.count == 4, region.allSatisfy({ $0 >= 0 && $0 <= 1 }), region[2] > 0, region[3] > 0,
                      region[0] + region[2] <= 1.000001, region[1] + region[3] <= 1.000001 else {
                    throw fields.fail("regionOfInterest", "must be [x, y, width, height] as fractions inside the image")
                }
                common.regionOfInterest = region
            }
        }
        problems.attempt { () throws(FileProblem) in
            if let layout = try fields.string("layout") {
                guard let known = CommonSettings.Layout(rawValue: layout) else {
                    throw fields.fail("layout", "must be \"columns\" or \"engine\", not \"\(layout)\"")
                }
                common.layout = known
            }
        }
        problems.attempt { () throws(FileProblem) in
            if let orientation = try fields.string("orientation") {
                guard let known = CommonSettings.OrientationHandling(rawValue: orientation) else {
                    throw fields.fail("orientation", "must be \"apply\", \"ignore\" or \"detect\", not \"\(orientation)\"")
                }
                common.orientation = known
            }
        }
        problems.attempt { () throws(FileProblem) in
            if let confidence = try fields.number("orientationConfidence") {
                guard confidence > 0, confidence <= 100 else {
                    throw fields.fail("orientationConfidence", "must be an OSD confidence above 0 (default \(CommonSettings.defaultOrientationConfidence))")
                }
                guard common.orientation == .detect else {
                    throw fields.fail("orientationConfidence", "applies only with \"orientation\": \"detect\"")
                }
                common.orientationConfidence = confidence
            }
        }
        problems.attempt { () throws(FileProblem) in
            if let dpi = try fields.number("dpi") {
                guard dpi == dpi.rounded(), dpi >= 50, dpi <= 1200 else {
                    throw fields.fail("dpi", "must be a whole number of dots per inch from 50 to 1200 (PDF pages are rendered at it; default 300)")
                }
                common.dpi = Int(dpi)
            }
        }
        return common
    }
}
