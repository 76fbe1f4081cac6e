/// One whole run: metadata and every (sample, profile) result, in corpus order.
public struct RunRecord: Sendable, Equatable {
    public var metadata: RunMetadata
    /// The results, in memory or read back from the run's journal (see `ResultList`).
    public var results: ResultList

    public init(metadata: RunMetadata, results: [SampleResult]) {
        self.metadata = metadata
        self.results = ResultList(results)
    }

    public init(metadata: RunMetadata, results: ResultList) {
        self.metadata = metadata
        self.results = results
    }
}
