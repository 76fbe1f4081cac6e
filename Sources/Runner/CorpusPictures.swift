import Foundation
import Backends
import Imaging
import Reports
import Scoring

/// The pictures report.html shows for a run over a corpus folder (`--report-images`):
/// previews of the pixels each profile's engine saw, the stored files, or none.
public enum CorpusPictures {
    /// The source for `mode`: previews are keyed by image, whether the profile applied
    /// the orientation tag (from its recorded settings) and the turn orientation
    /// detection made, so two profiles that saw the same pixels share one picture.
    public static func source(corpus folder: URL, mode: ReportImageMode, profiles: [ProfileRecord]) -> ReportPictureSource? {
        switch mode {
        case .none: return nil
        case .original: return HTMLReportOptions.images(under: folder)
        case .preview:
            var ignoring = Set<String>()
            for profile in profiles where profile.settings.contains(where: { $0.key == "orientation" && $0.value.contains("ignore") }) {
                ignoring.insert(profile.name)
            }
            var regions: [String: [Double]] = [:]
            var resolutions: [String: Int] = [:]
            for profile in profiles {
                if let dpi = profile.settings.first(where: { $0.key == "dpi" }).flatMap({ Int($0.value) }) { resolutions[profile.name] = dpi }
                guard let value = profile.settings.first(where: { $0.key == "regionOfInterest" })?.value else { continue }
                let numbers = value.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
                    .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
                if numbers.count == 4 { regions[profile.name] = numbers }
            }
            let ignored = ignoring, fractions = regions, dpis = resolutions
            let root = folder.standardizedFileURL.path
            @Sendable func region(_ result: SampleResult) -> PixelBox? {
                guard let width = result.imageWidth, let height = result.imageHeight else { return nil }
                return HarnessAdjustments.cropRectangle(fractions[result.profile], width: width, height: height)
            }
            return ReportPictureSource(key: { result in
                // An image that did not decode for the engine has nothing to show.
                guard result.outcome != .unreadable, result.imageWidth != nil else { return nil }
                let apply = !ignored.contains(result.profile)
                let turn = result.orientation?.turned == true ? (result.orientation?.rotation ?? 0) : 0
                let crop = region(result).map { "\($0.x),\($0.y),\($0.width),\($0.height)" } ?? ""
                // A document's page, rendered at the profile's resolution.
                let page = result.documentPage.map { "\($0)@\(dpis[result.profile] ?? DecodeOptions.defaultDPI)" } ?? ""
                return [result.image, apply ? "apply" : "ignore", String(turn), crop, page].joined(separator: "\u{0}")
            }, picture: { key in
                let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
                guard parts.count == 5, let turn = Int(parts[2]) else { return nil }
                let pageParts = parts[4].split(separator: "@").compactMap { Int($0) }
                let page = pageParts.count == 2 ? pageParts[0] : nil
                let dpi = pageParts.count == 2 ? pageParts[1] : DecodeOptions.defaultDPI
                let box = parts[3].split(separator: ",").compactMap { Int($0) }
                let crop = box.count == 4 ? (x: box[0], y: box[1], width: box[2], height: box[3]) : nil
                // Appended, not resolved against the folder: a folder URL without its final
                // slash would lose its last component.
                let url = folder.appendingPathComponent(parts[0]).standardizedFileURL
                // The codec libraries' own warnings stay out of the terminal, as during recognition.
                guard url.path.hasPrefix(root + "/"), let bytes = try? Data(contentsOf: url),
                      let preview = StandardErrorSilencer.run({
                          ImagePreview.make(bytes: [UInt8](bytes), applyOrientation: parts[1] == "apply", clockwise: turn, crop: crop,
                                            page: page, dpi: dpi)
                      })
                else { return nil }
                return ReportPicture(data: Data(preview.bytes), mediaType: preview.mediaType)
            }, region: { result in
                region(result).map { ReportRegion(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            })
        }
    }
}
