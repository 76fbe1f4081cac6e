import Foundation

/// Document readers shared by threads that take pages in any order (the report's
/// pictures): a thread borrows the reader holding the document it asks for, else an idle
/// one, and gives it back; at most `limit` idle readers (one document each) are kept.
public final class DocumentReaders: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [DocumentReader] = []
    private let limit: Int

    /// Readers keeping at most `limit` documents between calls (by default one per core).
    public init(limit: Int = ProcessInfo.processInfo.activeProcessorCount) { self.limit = max(1, limit) }

    /// `body` with the document at `path`, held open for the next call that asks for it;
    /// nil when the file cannot be read.
    public func withDocument<T>(atPath path: String, _ body: (OpenDocument) -> T) -> T? {
        lock.lock()
        let index = idle.firstIndex { $0.holds(path) } ?? idle.indices.last
        let reader = index.map { idle.remove(at: $0) } ?? DocumentReader()
        lock.unlock()
        defer {
            lock.lock()
            idle.append(reader)
            if idle.count > limit { idle.removeFirst() }
            lock.unlock()
        }
        return reader.document(atPath: path).map(body)
    }
}
