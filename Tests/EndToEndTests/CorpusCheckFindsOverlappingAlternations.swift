import Foundation
import Testing
@testable import CLI

/// Issue #30, second round, case 14: `corpus check` pointed out `^(a+)+$` but not
/// `(a|a)*b`, which backtracks just as badly.
@Suite struct CorpusCheckFindsOverlappingAlternations {
    @Test("corpus check hints at a repeated group whose alternatives can match the same text")
    func alternationIsHinted() throws {
        let corpus = try smallCorpus(truth: "aaaa\n", sidecar: #"{"fields": [{"name": "evil", "regex": "(a|a)*b"}]}"#)
        let (_, check) = runCLI(["corpus", "check", "--corpus", corpus.path])
        #expect(check.contains("hint: s/h.json: key 'fields[0].regex': /(a|a)*b/ repeats a group whose alternatives can match "
                               + "the same text"), "\(check)")
    }
}
