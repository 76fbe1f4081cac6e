import Foundation
import Imaging

/// `ocrgauge corpus import FORMAT SOURCE --suite NAME`: brings a dataset in a known
/// format into a suite. The format's reader lists the samples (`DatasetReader`); each
/// then goes through `corpus add`'s checks (`ImageAdmission`: an image by content,
/// decodable, not in the corpus already by its pixels, a name no file of the suite has,
/// metadata removed) and, when it passes, its image, truth and sidecar are written
/// (`SampleWriter`, never overwriting). An item that cannot be imported is skipped with
/// its reason; nothing is read by OCR (run the suite, then `corpus propose-limits`).
public enum DatasetImport {
    /// What to import, where, and how.
    public struct Options: Sendable {
        /// The dataset's format.
        public var format: DatasetFormat
        /// The dataset: a folder, or an annotation file, export or METS file.
        public var source: URL
        /// The suite the samples go into (letters, digits, '-' and '_').
        public var suite: String
        /// The corpus folder.
        public var corpus: URL
        /// SROIE: the task 3 entities folder (`--entities`).
        public var entities: URL?
        /// OCR-D: the image file group (`--image-group`).
        public var imageGroup: String?
        /// OCR-D: the truth file group (`--truth-group`).
        public var truthGroup: String?
        /// Where the dataset comes from, for each sidecar's `source` (`--source`).
        public var sourceText: String?
        /// Its licence, for each sidecar's `licence` (`--licence`).
        public var licence: String?
        /// Check and report, write nothing (`--dry-run`).
        public var dryRun = false
        /// Keep location and device metadata (`--keep-metadata`).
        public var keepMetadata = false
        /// How progress shows on standard error.
        public var progress: ProgressStyle = .none
        /// Images whose header claims more pixels than this are refused.
        public var maxPixels = DecodeOptions.defaultMaxPixels

        /// Options importing `source` in `format` into `suite` of `corpus`; the rest by default.
        public init(format: DatasetFormat, source: URL, suite: String, corpus: URL) {
            self.format = format
            self.source = source
            self.suite = suite
            self.corpus = corpus
        }
    }

    /// One sample imported (or, in a dry run, that would be).
    public struct Imported: Sendable, Equatable {
        /// The item, as the dataset names it.
        public var item: String
        /// The image's path in the corpus, "suite/id.ext".
        public var imagePath: String
        /// The truth's path in the corpus, "suite/id.gt.txt".
        public var truthPath: String
        /// How many lines the truth holds.
        public var lines: Int
        /// The entity fields written.
        public var fields: [String]
        /// The metadata removed from the image.
        public var removed: ImageMetadata
        /// What reading it decided.
        public var notes: [String]
    }

    /// What an import did.
    public struct Summary: Sendable {
        /// The samples imported (in a dry run: that would be), in the dataset's order.
        public var imported: [Imported] = []
        /// The items skipped, in the dataset's order.
        public var skipped: [ImportSkip] = []
    }

    /// Imports the dataset; throws `.configuration` when an option or the dataset as a
    /// whole is wrong (nothing is written then), `.harness` when a file cannot be written.
    public static func run(_ options: Options) throws(RunnerError) -> Summary {
        try CorpusAdder.checkSuite(options.suite)
        for (option, text) in [("--source", options.sourceText), ("--licence", options.licence)] {
            guard let text else { continue }
            guard !text.allSatisfy(\.isWhitespace), !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw RunnerError.configuration("\(option) needs a text without control characters, not '\(text)'")
            }
        }
        let source = try DatasetSource(options.source)
        let settings = ImportSettings(entities: options.entities, imageGroup: options.imageGroup, truthGroup: options.truthGroup)
        let entries = try options.format.reader.read(source, settings)
        guard !entries.isEmpty else {
            throw RunnerError.configuration("\(options.source.path): no \(options.format.displayName) samples found")
        }
        var preparation = try ImportPreparation(options, source: source)
        let progress = ProgressReporter(style: options.progress, totals: [(options.suite, entries.count)], failedWord: "skipped")
        defer { progress.finish() }
        var summary = Summary()
        var folder: URL?
        for entry in entries {
            var skip: ImportSkip?
            switch entry {
            case .skipped(let skipped):
                skip = skipped
            case .sample(let item):
                switch preparation.prepare(item) {
                case .failure(let problem):
                    skip = ImportSkip(item: item.name, problem: problem)
                case .success(let prepared):
                    if !options.dryRun {
                        if folder == nil { folder = try SampleWriter.suiteFolder(options.suite, of: options.corpus) }
                        try SampleWriter.write(prepared.files, suite: options.suite, in: folder ?? options.corpus)
                    }
                    summary.imported.append(prepared.imported)
                }
            }
            if let skip { summary.skipped.append(skip) }
            progress.advance(profile: nil, failed: skip != nil)
        }
        return summary
    }
}
