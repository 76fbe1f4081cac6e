import Foundation
import Imaging
import LayoutFormats
import Scoring

/// The samples of a document: a PDF, or a TIFF of several pages, in a suite makes one
/// sample per page, id `<document>#<page>` (`scans/book#3`).
///
/// A page's truth is `<document>.p<page>.gt.txt` (or `.gt.page.xml`, `.gt.alto.xml`,
/// `.gt.hocr`), or its part of the document's own truth: `<document>.gt.txt` with a form
/// feed between pages (as Tesseract writes it), or a multi-page `<document>.gt.alto.xml`.
/// A page's sidecar is `<document>.p<page>.json`, else the document's `<document>.json`.
/// A document truth whose page count differs from the file's is an error naming both.
enum DocumentSamples {
    /// The page count of each image of the suite that is a document, by id. A PDF that
    /// Poppler cannot open stays a sample of its own, which then reads as unreadable with
    /// Poppler's reason, as any damaged image does; so does a document of more pages than
    /// `DocumentPages.maximumPages` (a PDF claiming `/Count 2147483647`, a TIFF of 100,000
    /// directories), with a warning naming its count and the limit.
    static func pageCounts(suite: String, images: [String: String], root: URL,
                           report: (CorpusError) throws(CorpusError) -> Void,
                           warn: (CorpusError) -> Void = { _ in }) throws(CorpusError) -> [String: Int] {
        var counts: [String: Int] = [:]
        for (id, name) in images where CorpusLoader.documentExtensions.contains((name as NSString).pathExtension.lowercased()) {
            let data: Data
            do { data = try CorpusLoader.read("\(suite)/\(name)", root: root) } catch { try report(error); continue }
            let counted = DocumentPages.count([UInt8](data))
            if case .failure(let refused)? = counted,
               refused == DocumentPages.noPages || refused.reason.hasPrefix(DocumentPages.tooManyPages) {
                warn(CorpusError(file: "\(suite)/\(name)", "is read as one unreadable sample: \(refused.reason)"))
            }
            if case .success(let pages)? = counted {
                guard pages > 0 else {
                    try report(CorpusError(file: "\(suite)/\(name)", "is a PDF of no pages: nothing to read"))
                    continue
                }
                counts[id] = pages
            }
        }
        return counts
    }

    /// For a truth or sidecar id with no image of its own: "" when it is a page's
    /// (`<document>.p<page>`) of a document with that page, the problem when the document
    /// has no such page, nil when it names no document's page.
    static func pagePartProblem(_ id: String, documents: [String: Int]) -> String? {
        guard let (document, page) = split(id), let pages = documents[document] else { return nil }
        return (1...pages).contains(page) ? "" : "is for page \(page), but \(document) has \(pages) page\(pages == 1 ? "" : "s")"
    }

    /// "<document>.p<page>" as its parts.
    static func split(_ id: String) -> (document: String, page: Int)? {
        guard let dot = id.range(of: ".p", options: .backwards),
              let page = Int(id[dot.upperBound...]), page > 0, String(page) == id[dot.upperBound...] else { return nil }
        return (String(id[..<dot.lowerBound]), page)
    }

    /// The samples of document `id` of `pages` pages; problems are reported and the page
    /// (or, for a document truth that does not fit, the document) left out.
    static func make(_ id: String, pages: Int, suite: String, files: CorpusLoader.SuiteFiles, root: URL,
                     reading: TruthReading, report: (CorpusError) throws(CorpusError) -> Void) throws(CorpusError) -> [Sample] {
        let image = "\(suite)/\(files.images[id]!)"
        var whole: (name: String, pages: [TruthFile])?
        if let name = files.truths[id] {
            let file = "\(suite)/\(name)"
            do {
                let parts = try TruthFile.pages(try CorpusLoader.read(file, root: root), file: file, level: reading.level,
                                            rules: reading.rules)
                guard parts.count == pages else {
                    let how = name.hasSuffix(".gt.txt") ? " (parts between form feeds)" : ""
                    try report(CorpusError(file: file, "holds \(parts.count) page\(parts.count == 1 ? "" : "s")\(how), "
                                           + "but \(image) has \(pages)"))
                    return []
                }
                whole = (name, parts)
            } catch { try report(error); return [] }
        }
        var samples: [Sample] = []
        for page in 1...pages {
            let part = "\(id).p\(page)"
            var truth: (file: TruthFile, bytes: Data, name: String, reading: String?)?
            if let name = files.truths[part] {
                let file = "\(suite)/\(name)"
                if let whole {
                    try report(CorpusError(file: file, "page \(page) has two ground truths, this and its part of "
                                           + "\(suite)/\(whole.name); keep one"))
                    continue
                }
                do {
                    let data = try CorpusLoader.read(file, root: root)
                    truth = (try TruthFile.read(data, file: file, level: reading.level, rules: reading.rules), data, name,
                             reading.mark(for: name))
                } catch { try report(error); continue }
            } else if let whole {
                // The page's part fingerprints it: an edit to another page changes nothing here.
                let text = whole.pages[page - 1]
                let bytes = Data("page \(page) of \(whole.name)\n\(text.text)".utf8)
                truth = (text, bytes, whole.name, reading.mark(for: whole.name))
            }
            let sidecarID = files.sidecars.contains(part) ? part : files.sidecars.contains(id) ? id : nil
            if var sample = try CorpusLoader.assemble(suite: suite, id: "\(id)#\(page)", image: image, truth: truth,
                                                      sidecarID: sidecarID, root: root, report: report) {
                sample.page = page
                samples.append(sample)
            }
        }
        return samples
    }
}
