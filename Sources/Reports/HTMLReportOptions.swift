import Foundation
import Scoring
import Gate

/// What report.html shows beside the run itself.
public struct HTMLReportOptions: Sendable {
    /// The page title.
    public var title: String
    /// A comparison with a baseline: the gate's verdict at the top and a comparison
    /// section with per-sample deltas (regressions first) and before/after diffs.
    public var comparison: RunComparison?
    /// The pictures under the line boxes (see `ReportPictureSource`); nil draws the boxes
    /// on a blank canvas of the image's size.
    public var pictures: ReportPictureSource?
    /// With several profiles in one run (a settings matrix), compare the first profile
    /// with each other one.
    public var compareProfiles: Bool
    /// At most this many before/after diffs in the comparison section (regressions
    /// first); the rest are listed in the table only.
    public var maximumComparisonDiffs: Int

    /// Creates options; every part is optional.
    public init(title: String = "ocrgauge report", comparison: RunComparison? = nil,
                pictures: ReportPictureSource? = nil, compareProfiles: Bool = true,
                maximumComparisonDiffs: Int = 200) {
        self.title = title
        self.comparison = comparison
        self.pictures = pictures
        self.compareProfiles = compareProfiles
        self.maximumComparisonDiffs = maximumComparisonDiffs
    }

    /// Creates options whose pictures are whatever `images` gives for a result's
    /// recorded image path (one picture per path), shown when a browser can (PNG, JPEG,
    /// GIF, WebP); for tests and callers with bytes at hand.
    public init(title: String = "ocrgauge report", comparison: RunComparison? = nil,
                images: @escaping @Sendable (String) -> Data?) {
        self.init(title: title, comparison: comparison, pictures: Self.originals(images))
    }

    /// Pictures that are the stored files under `folder` (the corpus folder), by the
    /// recorded relative path; paths that leave the folder or are missing give none.
    public static func images(under folder: URL) -> ReportPictureSource {
        let root = folder.standardizedFileURL.path
        return originals { path in
            // Appended, not resolved against the folder (whose URL may lack its final slash).
            let url = folder.appendingPathComponent(path).standardizedFileURL
            guard url.path.hasPrefix(root + "/") else { return nil }
            return try? Data(contentsOf: url)
        }
    }

    /// One picture per recorded image path, the bytes as they are: those a browser
    /// cannot show give none (the caption says so).
    static func originals(_ bytes: @escaping @Sendable (String) -> Data?) -> ReportPictureSource {
        ReportPictureSource(key: { $0.image }, picture: { path in
            guard let data = bytes(path), let media = HTMLReportWriter.mediaType(data) else { return nil }
            return ReportPicture(data: data, mediaType: media)
        })
    }
}
