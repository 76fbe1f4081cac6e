import Foundation

/// A file written under a temporary name in the destination's folder and renamed over
/// the destination only when complete, so a reader never sees half a report. The
/// temporary file is created new (`OutputFiles.createNew`: never through a link) and the
/// rename replaces a link planted at the destination instead of writing through it. It
/// is listed in `TemporaryFiles` until renamed or removed, so a signal removes it.
///
/// The destination's folder is created when missing (every verb writes where it is
/// told). Writes are buffered. If the value is dropped before `commit()`, the temporary
/// file is removed.
package final class AtomicFile {
    /// Where the file ends up.
    let destination: URL
    /// The temporary file, beside the destination.
    package let temporary: URL
    private var handle: FileHandle?
    private var buffer = Data()
    private static let flushThreshold = 1 << 16

    /// Creates the temporary file beside `destination`.
    package init(destination: URL) throws(ReportsError) {
        self.destination = destination
        let folder = destination.deletingLastPathComponent()
        temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw ReportsError.cannotWrite(path: destination.path, reason: "cannot create the folder \(folder.path): \(error.localizedDescription)")
        }
        do {
            let path = temporary.path
            let fd = try TemporaryFiles.create(path) { () throws(OutputFileRefusal) in try OutputFiles.createNew(path) }
            handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        } catch {
            throw ReportsError.cannotWrite(path: destination.path, reason: "cannot create a temporary file: \(error)")
        }
    }

    deinit { discard() }

    /// Appends `text` as UTF-8.
    package func write(_ text: String) throws(ReportsError) {
        guard handle != nil else {
            throw ReportsError.misuse(path: destination.path, reason: "the report was already finished")
        }
        guard text.utf8.count >= Self.flushThreshold, let handle else {
            buffer.append(contentsOf: text.utf8)
            if buffer.count >= Self.flushThreshold { try flush() }
            return
        }
        // A large piece (a report's picture, a data block) goes out as it is, not copied first.
        try flush()
        var text = text
        do { try text.withUTF8 { try handle.write(contentsOf: UnsafeRawBufferPointer($0)) } } catch {
            throw ReportsError.cannotWrite(path: destination.path, reason: error.localizedDescription)
        }
    }

    /// Appends the whole content of the file at `url`, in chunks.
    package func append(contentsOf url: URL) throws(ReportsError) {
        try flush()
        guard let handle else {
            throw ReportsError.misuse(path: destination.path, reason: "the report was already finished")
        }
        do {
            let reader = try FileHandle(forReadingFrom: url)
            defer { try? reader.close() }
            while let chunk = try reader.read(upToCount: 1 << 20), !chunk.isEmpty {
                try handle.write(contentsOf: chunk)
            }
        } catch {
            throw ReportsError.cannotWrite(path: destination.path, reason: error.localizedDescription)
        }
    }

    /// Writes buffered text to the temporary file.
    package func flush() throws(ReportsError) {
        guard let handle, !buffer.isEmpty else { return }
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            throw ReportsError.cannotWrite(path: destination.path, reason: error.localizedDescription)
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes, syncs and closes the temporary file, then renames it over the destination.
    package func commit() throws(ReportsError) {
        try flush()
        guard let handle else {
            throw ReportsError.misuse(path: destination.path, reason: "the report was already finished")
        }
        do {
            try handle.synchronize()
            try handle.close()
        } catch {
            discard()
            throw ReportsError.cannotWrite(path: destination.path, reason: error.localizedDescription)
        }
        self.handle = nil
        defer { TemporaryFiles.forget(temporary.path) }
        if rename(temporary.path, destination.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw ReportsError.cannotWrite(path: destination.path, reason: reason)
        }
    }

    /// Closes and removes the temporary file; the destination is left as it was.
    package func discard() {
        if let handle {
            try? handle.close()
            self.handle = nil
            try? FileManager.default.removeItem(at: temporary)
            TemporaryFiles.forget(temporary.path)
        }
        buffer.removeAll()
    }
}
