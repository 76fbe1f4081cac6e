/// The results of a run, in order: held in memory, or read back one at a time from
/// storage (a run's journal), so that reports over any number of samples are written
/// with memory that does not grow with the corpus.
///
/// Stored results are read again on every access; a caller that needs one result
/// several times keeps it for as long as it needs it.
public struct ResultList: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral, Sendable, Equatable {
    private enum Storage: Sendable {
        case memory([SampleResult])
        case stored(count: Int, load: @Sendable (Int) -> SampleResult)
    }

    private var storage: Storage

    /// Results held in memory.
    public init(_ results: [SampleResult]) { storage = .memory(results) }

    /// Results held in memory, written as an array literal.
    public init(arrayLiteral results: SampleResult...) { storage = .memory(results) }

    /// `count` results, the i-th read by `load(i)` whenever it is accessed. `load` is
    /// called from several threads at once.
    public init(count: Int, load: @escaping @Sendable (Int) -> SampleResult) {
        storage = .stored(count: Swift.max(0, count), load: load)
    }

    /// True when the results are read from storage rather than held in memory.
    public var isStored: Bool {
        if case .stored = storage { return true }
        return false
    }

    /// Always 0.
    public var startIndex: Int { 0 }

    /// The number of results.
    public var endIndex: Int {
        switch storage {
        case .memory(let results): results.count
        case .stored(let count, _): count
        }
    }

    /// The result at `position`: read from storage on every access when stored. Setting one brings
    /// stored results into memory first.
    public subscript(position: Int) -> SampleResult {
        get {
            switch storage {
            case .memory(let results): return results[position]
            case .stored(let count, let load):
                precondition(position >= 0 && position < count, "result index out of range")
                return load(position)
            }
        }
        set {
            // A change brings stored results into memory first.
            var results: [SampleResult]
            switch storage {
            case .memory(let held): results = held
            case .stored: results = Array(self)
            }
            storage = .memory([])
            results[position] = newValue
            storage = .memory(results)
        }
    }

    /// Same count and equal results in order (stored results are read to compare).
    public static func == (lhs: ResultList, rhs: ResultList) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}
