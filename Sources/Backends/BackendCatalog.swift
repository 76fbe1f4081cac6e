import Foundation

/// What backends this build knows and whether each can run here.
public enum BackendCatalog {
    /// One backend's availability, for `ocrgauge backends`.
    public struct Status: Sendable, Equatable {
        public var name: String
        public var available: Bool
        /// The version and languages, or why it is unavailable and what to do.
        public var detail: String
    }

    /// Every backend; `projectFolder` is where to look for the RapidOCR adapter and venv.
    public static func statuses(projectFolder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> [Status] {
        var list: [Status] = []
        let languages = TesseractData.installedLanguages(dataPath: nil)
        if languages.isEmpty {
            list.append(Status(name: "tesseract", available: false,
                               detail: "libtesseract \(TesseractEngine.version) but no traineddata found; install tesseract-ocr-eng (ci/bootstrap does)"))
        } else {
            list.append(Status(name: "tesseract", available: true,
                               detail: "\(TesseractEngine.version) in-process, languages: \(languages.joined(separator: ", "))"))
        }
        let adapter = projectFolder.appendingPathComponent("ci/backends/rapidocr")
        let venv = projectFolder.appendingPathComponent(".venv-rapidocr/bin/python")
        if FileManager.default.isExecutableFile(atPath: adapter.path) && FileManager.default.isExecutableFile(atPath: venv.path) {
            list.append(Status(name: "rapidocr", available: true,
                               detail: "rapidocr-onnxruntime 1.4.4 through the command backend (profile \"rapidocr\")"))
        } else {
            list.append(Status(name: "rapidocr", available: false,
                               detail: "not installed; enable with: ci/bootstrap --with rapidocr (then --profile rapidocr)"))
        }
        list.append(Status(name: "command", available: true,
                           detail: "any executable speaking the protocol in docs/backends.md (text, hOCR, ALTO, PAGE-XML or JSON)"))
        list.append(Status(name: "recorded", available: true,
                           detail: "scores outputs stored as <dir>/<suite>/<id>.{json,hocr,xml,txt} (ocrgauge run --record DIR writes them)"))
        list.append(VisionAvailability.status)
        list.append(Status(name: "simulate", available: true,
                           detail: "a stand-in engine with injected faults, for testing the harness and CI"))
        return list
    }
}
