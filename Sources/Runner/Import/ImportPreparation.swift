import Corpus
import Foundation
import LayoutFormats

/// Turns a dataset's item into the files of a sample, or the reason it is skipped: the
/// truth is checked first (as the corpus loader will read it, never empty), then the
/// image passes `ImageAdmission` (the checks of `corpus add`), then the sidecar is
/// composed. A skipped item leaves the admission as it was.
struct ImportPreparation {
    /// A sample ready to write, and what the summary says of it.
    struct Prepared {
        var files: SampleWriter.Files
        var imported: DatasetImport.Imported
    }

    let options: DatasetImport.Options
    let source: DatasetSource
    /// The level PAGE-XML truth is read at in this corpus (corpus.json's, else the default).
    let level: TextEquivLevel
    private var admission: ImageAdmission

    /// The preparation for `options`, reading the corpus as it stands.
    init(_ options: DatasetImport.Options, source: DatasetSource) throws(RunnerError) {
        self.options = options
        self.source = source
        admission = try ImageAdmission(corpus: options.corpus, suite: options.suite)
        admission.keepMetadata = options.keepMetadata
        admission.maxPixels = options.maxPixels
        let settings = FileManager.default.contents(atPath: options.corpus.appendingPathComponent("corpus.json").path)
            .flatMap { try? CorpusSettings.parse($0, file: "corpus.json") } ?? CorpusSettings()
        level = settings.effectiveTextEquivLevel
    }

    /// The sample `item` becomes, or why it is skipped.
    mutating func prepare(_ item: ImportItem) -> Result<Prepared, ImportProblem> {
        do throws(ImportProblem) { return .success(try make(item)) } catch { return .failure(error) }
    }

    private mutating func make(_ item: ImportItem) throws(ImportProblem) -> Prepared {
        let id = CorpusAdder.identifier(stem: item.id)
        let truth = try self.truth(of: item, id: id)
        let bytes = try source.read(item.image, missing: .unreadableImage)
        let admitted: ImageAdmission.Admitted
        do throws(ImageAdmission.Refusal) { admitted = try admission.admit([UInt8](bytes), from: item.image, id: id) } catch {
            throw problem(error, image: source.relative(item.image))
        }
        let suite = options.suite
        let files = SampleWriter.Files(id: id, imageName: admitted.imageName, image: admitted.bytes, truth: (truth.name, truth.bytes),
                                       sidecar: ImportSidecar.compose(item, removed: admitted.removed, options))
        return Prepared(files: files, imported: DatasetImport.Imported(
            item: item.name, imagePath: "\(suite)/\(admitted.imageName)", truthPath: "\(suite)/\(truth.name)", lines: truth.lines,
            fields: item.fields.map(\.name), removed: admitted.removed, notes: item.notes))
    }

    /// The truth file's name and bytes, and its line count; refuses an empty truth and a
    /// layout document the corpus could not read.
    func truth(of item: ImportItem, id: String) throws(ImportProblem) -> (name: String, bytes: Data, lines: Int) {
        switch item.truth {
        case .lines(let lines):
            guard lines.contains(where: { !$0.allSatisfy(\.isWhitespace) }) else {
                throw ImportProblem(.emptyTruth, "\(item.origin.last ?? item.name) holds no text")
            }
            // A control character (a NUL, an escape) is no text: refused, never copied into the truth.
            for (number, line) in lines.enumerated() {
                guard let control = line.unicodeScalars.first(where: { $0 != "\t" && $0.properties.generalCategory == .control }) else { continue }
                throw ImportProblem(.malformed, "\(item.origin.last ?? item.name): the text of truth line \(number + 1) holds control "
                                    + "character U+\(String(format: "%04X", control.value)), which no truth may hold; correct the annotation")
            }
            return ("\(id).gt.txt", Data((lines.joined(separator: "\n") + "\n").utf8), lines.count)
        case .document(let url, let format):
            let file = source.relative(url)
            let data = try source.read(url, missing: .missingTruth)
            switch LayoutFormat.detection(of: data) {
            case .layout(format): break
            case .layout(let other): throw ImportProblem(.malformed, "\(file) holds \(other.displayName), not \(format.displayName)")
            case let detection: throw ImportProblem(.malformed, "\(file) is not \(format.displayName): \(LayoutFormat.describe(detection))")
            }
            let name = id + format.truthSuffix
            let text: String
            do throws(CorpusError) { text = try TruthFile.text(of: data, file: "\(options.suite)/\(name)", level: level) } catch {
                throw ImportProblem(.malformed, "\(file): \(error.problem)")
            }
            guard !text.allSatisfy(\.isWhitespace) else {
                throw ImportProblem(.emptyTruth, "\(file) holds no text (at \(level.rawValue) level)")
            }
            return (name, data, text.split(separator: "\n").count)
        }
    }

    /// The skip reason for an image `corpus add` would refuse.
    func problem(_ refusal: ImageAdmission.Refusal, image: String) -> ImportProblem {
        switch refusal.kind {
        case .duplicate: return ImportProblem(.duplicate, "\(image): \(refusal.detail)")
        case .nameTaken: return ImportProblem(.nameTaken, "\(refusal.detail); nothing is overwritten")
        case .notAnImage, .undecodable, .decodesFine, .metadata, .extensionMissing, .document:
            return ImportProblem(.unreadableImage, "\(image): \(refusal.detail)")
        }
    }
}
