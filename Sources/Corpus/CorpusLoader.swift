import Foundation

/// Reads a corpus folder laid out as `<suite>/<id>.<image ext>`, `<id>.gt.txt`, `<id>.json`.
public enum CorpusLoader {
    /// File name endings that hold images (the format itself is detected by content).
    public static let imageExtensions: Set<String> = [
        "png", "jpg", "jpeg", "tif", "tiff", "webp", "bmp", "gif", "pnm", "pbm", "pgm", "ppm", "jp2",
    ]

    /// Loads every sample; the first problem found throws, naming the file (and key).
    public static func load(from folder: URL) throws(CorpusError) -> Corpus {
        let fm = FileManager.default
        guard isDirectory(folder) else {
            throw CorpusError(file: folder.path, "corpus folder does not exist")
        }
        let root = folder.resolvingSymlinksInPath().standardizedFileURL
        var settings = CorpusSettings()
        let settingsURL = root.appendingPathComponent("corpus.json")
        if let data = fm.contents(atPath: settingsURL.path) {
            settings = try CorpusSettings.parse(data, file: "corpus.json")
        }
        var samples: [Sample] = []
        for suite in try entries(of: root, relative: "").filter({ isDirectory(root.appendingPathComponent($0)) }) {
            samples += try loadSuite(suite, root: root)
        }
        return Corpus(root: root, settings: settings, samples: samples)
    }

    private static func loadSuite(_ suite: String, root: URL) throws(CorpusError) -> [Sample] {
        var images: [String: String] = [:]      // id -> file name
        var truths: Set<String> = []
        var sidecars: Set<String> = []
        let folder = try CorpusPath.resolve(suite, in: root)   // a suite linked from elsewhere is refused
        for name in try entries(of: folder, relative: suite) {
            let relative = "\(suite)/\(name)"
            let url = try CorpusPath.resolve(relative, in: root)
            if isDirectory(url) { continue }
            if name.hasSuffix(".gt.txt") { truths.insert(String(name.dropLast(7))); continue }
            let ext = (name as NSString).pathExtension.lowercased()
            let id = (name as NSString).deletingPathExtension
            if ext == "json" { sidecars.insert(id); continue }
            guard imageExtensions.contains(ext) else { continue }
            if let other = images[id] {
                throw CorpusError(file: relative, "id '\(id)' is used twice in suite '\(suite)' (also \(suite)/\(other))")
            }
            images[id] = name
        }
        for id in sidecars.union(truths).sorted() where images[id] == nil {
            let file = sidecars.contains(id) ? "\(suite)/\(id).json" : "\(suite)/\(id).gt.txt"
            throw CorpusError(file: file, "has no image beside it (expected \(suite)/\(id).<png|jpg|tif|...>)")
        }
        var samples: [Sample] = []
        for id in images.keys.sorted() {
            var sidecar = Sidecar()
            if sidecars.contains(id) {
                let file = "\(suite)/\(id).json"
                sidecar = try SidecarParser.parse(try read(file, root: root), file: file)
            }
            var truth: String?
            if truths.contains(id) {
                let file = "\(suite)/\(id).gt.txt"
                truth = try UTF8Text.decode(try read(file, root: root), file: file)
            }
            if truth == nil && sidecar.expect == nil {
                throw CorpusError(file: "\(suite)/\(images[id]!)",
                                  "has neither \(id).gt.txt nor an \"expect\" in \(id).json: nothing to score against")
            }
            if truth == nil && sidecar.expect == .text {
                throw CorpusError(file: "\(suite)/\(id).json", key: "expect",
                                  "\"text\" needs ground truth in \(suite)/\(id).gt.txt")
            }
            samples.append(Sample(suite: suite, id: id, imagePath: "\(suite)/\(images[id]!)",
                                  groundTruth: truth, sidecar: sidecar))
        }
        return samples
    }

    private static func read(_ relative: String, root: URL) throws(CorpusError) -> Data {
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
