import Foundation
import StrictJSON

/// FUNSD (form understanding in noisy scanned documents): `images/X.png` and
/// `annotations/X.json` holding `{"form": [{"text", "box", "label", "words", "linking",
/// "id"}, ...]}`. The truth is each form entity's `text`, one per line, in the file's
/// order (empty texts left out).
///
/// SOURCE holds `images/` and `annotations/` (a split such as `training_data/`), or the
/// dataset's folder with `training_data/` and `testing_data/` (both are read).
struct FUNSDImporter: DatasetReader {
    func read(_ source: DatasetSource, _ settings: ImportSettings) throws(RunnerError) -> [DatasetEntry] {
        if let file = source.file {
            throw RunnerError.configuration("\(file.path): funsd reads a folder (images/ and annotations/), not a file")
        }
        var splits = [source.root]
        if !source.isFolder(source.root.appendingPathComponent("annotations")) {
            splits = ["training_data", "testing_data"].map { source.root.appendingPathComponent($0) }
                .filter { source.isFolder($0.appendingPathComponent("annotations")) }
        }
        guard !splits.isEmpty else {
            throw RunnerError.configuration("\(source.root.path): no annotations/ folder (nor training_data/annotations, "
                                            + "testing_data/annotations)")
        }
        return splits.flatMap { read(split: $0, source) }
    }

    /// The samples of one split folder (holding `annotations/` and `images/`).
    func read(split: URL, _ source: DatasetSource) -> [DatasetEntry] {
        let annotations = split.appendingPathComponent("annotations"), images = split.appendingPathComponent("images")
        var entries: [DatasetEntry] = []
        var stems: Set<String> = []
        for name in source.entries(of: annotations) where name.lowercased().hasSuffix(".json") {
            let stem = (name as NSString).deletingPathExtension
            stems.insert(stem)
            let file = annotations.appendingPathComponent(name)
            do throws(ImportProblem) {
                guard let image = source.image(stem: stem, in: images) else {
                    throw ImportProblem(.missingImage, "no image \(stem).png (or .jpg, .tif, ...) in \(source.relative(images)) "
                                        + "for \(source.relative(file))")
                }
                let lines = try texts(source.read(file), file: source.relative(file))
                entries.append(.sample(ImportItem(name: stem, id: stem, image: image, truth: .lines(lines),
                                                  origin: [source.relative(image), source.relative(file)])))
            } catch {
                entries.append(.skipped(ImportSkip(item: stem, problem: error)))
            }
        }
        for (stem, image) in source.images(in: images) where !stems.contains(stem) {
            entries.append(.skipped(ImportSkip(item: stem, problem: ImportProblem(
                .missingTruth, "\(source.relative(image)) has no annotation \(source.relative(annotations))/\(stem).json"))))
        }
        return entries
    }

    /// The form entities' texts of an annotation file, in order (empty ones left out).
    func texts(_ data: Data, file: String) throws(ImportProblem) -> [String] {
        do throws(FileProblem) {
            let document = try JSONFields.parseObject(data, file: file, what: "a FUNSD annotation")
            guard case .array(let form)? = document.object["form"] else {
                throw document.fail("form", "must be a list of entities ({\"text\", \"box\", \"label\", ...})")
            }
            var lines: [String] = []
            for (index, entity) in form.enumerated() {
                guard case .object(let object) = entity else {
                    throw document.fail("form[\(index)]", "must be an object, not \(entity.typeName)")
                }
                let fields = JSONFields(object, file: file, path: "form[\(index)]")
                guard let text = try fields.string("text") else { throw fields.fail("text", "is missing") }
                if !text.allSatisfy(\.isWhitespace) { lines.append(text) }
            }
            return lines
        } catch {
            throw ImportProblem(.malformed, error.description)
        }
    }
}
