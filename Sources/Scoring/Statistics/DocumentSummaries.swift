/// The figures of each document (a PDF, a TIFF of several pages) over all its pages, per
/// profile: its pages' results summed as a suite's are (`SuiteSummary`, whose `suite` is
/// then the document's path), one result at a time. Results of single images are left out.
public struct DocumentSummaries: Sendable {
    private var collector = SuiteSummary.Collector()
    private var any = false

    /// Nothing added.
    public init() {}

    /// Adds `result` when it is a document's page.
    public mutating func add(_ result: SampleResult) {
        guard result.documentPage != nil else { return }
        var page = result
        page.suite = result.image
        collector.add(page)
        any = true
    }

    /// One summary per (profile, document) in first-seen order; `suite` holds the document's path.
    public var summaries: [SuiteSummary] { any ? collector.summaries.suites : [] }

    /// The summaries of `results`.
    public static func of(_ results: some Sequence<SampleResult>) -> [SuiteSummary] {
        var documents = DocumentSummaries()
        for result in results { documents.add(result) }
        return documents.summaries
    }
}
