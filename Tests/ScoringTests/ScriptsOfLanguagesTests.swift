import Testing
import Scoring

/// OSD's script must be one the page's languages are written in before a page is turned.
@Suite struct ScriptsOfLanguagesTests {
    @Test("Latin languages accept Latin and Fraktur, not Thai or Arabic")
    func latinLanguages() throws {
        let scripts = try #require(ScriptsOfLanguages.scripts(for: ["eng", "deu"]))
        #expect(scripts.contains("Latin"))
        #expect(scripts.contains("Fraktur"))
        #expect(!scripts.contains("Thai"))
        #expect(!scripts.contains("Arabic"))
    }

    @Test("a mixed page accepts the scripts of all its languages")
    func mixedLanguages() throws {
        let scripts = try #require(ScriptsOfLanguages.scripts(for: ["eng", "rus", "jpn"]))
        #expect(scripts.isSuperset(of: ["Latin", "Cyrillic", "Japanese", "Han"]))
    }

    @Test("an unknown language code (a Vision locale, a custom model) makes every script plausible")
    func unknownLanguage() {
        #expect(ScriptsOfLanguages.scripts(for: ["eng", "en-US"]) == nil)
        #expect(ScriptsOfLanguages.scripts(for: ["my_custom_model"]) == nil)
        #expect(ScriptsOfLanguages.scripts(for: []) == nil)
    }
}
