import Testing
import Reports
@testable import CLI

/// `--report-images preview|original|none` and the older `--no-images`.
@Suite struct ReportImagesOptionTests {
    let parser = ArgumentParser(options: ["report-images"], flags: ["no-images"])

    func mode(_ arguments: [String]) throws -> ReportImageMode {
        try ReportImagesOption.mode(try parser.parse(arguments))
    }

    @Test("previews by default; each mode by name; --no-images is none")
    func modes() throws {
        #expect(try mode([]) == .preview)
        #expect(try mode(["--report-images", "original"]) == .original)
        #expect(try mode(["--report-images=none"]) == .none)
        #expect(try mode(["--no-images"]) == .none)
        #expect(try mode(["--no-images", "--report-images", "none"]) == .none)
    }

    @Test("an unknown mode and a contradiction are usage errors that say why")
    func refusals() {
        #expect(throws: UsageError("--report-images takes preview, original or none, not 'thumbnails'")) {
            try mode(["--report-images", "thumbnails"])
        }
        #expect(throws: UsageError("--no-images and --report-images preview contradict each other")) {
            try mode(["--no-images", "--report-images", "preview"])
        }
    }
}
