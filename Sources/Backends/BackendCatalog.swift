/// What backends this build knows and whether each can run here.
public enum BackendCatalog {
    /// One backend's availability, for `ocrgauge backends`.
    public struct Status: Sendable, Equatable {
        public var name: String
        public var available: Bool
        /// The version and languages, or why it is unavailable and what to install.
        public var detail: String
    }

    public static func statuses() -> [Status] {
        let languages = TesseractData.installedLanguages(dataPath: nil)
        let tesseract: Status
        if languages.isEmpty {
            tesseract = Status(name: "tesseract", available: false,
                               detail: "libtesseract \(TesseractEngine.version) but no traineddata found; install tesseract-ocr-eng (ci/bootstrap does)")
        } else {
            tesseract = Status(name: "tesseract", available: true,
                               detail: "\(TesseractEngine.version), languages: \(languages.joined(separator: ", "))")
        }
        return [tesseract]
    }
}
