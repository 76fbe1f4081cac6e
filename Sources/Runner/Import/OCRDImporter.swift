import Corpus
import Foundation
import LayoutFormats

/// An OCR-D workspace: `mets.xml` lists file groups (`mets:fileGrp USE`); each physical
/// page (`mets:div TYPE="page"` of the structMap, with a `mets:fptr FILEID` per file)
/// becomes a sample of its file in the image group (`--image-group`, default
/// `OCR-D-IMG`) and its PAGE-XML in the truth group (`--truth-group`, default
/// `OCR-D-GT-SEG-LINE`, else the first group whose name holds `GT`). `xlink:href`
/// paths are relative to the workspace and must stay inside it. The METS file is read
/// by the hardened XML reader (`METSDocument`).
///
/// SOURCE is the workspace folder (holding `mets.xml`), the METS file itself, or the root
/// of an OCRD-ZIP bag (`bagit.txt`, `bag-info.txt`, the workspace in `data/`), whose METS
/// file is `data/mets.xml` unless `bag-info.txt` names another with `Ocrd-Mets` (a path
/// inside `data/`): see `OCRDBag`.
struct OCRDImporter: DatasetReader {
    static let defaultImageGroup = "OCR-D-IMG"
    static let defaultTruthGroup = "OCR-D-GT-SEG-LINE"

    func read(_ source: DatasetSource, _ settings: ImportSettings) throws(RunnerError) -> [DatasetEntry] {
        let (workspace, file) = try OCRDBag.workspace(source)
        let name = source.relative(file)
        let mets: METSDocument
        do throws(ImportProblem) {
            let data = try workspace.read(file)
            do throws(LayoutError) { mets = try METSDocument.read(data, name: name) } catch {
                throw ImportProblem(.malformed, "\(name): " + TruthFile.problem(error, file: name))
            }
        } catch {
            throw RunnerError.configuration(error.reason == .malformed && !source.isFile(file)
                                            ? "\(source.root.path): no mets.xml (nor data/mets.xml, an OCRD-ZIP bag's); "
                                              + "give the workspace folder or its METS file" : error.detail)
        }
        let groups = mets.groups.map { "'\($0)'" }.joined(separator: ", ")
        let imageGroup = settings.imageGroup ?? Self.defaultImageGroup
        guard mets.groups.contains(imageGroup) else {
            throw RunnerError.configuration("\(name): no file group '\(imageGroup)' for the images (its groups: \(groups)); "
                                            + "choose one with --image-group")
        }
        let truthGroup = settings.truthGroup ?? (mets.groups.contains(Self.defaultTruthGroup) ? Self.defaultTruthGroup
                                                 : mets.groups.first { $0.contains("GT") })
        guard let truthGroup, mets.groups.contains(truthGroup) else {
            throw RunnerError.configuration("\(name): no file group '\(settings.truthGroup ?? Self.defaultTruthGroup)' "
                                            + "nor any with GT in its name for the truth (its groups: \(groups)); choose one with --truth-group")
        }
        guard !mets.pages.isEmpty else {
            throw RunnerError.configuration("\(name): no physical pages (mets:div TYPE=\"page\" in a mets:structMap)")
        }
        return mets.pages.map { page -> DatasetEntry in
            do throws(ImportProblem) {
                return .sample(try item(page, mets, images: imageGroup, truth: truthGroup, name: name, workspace, source))
            } catch {
                return .skipped(ImportSkip(item: page.id, problem: error))
            }
        }
    }

    /// The sample of one page: its image and PAGE-XML files, resolved in `workspace` and
    /// named relative to `source` (the bag's root when SOURCE was one).
    func item(_ page: METSDocument.Page, _ mets: METSDocument, images: String, truth: String, name: String,
              _ workspace: DatasetSource, _ source: DatasetSource) throws(ImportProblem) -> ImportItem {
        let image = try file(of: page, in: images, mets, missing: .missingImage, name: name, workspace)
        let document = try file(of: page, in: truth, mets, missing: .missingTruth, name: name, workspace)
        return ImportItem(name: page.id, id: image.deletingPathExtension().lastPathComponent, image: image,
                          truth: .document(document, .page), origin: [source.relative(image), source.relative(document)])
    }

    /// The file `page` has in `group`, resolved inside the workspace.
    func file(of page: METSDocument.Page, in group: String, _ mets: METSDocument, missing: ImportProblem.Reason, name: String,
              _ source: DatasetSource) throws(ImportProblem) -> URL {
        guard let file = mets.file(of: page, in: group) else {
            throw ImportProblem(missing, "\(name): page \(page.id) has no file in group \(group)")
        }
        guard var href = file.href, !href.isEmpty else {
            throw ImportProblem(.malformed, "\(name): mets:file \(file.id) has no mets:FLocat xlink:href")
        }
        if href.hasPrefix("file://") { href.removeFirst("file://".count) }
        let url = try source.resolve(href)
        guard source.isFile(url) else { throw ImportProblem(missing, "\(name): \(href) (mets:file \(file.id)) does not exist") }
        return url
    }
}
