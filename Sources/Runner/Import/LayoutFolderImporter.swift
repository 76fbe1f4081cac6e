import Foundation
import LayoutFormats

/// `page-folder` and `alto-folder`: images beside PAGE-XML or ALTO files of the same
/// stem, as kraken and eScriptorium export them (`X.jpg` and `X.xml`), and Transkribus
/// (`X.jpg` with `page/X.xml`, or `alto/X.xml`). The truth file is copied as it is
/// (`<id>.gt.page.xml`, `<id>.gt.alto.xml`) and read as `corpus add --truth` reads it:
/// its format is told by its content, and a file of the other format is skipped.
struct LayoutFolderImporter: DatasetReader {
    /// PAGE-XML or ALTO.
    var format: LayoutFormat

    /// The subfolder Transkribus puts the truth in.
    var subfolder: String { format == .page ? "page" : "alto" }

    func read(_ source: DatasetSource, _ settings: ImportSettings) throws(RunnerError) -> [DatasetEntry] {
        if let file = source.file {
            throw RunnerError.configuration("\(file.path): \(subfolder)-folder reads a folder of images and \(format.displayName) files, not a file")
        }
        let images = source.images(in: source.root)
        let folders = [source.root, source.root.appendingPathComponent(subfolder)].filter(source.isFolder)
        var entries: [DatasetEntry] = []
        var used: Set<String> = []
        for (stem, image) in images {
            guard let truth = truthFile(for: stem, in: folders, source) else {
                entries.append(.skipped(ImportSkip(item: stem, problem: ImportProblem(
                    .missingTruth, "\(source.relative(image)) has no \(format.displayName) file \(stem).xml "
                        + "(nor \(subfolder)/\(stem).xml)"))))
                continue
            }
            used.insert(truth.path)
            entries.append(.sample(ImportItem(name: stem, id: stem, image: image, truth: .document(truth, format),
                                              origin: [source.relative(image), source.relative(truth)])))
        }
        // Truth files of this format without an image (other XML, such as mets.xml, is not truth).
        let stems = Set(images.map(\.stem))
        for folder in folders {
            for name in source.entries(of: folder) where name.lowercased().hasSuffix(".xml") {
                let url = folder.appendingPathComponent(name)
                guard !used.contains(url.path), !stems.contains(Self.stem(of: name)), isTruth(url, source) else { continue }
                entries.append(.skipped(ImportSkip(item: Self.stem(of: name), problem: ImportProblem(
                    .missingImage, "\(source.relative(url)) has no image \(Self.stem(of: name)).<png|jpg|tif|...> in \(source.root.path)"))))
            }
        }
        return entries
    }

    /// The truth file of `stem`: `X.xml`, `X.page.xml` (or `X.alto.xml`) in SOURCE, or
    /// `X.xml` in its `page/` (`alto/`) folder.
    func truthFile(for stem: String, in folders: [URL], _ source: DatasetSource) -> URL? {
        for folder in folders {
            for name in ["\(stem).xml", "\(stem).\(format.rawValue).xml"] {
                let url = folder.appendingPathComponent(name)
                if source.isFile(url) { return url }
            }
        }
        return nil
    }

    /// Whether `url` is a document of this format, by its content.
    func isTruth(_ url: URL, _ source: DatasetSource) -> Bool {
        guard let data = try? source.read(url) else { return false }
        return LayoutFormat.detect(data) == format
    }

    /// "X" of "X.xml", "X.page.xml" or "X.alto.xml".
    static func stem(of name: String) -> String {
        var stem = (name as NSString).deletingPathExtension
        for suffix in [".page", ".alto"] where stem.hasSuffix(suffix) { stem.removeLast(suffix.count) }
        return stem
    }
}
