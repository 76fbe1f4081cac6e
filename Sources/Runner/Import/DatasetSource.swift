import Corpus
import Foundation

/// The dataset being imported, as `corpus import` reads it: a folder (`root`, symlinks
/// resolved), and the file named when SOURCE was a file (an annotation file, an export,
/// a METS file). Every path a dataset names is resolved here and refused when it leaves
/// the folder (through `..`, an absolute path or a symbolic link); only regular files
/// are read, up to `maxFileBytes`, and text strictly as UTF-8.
struct DatasetSource: Sendable {
    /// The folder, symlinks resolved.
    let root: URL
    /// The file SOURCE named, when it named a file.
    let file: URL?

    /// The most bytes one file of a dataset may hold (an image, an annotation file, an export).
    static let maxFileBytes = 512 << 20

    /// The dataset at `url`: a folder, or a file whose folder holds the rest.
    init(_ url: URL) throws(RunnerError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw RunnerError.configuration("\(url.path): no such file or folder")
        }
        let resolved = URL(fileURLWithPath: Self.realPath(url.path) ?? url.standardizedFileURL.path)
        root = isFolder.boolValue ? resolved : resolved.deletingLastPathComponent()
        file = isFolder.boolValue ? nil : resolved
    }

    /// `url`'s path relative to the folder, for messages and sidecars.
    func relative(_ url: URL) -> String {
        let path = url.standardizedFileURL.path, base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// The file or folder `path` names, relative to the folder `base` (itself relative to
    /// the dataset's folder); refused when it leaves the dataset's folder or is a URL.
    func resolve(_ path: String, under base: String = "") throws(ImportProblem) -> URL {
        if let scheme = path.range(of: "://"), !path[..<scheme.lowerBound].contains("/") {
            throw ImportProblem(.remoteImage, "'\(path)' is a URL: corpus import reads local files only, it downloads "
                                + "nothing (fetch the files into \(root.path) and give their paths)")
        }
        let joined = path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : root.appendingPathComponent(base).appendingPathComponent(path)
        let standard = joined.standardizedFileURL
        let resolved = Self.realPath(standard.path).map { URL(fileURLWithPath: $0) } ?? standard
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard resolved.path.hasPrefix(prefix) else {
            throw ImportProblem(.outsideSource, "'\(path)' leads outside \(root.path) (to \(resolved.path)); refused")
        }
        return resolved
    }

    /// Whether `url` is a folder.
    func isFolder(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
    }

    /// Whether `url` is a file (not a folder).
    func isFile(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && !flag.boolValue
    }

    /// The visible entries of the folder `url`, sorted; none when it cannot be listed.
    func entries(of url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The image in `folder` whose name is `stem` and an image extension (any case), if any.
    func image(stem: String, in folder: URL) -> URL? {
        images(in: folder).first { $0.stem == stem }?.url
    }

    /// The files of `folder` whose names end in an image extension (any case), by name,
    /// with their stems.
    func images(in folder: URL) -> [(stem: String, url: URL)] {
        entries(of: folder).compactMap { name in
            let url = folder.appendingPathComponent(name)
            guard CorpusLoader.imageExtensions.contains((name as NSString).pathExtension.lowercased()), isFile(url) else { return nil }
            return ((name as NSString).deletingPathExtension, url)
        }
    }

    /// The bytes of the regular file `url`; refused when it is missing, leads outside the
    /// folder (a symbolic link), is not a regular file or is larger than `maxFileBytes`.
    func read(_ url: URL, missing: ImportProblem.Reason = .malformed) throws(ImportProblem) -> Data {
        let name = relative(url)
        guard let real = Self.realPath(url.path), let attributes = try? FileManager.default.attributesOfItem(atPath: real) else {
            throw ImportProblem(missing, "\(name) does not exist")
        }
        guard real.hasPrefix(root.path.hasSuffix("/") ? root.path : root.path + "/") else {
            throw ImportProblem(.outsideSource, "\(name) leads outside \(root.path) (to \(real)); refused")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw ImportProblem(missing, "\(name) is not a regular file")
        }
        if let size = attributes[.size] as? Int, size > Self.maxFileBytes {
            throw ImportProblem(missing, "\(name) holds \(size) bytes, more than the \(Self.maxFileBytes >> 20) MB a dataset file may hold")
        }
        guard let data = FileManager.default.contents(atPath: real) else {
            throw ImportProblem(missing, "\(name) cannot be read")
        }
        return data
    }

    /// The text of `url`, strictly UTF-8 (a leading byte-order mark dropped).
    func text(_ url: URL) throws(ImportProblem) -> String {
        let data = try read(url)
        do throws(CorpusError) {
            let text = try UTF8Text.decode(data, file: relative(url))
            return text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        } catch {
            throw ImportProblem(.malformed, error.description)
        }
    }

    /// The lines of `text`, empty ones included (so their numbers hold): split at LF,
    /// a CRLF read as one break (Swift holds "\r\n" as one character, which no split at
    /// "\n" would find).
    static func lines(of text: String) -> [Substring] {
        text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The canonical absolute path of an existing file (every symlink, `.` and `..`
    /// resolved), or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let canonical = realpath(path, nil) else { return nil }
        defer { free(canonical) }
        return String(cString: canonical)
    }
}
