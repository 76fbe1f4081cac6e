import Foundation
import Scoring

/// Parses a sidecar's JSON strictly: wrong types and unknown keys are errors naming the key.
public enum SidecarParser {
    public static func parse(_ data: Data, file: String) throws(CorpusError) -> Sidecar {
        let values = try JSONFields.parseObject(data, file: file, what: "the sidecar")
        let object = values.object
        try values.rejectUnknownKeys(Sidecar.knownKeys)
        var sidecar = Sidecar()
        if let expect = try values.string("expect") {
            guard let outcome = Outcome(rawValue: expect), [.text, .empty, .unreadable].contains(outcome) else {
                throw values.fail("expect", "must be \"text\", \"empty\" or \"unreadable\", not \"\(expect)\"")
            }
            sidecar.expect = outcome
        }
        if let maxCER = try values.number("maxCER") {
            guard maxCER >= 0 else { throw values.fail("maxCER", "must be at least 0, not \(maxCER)") }
            sidecar.maxCER = maxCER
        }
        sidecar.languages = try values.strings("languages") ?? []
        sidecar.tags = try values.strings("tags") ?? []
        sidecar.source = try values.string("source")
        sidecar.notes = try values.string("notes")
        sidecar.status = try values.string("status")
        if let status = sidecar.status, status != "known-issue" {
            throw values.fail("status", "the only status is \"known-issue\", not \"\(status)\"")
        }
        sidecar.review = try values.string("review")
        if let raw = object["fields"] {
            guard case .array(let list) = raw else { throw values.fail("fields", "must be a list of objects, not \(raw.typeName)") }
            sidecar.fields = try list.enumerated().map { index, item throws(CorpusError) in
                try FieldSpecParser.parse(item, file: file, key: "fields[\(index)]")
            }
        }
        return sidecar
    }
}
