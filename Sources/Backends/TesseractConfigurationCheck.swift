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
        let package = "tesseract-ocr-" + language.lowercased().replacingOccurrences(of: "_", with: "-")
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
}
