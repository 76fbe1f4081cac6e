import Foundation

/// Keeps every path the harness reads inside the corpus folder, through `..` or symlinks alike.
public enum CorpusPath {
    /// The absolute, symlink-resolved URL of `relative` under `root`, or an error when it
    /// would leave the corpus.
    public static func resolve(_ relative: String, in root: URL) throws(CorpusError) -> URL {
        if relative.hasPrefix("/") || relative.split(separator: "/").contains("..") {
            throw CorpusError(file: relative, "path leaves the corpus folder")
        }
        let base = root.resolvingSymlinksInPath().standardizedFileURL
        let resolved = base.appendingPathComponent(relative).resolvingSymlinksInPath().standardizedFileURL
        guard isInside(resolved, base) else {
            throw CorpusError(file: relative, "resolves to \(resolved.path), outside the corpus folder \(base.path)")
        }
        return resolved
    }

    static func isInside(_ url: URL, _ base: URL) -> Bool {
        let path = url.path, basePath = base.path.hasSuffix("/") ? base.path : base.path + "/"
        return path.hasPrefix(basePath)
    }
}
