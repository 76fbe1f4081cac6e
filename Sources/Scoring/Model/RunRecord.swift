/// One whole run: metadata and every (sample, profile) result, in corpus order.
public struct RunRecord: Sendable, Equatable {
    /// When, where and with what the run was made.
    public var metadata: RunMetadata
    /// The results, in memory or read back from the run's journal (see `ResultList`).
    public var results: ResultList

    /// A run whose results are held in memory.
    public init(metadata: RunMetadata, results: [SampleResult]) {
        self.metadata = metadata
        self.results = ResultList(results)
    }

    /// A run with these results, held or stored.
    public init(metadata: RunMetadata, results: ResultList) {
        self.metadata = metadata
        self.results = results
    }
}
