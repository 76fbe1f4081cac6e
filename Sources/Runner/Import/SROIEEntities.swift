import Foundation
import StrictJSON

/// SROIE task 3's entity files: a JSON object with `company`, `date`, `address` and
/// `total`, as strings. Some published files are not strict JSON (a quote left
/// unescaped inside a value); those are read line by line (`"key": "value",`) and a note
/// says so. Each entity is looked for in the box text (`locate`), where a receipt
/// breaks it over lines as often as not.
enum SROIEEntities {
    /// The entity keys, in the order the fields are written.
    static let keys = ["company", "date", "address", "total"]

    /// The entities in `data` (non-empty ones, in `keys` order), and notes; `file` names it.
    static func read(_ data: Data, file: String) throws(ImportProblem) -> (values: [(String, String)], notes: [String]) {
        let strict: JSONFields
        do throws(FileProblem) { strict = try JSONFields.parseObject(data, file: file, what: "an entities file") } catch {
            if error.key == nil, let text = String(validating: data, as: UTF8.self), let loose = lineByLine(text), !loose.isEmpty {
                return (loose, ["\(file) is not strict JSON (\(error.problem)); its entities were read line by line"])
            }
            throw ImportProblem(.malformed, error.description)
        }
        var values: [(String, String)] = []
        for key in keys {
            do throws(FileProblem) {
                if let value = try strict.string(key), !value.allSatisfy(\.isWhitespace) { values.append((key, value)) }
            } catch {
                throw ImportProblem(.malformed, error.description)
            }
        }
        return (values, [])
    }

    /// `"key": "value",` lines of the known keys, the value running to the line's last
    /// quote; nil when a line that names a known key does not read so.
    static func lineByLine(_ text: String) -> [(String, String)]? {
        var values: [(String, String)] = []
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("\""), let colon = line.range(of: "\":") else { continue }
            let key = String(line[line.index(after: line.startIndex)..<colon.lowerBound])
            guard keys.contains(key) else { continue }
            var value = line[colon.upperBound...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(",") { value.removeLast() }
            guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { return nil }
            let inner = value.dropFirst().dropLast().replacingOccurrences(of: "\\\"", with: "\"")
                .replacingOccurrences(of: "\\\\", with: "\\")
            if !inner.allSatisfy(\.isWhitespace) { values.append((key, inner)) }
        }
        return values
    }

    /// The fields for `values` as the box text `lines` holds them: an entity found as
    /// written, or with line breaks where it has spaces (an address over three lines),
    /// becomes a field of the text as the lines hold it; one not found is left out with
    /// a note (a field the truth itself fails would fail every engine).
    static func locate(_ values: [(String, String)], in lines: [String]) -> (fields: [EntityField], notes: [String]) {
        let truth = Array(lines.joined(separator: "\n"))
        let flat = truth.map { $0 == "\n" ? " " : $0 }
        var fields: [EntityField] = []
        var notes: [String] = []
        for (key, value) in values {
            let needle = Array(value)
            if let start = firstIndex(of: needle, in: flat) {
                fields.append(EntityField(name: key, text: String(truth[start..<start + needle.count])))
            } else {
                notes.append("entity '\(key)' (\"\(value)\") is not in the box text: left out")
            }
        }
        return (fields, notes)
    }

    /// Where `needle` first occurs in `text`, by characters.
    static func firstIndex(of needle: [Character], in text: [Character]) -> Int? {
        guard !needle.isEmpty, needle.count <= text.count else { return nil }
        for start in 0...(text.count - needle.count) where text[start] == needle[0] {
            if text[start..<start + needle.count].elementsEqual(needle) { return start }
        }
        return nil
    }
}
