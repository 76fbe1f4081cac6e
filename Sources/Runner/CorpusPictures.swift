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
    /// detection made, so two profiles that saw the same pixels share one picture
    /// (`PreviewKeys`). A preview a worker made (`workerPreviews`) is taken as it is;
    /// any other is made here from the file.
    static func source(corpus folder: URL, mode: ReportImageMode, profiles: [ProfileRecord],
                       workerPreviews: WorkerPreviews?) -> ReportPictureSource? {
        switch mode {
        case .none: return nil
        case .original: return HTMLReportOptions.images(under: folder)
        case .preview:
            let keys = PreviewKeys(profiles: profiles)
            let root = folder.standardizedFileURL.path
            let documents = DocumentReaders()
            return ReportPictureSource(key: { keys.key($0) }, picture: { key in
                if let made = workerPreviews?.picture(for: key) { return made }
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
                guard url.path.hasPrefix(root + "/") else { return nil }
                let applyOrientation = parts[1] == "apply"
                // A document's pages are read from the document held open, not read and walked again each.
                let made: ImagePreview?? = StandardErrorSilencer.run {
                    if page != nil {
                        return documents.withDocument(atPath: url.path) { document in
                            ImagePreview.make(document: document, applyOrientation: applyOrientation, clockwise: turn, crop: crop,
                                              page: page, dpi: dpi)
                        }
                    }
                    return (try? Data(contentsOf: url)).map { bytes in
                        ImagePreview.make(bytes: [UInt8](bytes), applyOrientation: applyOrientation, clockwise: turn, crop: crop,
                                          page: page, dpi: dpi)
                    }
                }
                guard let preview = made ?? nil else { return nil }
                return ReportPicture(data: Data(preview.bytes), mediaType: preview.mediaType)
            }, region: { result in
                keys.region(result).map { ReportRegion(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            })
        }
    }

    /// The source for `mode` (as above), for callers outside a run: every preview made here.
    public static func source(corpus folder: URL, mode: ReportImageMode, profiles: [ProfileRecord]) -> ReportPictureSource? {
        source(corpus: folder, mode: mode, profiles: profiles, workerPreviews: nil)
    }
}
