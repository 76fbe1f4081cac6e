import Foundation
import Testing
@testable import Runner

/// A run names the commit it ran: the CI's variable first (CI containers often have no
/// git), then git's HEAD; says when the corpus had uncommitted changes; and carries a
/// label (a release) from --label, OCRGAUGE_LABEL or the tag being built.
@Suite struct RunsNameTheirCommitAndLabel {
    let sha = "0123456789abcdef0123456789abcdef01234567"

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-revision-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("GITHUB_SHA, CI_COMMIT_SHA or BUILD_VCS_NUMBER names the commit of a corpus outside any git checkout")
    func commitFromTheEnvironment() throws {
        let corpus = try folder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        for key in CorpusRevision.environmentKeys {
            let revision = CorpusRevision.of(corpus, environment: [key: sha.uppercased()])
            #expect(revision.commit == sha, "\(key)")
            #expect(revision.dirty == nil, "no git checkout: git cannot tell")
        }
        // The first of them wins; a value that is no commit hash is passed over.
        #expect(CorpusRevision.of(corpus, environment: ["GITHUB_SHA": "main", "CI_COMMIT_SHA": sha]).commit == sha)
        #expect(CorpusRevision.of(corpus, environment: [:]).commit == nil)
    }

    @Test("in a git checkout: HEAD, and dirty when the corpus folder has uncommitted changes")
    func commitAndChangesFromGit() throws {
        let repository = try folder()
        defer { try? FileManager.default.removeItem(at: repository) }
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", repository.path, "-c", "user.name=t", "-c", "user.email=t@localhost"] + arguments
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        let corpus = repository.appendingPathComponent("Corpus")
        try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
        try Data("a\n".utf8).write(to: corpus.appendingPathComponent("a.gt.txt"))
        try git("init", "-q")
        try git("add", "-A")
        try git("commit", "-q", "-m", "corpus")
        let clean = CorpusRevision.of(corpus, environment: [:])
        #expect(clean.commit?.count == 40 && clean.dirty == false, "\(clean)")
        try Data("b\n".utf8).write(to: corpus.appendingPathComponent("a.gt.txt"))
        #expect(CorpusRevision.of(corpus, environment: [:]).dirty == true)
        // A change outside the corpus folder is not the corpus's.
        try git("checkout", "-q", "--", "Corpus")
        try Data("x\n".utf8).write(to: repository.appendingPathComponent("notes.txt"))
        #expect(CorpusRevision.of(corpus, environment: [:]).dirty == false)
    }

    @Test("the label: --label, else OCRGAUGE_LABEL, else the tag being built; refused when empty, long or with a line break")
    func labels() throws {
        #expect(try RunLabel.resolve(option: "v1.4", environment: ["OCRGAUGE_LABEL": "x"]) == "v1.4")
        #expect(try RunLabel.resolve(option: nil, environment: ["OCRGAUGE_LABEL": "nightly", "CI_COMMIT_TAG": "v2"]) == "nightly")
        #expect(try RunLabel.resolve(option: nil, environment: ["GITHUB_REF_TYPE": "tag", "GITHUB_REF_NAME": "v1.5"]) == "v1.5")
        #expect(try RunLabel.resolve(option: nil, environment: ["GITHUB_REF_TYPE": "branch", "GITHUB_REF_NAME": "main"]) == nil)
        #expect(try RunLabel.resolve(option: nil, environment: ["CI_COMMIT_TAG": "v2"]) == "v2")
        #expect(try RunLabel.resolve(option: nil, environment: [:]) == nil)
        for bad in ["", String(repeating: "x", count: 101), "v1\n::error::forged", "a\u{1B}[31m"] {
            #expect(throws: RunnerError.self) { try RunLabel.resolve(option: bad, environment: [:]) }
        }
    }
}
