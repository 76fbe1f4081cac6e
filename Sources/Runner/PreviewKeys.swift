import Backends
import Imaging
import Reports
import Scoring

/// Which report preview a result shows: its image, whether its profile applied the
/// orientation tag, the turn orientation detection made, the profile's region of
/// interest and, for a document's page, the resolution it was rendered at. Two profiles
/// that saw the same pixels share one key, and so one picture.
struct PreviewKeys: Sendable {
    private let ignoring: Set<String>
    private let fractions: [String: [Double]]
    private let dpis: [String: Int]

    /// The keys of a run of `profiles` (from their recorded settings).
    init(profiles: [ProfileRecord]) {
        var ignoring = Set<String>()
        var fractions: [String: [Double]] = [:]
        var dpis: [String: Int] = [:]
        for profile in profiles {
            if profile.settings.contains(where: { $0.key == "orientation" && $0.value.contains("ignore") }) { ignoring.insert(profile.name) }
            if let dpi = profile.settings.first(where: { $0.key == "dpi" }).flatMap({ Int($0.value) }) { dpis[profile.name] = dpi }
            guard let value = profile.settings.first(where: { $0.key == "regionOfInterest" })?.value else { continue }
            let numbers = value.split(whereSeparator: { "[], ".contains($0) }).compactMap { Double($0) }
            if numbers.count == 4 { fractions[profile.name] = numbers }
        }
        self.ignoring = ignoring
        self.fractions = fractions
        self.dpis = dpis
    }

    /// The part of the upright image a result's engine got; nil for all of it.
    func region(_ result: SampleResult) -> PixelBox? {
        guard let width = result.imageWidth, let height = result.imageHeight else { return nil }
        return HarnessAdjustments.cropRectangle(fractions[result.profile], width: width, height: height)
    }

    /// The result's preview key: image, apply or ignore, turn, crop and page@dpi, joined by
    /// NUL; nil when the image did not decode for the engine (nothing to show).
    func key(_ result: SampleResult) -> String? {
        guard result.outcome != .unreadable, result.imageWidth != nil else { return nil }
        let apply = !ignoring.contains(result.profile)
        let turn = result.orientation?.turned == true ? (result.orientation?.rotation ?? 0) : 0
        let crop = region(result).map { "\($0.x),\($0.y),\($0.width),\($0.height)" } ?? ""
        let page = result.documentPage.map { "\($0)@\(dpis[result.profile] ?? DecodeOptions.defaultDPI)" } ?? ""
        return [result.image, apply ? "apply" : "ignore", String(turn), crop, page].joined(separator: "\u{0}")
    }
}
