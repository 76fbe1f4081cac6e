/// One whole run: metadata and every (sample, profile) result, in corpus order.
public struct RunRecord: Sendable, Equatable {
    public var metadata: RunMetadata
    public var results: [SampleResult]
    public init(metadata: RunMetadata, results: [SampleResult]) {
        self.metadata = metadata
        self.results = results
    }
}
