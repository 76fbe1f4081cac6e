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
            let shown = displayPath(file.path)
            if try Self.create(file.path, in: folder, contents: file.contents) {
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

    /// Creates `path` (inside the project `folder`) with `contents` unless something
    /// already has that name (a file, a folder or a link, even a dangling one): true when
    /// written. The folders on the way are made where missing and opened one by one
    /// without following a link (`O_NOFOLLOW`), so a `Corpus`, `Reports` or `.github`
    /// that is a link (even a dangling one) is refused, named, and nothing is written
    /// through it.
    static func create(_ path: String, in folder: URL, contents: String) throws -> Bool {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ScaffoldError(description: "\(folder.path) could not be made as a folder: \(error.localizedDescription)")
        }
        var directory = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { throw ScaffoldError(path: folder.path, "cannot be opened as a folder", errno) }
        defer { close(directory) }
        var components = path.split(separator: "/").map(String.init)
        let name = components.removeLast()
        var reached = folder
        for component in components {
            reached = reached.appendingPathComponent(component)
            if mkdirat(directory, component, 0o755) != 0 && errno != EEXIST {
                throw ScaffoldError(path: reached.path, "cannot be made as a folder", errno)
            }
            let next = openat(directory, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else {
                let code = errno
                var status = stat()
                if fstatat(directory, component, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFLNK {
                    throw ScaffoldError(description: "\(reached.path) is a link (\(Self.target(of: reached))), not a folder: init "
                                        + "never writes through a link; make it a folder of the project, or remove it")
                }
                if code == ENOTDIR {
                    throw ScaffoldError(description: "\(reached.path) is a file, not a folder: init needs it as a folder; move it away")
                }
                throw ScaffoldError(path: reached.path, "cannot be opened as a folder", code)
            }
            close(directory)
            directory = next
        }
        let file = reached.appendingPathComponent(name)
        let descriptor = openat(directory, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            if errno == EEXIST { return false }
            throw ScaffoldError(path: file.path, "cannot be created", errno)
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: Data(contents.utf8))
            try handle.close()
        } catch {
            throw ScaffoldError(description: "\(file.path) could not be written: \(error.localizedDescription)")
        }
        return true
    }

    /// Where a link points, for messages: "to /elsewhere", or "dangling: to /gone".
    private static func target(of link: URL) -> String {
        guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: link.path) else { return "unreadable" }
        let exists = FileManager.default.fileExists(atPath: link.path)
        return (exists ? "to " : "dangling: to ") + destination
    }
}

/// A file `ocrgauge init` could not write (exit 3).
struct ScaffoldError: Error, CustomStringConvertible {
    var description: String

    init(description: String) { self.description = description }

    /// "PATH cannot be created: the system's reason (errno)."
    init(path: String, _ what: String, _ code: Int32) {
        description = "\(path) \(what): \(String(cString: strerror(code)))"
    }
}
