import Foundation

/// Writes one sample's files into a suite folder, never overwriting: the image, its
/// truth and its sidecar (pretty JSON, keys sorted), as `corpus add` and `corpus import`
/// leave them.
enum SampleWriter {
    /// The files of one sample.
    struct Files {
        /// The sample id: the sidecar is "<id>.json".
        var id: String
        /// The image's file name, "<id>.<ext>".
        var imageName: String
        /// The image's bytes.
        var image: [UInt8]
        /// The truth file's name and bytes, if any.
        var truth: (name: String, bytes: Data)?
        /// The sidecar's keys and values (JSONSerialization types).
        var sidecar: [String: Any]
    }

    /// The folder of `suite` in `corpus`, made when missing.
    static func suiteFolder(_ suite: String, of corpus: URL) throws(RunnerError) -> URL {
        let folder = corpus.appendingPathComponent(suite)
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw RunnerError.harness("cannot create \(folder.path): \(error.localizedDescription)")
        }
        return folder
    }

    /// Writes `files` into `folder` (the folder of `suite`); a file already there is an error, never replaced.
    static func write(_ files: Files, suite: String, in folder: URL) throws(RunnerError) {
        do {
            try Data(files.image).write(to: folder.appendingPathComponent(files.imageName), options: .withoutOverwriting)
            if let truth = files.truth {
                try truth.bytes.write(to: folder.appendingPathComponent(truth.name), options: .withoutOverwriting)
            }
            let json = try JSONSerialization.data(withJSONObject: files.sidecar, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            try (json + Data("\n".utf8)).write(to: folder.appendingPathComponent("\(files.id).json"), options: .withoutOverwriting)
        } catch {
            throw RunnerError.harness("cannot write \(suite)/\(files.id): \(error.localizedDescription)")
        }
    }
}
