import Foundation
import Spooling

/// A corpus's samples in order. A loaded corpus keeps them in a temporary file (one
/// read a sample when it is used) and holds 16 bytes a sample, plus the sidecars: a corpus
/// of 100,000 pages costs a run no more memory than one of 10,000.
public struct SampleList: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    private enum Storage: Sendable {
        case memory([Sample])
        case spooled(SampleSpool, [SpoolFile.Span])
    }

    private let storage: Storage

    /// Samples held in memory.
    public init(_ samples: [Sample]) { storage = .memory(samples) }

    public init(arrayLiteral samples: Sample...) { storage = .memory(samples) }

    private init(spool: SampleSpool, spans: [SpoolFile.Span]) { storage = .spooled(spool, spans) }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .memory(let samples): samples.count
        case .spooled(_, let spans): spans.count
        }
    }

    public subscript(position: Int) -> Sample {
        switch storage {
        case .memory(let samples): return samples[position]
        case .spooled(let spool, let spans): return spool.sample(at: spans[position])
        }
    }

    /// The samples `isIncluded` keeps, in order, stored as these are.
    public func subset(_ isIncluded: (Sample) throws -> Bool) rethrows -> SampleList {
        switch storage {
        case .memory(let samples):
            return SampleList(try samples.filter(isIncluded))
        case .spooled(let spool, let spans):
            return SampleList(spool: spool, spans: try spans.filter { try isIncluded(spool.sample(at: $0)) })
        }
    }

    public static func == (left: SampleList, right: SampleList) -> Bool { left.elementsEqual(right) }

    /// Collects samples in order into a spool (into memory when no temporary file can be
    /// made or written).
    struct Builder {
        private var spool: SampleSpool.Writer?
        private var spans: [SpoolFile.Span] = []
        private var held: [Sample] = []

        init() { spool = try? SampleSpool.Writer() }

        mutating func append(contentsOf samples: [Sample]) {
            for sample in samples {
                if let writer = spool {
                    if let span = writer.append(sample) { spans.append(span); continue }
                    // The temporary file failed: what it holds comes back into memory.
                    let written = writer.finish()
                    held = spans.map { written.sample(at: $0) }
                    spans = []
                    spool = nil
                }
                held.append(sample)
            }
        }

        func finish() -> SampleList {
            guard let spool else { return SampleList(held) }
            // A new array of just these, without growth's slack.
            return SampleList(spool: spool.finish(), spans: spans.withUnsafeBufferPointer { Array($0) })
        }
    }
}

/// The temporary file of a loaded corpus's samples (`SampleRecord`), with the sidecars
/// they have, held in memory.
final class SampleSpool: Sendable {
    private let file: SpoolFile
    private let sidecars: [Sidecar]

    fileprivate init(file: SpoolFile, sidecars: [Sidecar]) {
        self.file = file
        self.sidecars = sidecars
    }

    /// The sample at `span`. The file is the process's own and unlinked: a sample that does
    /// not read back means the disk failed under the run, which stops it.
    func sample(at span: SpoolFile.Span) -> Sample {
        guard let bytes = file.read(span), let sample = SampleRecord.decode(bytes, sidecars: sidecars) else {
            preconditionFailure("the temporary copy of the corpus's samples could not be read back")
        }
        return sample
    }

    /// Appends samples to a new spool.
    final class Writer {
        private let file: SpoolFile
        private var sidecars: [Sidecar] = []

        init() throws(SpoolError) { file = try SpoolFile(prefix: "ocrgauge-samples") }

        /// Where `sample` went; nil when it could not be written.
        func append(_ sample: Sample) -> SpoolFile.Span? {
            var sidecar = -1
            if sample.sidecar != Sidecar() {
                sidecars.append(sample.sidecar)
                sidecar = sidecars.count - 1
            }
            let bytes = SampleRecord.encode(sample, sidecar: sidecar)
            do { return try bytes.withUnsafeBytes { raw throws(SpoolError) in try file.append(raw) } } catch {
                if sidecar >= 0 { sidecars.removeLast() }
                return nil
            }
        }

        func finish() -> SampleSpool { SampleSpool(file: file, sidecars: sidecars) }
    }
}
