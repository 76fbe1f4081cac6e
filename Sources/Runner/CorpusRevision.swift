import Foundation

/// Which commit a run's corpus is, for run.xml's metadata: the CI's own word first, as
/// CI containers often have no git (`debian:bookworm-slim`) or a detached checkout;
/// then git's. And whether the corpus folder holds changes not committed.
public struct CorpusRevision: Sendable, Equatable {
    /// The commit, 7 to 64 hex digits.
    public var commit: String?
    /// True with uncommitted changes under the corpus folder; nil when git could not tell.
    public var dirty: Bool?

    /// The variables CI systems name the commit being built in, in the order they are read:
    /// GitHub Actions, GitLab CI, TeamCity.
    public static let environmentKeys = ["GITHUB_SHA", "CI_COMMIT_SHA", "BUILD_VCS_NUMBER"]

    /// The revision of `folder`: its commit from `environment` when one of
    /// `environmentKeys` holds a commit hash, else from git; `dirty` from git.
    public static func of(_ folder: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> CorpusRevision {
        let fromCI = environmentKeys.lazy.compactMap { environment[$0] }.first(where: isCommitHash)
        let head = fromCI == nil ? git(["rev-parse", "HEAD"], in: folder).flatMap { isCommitHash($0) ? $0 : nil } : nil
        let status = git(["status", "--porcelain", "--untracked-files=normal", "--", "."], in: folder)
        return CorpusRevision(commit: fromCI?.lowercased() ?? head, dirty: status.map { !$0.isEmpty })
    }

    /// 7 to 64 hex digits: an abbreviated or full SHA-1 or SHA-256 commit name.
    static func isCommitHash(_ text: String) -> Bool {
        (7...64).contains(text.count) && text.allSatisfy(\.isHexDigit)
    }

    /// git's output (trimmed) for `arguments` run in `folder`, or nil when git is missing,
    /// the folder is no checkout, or git fails.
    private static func git(_ arguments: [String], in folder: URL) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
