import Foundation
import Testing

/// The real samples of the real-dev set (`shared/real-dev` beside the repository) (scans, receipts, photos that cannot all be
/// bundled), found from this file's path. A user's clone has no such set: tests on
/// these files are then skipped, saying so.
enum RealDevSamples {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/real-dev")

    static var available: Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("SOURCES.md").path)
    }

    static let skipReason: Comment = "the real-dev set (shared/real-dev beside the repository) is absent (a user's clone): the real samples cannot be bundled"

    static func url(_ relative: String) -> URL { folder.appendingPathComponent(relative) }
}
