import Foundation
import Hashing
import LayoutFormats
import Scoring

/// Reads a corpus folder laid out as `<suite>/<id>.<image ext>`, one ground truth
/// (`<id>.gt.txt`, `<id>.gt.page.xml`, `<id>.gt.alto.xml` or `<id>.gt.hocr`) and `<id>.json`.
public enum CorpusLoader {
    /// File name endings that hold images (the format itself is detected by content).
    public static let imageExtensions: Set<String> = [
        "png", "jpg", "jpeg", "tif", "tiff", "webp", "bmp", "gif", "pnm", "pbm", "pgm", "ppm", "jp2", "heic", "heif", "pdf",
    ]

    /// The endings of files that may be documents of several pages (`DocumentSamples`).
    static let documentExtensions: Set<String> = ["pdf", "tif", "tiff"]

    /// Loads every sample; the first problem found throws, naming the file (and key).
    /// `normalization` and `textEquivLevel`, when given, stand in for corpus.json's (as
    /// `run --normalization` and `--textequiv-level` do): PAGE-XML truth is read at the
    /// level they settle on (`CorpusSettings.effectiveTextEquivLevel`).
    public static func load(from folder: URL, normalization: NormalizationProfile? = nil,
                            textEquivLevel: TextEquivLevel? = nil) throws(CorpusError) -> Corpus {
        try walk(folder, reportUnknownFiles: false, normalization: normalization, textEquivLevel: textEquivLevel) {
            problem throws(CorpusError) in throw problem
        }
    }

    /// Loads what can be loaded and returns every problem found on the way (for
    /// `ocrgauge corpus check`), instead of stopping at the first.
    public static func inspect(_ folder: URL) -> (corpus: Corpus?, problems: [CorpusError]) {
        var problems: [CorpusError] = []
        do {
            let corpus = try walk(folder, reportUnknownFiles: true) { problem throws(CorpusError) in problems.append(problem) }
            return (corpus, problems)
        } catch {
            return (nil, problems + [error])
        }
    }

    /// The walk shared by both: `report` either throws the problem or keeps it and goes on.
    private static func walk(_ folder: URL, reportUnknownFiles: Bool, normalization: NormalizationProfile? = nil,
                             textEquivLevel: TextEquivLevel? = nil,
                             report: (CorpusError) throws(CorpusError) -> Void) throws(CorpusError) -> Corpus {
        guard isDirectory(folder) else {
            throw CorpusError(file: folder.path, "corpus folder does not exist")
        }
        let root = folder.resolvingSymlinksInPath().standardizedFileURL
        var settings = CorpusSettings()
        if let data = FileManager.default.contents(atPath: root.appendingPathComponent("corpus.json").path) {
            do { settings = try CorpusSettings.parse(data, file: "corpus.json") } catch { try report(error) }
        }
        if let normalization { settings.normalization = normalization.rawValue }
        if let textEquivLevel { settings.textEquivLevel = textEquivLevel }
        let reading = TruthReading(settings)
        // Each suite's samples go to a temporary file as it is read: a large corpus is
        // never held whole.
        var samples = SampleList.Builder()
        var warnings: [CorpusError] = []
        for suite in try entries(of: root, relative: "").filter({ isDirectory(root.appendingPathComponent($0)) }) {
            if let problem = nameProblem(suite) {
                try report(CorpusError(file: TerminalSafeName.shown(suite), problem))
                continue
            }
            samples.append(contentsOf: try loadSuite(suite, root: root, reading: reading, reportUnknownFiles: reportUnknownFiles, report: report,
                                     warn: { warnings.append($0) }))
        }
        if reportUnknownFiles { for warning in warnings { try report(warning) } }
        return Corpus(root: root, settings: settings, samples: samples.finish(), warnings: reportUnknownFiles ? [] : warnings)
    }

