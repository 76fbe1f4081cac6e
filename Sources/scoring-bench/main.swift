// scoring-bench REF.txt HYP.txt: times, on one pair (release build, for ci/bench/scoring),
// CER, WER and the character alignment together ("seconds", the figure the targets are
// about), each of them alone, and SampleScorer.score as the harness calls it for a sample
// (CER, WER, error layers, order-independent figures, line correctness; the hypothesis
// lines stand for the recognized lines). Prints one line of "name value" pairs.
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
func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

let start = clock.now
let reference = NormalizationProfile.exact.normalize(rawReference)
let hypothesis = NormalizationProfile.exact.normalize(rawHypothesis)
let afterNormalization = clock.now
let characters = CharacterErrorRate.counts(reference: reference, hypothesis: hypothesis)
let afterCharacters = clock.now
let words = WordErrorRate.counts(reference: reference, hypothesis: hypothesis)
let afterWords = clock.now
let alignment = Alignment.characters(reference: reference, hypothesis: hypothesis)
let end = clock.now

let scorerStart = clock.now
let scored = SampleScorer().score(reference: rawReference, recognized: rawHypothesis, outcome: .text,
                                  expected: .text, maxCER: nil, fields: [],
                                  lines: rawHypothesis.split(separator: "\n").map(String.init))
let scorerEnd = clock.now

print("seconds \(seconds(end - start))"
      + " normalize_s \(seconds(afterNormalization - start))"
      + " cer_s \(seconds(afterCharacters - afterNormalization))"
      + " wer_s \(seconds(afterWords - afterCharacters))"
      + " align_s \(seconds(end - afterWords))"
      + " scorer_s \(seconds(scorerEnd - scorerStart))"
      + " cer_edits \(characters.edits) cer_S \(characters.substitutions) cer_D \(characters.deletions)"
      + " cer_I \(characters.insertions) cer_n \(characters.referenceLength)"
      + " wer_edits \(words.edits) wer_n \(words.referenceLength) steps \(alignment.steps.count)"
      + " consistent \(alignment.counts == characters)"
      + " fca \((scored.orderIndependent?.flexibleCharacterAccuracy ?? -1))"
      + " layers \(scored.layers.ignoringWhitespaceCaseAndPunctuation.edits)")
