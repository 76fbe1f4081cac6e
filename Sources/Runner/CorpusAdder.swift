import Backends
import Corpus
import Dispatch
import Foundation
import Hashing
import Imaging
import LayoutFormats
import Scoring
import Synchronization

/// `ocrgauge corpus add`: copies real-world images into a suite, safely.
///
/// Every image is checked before anything is written (a refusal copies nothing): it must
/// be an image by its content (a damaged file only with `unreadable`, and then it must
/// really fail to decode), not already in the corpus (by its decoded pixels, so a copy
/// with other metadata or another encoding is found too; by its bytes when it does not
/// decode), and not clash with a sample of the suite. Location, device and free-text metadata is removed without
/// touching the pixels (`MetadataStripper`) unless `keepMetadata`. Then each image gets
/// a draft `.gt.txt` from the profile's OCR (`"expect": "text"` even when the draft is
/// empty: a person decides that a page is blank) and a sidecar marked
/// `"review": "draft"` — or the truth file given for it, copied under its format's name.
public enum CorpusAdder {
    /// What to add, where, and how.
    public struct Options: Sendable {
        /// The image files to add.
        public var images: [URL]
        /// The suite they go into (letters, digits, '-' and '_').
        public var suite: String
        /// The corpus folder.
        public var corpus: URL
        /// The profile that drafts the truth by OCR.
        public var profile: Profile
        /// Ground truth for the images, one per image in order (`--truth`); empty: OCR drafts.
        public var truths: [URL] = []
        /// The images are damaged on purpose (`--unreadable`).
        public var unreadable = false
        /// Keep location and device metadata (`--keep-metadata`).
        public var keepMetadata = false
        /// Images recognized at once (`--jobs`).
        public var jobs = 1
        /// The decoded-size budget (`--max-megapixels`): an image declaring more pixels is refused.
        public var maxPixels = DecodeOptions.defaultMaxPixels
        /// The images' languages (`--languages`): the draft is read in them, and the
        /// sidecars say so; nil: the profile's.
        public var languages: [String]?

        /// Options adding `images` to `suite` of `corpus`, drafting truth with `profile`; the rest by default.
        public init(images: [URL], suite: String, corpus: URL, profile: Profile) {
            self.images = images
            self.suite = suite
            self.corpus = corpus
            self.profile = profile
        }
    }

    /// One image added.
    public struct Added: Sendable, Equatable {
        /// The image's path in the corpus, "suite/name".
        public var imagePath: String
        /// The outcome the draft recognition had (`unreadable` for an image added as such; `text` when truth was given).
        public var outcome: Outcome
        /// How many lines the draft recognition found (0 without one).
        public var lines: Int
        /// The truth file written ("s/x.gt.txt"), the draft's or the one given.
        public var truthPath: String?
        /// Whether the truth is a draft from OCR (else it was given).
        public var draft: Bool
        /// The metadata removed from the image.
        public var removed: ImageMetadata
        /// The maxCER proposed for a given truth, and the CER it was read at.
        public var proposed: ProposedLimit.Proposal? = nil
    }

    /// One image, checked and ready to write.
    struct Planned: Sendable {
        var source: URL
        var id: String
        var imageName: String
        var bytes: [UInt8]
        var removed: ImageMetadata
        var truth: (name: String, bytes: Data)?
        var report: RecognitionReport?
    }

