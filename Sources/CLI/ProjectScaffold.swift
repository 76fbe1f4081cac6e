import Foundation

/// The files `ocrgauge init` writes into a project, and the writing itself: each file
/// is created only when nothing (not even a dangling link) has its name.
struct ProjectScaffold {
    /// Which CI file to add.
    enum Platform: String, Sendable {
        case github, gitlab, none

        /// github when the folder has .github/, gitlab when it has .gitlab-ci.yml, else none.
        static func detected(in folder: URL) -> Platform {
            let manager = FileManager.default
            if manager.fileExists(atPath: folder.appendingPathComponent(".github").path) { return .github }
            if manager.fileExists(atPath: folder.appendingPathComponent(".gitlab-ci.yml").path) { return .gitlab }
            return .none
        }
    }

    /// What `write` did, as lines for the terminal.
    struct Outcome {
        var lines: [String] = []
    }

    /// The project folder.
    var folder: URL
    /// The CI file to add.
    var platform: Platform

    /// The files to write: path inside the folder, and contents.
    var files: [(path: String, contents: String)] {
        var files: [(String, String)] = [
            (CommandDefaults.corpus + "/README.md", ProjectTemplates.corpusReadme),
            (CommandDefaults.configuration, ProjectTemplates.config),
            (".gitattributes", ProjectTemplates.gitattributes),
            ("Reports/.gitignore", ProjectTemplates.reportsGitignore),
        ]
        switch platform {
        case .github: files.append((".github/workflows/ocrgauge.yml", ProjectTemplates.githubWorkflow))
        case .gitlab: files.append((".gitlab-ci.yml", ProjectTemplates.gitlabCI))
        case .none: break
        }
        return files
    }

    /// Writes every file that does not exist yet and says what it did, then the next
    /// three commands.
    func write() throws -> Outcome {
        var outcome = Outcome()
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw UsageError("\(folder.path) is a file, not a folder")
        }
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            let shown = displayPath(file.path)
            if try Self.create(url, contents: file.contents) {
                outcome.lines.append("wrote \(shown)")
            } else {
                outcome.lines.append("kept  \(shown) (it exists; nothing changed)")
                if file.path == ".gitlab-ci.yml" {
                    outcome.lines.append("      to use ocrgauge there, add to it:\n" + ProjectTemplates.gitlabInclude)
                }
            }
        }
        if platform == .none {
            outcome.lines.append("no CI file (add one with --ci github or --ci gitlab)")
        }
        let enter = folder.standardizedFileURL.path == FileManager.default.currentDirectoryPath ? [] : ["cd \(folder.path)"]
        outcome.lines.append("")
        outcome.lines.append("Next:")
        for command in enter + ProjectTemplates.nextCommands { outcome.lines.append("  " + command) }
        return outcome
    }

    private func displayPath(_ path: String) -> String {
        folder.path == "." ? path : folder.appendingPathComponent(path).path
    }

    /// Creates `url` with `contents` unless something already has that name (a file, a
    /// folder or a link, even a dangling one): true when written.
    static func create(_ url: URL, contents: String) throws -> Bool {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            if errno == EEXIST { return false }
            throw ScaffoldError(description: "cannot create \(url.path): \(String(cString: strerror(errno)))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try handle.write(contentsOf: Data(contents.utf8))
        try handle.close()
        return true
    }
}

/// A file `ocrgauge init` could not write (exit 3).
struct ScaffoldError: Error, CustomStringConvertible {
    var description: String
}
