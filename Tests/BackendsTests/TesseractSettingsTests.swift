import Testing
@testable import Backends

import Foundation

@Suite struct TesseractSettingsTests {
    @Test("languageCorrection false loads no word lists; the default loads them")
    func languageCorrectionTurnsDictionariesOff() throws {
        let corrected = try TesseractEngine(settings: TesseractSettings())
        #expect(corrected.boolVariable("load_system_dawg") == true)
        #expect(corrected.boolVariable("load_freq_dawg") == true)
        let literal = try TesseractEngine(settings: TesseractSettings(), common: CommonSettings(languageCorrection: false))
        for dawg in ["load_system_dawg", "load_freq_dawg", "load_punc_dawg", "load_number_dawg", "load_unambig_dawg", "load_bigram_dawg"] {
            #expect(literal.boolVariable(dawg) == false, "\(dawg)")
        }
    }

    @Test("customWords become a user-words file; fast without a legacy model drops the inverted-text pass")
    func customWordsAndFastLevel() throws {
        let engine = try TesseractEngine(settings: TesseractSettings(), common: CommonSettings(level: .fast, customWords: ["Choco1ate", "Zucchini"]))
        let path = try #require(engine.stringVariable("user_words_file"))
        #expect(path.hasSuffix(".txt"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "Choco1ate\nZucchini\n")
        // Debian 12's eng.traineddata is LSTM-only, so fast means LSTM without the inverted pass.
        if engine.engine == "lstm" { #expect(engine.boolVariable("tessedit_do_invert") == false) }
        #expect(try TesseractEngine(settings: TesseractSettings()).boolVariable("tessedit_do_invert") == true)
    }
}