    /// Adds the images: checks every one first (nothing is written if any is refused), reads
    /// each by OCR (a draft truth, or for a given truth the CER a proposed maxCER comes from), then writes each image, truth and sidecar without
    /// overwriting. Throws `.configuration` for a refused image or option, `.harness` when a file cannot be written.
    public static func add(_ options: Options) throws(RunnerError) -> [Added] {
        try checkSuite(options.suite)
        guard options.truths.isEmpty || options.truths.count == options.images.count else {
            throw RunnerError.configuration("--truth given \(options.truths.count) time(s) for \(options.images.count) image(s): "
                                            + "give one truth file per image, in the same order")
        }
        if let languages = options.languages {
            // Checked as a sidecar's would be, before anything is copied.
            let reading = SampleLanguages(profile: options.profile, sidecar: languages)
            if let note = reading.note { throw RunnerError.configuration("--languages: \(note)") }
            if let problem = reading.profile.configurationProblems().first(where: { $0.key == "languages" }) {
                throw RunnerError.configuration("--languages \(languages.joined(separator: "+")): \(problem.problem)")
            }
        }
        var planned = try plan(options)
        // Drafts are read by OCR; given truths are too, to propose each a maxCER.
        if !options.unreadable { try recognize(&planned, options) }
        return try write(planned, options)
    }

    /// Checks every image and truth; throws at the first that cannot be added.
    static func plan(_ options: Options) throws(RunnerError) -> [Planned] {
        var admission = try ImageAdmission(corpus: options.corpus, suite: options.suite)
        admission.unreadable = options.unreadable
        admission.keepMetadata = options.keepMetadata
        admission.maxPixels = options.maxPixels
        var planned: [Planned] = []
        for (index, image) in options.images.enumerated() {
            guard let data = FileManager.default.contents(atPath: image.path) else {
                throw RunnerError.configuration("\(image.path): cannot be read")
            }
            let admitted: ImageAdmission.Admitted
            do { admitted = try admission.admit([UInt8](data), from: image, id: identifier(for: image)) } catch {
                throw RunnerError.configuration(message(error, image: image))
            }
            var truth: (String, Data)?
            if !options.truths.isEmpty { truth = try readTruth(options.truths[index], id: admitted.id, suite: options.suite) }
            planned.append(Planned(source: image, id: admitted.id, imageName: admitted.imageName, bytes: admitted.bytes,
                                   removed: admitted.removed, truth: truth))
        }
        return planned
    }

    /// What `corpus add` says of a refused image.
    static func message(_ refusal: ImageAdmission.Refusal, image: URL) -> String {
        switch refusal.kind {
        case .notAnImage, .undecodable:
            return "\(image.path): \(refusal.detail); not added (add a damaged file on purpose with --unreadable)"
        case .decodesFine:
            return "\(image.path): \(refusal.detail); drop --unreadable to add it as a readable image"
        case .document:
            return "\(image.path): \(refusal.detail); corpus add takes pictures: copy a document into its suite folder "
                + "as it is, with its truth (<id>.gt.txt, pages between form feeds, or <id>.p<N>.gt.txt); each page becomes "
                + "a sample (docs/corpus.md, Documents)"
        case .nameTaken:
            return "\(refusal.detail); nothing is overwritten (rename \(image.lastPathComponent))"
        case .duplicate, .metadata, .extensionMissing:
            return "\(image.path): \(refusal.detail)"
        }
    }

