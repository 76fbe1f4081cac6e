import Imaging

/// The sidecar of an imported sample: `source` (`--source`, else the format's name,
/// with the dataset files it comes from), `licence` when given, the format as a tag,
/// the entity fields (`contains`, marked `"entity": true`) and notes saying how it was
/// imported. No `expect` (the truth decides), no `maxCER` (nothing was read by OCR).
enum ImportSidecar {
    static func compose(_ item: ImportItem, removed: ImageMetadata, _ options: DatasetImport.Options) -> [String: Any] {
        let what = options.sourceText ?? "\(options.format.displayName) dataset"
        let stated = what.hasPrefix("real:") || what.hasPrefix("synthetic:") ? what : "real: " + what
        var sidecar: [String: Any] = [
            "source": stated + ": " + item.origin.joined(separator: ", "),
            "tags": [options.format.rawValue],
        ]
        if let licence = options.licence { sidecar["licence"] = licence }
        if !item.fields.isEmpty {
            sidecar["fields"] = item.fields.map { field -> [String: Any] in ["name": field.name, "contains": field.text, "entity": true] }
        }
        var notes = ["Imported by ocrgauge corpus import \(options.format.rawValue)"] + item.notes
        if !removed.isEmpty { notes.append("metadata removed when added: \(removed.summary)") }
        sidecar["notes"] = notes.joined(separator: "; ") + "."
        return sidecar
    }
}
