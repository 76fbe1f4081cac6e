import StrictJSON
import Scoring

extension Sidecar {
    /// The sidecar as a file: its keys in the order docs/corpus.md lists them (expect,
    /// status, review, maxCER, fields, languages, tags, source, licence, notes), each
    /// field's keys in its kind's order, unset keys left out, two-space indent and a final
    /// line feed. `SidecarParser` reads it back to an equal value.
    public var json: String {
        var members: [(String, OrderedJSON)] = []
        if let expect { members.append(("expect", .string(expect.rawValue))) }
        if let status { members.append(("status", .string(status))) }
        if let review { members.append(("review", .string(review))) }
        if let maxCER { members.append(("maxCER", .number(maxCER))) }
        if !fields.isEmpty { members.append(("fields", .array(fields.map { .object($0.field.sidecarMembers) }))) }
        if !languages.isEmpty { members.append(("languages", .array(languages.map { .string($0) }))) }
        if !tags.isEmpty { members.append(("tags", .array(tags.map { .string($0) }))) }
        if let source { members.append(("source", .string(source))) }
        if let licence { members.append(("licence", .string(licence))) }
        if let notes { members.append(("notes", .string(notes))) }
        return OrderedJSON.object(members).rendered() + "\n"
    }
}