    /// A truth file checked as the corpus loader will read it, and the name it gets.
    static func readTruth(_ url: URL, id: String, suite: String) throws(RunnerError) -> (String, Data) {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw RunnerError.configuration("\(url.path): cannot be read")
        }
        do { return (try truthName(data, id: id, suite: suite), data) } catch {
            throw RunnerError.configuration("\(url.path): \(error.problem)")
        }
    }

    /// The name truth `data` gets as sample `id` (".gt.txt", or its layout format's
    /// ending, by content), checked as the corpus loader will read it.
    static func truthName(_ data: Data, id: String, suite: String) throws(CorpusError) -> String {
        let name = id + (LayoutFormat.detect(data)?.truthSuffix ?? ".gt.txt")
        _ = try TruthFile.check(data, file: "\(suite)/\(name)")
        return name
    }

    /// Recognizes the planned images, `jobs` at a time, each thread with its own engine.
    static func recognize(_ planned: inout [Planned], _ options: Options) throws(RunnerError) {
        let setup = WorkerSetup(profiles: [options.profile], maxPixels: options.maxPixels)
        let languages = options.languages.flatMap { SampleLanguages(profile: options.profile, sidecar: $0).fromSidecar }
        let sources = planned.map(\.source)
        let ids = planned.map(\.id)
        let next = Mutex(0)
        let reports = Mutex([RecognitionReport?](repeating: nil, count: sources.count))
        DispatchQueue.concurrentPerform(iterations: max(1, min(options.jobs, sources.count))) { _ in
            let pool = RecognizerPool(setup: setup)
            while true {
                let index = next.withLock { value -> Int in defer { value += 1 }; return value }
                guard index < sources.count else { return }
                let request = WorkerRequest(index: index, profile: 0, path: sources[index].path, suite: options.suite,
                                            id: ids[index], languages: languages, barcodes: true)
                let report = StandardErrorSilencer.run { pool.recognize(request) }
                reports.withLock { $0[index] = report }
            }
        }
        for (index, report) in reports.withLock({ $0 }).enumerated() {
            if let report, report.backendUnavailable { throw RunnerError.harness(report.message ?? "backend unavailable") }
            planned[index].report = report
        }
    }

    /// The draft sidecar's barcode fields: one per decoded barcode, named after its
    /// symbology (`ean13`, `qr-2`, ...); nil when none decoded or a value would break its
    /// symbology's rules (a field the corpus would then refuse).
    static func draftBarcodeFields(_ barcodes: [DecodedBarcode]) -> [[String: Any]]? {
        var fields: [[String: Any]] = []
        var seen: [String: Int] = [:]
        for barcode in barcodes {
            var symbology = BarcodeSymbology(rawValue: barcode.symbology)
            if symbology == .ean13, barcode.value.hasPrefix("978") || barcode.value.hasPrefix("979") { symbology = .isbn }
            guard (try? BarcodeExpectation(value: barcode.value, symbology: symbology)) != nil else { continue }
            let base = symbology?.rawValue ?? barcode.symbology
            seen[base, default: 0] += 1
            var field: [String: Any] = ["name": seen[base]! == 1 ? base : "\(base)-\(seen[base]!)", "barcode": barcode.value]
            if let symbology { field["symbology"] = symbology.rawValue }
            fields.append(field)
        }
        return fields.isEmpty ? nil : fields
    }

    /// Writes every planned sample (never overwriting).
    static func write(_ planned: [Planned], _ options: Options) throws(RunnerError) -> [Added] {
        let folder = try SampleWriter.suiteFolder(options.suite, of: options.corpus)
        let identity = (try? options.profile.makeFactory().identity).map { "\($0.name) \($0.version)" } ?? options.profile.backend.name
        // The corpus's own settings (normalization, TextEquiv level), read once, for the
        // CER a proposed maxCER comes from.
        let settings = options.truths.isEmpty ? CorpusSettings() : (try? CorpusLoader.load(from: options.corpus).settings) ?? CorpusSettings()
        var added: [Added] = []
        for item in planned {
            var sidecar: [String: Any] = ["source": "real: added by ocrgauge corpus add from \(item.source.lastPathComponent)"]
            if let languages = options.languages { sidecar["languages"] = languages }
            var truthName: String?
            var truthData: Data?
            var outcome = Outcome.text
            var proposed: ProposedLimit.Proposal?
            if let truth = item.truth {
                truthName = truth.name
                truthData = truth.bytes
                proposed = proposedLimit(truth: truth, report: item.report, suite: options.suite, settings: settings)
                if let limit = proposed {
                    sidecar["maxCER"] = limit.maxCER
                    sidecar["review"] = "limits"
                    sidecar["notes"] = ProposedLimit.note(limit, profile: "\(options.profile.name) (\(identity))")
                }
            } else if options.unreadable {
                sidecar["expect"] = "unreadable"
                outcome = .unreadable
            } else {
                let report = item.report ?? RecognitionReport(outcome: .error)
                outcome = report.outcome
                sidecar["expect"] = "text"
                sidecar["review"] = "draft"
                sidecar["notes"] = "Draft truth from profile \(options.profile.name) (\(identity)), \(report.lines.count) line(s)"
                    + (report.outcome == .text ? "" : ", outcome \(report.outcome.rawValue)") + "; correct \(item.id).gt.txt "
                    + "against the image (leave it empty and set \"expect\": \"empty\" for a blank page), then remove \"review\"."
                if let fields = draftBarcodeFields(report.barcodes ?? []) {
                    sidecar["fields"] = fields
                    sidecar["notes"] = (sidecar["notes"] as? String ?? "") + " Barcode fields are what ZBar decoded: "
                        + "check each value against the image."
                }
                truthName = "\(item.id).gt.txt"
                let draft = String(report.text.reversed().drop(while: { $0 == "\n" }).reversed())
                truthData = Data((report.outcome == .text ? draft + "\n" : "").utf8)
            }
            if !item.removed.isEmpty { sidecar["notes"] = ((sidecar["notes"] as? String).map { $0 + " " } ?? "")
                + "Metadata removed when added: \(item.removed.summary)." }
            try SampleWriter.write(SampleWriter.Files(id: item.id, imageName: item.imageName, image: item.bytes,
                                                      truth: truthName.flatMap { name in truthData.map { (name, $0) } },
                                                      sidecar: sidecar), suite: options.suite, in: folder)
            added.append(Added(imagePath: "\(options.suite)/\(item.imageName)", outcome: outcome, lines: item.report?.lines.count ?? 0,
                               truthPath: truthName.map { "\(options.suite)/\($0)" }, draft: item.truth == nil && !options.unreadable,
                               removed: item.removed, proposed: proposed))
        }
        return added
    }

    /// The maxCER to propose for a given truth: its CER as the profile read the image,
    /// under the corpus's normalization, plus the margin; nil when the image gave no text
    /// or the truth is empty (then the outcome is the criterion).
    static func proposedLimit(truth: (name: String, bytes: Data), report: RecognitionReport?, suite: String,
                              settings: CorpusSettings) -> ProposedLimit.Proposal? {
        guard let report, report.outcome == .text,
              let text = try? TruthFile.text(of: truth.bytes, file: "\(suite)/\(truth.name)",
                                             level: settings.effectiveTextEquivLevel, rules: settings.layoutTextRules),
              text.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else { return nil }
        let scorer = SampleScorer(normalization: NormalizationProfile(rawValue: settings.normalization) ?? .default)
        let format = LayoutFormat.allCases.first { truth.name.hasSuffix($0.truthSuffix) }
        let observed = scorer.score(reference: text, recognized: report.text,
                                    referenceSource: settings.layoutTextRules.source(of: format)).characters.rate
        return ProposedLimit.proposal(observed: observed)
    }

    /// Whether the file `name` belongs to sample `id`: its image, sidecar or a truth.
    static func belongs(_ name: String, to id: String) -> Bool {
        (name as NSString).deletingPathExtension == id || (name.hasPrefix(id + ".gt.") && TruthFile.suffix(of: name) != nil)
    }

    /// Refuses a suite name other than letters, digits, '-' and '_'.
    static func checkSuite(_ suite: String) throws(RunnerError) {
        guard !suite.isEmpty, suite.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw RunnerError.configuration("--suite '\(suite)': use letters, digits, '-' and '_' only")
        }
    }

    /// A sample id from a file name: letters, digits, '-' and '_' kept, the rest '-'.
    static func identifier(for url: URL) -> String {
        identifier(stem: url.deletingPathExtension().lastPathComponent)
    }

    /// A sample id from a name without its extension: ASCII letters, digits, '-' and '_'
    /// kept, the rest '-'.
    static func identifier(stem: String) -> String {
        let mapped = String(stem.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
        return mapped.isEmpty ? "sample" : mapped
    }
}
