import Foundation

/// SROIE 2019 (ICDAR, scanned receipts). Task 1 gives per image `X.jpg` a box file
/// `X.txt` of lines `x1,y1,x2,y2,x3,y3,x4,y4,TEXT` (the text may hold commas itself):
/// the truth is the texts in order, one per line. Task 3 gives per image a JSON file
/// `X.txt` with `company`, `date`, `address` and `total`: each becomes a `contains`
/// field marked `"entity": true` (see `SROIEEntities`).
///
/// Layouts: SOURCE holds the images and box files side by side (the task 1 folder as
/// published), or `img/` and `box/` folders; or it holds `data/` with those (a clone of
/// zzzDavid/ICDAR-2019-SROIE, whose corrected copy has `data/img/000.jpg`,
/// `data/box/000.csv` and `data/key/000.json`). A box file is `X.txt` or `X.csv` (the same
/// lines either way), an entities file `X.txt` or `X.json` (the same JSON). The entities
/// come from `--entities DIR`, else from an `entities/` or `key/` folder in SOURCE (in
/// `data/` when that is what is read).
struct SROIEImporter: DatasetReader {
    /// The extensions of box files and of entities files.
    static let boxExtensions = ["txt", "csv"]
    static let entityExtensions = ["txt", "json"]

    func read(_ source: DatasetSource, _ settings: ImportSettings) throws(RunnerError) -> [DatasetEntry] {
        if let file = source.file {
            throw RunnerError.configuration("\(file.path): sroie reads a folder (the images and box files), not a file")
        }
        var top = source.root
        let data = source.root.appendingPathComponent("data")
        if !source.isFolder(top.appendingPathComponent("box")), boxFiles(in: top, source).isEmpty,
           source.isFolder(data.appendingPathComponent("box")) {
            top = data
        }
        let split = source.isFolder(top.appendingPathComponent("box"))
        let boxes = split ? top.appendingPathComponent("box") : top
        var images = top
        if split {
            images = ["img", "images"].map { top.appendingPathComponent($0) }.first(where: source.isFolder) ?? top
        }
        var entities: DatasetSource?
        if let folder = settings.entities ?? ["entities", "key"].map({ top.appendingPathComponent($0) }).first(where: source.isFolder) {
            guard source.isFolder(folder) else { throw RunnerError.configuration("--entities \(folder.path): no such folder") }
            entities = try DatasetSource(folder)
        }
        let names = boxFiles(in: boxes, source)
        guard !names.isEmpty else {
            throw RunnerError.configuration("\(boxes.path): no box files (X.txt or X.csv beside X.jpg, or box/X.txt with img/X.jpg, "
                                            + "or data/box/X.csv with data/img/X.jpg)")
        }
        var entries: [DatasetEntry] = []
        var files: [String: [String]] = [:]
        for name in names { files[(name as NSString).deletingPathExtension, default: []].append(name) }
        for stem in files.keys.sorted() {
            let both = files[stem] ?? []
            guard let name = both.first, both.count == 1 else {
                let named = both.map { source.relative(boxes.appendingPathComponent($0)) }.joined(separator: " and ")
                entries.append(.skipped(ImportSkip(item: stem, problem: ImportProblem(
                    .malformed, "\(named) are two box files for one image; keep one"))))
                continue
            }
            do throws(ImportProblem) {
                entries.append(.sample(try item(stem, box: boxes.appendingPathComponent(name), images: images,
                                                entities: entities, source)))
            } catch {
                entries.append(.skipped(ImportSkip(item: stem, problem: error)))
            }
        }
        for (stem, image) in source.images(in: images) where files[stem] == nil {
            entries.append(.skipped(ImportSkip(item: stem, problem: ImportProblem(.missingTruth, "\(source.relative(image)) has no box file "
                                                                                   + "\(stem).txt or \(stem).csv in \(boxes.path)"))))
        }
        return entries
    }

    /// The box files in `folder` (`.txt` or `.csv`, any case), by name.
    func boxFiles(in folder: URL, _ source: DatasetSource) -> [String] {
        source.entries(of: folder).filter { name in
            Self.boxExtensions.contains((name as NSString).pathExtension.lowercased()) && source.isFile(folder.appendingPathComponent(name))
        }
    }

    /// The sample of box file `box`: its image, its lines and its entity fields.
    func item(_ stem: String, box: URL, images: URL, entities: DatasetSource?, _ source: DatasetSource) throws(ImportProblem) -> ImportItem {
        guard let image = source.image(stem: stem, in: images) else {
            throw ImportProblem(.missingImage, "no image \(stem).jpg (or .png, .tif, ...) in \(images.path) for \(source.relative(box))")
        }
        let lines = try boxLines(source.text(box), file: source.relative(box))
        var item = ImportItem(name: stem, id: stem, image: image, truth: .lines(lines),
                              origin: [source.relative(image), source.relative(box)])
        guard let entities else { return item }
        let files = Self.entityExtensions.map { entities.root.appendingPathComponent("\(stem).\($0)") }.filter(entities.isFile)
        guard let file = files.first else {
            item.notes.append("no entities file \(stem).txt or \(stem).json in \(entities.root.path): no fields")
            return item
        }
        if files.count > 1 {
            throw ImportProblem(.malformed, "\(entityName(files[0], entities, source)) and \(entityName(files[1], entities, source)) "
                                + "are two entities files for one image; keep one")
        }
        let name = entityName(file, entities, source)
        let found = try SROIEEntities.read(entities.read(file), file: name)
        item.origin.append(name)
        item.notes += found.notes
        let located = SROIEEntities.locate(found.values, in: lines)
        item.fields = located.fields
        item.notes += located.notes
        return item
    }

    /// The entities file's name for messages: relative to SOURCE when inside it, else
    /// its folder's name and its own.
    func entityName(_ file: URL, _ entities: DatasetSource, _ source: DatasetSource) -> String {
        let relative = source.relative(file)
        return relative.hasPrefix("/") ? "\(entities.root.lastPathComponent)/\(file.lastPathComponent)" : relative
    }

    /// The texts of a box file's lines, in order (blank lines and empty texts left out).
    func boxLines(_ text: String, file: String) throws(ImportProblem) -> [String] {
        if text.drop(while: \.isWhitespace).first == "{" {
            throw ImportProblem(.malformed, "\(file) holds entities (task 3 JSON), not box lines; give its folder with --entities")
        }
        var lines: [String] = []
        for (index, line) in DatasetSource.lines(of: text).enumerated() {
            if line.allSatisfy(\.isWhitespace) { continue }
            let parts = line.split(separator: ",", maxSplits: 8, omittingEmptySubsequences: false)
            guard parts.count == 9 else {
                throw ImportProblem(.malformed, "\(file) line \(index + 1): expected 8 coordinates and a text "
                                    + "(x1,y1,x2,y2,x3,y3,x4,y4,TEXT), found \(parts.count) comma-separated value(s)")
            }
            if let bad = parts.prefix(8).firstIndex(where: { Double($0.trimmingCharacters(in: .whitespaces)) == nil }) {
                throw ImportProblem(.malformed, "\(file) line \(index + 1): coordinate \(bad + 1) is '\(parts[bad])', not a number")
            }
            let text = String(parts[8])
            if !text.allSatisfy(\.isWhitespace) { lines.append(text) }
        }
        return lines
    }
}
