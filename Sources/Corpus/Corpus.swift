import Foundation

/// A loaded corpus: its folder, its defaults and its samples in suite and id order.
public struct Corpus: Sendable {
    /// The corpus folder, with symlinks resolved.
    public var root: URL
    /// The defaults from `corpus.json`.
    public var settings: CorpusSettings
    /// The samples, in suite and id order (kept in a temporary file when loaded).
    public var samples: SampleList
    /// What the loader left out without it being an error (a folder inside a suite, a
    /// stray file), one line each naming the file: shown before a run.
    public var warnings: [CorpusError]

    /// A corpus at `root` with these settings and samples.
    public init(root: URL, settings: CorpusSettings, samples: [Sample], warnings: [CorpusError] = []) {
        self.init(root: root, settings: settings, samples: SampleList(samples), warnings: warnings)
    }

    /// A corpus at `root` with these settings and samples.
    public init(root: URL, settings: CorpusSettings, samples: SampleList, warnings: [CorpusError] = []) {
        self.root = root
        self.settings = settings
        self.samples = samples
        self.warnings = warnings
    }

    /// The absolute path of a sample's image, checked again to stay inside the corpus.
    public func imageURL(of sample: Sample) throws(CorpusError) -> URL {
        try CorpusPath.resolve(sample.imagePath, in: root)
    }

    /// Reads a sample's image bytes, checking again that the path stays inside the corpus.
    public func imageBytes(of sample: Sample) throws(CorpusError) -> [UInt8] {
        let url = try imageURL(of: sample)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CorpusError(file: sample.imagePath, "cannot be read")
        }
        return [UInt8](data)
    }
}