    /// Why a file or folder name cannot name a sample: ids must come back unchanged from
    /// run.xml (which cannot hold control characters) and the terminal, or a baseline
    /// would never match them again.
    static func nameProblem(_ name: String) -> String? {
        if name.unicodeScalars.contains("\u{FFFD}") {
            return "the name is not valid UTF-8 (or holds U+FFFD); rename it"
        }
        if let control = name.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return "the name holds the control character U+\(String(format: "%04X", control.value)); rename it "
                + "(run.xml cannot hold it, so the sample could never be matched against a baseline)"
        }
        return nil
    }

    /// The files of one suite by sample id.
    struct SuiteFiles {
        var images: [String: String] = [:]      // id -> file name
        var truths: [String: String] = [:]     // id -> truth file name
        var sidecars: Set<String> = []
    }

    private static func loadSuite(_ suite: String, root: URL, reading: TruthReading, reportUnknownFiles: Bool,
                                  report: (CorpusError) throws(CorpusError) -> Void,
                                  warn: (CorpusError) -> Void) throws(CorpusError) -> [Sample] {
        let folder: URL
        do { folder = try CorpusPath.resolve(suite, in: root) } catch {   // a suite linked from elsewhere is refused
            try report(error)
            return []
        }
        let files = try listFiles(of: suite, folder: folder, root: root, report: report, warn: warn)
        let documents = try DocumentSamples.pageCounts(suite: suite, images: files.images, root: root, report: report,
                                                         warn: warn)
        for id in files.sidecars.union(files.truths.keys).sorted() where files.images[id] == nil {
            if let problem = DocumentSamples.pagePartProblem(id, documents: documents) {
                if !problem.isEmpty {
                    try report(CorpusError(file: "\(suite)/\(files.truths[id] ?? id + ".json")", problem))
                }
                continue
            }
            let file = files.sidecars.contains(id) ? "\(suite)/\(id).json" : "\(suite)/\(files.truths[id] ?? id)"
            try report(CorpusError(file: file, "has no image beside it (expected \(suite)/\(id).<png|jpg|tif|...>)"))
        }
        var samples: [Sample] = []
        for id in files.images.keys.sorted() {
            if let pages = documents[id] {
                samples += try DocumentSamples.make(id, pages: pages, suite: suite, files: files, root: root, reading: reading,
                                                    report: report)
            } else if let sample = try makeSample(id, suite: suite, files: files, root: root, reading: reading, report: report) {
                samples.append(sample)
            }
        }
        var seen: [String: String] = [:]
        for sample in samples {
            if let other = seen.updateValue(sample.imagePath, forKey: sample.id) {
                try report(CorpusError(file: sample.imagePath, "sample id '\(sample.id)' is also the id of a page of \(other); "
                                       + "rename one of them"))
            }
        }
        return samples
    }

    /// Sorts a suite's folder into images, truths and sidecars by id; reports names it
    /// cannot take and warns about files it does not read.
    private static func listFiles(of suite: String, folder: URL, root: URL,
                                  report: (CorpusError) throws(CorpusError) -> Void,
                                  warn: (CorpusError) -> Void) throws(CorpusError) -> SuiteFiles {
        var images: [String: String] = [:]
        var truths: [String: String] = [:]
        var sidecars: Set<String> = []
        for name in try entries(of: folder, relative: suite) {
            let relative = "\(suite)/\(name)"
            if let problem = nameProblem(name) {
                try report(CorpusError(file: TerminalSafeName.shown(relative), problem))
                continue
            }
            let url: URL
            do { url = try CorpusPath.resolve(entry: name, relative: relative, folder: folder, in: root) } catch {
                try report(error)
                continue
            }
            if isDirectory(url) {
                let ext = (name as NSString).pathExtension.lowercased()
                if imageExtensions.contains(ext) || ext == "json" || TruthFile.suffix(of: name) != nil {
                    try report(CorpusError(file: relative, "is a folder, not a file; a suite holds files only"))
                } else {
                    warn(CorpusError(file: relative, "is a folder inside a suite; it is not read (suites are flat)"))
                }
                continue
            }
            if let suffix = TruthFile.suffix(of: name) {
                let id = String(name.dropLast(suffix.count))
                if let other = truths[id] {
                    try report(CorpusError(file: relative, "sample '\(id)' has two ground truths, \(suite)/\(other) and "
                                           + "\(relative); keep one"))
                    continue
                }
                truths[id] = name
                continue
            }
            let ext = (name as NSString).pathExtension.lowercased()
            let id = (name as NSString).deletingPathExtension
            if ext == "json" { sidecars.insert(id); continue }
            guard imageExtensions.contains(ext) else {
                if name != "README.md" {
                    warn(CorpusError(file: relative, "not an image, ground truth or sidecar (expected <id>.<png|jpg|tif|...>, "
                                     + "<id>.gt.txt, <id>.gt.page.xml, <id>.gt.alto.xml, <id>.gt.hocr or <id>.json); not read"))
                }
                continue
            }
            if let other = images[id] {
                try report(CorpusError(file: relative, "id '\(id)' is used twice in suite '\(suite)' (also \(suite)/\(other))"))
                continue
            }
            images[id] = name
        }
        return SuiteFiles(images: images, truths: truths, sidecars: sidecars)
    }

    /// One sample from its files (layout truth read as `reading` says), or nil when a problem was reported.
    private static func makeSample(_ id: String, suite: String, files: SuiteFiles, root: URL, reading: TruthReading,
                                   report: (CorpusError) throws(CorpusError) -> Void) throws(CorpusError) -> Sample? {
        var truth: TruthFile?, truthBytes: Data?
        if let name = files.truths[id] {
            let file = "\(suite)/\(name)"
            do {
                let data = try read(file, root: root)
                truthBytes = data
                truth = try TruthFile.read(data, file: file, level: reading.level, rules: reading.rules)
            } catch { try report(error); return nil }
        }
        let mark = reading.mark(for: files.truths[id])
        return try assemble(suite: suite, id: id, image: "\(suite)/\(files.images[id]!)",
                            truth: truth.map { ($0, truthBytes!, files.truths[id]!, mark) },
                            sidecarID: files.sidecars.contains(id) ? id : nil, root: root, report: report)
    }

    /// A sample of `image` from its truth (when it has one: the truth, the bytes it is
    /// fingerprinted by, its file name in the suite and how it was read) and the sidecar
    /// `<sidecarID>.json`, checked as every sample is; nil when a problem was reported.
    static func assemble(suite: String, id: String, image: String,
                         truth: (file: TruthFile, bytes: Data, name: String, reading: String?)?,
                         sidecarID: String?, root: URL,
                         report: (CorpusError) throws(CorpusError) -> Void) throws(CorpusError) -> Sample? {
        var sidecar = Sidecar()
        var sidecarBytes: Data?
        if let sidecarID {
            let file = "\(suite)/\(sidecarID).json"
            do {
                let data = try read(file, root: root)
                sidecarBytes = data
                sidecar = try SidecarParser.parse(data, file: file)
            } catch { try report(error); return nil }
        }
        let base = (image as NSString).lastPathComponent
        let stem = (base as NSString).deletingPathExtension
        if truth == nil && sidecar.expect == nil {
            try report(CorpusError(file: image,
                                   "has neither ground truth (\(stem).gt.txt, .gt.page.xml, .gt.alto.xml, .gt.hocr) nor an "
                                   + "\"expect\" in \(sidecarID ?? stem).json: nothing to score against"))
            return nil
        }
        if truth == nil && sidecar.expect == .text {
            try report(CorpusError(file: "\(suite)/\(sidecarID ?? stem).json", key: "expect",
                                   "\"text\" needs ground truth in \(suite)/\(stem).gt.txt (or .gt.page.xml, .gt.alto.xml, .gt.hocr)"))
            return nil
        }
        var sample = Sample(suite: suite, id: id, imagePath: image, groundTruth: truth?.file.text, sidecar: sidecar,
                            truthFingerprint: Sample.fingerprint(truth: truth?.bytes, sidecar: sidecarBytes,
                                                                 reading: truth?.reading))
        sample.truthSHA256 = truth.map { SHA256.hex($0.bytes) }
        sample.sidecarSHA256 = sidecarBytes.map(SHA256.hex)
        if let truth {
            sample.truthFile = "\(suite)/\(truth.name)"
            sample.truthLines = truth.file.lines
            sample.truthNotes = truth.file.notes
            sample.truthSource = truth.file.source
        }
        return sample
    }

    static func read(_ relative: String, root: URL) throws(CorpusError) -> Data {
        let url = try CorpusPath.resolve(relative, in: root)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CorpusError(file: relative, "cannot be read")
        }
        return data
    }

    /// Visible entries of a folder, sorted so every run sees the corpus in one order.
    private static func entries(of url: URL, relative: String) throws(CorpusError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: url.path)
                .filter { !$0.hasPrefix(".") }
                .sorted()
        } catch {
            throw CorpusError(file: relative.isEmpty ? url.path : relative, "cannot list the folder: \(error.localizedDescription)")
        }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
    }
}
