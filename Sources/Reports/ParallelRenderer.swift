import Dispatch
import Foundation

/// Renders numbered pieces of a page on every core, a window at a time, and emits
/// them in order: the page is the same as a sequential render, memory stays bounded
/// by one window.
enum ParallelRenderer {
    /// Pieces rendered per window by default: small pieces (a table row each).
    static let window = 1024

    /// Calls `piece` for 0..<count (concurrently, `window` at a time) and `emit` with each
    /// result in order. Large pieces take a small window: memory is one window's pieces.
    static func render<Failure: Error>(count: Int, window: Int = window, emit: (String) throws(Failure) -> Void,
                                       piece: @escaping @Sendable (Int) -> String) throws(Failure) {
        var start = 0
        while start < count {
            let first = start, end = min(count, start + window)
            for html in collect(count: end - first, piece: { piece(first + $0) }) { try emit(html) }
            start = end
        }
    }

    /// `piece(0..<count)` computed on every core, in order: for work whose results are
    /// combined before anything is emitted (memory: all `count` results).
    static func collect<Piece: Sendable>(count: Int, piece: @escaping @Sendable (Int) -> Piece) -> [Piece] {
        guard count > 0 else { return [] }
        let results = Collected<Piece>(count: count)
        let chunks = min(count, ProcessInfo.processInfo.activeProcessorCount * 4)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var index = chunk
            while index < count {
                results.store(piece(index), at: index)
                index += chunks
            }
        }
        return results.values.map { $0! }
    }

    private final class Collected<Piece>: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [Piece?]

        init(count: Int) { values = Array(repeating: nil, count: count) }

        func store(_ value: Piece, at index: Int) {
            lock.lock()
            values[index] = value
            lock.unlock()
        }
    }
}
