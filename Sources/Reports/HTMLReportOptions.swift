import Foundation

/// What report.html shows beside the run itself.
public struct HTMLReportOptions: Sendable {
    /// The page title.
    public var title: String
    /// A comparison with a baseline: the gate's verdict at the top and a comparison
    /// section with per-sample deltas (regressions first) and before/after diffs.
    public var comparison: RunComparison?
    /// The image bytes (PNG, JPEG, GIF or WebP) for an image path as recorded in the
    /// run (`SampleResult.image`), embedded as a data: URI under the line boxes; nil
    /// (or nil bytes) draws the boxes on a blank canvas of the image's size.
    public var images: (@Sendable (String) -> Data?)?
    /// With several profiles in one run (a settings matrix), compare the first profile
    /// with each other one.
    public var compareProfiles: Bool
    /// At most this many before/after diffs in the comparison section (regressions
    /// first); the rest are listed in the table only.
    public var maximumComparisonDiffs: Int

    /// Creates options; every part is optional.
    public init(title: String = "ocrgauge report", comparison: RunComparison? = nil,
                images: (@Sendable (String) -> Data?)? = nil, compareProfiles: Bool = true,
                maximumComparisonDiffs: Int = 200) {
        self.title = title
        self.comparison = comparison
        self.images = images
        self.compareProfiles = compareProfiles
        self.maximumComparisonDiffs = maximumComparisonDiffs
    }

    /// Images read from files under `folder` (the corpus folder), by the recorded
    /// relative path; paths that leave the folder or are missing give no image.
    public static func images(under folder: URL) -> @Sendable (String) -> Data? {
        let root = folder.standardizedFileURL.path
        return { path in
            let url = URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
            guard url.path.hasPrefix(root + "/") else { return nil }
            return try? Data(contentsOf: url)
        }
    }
}
