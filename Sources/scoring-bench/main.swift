// scoring-bench REF.txt HYP.txt: times CER, WER and the character alignment on one pair
// (release build), for ci/bench/scoring. Prints one line: seconds and the figures.
import Foundation
import Scoring

let arguments = CommandLine.arguments
guard arguments.count == 3,
      let rawReference = try? String(contentsOfFile: arguments[1], encoding: .utf8),
      let rawHypothesis = try? String(contentsOfFile: arguments[2], encoding: .utf8) else {
    FileHandle.standardError.write(Data("usage: scoring-bench REF.txt HYP.txt\n".utf8))
    exit(2)
}
let clock = ContinuousClock()
let start = clock.now
let reference = NormalizationProfile.exact.normalize(rawReference)
let hypothesis = NormalizationProfile.exact.normalize(rawHypothesis)
let characters = CharacterErrorRate.counts(reference: reference, hypothesis: hypothesis)
let words = WordErrorRate.counts(reference: reference, hypothesis: hypothesis)
let alignment = Alignment.characters(reference: reference, hypothesis: hypothesis)
let elapsed = clock.now - start
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
print("seconds \(seconds) cer_edits \(characters.edits) cer_n \(characters.referenceLength)"
      + " wer_edits \(words.edits) wer_n \(words.referenceLength) steps \(alignment.steps.count)"
      + " consistent \(alignment.counts == characters)")
