import Foundation
import Imaging

/// What `ocrgauge run` was asked to do.
public struct RunOptions: Sendable {
    public var corpus: URL
    public var output: URL
    public var profiles: [Profile]
    /// Worker count; each worker loads its own engine once.
    public var jobs: Int
    public var maxPixels: Int
    /// Progress lines on standard error.
    public var showProgress: Bool

    public init(corpus: URL, output: URL, profiles: [Profile],
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                maxPixels: Int = DecodeOptions.defaultMaxPixels, showProgress: Bool = true) {
        self.corpus = corpus
        self.output = output
        self.profiles = profiles
        self.jobs = max(1, jobs)
        self.maxPixels = maxPixels
        self.showProgress = showProgress
    }
}
