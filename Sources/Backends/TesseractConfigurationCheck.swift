import CTesseract
import Foundation

/// Checks a Tesseract profile's settings before any worker starts, so that a wrong
/// language, data folder or variable is a configuration error naming its key (exit 2),
/// not a backend failure on the first image (exit 3).
public enum TesseractConfigurationCheck {
    /// One problem: the settings key and what is wrong.
    public struct Problem: Sendable, Equatable {
        /// The settings key concerned, e.g. "languages".
        public var key: String
        /// What is wrong, and what to do about it.
        public var problem: String
    }

    /// The problems of `settings` with these `languages` (each must have its
    /// traineddata in the folder Tesseract reads), in key order.
    public static func problems(_ settings: TesseractSettings, languages: [String]) -> [Problem] {
        var problems: [Problem] = []
        if let dataPath = settings.dataPath {
            var isFolder: ObjCBool = false
            if !FileManager.default.fileExists(atPath: dataPath, isDirectory: &isFolder) || !isFolder.boolValue {
                problems.append(Problem(key: "tesseract.dataPath", problem: "no folder \(dataPath)"))
                return problems
            }
        }
        let folder = dataFolder(settings.dataPath)
        let installed = TesseractData.installedLanguages(dataPath: settings.dataPath)
        for language in languages {
            let file = (folder ?? "") + "/\(language).traineddata"
            if folder == nil || !FileManager.default.fileExists(atPath: file) {
                problems.append(Problem(key: "languages", problem: missingLanguage(language, folder: folder, installed: installed)))
            }
        }
        if !settings.variables.isEmpty, let handle = TessBaseAPICreate() {
            defer { TessBaseAPIDelete(handle) }
            for (name, value) in settings.variables.sorted(by: { $0.key < $1.key })
            where TessBaseAPISetVariable(handle, name, value) == 0 {
                problems.append(Problem(key: "tesseract.variables.\(name)",
                                        problem: "Tesseract \(TesseractEngine.version) has no variable '\(name)'"))
            }
        }
        return problems
    }

    /// "no traineddata for 'deu' in /usr/share/tesseract-ocr/5/tessdata (installed: eng,
    /// osd); on Debian: apt-get install tesseract-ocr-deu".
    public static func missingLanguage(_ language: String, folder: String?, installed: [String]) -> String {
        let package = debianPackage(language)
        return "no traineddata for '\(language)'" + (folder.map { " in \($0)" } ?? "")
            + " (installed: " + (installed.isEmpty ? "none" : installed.joined(separator: ", ")) + ")"
            + "; on Debian: apt-get install \(package)"
    }

    /// The folder Tesseract reads traineddata from: the setting, else the first usual
    /// place that holds any.
    static func dataFolder(_ dataPath: String?) -> String? {
        if let dataPath { return dataPath }
        for folder in TesseractData.candidateFolders(dataPath: nil) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if names.contains(where: { $0.hasSuffix(".traineddata") }) { return folder }
        }
        return nil
    }

    /// The Debian package holding `language`'s traineddata: "deu" → "tesseract-ocr-deu",
    /// "chi_sim" → "tesseract-ocr-chi-sim", "script/Latin" → "tesseract-ocr-script-latn"
    /// (a script model by its ISO 15924 code, as Debian names them).
    public static func debianPackage(_ language: String) -> String {
        guard language.hasPrefix("script/") else {
            return "tesseract-ocr-" + language.lowercased().replacingOccurrences(of: "_", with: "-")
        }
        let name = String(language.dropFirst("script/".count))
        let vertical = name.hasSuffix("_vert")
        let script = vertical ? String(name.dropLast("_vert".count)) : name
        let code = scriptCodes[script] ?? script.lowercased()
        return "tesseract-ocr-script-" + code + (vertical ? "-vert" : "")
    }

    /// Tesseract's script model names and their ISO 15924 codes.
    static let scriptCodes: [String: String] = [
        "Arabic": "arab", "Armenian": "armn", "Bengali": "beng", "Canadian_Aboriginal": "cans", "Cherokee": "cher",
        "Cyrillic": "cyrl", "Devanagari": "deva", "Ethiopic": "ethi", "Fraktur": "frak", "Georgian": "geor",
        "Greek": "grek", "Gujarati": "gujr", "Gurmukhi": "guru", "HanS": "hans", "HanT": "hant", "Hangul": "hang",
        "Hebrew": "hebr", "Japanese": "jpan", "Kannada": "knda", "Khmer": "khmr", "Lao": "laoo", "Latin": "latn",
        "Malayalam": "mlym", "Myanmar": "mymr", "Oriya": "orya", "Sinhala": "sinh", "Syriac": "syrc", "Tamil": "taml",
        "Telugu": "telu", "Thaana": "thaa", "Thai": "thai", "Tibetan": "tibt", "Vietnamese": "viet",
    ]
}
