import Foundation

/// Writes <id>.<ext>, <id>.gt.txt (or removes a stale one) and <id>.json.
enum SampleWriter {
    static func write(_ sample: Sample, suite: String, id: String, fileExtension: String,
                      outRoot: URL) throws(SynthError) {
        let dir = outRoot.appendingPathComponent(suite, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try Data(sample.image).write(to: dir.appendingPathComponent("\(id).\(fileExtension)"))
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

    /// Re-reads a written .gt.txt and checks what the corpus asks of it: UTF-8, NFC,
    /// no CR or tab, and either empty or ending in exactly one newline.
    static func verifyTruth(suite: String, id: String, outRoot: URL) -> String? {
        let gt = outRoot.appendingPathComponent(suite, isDirectory: true).appendingPathComponent("\(id).gt.txt")
        guard let data = FileManager.default.contents(atPath: gt.path) else { return "\(gt.path): cannot read back" }
        guard let text = String(data: data, encoding: .utf8) else { return "\(gt.path): not UTF-8" }
        if text.isEmpty { return nil }
        if text != text.precomposedNFC { return "\(gt.path): not NFC" }
        if !text.hasSuffix("\n") || text.hasSuffix("\n\n") { return "\(gt.path): must end in exactly one newline" }
        if text.contains("\r") || text.contains("\t") { return "\(gt.path): contains CR or tab" }
        return nil
    }
}
