import Foundation

/// Finds Tesseract's traineddata, for messages that list what is installed.
enum TesseractData {
    static func candidateFolders(dataPath: String?) -> [String] {
        var folders: [String] = []
        if let dataPath { folders.append(dataPath) }
        if let prefix = ProcessInfo.processInfo.environment["TESSDATA_PREFIX"] {
            folders += [prefix, prefix + "/tessdata"]
        }
        folders += ["/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata",
                    "/usr/share/tessdata", "/usr/local/share/tessdata", "/opt/homebrew/share/tessdata"]
        return folders
    }

    /// Language names with a traineddata file in the first folder that has any.
    static func installedLanguages(dataPath: String?) -> [String] {
        for folder in candidateFolders(dataPath: dataPath) {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.hasSuffix(".traineddata") }
                .map { String($0.dropLast(".traineddata".count)) }
                .sorted()
            if !names.isEmpty { return names }
        }
        return []
    }
}
