/// The scripts Tesseract's orientation and script detection (OSD) names for text in a
/// language: a page read as Thai or Arabic when the sample is English is a sign that OSD
/// guessed its orientation wrong (seen on real upright scans and receipts).
public enum ScriptsOfLanguages {
    /// OSD's script names for each Tesseract language code (old prints in Latin
    /// languages are often named Fraktur).
    static let table: [String: Set<String>] = {
        var table: [String: Set<String>] = [:]
        let latin: Set<String> = ["Latin", "Fraktur"]
        for code in ["eng", "deu", "fra", "spa", "ita", "por", "nld", "dan", "nor", "swe", "fin", "isl", "pol", "ces", "slk",
                     "slv", "hrv", "hun", "ron", "lit", "lav", "est", "tur", "cat", "eus", "glg", "gle", "cym", "lat",
                     "ind", "msa", "vie", "afr", "sqi", "aze", "uzb", "frk", "enm", "frm", "ita_old", "spa_old", "deu_latf"] {
            table[code] = latin
        }
        for code in ["rus", "ukr", "bel", "bul", "srp", "mkd", "kaz", "kir", "mon", "tgk"] { table[code] = ["Cyrillic"] }
        table["ell"] = ["Greek"]; table["grc"] = ["Greek"]
        for code in ["ara", "fas", "urd", "pus", "uig", "snd"] { table[code] = ["Arabic"] }
        table["heb"] = ["Hebrew"]; table["yid"] = ["Hebrew"]
        for code in ["chi_sim", "chi_tra", "chi_sim_vert", "chi_tra_vert"] { table[code] = ["Han"] }
        for code in ["jpn", "jpn_vert"] { table[code] = ["Japanese", "Han", "Katakana", "Hiragana"] }
        for code in ["kor", "kor_vert"] { table[code] = ["Hangul", "Han"] }
        for code in ["hin", "mar", "nep", "san"] { table[code] = ["Devanagari"] }
        table["tha"] = ["Thai"]; table["ben"] = ["Bengali"]; table["tam"] = ["Tamil"]; table["tel"] = ["Telugu"]
        table["kan"] = ["Kannada"]; table["mal"] = ["Malayalam"]; table["guj"] = ["Gujarati"]; table["pan"] = ["Gurmukhi"]
        table["kat"] = ["Georgian"]; table["hye"] = ["Armenian"]; table["amh"] = ["Ethiopic"]; table["khm"] = ["Khmer"]
        table["lao"] = ["Lao"]; table["mya"] = ["Myanmar"]; table["sin"] = ["Sinhala"]
        return table
    }()

    /// The scripts text in `languages` may be written in; nil when a language is unknown
    /// here (then any script is plausible).
    public static func scripts(for languages: [String]) -> Set<String>? {
        var scripts: Set<String> = []
        for language in languages {
            guard let known = table[language] else { return nil }
            scripts.formUnion(known)
        }
        return scripts.isEmpty ? nil : scripts
    }
}
