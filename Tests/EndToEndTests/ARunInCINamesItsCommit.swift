import Foundation
import Testing

/// A run in CI where only GITHUB_SHA says the commit (no git in the container, the corpus
/// in no checkout): run.xml names that commit, and the label comes from the tag built.
@Suite struct ARunInCINamesItsCommit {
    @Test("with GITHUB_SHA set and no checkout, run.xml's corpusCommit is that commit and its label the tag")
    func githubSHA() throws {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468")
        defer { try? FileManager.default.removeItem(at: corpus) }
        let config = corpus.appendingPathComponent("config.json")
        try Data(#"{"profiles": {"sim": {"backend": "simulate", "simulate": {"text": "SWIFT VISION 2468"}}}}"#.utf8).write(to: config)
        let out = corpus.appendingPathComponent("out")
        let sha = "89abcdef0123456789abcdef0123456789abcdef"
        let process = Process()
        process.executableURL = ocrgaugeExecutable
        process.arguments = ["run", "--corpus", corpus.path, "--config", config.path, "--out", out.path, "--quiet"]
        var environment = ProcessInfo.processInfo.environment
        for key in ["CI_COMMIT_SHA", "BUILD_VCS_NUMBER", "OCRGAUGE_LABEL", "CI_COMMIT_TAG"] { environment[key] = nil }
        environment["GITHUB_SHA"] = sha
        environment["GITHUB_REF_TYPE"] = "tag"
        environment["GITHUB_REF_NAME"] = "v3.1.0"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let xml = try String(contentsOf: out.appendingPathComponent("run.xml"), encoding: .utf8)
        #expect(xml.contains("corpusCommit=\"\(sha)\""), "\(xml.prefix(600))")
        #expect(xml.contains("label=\"v3.1.0\""))
        let page = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(page.contains("<dt>Label</dt><dd>v3.1.0</dd>"))
    }
}
