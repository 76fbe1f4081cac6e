import Corpus
import Foundation
import StrictJSON

/// WildReceipt (mmocr's key information extraction set): a JSON-lines annotation file
/// (`train.txt`, `test.txt`), one receipt a line:
/// `{"file_name": "image_files/Image_16/11/receipt_0.jpeg", "height": H, "width": W,
/// "annotations": [{"box": [8 numbers], "text": "...", "label": 1}, ...]}`. The annotations
/// come in the annotators' order (a receipt's items, then its prices), so the truth is
/// their texts grouped into lines by their boxes (`BoxedTextLines`: on the page straightened by the
/// slant that makes the fewest lines, boxes that overlap vertically on one line, left to
/// right, lines top to bottom); texts without a box
/// follow in the file's order. `file_name` is relative to the annotation file's
/// folder; the sample id is that path without its extension and a leading
/// `image_files/`, its slashes as '-' (the set reuses names such as `receipt_0.jpeg`
/// in every folder).
///
/// SOURCE is the annotation file, or the folder holding `train.txt` and `test.txt`
/// (both are read, train first).
struct WildReceiptImporter: DatasetReader {
    func read(_ source: DatasetSource, _ settings: ImportSettings) throws(RunnerError) -> [DatasetEntry] {
        var files: [URL] = []
        if let file = source.file { files = [file] } else {
            files = ["train.txt", "test.txt"].map { source.root.appendingPathComponent($0) }.filter(source.isFile)
        }
        guard !files.isEmpty else {
            throw RunnerError.configuration("\(source.root.path): no train.txt or test.txt; give the annotation file itself as SOURCE")
        }
        var entries: [DatasetEntry] = []
        for file in files {
            let name = source.relative(file)
            let data: Data
            do throws(ImportProblem) { data = try source.read(file) } catch { throw RunnerError.configuration(error.detail) }
            for (index, bytes) in lines(of: data).enumerated() where !bytes.allSatisfy({ [0x20, 0x09, 0x0D].contains($0) }) {
                let label = "\(name) line \(index + 1)"
                do throws(ImportProblem) {
                    let line: String
                    do throws(CorpusError) { line = try UTF8Text.decode(bytes, file: label) } catch {
                        throw ImportProblem(.malformed, error.description)
                    }
                    entries.append(.sample(try item(line, label: label, source)))
                } catch {
                    entries.append(.skipped(ImportSkip(item: label, problem: error)))
                }
            }
        }
        return entries
    }

    /// The lines of a JSON-lines file as bytes (a byte-order mark and CR line ends
    /// dropped), so that a line that is not UTF-8 is skipped alone.
    func lines(of data: Data) -> [Data] {
        var body = data
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        return body.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            Data(line.last == 0x0D ? line.dropLast() : line)
        }
    }

    /// The sample one line describes; `label` names the line in messages.
    func item(_ line: String, label: String, _ source: DatasetSource) throws(ImportProblem) -> ImportItem {
        let record: JSONFields
        do throws(FileProblem) { record = try JSONFields.parseObject(Data(line.utf8), file: label, what: "each line") } catch {
            // One line is one JSON text: its column is what locates the problem.
            throw ImportProblem(.malformed, error.description.replacingOccurrences(of: "(line 1, column", with: "(column"))
        }
        let fileName: String, annotations: [JSONValue]
        do throws(FileProblem) {
            guard let name = try record.string("file_name"), !name.isEmpty else { throw record.fail("file_name", "is missing") }
            guard case .array(let list)? = record.object["annotations"] else {
                throw record.fail("annotations", "must be a list of {\"box\", \"text\", \"label\"} objects")
            }
            fileName = name
            annotations = list
        } catch {
            throw ImportProblem(.malformed, error.description)
        }
        let lines = try texts(annotations, record: record)
        let image = try source.resolve(fileName)
        guard source.isFile(image) else {
            throw ImportProblem(.missingImage, "\(label): \(fileName) does not exist in \(source.root.path)")
        }
        var id = (fileName as NSString).deletingPathExtension
        if id.hasPrefix("image_files/") { id.removeFirst("image_files/".count) }
        return ImportItem(name: label, id: id.replacingOccurrences(of: "/", with: "-"), image: image,
                          truth: .lines(lines), origin: [source.relative(image), label])
    }

    /// The annotations' texts as lines (`BoxedTextLines`; empty texts left out, those
    /// without a box after the others in order); each annotation must be an object with a
    /// string `text`, and a `box` of 8 numbers when it has one.
    func texts(_ annotations: [JSONValue], record: JSONFields) throws(ImportProblem) -> [String] {
        var boxes: [BoxedTextLines.Box] = []
        var unboxed: [String] = []
        for (index, annotation) in annotations.enumerated() {
            let key = "annotations[\(index)]"
            do throws(FileProblem) {
                guard case .object(let object) = annotation else { throw record.fail(key, "must be an object, not \(annotation.typeName)") }
                let fields = JSONFields(object, file: record.file, path: key)
                guard let text = try fields.string("text") else { throw fields.fail("text", "is missing") }
                let box = try fields.numbers("box")
                if let box, box.count != 8 {
                    throw fields.fail("box", "must hold 8 numbers (4 corners), not \(box.count)")
                }
                if let bad = box?.first(where: { !$0.isFinite }) { throw fields.fail("box", "holds \(bad), not a coordinate") }
                if text.allSatisfy(\.isWhitespace) { continue }
                if let box { boxes.append(BoxedTextLines.Box(text: text, points: box, index: index)) } else { unboxed.append(text) }
            } catch {
                throw ImportProblem(.malformed, error.description)
            }
        }
        return BoxedTextLines.lines(boxes) + unboxed
    }
}
