import Reports

/// `--report-images preview|original|none` (and the older `--no-images`, which is
/// `none`): what report.html shows under the line boxes.
enum ReportImagesOption {
    /// The options, declared once for every verb that writes report.html.
    static let specs: [OptionSpec] = [
        .value("report-images", "M", "preview (default: the pixels each engine saw, upright as it",
               "saw them, at most 1600² pixels, any image format), original (the",
               "stored files; browsers show PNG, JPEG, GIF, WebP only) or",
               "none; above 50 MB of pictures they go to report_files/",
               "beside report.html instead of inside it").completing(.words(ReportImageMode.allCases.map(\.rawValue))),
        .flag("no-images", "the same as --report-images none"),
    ]

    /// The mode the arguments ask for; refuses an unknown mode and `--no-images` beside
    /// another mode.
    static func mode(_ parsed: ArgumentParser.Parsed) throws(UsageError) -> ReportImageMode {
        let noImages = parsed.has("no-images")
        guard let raw = parsed.value("report-images") else { return noImages ? .none : .preview }
        guard let mode = ReportImageMode(rawValue: raw) else {
            throw UsageError("--report-images takes preview, original or none, not '\(raw)'")
        }
        if noImages && mode != .none { throw UsageError("--no-images and --report-images \(raw) contradict each other") }
        return mode
    }
}
