import Foundation

/// Keeps every path the harness reads inside the corpus folder, through `..` or symlinks alike.
public enum CorpusPath {
    /// The absolute, symlink-resolved URL of `relative` under `root`, or an error when it
    /// would leave the corpus.
    public static func resolve(_ relative: String, in root: URL) throws(CorpusError) -> URL {
        if relative.hasPrefix("/") || relative.split(separator: "/").contains("..") {
            throw CorpusError(file: relative, "path leaves the corpus folder")
        }
        let base: String, resolved: String
        // realpath(3) for files that exist (fast: the corpus is resolved once per file);
        // Foundation's resolution, the same for both sides, for anything else.
        if let realBase = realPath(root.path), let realFile = realPath(realBase + "/" + relative) {
            base = realBase
            resolved = realFile
        } else {
            let url = root.resolvingSymlinksInPath().standardizedFileURL
            base = url.path
            resolved = url.appendingPathComponent(relative).resolvingSymlinksInPath().standardizedFileURL.path
        }
        guard isInside(resolved, base) else {
            throw CorpusError(file: relative, "resolves to \(resolved), outside the corpus folder \(base)")
        }
        return URL(fileURLWithPath: resolved)
    }

    /// `name`, an entry (one path component) of the already resolved suite folder
    /// `folder`: when the entry is no symbolic link it is inside the folder as it stands,
    /// so nothing is walked again; a link is resolved in full by `resolve`.
    static func resolve(entry name: String, relative: String, folder: URL, in root: URL) throws(CorpusError) -> URL {
        var info = stat()
        let path = folder.path + "/" + name
        if !name.contains("/"), name != "..", name != ".", lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFLNK {
            return URL(fileURLWithPath: path)
        }
        return try resolve(relative, in: root)
    }

    static func isInside(_ path: String, _ base: String) -> Bool {
        path.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }

    /// The canonical absolute path of an existing file (every symlink and `.` resolved), or nil.
    private static func realPath(_ path: String) -> String? {
        guard let canonical = realpath(path, nil) else { return nil }
        defer { free(canonical) }
        return String(cString: canonical)
    }
}
