import Foundation
import Testing
@testable import CLI

/// A copy of a few bundled samples to plant problems in.
func plantableCorpus() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-check-\(UUID().uuidString)")
    let fm = FileManager.default
    for (suite, files) in [("known-text", ["headline.png", "headline.gt.txt", "headline.json"]),
                           ("damaged", ["pdf-named-png.png", "pdf-named-png.json"])] {
        try fm.createDirectory(at: root.appendingPathComponent(suite), withIntermediateDirectories: true)
        for file in files {
            try fm.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/\(suite)/\(file)"),
                            to: root.appendingPathComponent("\(suite)/\(file)"))
        }
    }
    return root
}

@Suite struct CorpusCommandTests {
    @Test("corpus check is clean on the bundled corpus")
    func bundledCorpusIsClean() {
        let (code, text) = runCLI(["corpus", "check", "--corpus", repositoryRoot.appendingPathComponent("Corpus").path])
        #expect(code == 0, "\(text)")
        #expect(text.contains("no problems"))
    }

    @Test("corpus check reports every planted problem with its file, and exits 1")
    func plantedProblemsAreReported() throws {
        let root = try plantableCorpus()
        let fm = FileManager.default
        // A duplicate image, an image marked unreadable that decodes, a damaged one expected to read,
        // a sidecar with an unknown key, an orphan truth, a stray file.
        try fm.copyItem(at: root.appendingPathComponent("known-text/headline.png"), to: root.appendingPathComponent("known-text/copy.png"))
        try Data("SWIFT VISION 2468\n".utf8).write(to: root.appendingPathComponent("known-text/copy.gt.txt"))
        try Data(#"{"expect": "unreadable"}"#.utf8).write(to: root.appendingPathComponent("known-text/copy.json"))
        try fm.copyItem(at: root.appendingPathComponent("damaged/pdf-named-png.png"), to: root.appendingPathComponent("known-text/pdf.png"))
        try Data("text\n".utf8).write(to: root.appendingPathComponent("known-text/pdf.gt.txt"))
        try fm.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/known-text/mixed-case.png"),
                        to: root.appendingPathComponent("known-text/typo.png"))
        try Data("x\n".utf8).write(to: root.appendingPathComponent("known-text/typo.gt.txt"))
        try Data(#"{"maxCer": 0.1}"#.utf8).write(to: root.appendingPathComponent("known-text/typo.json"))
        try Data("orphan\n".utf8).write(to: root.appendingPathComponent("known-text/orphan.gt.txt"))
        try Data("notes".utf8).write(to: root.appendingPathComponent("known-text/notes.txt"))
        let (code, text) = runCLI(["corpus", "check", "--corpus", root.path])
        #expect(code == 1)
        #expect(text.contains("known-text/headline.png: the same image as known-text/copy.png"), "\(text)")
        #expect(text.contains("known-text/copy.png: key 'expect': marked unreadable, but it decodes"), "\(text)")
        #expect(text.contains("known-text/pdf.png: does not decode (not an image: starts with %PDF"), "\(text)")
        #expect(text.contains("known-text/typo.json: key 'maxCer': unknown key (did you mean 'maxCER'?)"), "\(text)")
        #expect(text.contains("known-text/orphan.gt.txt: has no image beside it"), "\(text)")
        #expect(text.contains("known-text/notes.txt: not an image, ground truth or sidecar"), "\(text)")
    }

    @Test("corpus add copies the image, drafts the truth from OCR and never overwrites")
    func addDraftsTruth() throws {
        let root = try plantableCorpus()
        let incoming = FileManager.default.temporaryDirectory.appendingPathComponent("user report \(UUID().uuidString).png")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/known-text/serif-paragraph.png"), to: incoming)
        let config = repositoryRoot.appendingPathComponent("ocrgauge.json").path
        let (code, text) = runCLI(["corpus", "add", incoming.path, "--suite", "user-reports", "--corpus", root.path, "--config", config])
        #expect(code == 0, "\(text)")
        let id = "user-report-" + incoming.deletingPathExtension().lastPathComponent.dropFirst("user report ".count)
        let folder = root.appendingPathComponent("user-reports")
        let draft = try String(contentsOf: folder.appendingPathComponent("\(id).gt.txt"), encoding: .utf8)
        #expect(draft.contains("The library opens at nine in the morning"), "\(draft)")
        let sidecar = try String(contentsOf: folder.appendingPathComponent("\(id).json"), encoding: .utf8)
        #expect(sidecar.contains(#""review" : "draft""#), "\(sidecar)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(id).png").path))
        // Adding it again would overwrite: refused.
        let (again, message) = runCLI(["corpus", "add", incoming.path, "--suite", "user-reports", "--corpus", root.path, "--config", config])
        #expect(again == 2 && message.contains("already exists; nothing is overwritten"), "\(message)")
        // The draft is a clean sample for check, listed as a draft.
        #expect(runCLI(["corpus", "check", "--corpus", root.path]).0 == 0)
        #expect(runCLI(["corpus", "list", "--corpus", root.path]).1.contains("user-reports"))
    }
}
