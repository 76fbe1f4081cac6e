import StrictJSON
import Foundation
import Scoring

/// Parses a sidecar's JSON strictly: wrong types, unknown keys and keys written twice
/// are errors naming the key; every bad key of the file is named in one error.
public enum SidecarParser {
    /// The sidecar in `data`, checked key by key; throws one error naming every bad key of `file`.
    public static func parse(_ data: Data, file: String) throws(CorpusError) -> Sidecar {
        try parse(try JSONFields.parseObject(data, file: file, what: "the sidecar"))
    }

    /// The sidecar in `values` (the whole file, or an object within one such as a
    /// corpus-synth recipe's `sidecar`: errors then name keys under its path).
    public static func parse(_ values: JSONFields) throws(CorpusError) -> Sidecar {
        let object = values.object
        var problems = ProblemCollector()
        var sidecar = Sidecar()
        problems.attempt { () throws(CorpusError) in try values.rejectUnknownKeys(Sidecar.knownKeys) }
        problems.attempt { () throws(CorpusError) in
            if let expect = try values.string("expect") {
                guard let outcome = Outcome(rawValue: expect), [.text, .empty, .unreadable].contains(outcome) else {
                    throw values.fail("expect", "must be \"text\", \"empty\" or \"unreadable\", not \"\(expect)\"")
                }
                sidecar.expect = outcome
            }
        }
        problems.attempt { () throws(CorpusError) in
            if let maxCER = try values.number("maxCER") {
                guard maxCER >= 0 else { throw values.fail("maxCER", "must be at least 0, not \(maxCER)") }
                sidecar.maxCER = maxCER
            }
        }
        sidecar.languages = (problems.attempt { () throws(CorpusError) in try values.strings("languages") } ?? nil) ?? []
        sidecar.tags = (problems.attempt { () throws(CorpusError) in try values.strings("tags") } ?? nil) ?? []
        sidecar.source = problems.attempt { () throws(CorpusError) in try values.string("source") } ?? nil
        sidecar.licence = problems.attempt { () throws(CorpusError) in try values.string("licence") } ?? nil
        sidecar.notes = problems.attempt { () throws(CorpusError) in try values.string("notes") } ?? nil
        problems.attempt { () throws(CorpusError) in
            sidecar.status = try values.string("status")
            if let status = sidecar.status, status != "known-issue" {
                throw values.fail("status", "the only status is \"known-issue\", not \"\(status)\"")
            }
        }
        sidecar.review = problems.attempt { () throws(CorpusError) in try values.string("review") } ?? nil
        if let raw = object["fields"] {
            if case .array(let list) = raw {
                for (index, item) in list.enumerated() {
                    if let field = problems.attempt({ () throws(CorpusError) in
                        try FieldSpecParser.parse(item, file: values.file, key: values.name("fields[\(index)]"))
                    }) {
                        sidecar.fields.append(field)
                    }
                }
            } else {
                problems.add(values.fail("fields", "must be a list of objects, not \(raw.typeName)"))
            }
        }
        try problems.finish()
        return sidecar
    }
}
