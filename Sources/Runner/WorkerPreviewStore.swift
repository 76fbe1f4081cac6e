import Foundation
import Spooling
import Imaging
import Reports
import Scoring
import ReportFiles

/// A worker's report previews: made from the pixels it has just decoded (upright, turned
/// and cropped as its engine got them, or the file itself when they are untouched:
/// `ImagePreview.reusing`) and appended to one file of its own in the run's
/// preview folder, so the parent does not decode every image a second time for
/// report.html. The file is created new (never through a link) on the first preview.
final class WorkerPreviewStore {
    private let folder: String
    /// "worker-<pid>.store": a replacement worker writes a file of its own.
    let name = "worker-\(getpid()).store"
    private var fd: Int32 = -1
    private var end = 0

    init(folder: String) { self.folder = folder }

    deinit { if fd >= 0 { close(fd) } }

    /// `preview`, appended to the store; nil when it could not be written.
    func add(_ preview: ImagePreview) -> PreviewLocation? {
        if fd < 0 {
            guard let opened = try? OutputFiles.createNew(folder + "/" + name, mode: 0o600) else { return nil }
            fd = opened
        }
        let offset = end
        guard preview.bytes.withUnsafeBytes({ PositionedIO.write(fd, $0, at: offset) }) else { return nil }
        end += preview.bytes.count
        return PreviewLocation(store: name, offset: offset, length: preview.bytes.count, mediaType: preview.mediaType)
    }
}
