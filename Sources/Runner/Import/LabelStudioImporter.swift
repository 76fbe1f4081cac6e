import Foundation
import StrictJSON

/// Label Studio's JSON export of its OCR template: a list of tasks, each with the image
/// in `data.ocr` (or `data.image`) and `annotations[].result[]`, whose `textarea` items
/// hold the transcriptions (`value.text`, a list of lines) and whose `rectangle` and
/// `labels` items, sharing a textarea's `id`, its box. The truth is the texts of the
/// first annotation not cancelled, in reading order (`LabelStudioReadingOrder`).
///
/// SOURCE is the export file, or a folder holding exactly one `.json` export. Image
/// paths resolve inside SOURCE's folder: `/data/upload/P/NAME` as `upload/P/NAME` or
/// `media/upload/P/NAME` (Label Studio's data folder), `/data/local-files/?d=PATH` as
/// `PATH`, anything else as a path; URLs are refused (nothing is downloaded).
struct LabelStudioImporter: DatasetReader {
    func read(_ source: DatasetSource, _ settings: ImportSettings) throws(RunnerError) -> [DatasetEntry] {
        let export = try exportFile(source)
        let name = source.relative(export)
        let tasks: [JSONValue]
        do throws(ImportProblem) {
            let data = try source.read(export)
            switch JSONValue.parse(data) {
            case .success(.array(let list)): tasks = list
            case .success(let other): throw ImportProblem(.malformed, "\(name): an export must be a JSON list of tasks, not \(other.typeName)")
            case .failure(let error):
                throw ImportProblem(.malformed, "\(name): " + (error.key.map { "key '\($0)': " } ?? "not valid JSON: ") + error.description)
            }
        } catch {
            throw RunnerError.configuration(error.detail)
        }
        return tasks.enumerated().map { index, task -> DatasetEntry in
            var label = "\(name) task #\(index + 1)"
            if case .object(let object) = task, case .number(let id)? = object["id"], let whole = Int(exactly: id) { label = "\(name) task \(whole)" }
            do throws(ImportProblem) {
                return .sample(try item(task, key: "[\(index)]", label: label, file: name, source))
            } catch {
                return .skipped(ImportSkip(item: label, problem: error))
            }
        }
    }

    /// The export: SOURCE itself, or the one `.json` file in the SOURCE folder.
    func exportFile(_ source: DatasetSource) throws(RunnerError) -> URL {
        if let file = source.file { return file }
        let exports = source.entries(of: source.root).filter { $0.lowercased().hasSuffix(".json") }
        guard exports.count == 1 else {
            throw RunnerError.configuration("\(source.root.path): " + (exports.isEmpty ? "no .json export" : "\(exports.count) .json files ("
                                            + exports.joined(separator: ", ") + ")") + "; give the export file itself as SOURCE")
        }
        return source.root.appendingPathComponent(exports[0])
    }

    /// The sample of one task; `key` is its place in the export ("[3]").
    func item(_ task: JSONValue, key: String, label: String, file: String, _ source: DatasetSource) throws(ImportProblem) -> ImportItem {
        let regions: [LabelStudioReadingOrder.Region]
        let reference: String
        do throws(FileProblem) {
            guard case .object(let object) = task else { throw FileProblem(file: file, key: key, "must be a task object, not \(task.typeName)") }
            let fields = JSONFields(object, file: file, path: key)
            guard case .object(let data)? = object["data"] else { throw fields.fail("data", "must be an object holding the image (ocr or image)") }
            let dataFields = JSONFields(data, file: file, path: fields.name("data"))
            var path = try dataFields.string("ocr")
            if path == nil { path = try dataFields.string("image") }
            guard let path else {
                throw dataFields.fail("ocr", "is missing (nor is there an image key): no image for the task")
            }
            reference = path
            regions = try Self.regions(fields)
        } catch {
            throw ImportProblem(.malformed, error.description)
        }
        let image = try resolveImage(reference, source)
        let lines = LabelStudioReadingOrder.ordered(regions).flatMap(\.texts).filter { !$0.allSatisfy(\.isWhitespace) }
        return ImportItem(name: label, id: image.deletingPathExtension().lastPathComponent, image: image, truth: .lines(lines),
                          origin: [source.relative(image), label])
    }

    /// The transcribed regions of the task's first annotation not cancelled (none without one).
    static func regions(_ task: JSONFields) throws(FileProblem) -> [LabelStudioReadingOrder.Region] {
        guard case .array(let annotations)? = task.object["annotations"] else { return [] }
        for (index, annotation) in annotations.enumerated() {
            guard case .object(let object) = annotation else { throw task.fail("annotations[\(index)]", "must be an object") }
            let fields = JSONFields(object, file: task.file, path: task.name("annotations[\(index)]"))
            if try fields.bool("was_cancelled") == true { continue }
            guard case .array(let results)? = object["result"] else { throw fields.fail("result", "must be a list of regions") }
            return try regions(results, in: fields)
        }
        return []
    }

    /// The textarea items of one annotation's `result`, each with its own box or that of
    /// the rectangle or labels item of the same id.
    static func regions(_ results: [JSONValue], in annotation: JSONFields) throws(FileProblem) -> [LabelStudioReadingOrder.Region] {
        var boxes: [String: LabelStudioReadingOrder.Box] = [:]
        var areas: [(id: String?, texts: [String], box: LabelStudioReadingOrder.Box?)] = []
        for (index, result) in results.enumerated() {
            let key = "result[\(index)]"
            guard case .object(let object) = result else { throw annotation.fail(key, "must be an object, not \(result.typeName)") }
            let item = JSONFields(object, file: annotation.file, path: annotation.name(key))
            guard case .object(let raw)? = object["value"] else { continue }
            let value = JSONFields(raw, file: item.file, path: item.name("value"))
            let id = try item.string("id"), box = try Self.box(value)
            switch try item.string("type") {
            case "textarea":
                guard case .array = raw["text"] else { throw value.fail("text", "must be a list of strings") }
                areas.append((id, try value.strings("text") ?? [], box))
            case "rectangle", "labels", "polygonlabels", "rectanglelabels":
                if let id, let box { boxes[id] = box }
            default:
                continue
            }
        }
        return areas.enumerated().map { index, area in
            .init(texts: area.texts, box: area.box ?? area.id.flatMap { boxes[$0] }, index: index)
        }
    }

    /// The box in a result's value (x, y, width, height in percent), when it has all four.
    static func box(_ value: JSONFields) throws(FileProblem) -> LabelStudioReadingOrder.Box? {
        guard let x = try value.number("x"), let y = try value.number("y"),
              let width = try value.number("width"), let height = try value.number("height") else { return nil }
        return .init(x: x, y: y, width: width, height: height)
    }

    /// The image a task names, inside SOURCE's folder.
    func resolveImage(_ reference: String, _ source: DatasetSource) throws(ImportProblem) -> URL {
        var candidates = [reference]
        if reference.hasPrefix("/data/upload/") {
            let rest = String(reference.dropFirst("/data/upload/".count))
            candidates = ["upload/" + rest, "media/upload/" + rest]
        } else if reference.hasPrefix("/data/local-files/"), let range = reference.range(of: "?d=") {
            let path = String(reference[range.upperBound...])
            candidates = [path.removingPercentEncoding ?? path]
        }
        for candidate in candidates {
            let url = try source.resolve(candidate)
            if source.isFile(url) { return url }
        }
        throw ImportProblem(.missingImage, "\(reference): no such file in \(source.root.path) (looked for "
                            + candidates.joined(separator: ", ") + ")")
    }
}
