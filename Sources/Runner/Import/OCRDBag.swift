import Foundation

/// Where an OCR-D workspace's METS file is, as `corpus import ocr-d` is given it: the METS
/// file itself; a workspace folder holding `mets.xml`; or the root of an OCRD-ZIP bag
/// (OCR-D's BagIt profile: `bagit.txt` and `bag-info.txt` at the root, the workspace in
/// `data/`), whose METS file is `data/mets.xml`, or the path inside `data/` that
/// `bag-info.txt`'s `Ocrd-Mets` tag names. A bag's `xlink:href`s are relative to `data/`
/// and must stay inside it.
enum OCRDBag {
    /// The workspace (the folder its hrefs are relative to) and its METS file.
    static func workspace(_ source: DatasetSource) throws(RunnerError) -> (DatasetSource, URL) {
        if let file = source.file { return (source, file) }
        let plain = source.root.appendingPathComponent("mets.xml")
        let data = source.root.appendingPathComponent("data")
        guard !source.isFile(plain), source.isFolder(data) else { return (source, plain) }
        let mets = try metsPath(source)
        func refused(_ problem: ImportProblem) -> RunnerError {
            RunnerError.configuration("\(source.root.path): the bag's METS file data/\(mets): \(problem.detail)")
        }
        let folder: URL
        do throws(ImportProblem) { folder = try source.resolve("data") } catch { throw refused(error) }
        let workspace = try DatasetSource(folder)
        let file: URL
        do throws(ImportProblem) { file = try workspace.resolve(mets) } catch { throw refused(error) }
        guard workspace.isFile(file) else {
            throw RunnerError.configuration("\(source.root.path): no mets.xml, and the bag's METS file data/\(mets) does not exist"
                                            + (mets == "mets.xml" ? "" : " (bag-info.txt's Ocrd-Mets)"))
        }
        return (workspace, file)
    }

    /// The METS file's path inside `data/`: `bag-info.txt`'s `Ocrd-Mets`, else `mets.xml`.
    static func metsPath(_ source: DatasetSource) throws(RunnerError) -> String {
        let info = source.root.appendingPathComponent("bag-info.txt")
        guard source.isFile(info) else { return "mets.xml" }
        let text: String
        do throws(ImportProblem) { text = try source.text(info) } catch { throw RunnerError.configuration(error.detail) }
        return tag("Ocrd-Mets", in: text) ?? "mets.xml"
    }

    /// The value of BagIt tag `name` in a tag file's `text` (`Name: value` lines; a line
    /// starting with white space continues the value before it), or nil.
    static func tag(_ name: String, in text: String) -> String? {
        var found: String?
        var current: String?
        for line in DatasetSource.lines(of: text) {
            if let first = line.first, first == " " || first == "\t" {
                if current == name, let value = found { found = value + " " + line.trimmingCharacters(in: .whitespaces) }
                continue
            }
            guard let colon = line.firstIndex(of: ":") else { current = nil; continue }
            current = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
            if current == name, found == nil { found = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces) }
        }
        return found.flatMap { $0.isEmpty ? nil : $0 }
    }
}
