import Foundation

/// Writes <id>.<ext>, <id>.gt.txt (or removes a stale one) and <id>.json.
enum SampleWriter {
    static func write(_ sample: Sample, suite: String, id: String, format: ImageFormat,
                      outRoot: URL) throws(SynthError) {
        let dir = outRoot.appendingPathComponent(suite, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try Data(sample.image).write(to: dir.appendingPathComponent("\(id).\(format.fileExtension)"))
            let gt = dir.appendingPathComponent("\(id).gt.txt")
            if let truth = sample.truth {
                try Data(truth.utf8).write(to: gt)
            } else if FileManager.default.fileExists(atPath: gt.path) {
                try FileManager.default.removeItem(at: gt)
            }
            try Data(sample.sidecar.json.utf8).write(to: dir.appendingPathComponent("\(id).json"))
        } catch let error as SynthError {
            throw error
        } catch {
            throw SynthError.io(dir.path, "\(error)")
        }
    }
}
