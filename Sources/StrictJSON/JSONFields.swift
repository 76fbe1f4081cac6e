import Foundation

/// Typed, key-naming access to one JSON object's values; every wrong type throws an
/// error naming the file and the full key path (e.g. "fields[1].maxEdits").
public struct JSONFields: Sendable {
    /// The object's values by key.
    public let object: [String: JSONValue]
    /// The file it was read from, for messages.
    public let file: String
    /// The object's key path in the file ("" for the top level), for messages.
    public let path: String

    /// The values of `object` from `file`, at key path `path`.
    public init(_ object: [String: JSONValue], file: String, path: String = "") {
        self.object = object
        self.file = file
        self.path = path
    }

    /// Parses `data` as one JSON object, or throws an error naming `file` (`what` says
    /// what the file is, e.g. "the sidecar").
    public static func parseObject(_ data: Data, file: String, what: String = "the file") throws(FileProblem) -> JSONFields {
        let value: JSONValue
        switch JSONValue.parse(data) {
        case .success(let parsed): value = parsed
        case .failure(let error):
            if let key = error.key { throw FileProblem(file: file, key: key, error.description) }
            throw FileProblem(file: file, "not valid JSON: \(error)")
        }
        guard case .object(let object) = value else {
            throw FileProblem(file: file, "\(what) must be a JSON object, not \(value.typeName)")
        }
        return JSONFields(object, file: file)
    }

    /// The full key path of `key` for messages.
    public func name(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The object's keys, sorted.
    public var keys: [String] { object.keys.sorted() }

    /// A problem with `key` of this object, naming the file and the key's full path.
    public func fail(_ key: String, _ problem: String) -> FileProblem {
        FileProblem(file: file, key: name(key), problem)
    }

    /// The string at `key`; nil when the key is absent; throws when it is not a string.
    public func string(_ key: String) throws(FileProblem) -> String? {
        guard let raw = object[key] else { return nil }
        guard case .string(let value) = raw else { throw fail(key, "must be a string, not \(raw.typeName)") }
        return value
    }

    /// The number at `key`; nil when the key is absent; throws when it is not a number.
    public func number(_ key: String) throws(FileProblem) -> Double? {
        guard let raw = object[key] else { return nil }
        guard case .number(let value) = raw else { throw fail(key, "must be a number, not \(raw.typeName)") }
        return value
    }

    /// The boolean at `key`; nil when the key is absent; throws when it is not true or false.
    public func bool(_ key: String) throws(FileProblem) -> Bool? {
        guard let raw = object[key] else { return nil }
        guard case .bool(let value) = raw else { throw fail(key, "must be true or false, not \(raw.typeName)") }
        return value
    }

    /// The whole number at `key` (0 to 999,999,999); nil when the key is absent; throws for
    /// anything else.
    public func integer(_ key: String) throws(FileProblem) -> Int? {
        guard let value = try number(key) else { return nil }
        guard value == value.rounded(), value >= 0, value < 1_000_000_000 else {
            throw fail(key, "must be a whole number of at least 0")
        }
        return Int(value)
    }

    /// The list of strings at `key`; nil when the key is absent; throws naming the first item that
    /// is not a string.
    public func strings(_ key: String) throws(FileProblem) -> [String]? {
        guard let raw = object[key] else { return nil }
        guard case .array(let items) = raw else { throw fail(key, "must be a list of strings, not \(raw.typeName)") }
        return try items.enumerated().map { index, item throws(FileProblem) in
            guard case .string(let value) = item else { throw fail("\(key)[\(index)]", "must be a string, not \(item.typeName)") }
            return value
        }
    }

    /// The list of numbers at `key`; nil when the key is absent; throws naming the first item that
    /// is not a number.
    public func numbers(_ key: String) throws(FileProblem) -> [Double]? {
        guard let raw = object[key] else { return nil }
        guard case .array(let items) = raw else { throw fail(key, "must be a list of numbers, not \(raw.typeName)") }
        return try items.enumerated().map { index, item throws(FileProblem) in
            guard case .number(let value) = item else { throw fail("\(key)[\(index)]", "must be a number, not \(item.typeName)") }
            return value
        }
    }

    /// The object at `key`, its key path extended; nil when the key is absent; throws when it is not an object.
    public func object(_ key: String) throws(FileProblem) -> JSONFields? {
        guard let raw = object[key] else { return nil }
        guard case .object(let value) = raw else { throw fail(key, "must be an object, not \(raw.typeName)") }
        return JSONFields(value, file: file, path: name(key))
    }

    /// Throws for the keys not in `known`, naming every one of them and suggesting a
    /// near miss by case.
    public func rejectUnknownKeys(_ known: Set<String>) throws(FileProblem) {
        let unknown = keys.filter { !known.contains($0) }
        guard !unknown.isEmpty else { return }
        let knownList = "; known keys: " + known.sorted().joined(separator: ", ")
        let candidates = known.sorted()
        func named(_ key: String) -> String { Suggestion.phrase(key, candidates) }
        if unknown.count == 1 { throw fail(unknown[0], "unknown key" + named(unknown[0]) + knownList) }
        let place = path.isEmpty ? "" : " in '\(path)'"
        throw FileProblem(file: file, "unknown keys\(place): "
                          + unknown.map { "'\(name($0))'" + named($0) }.joined(separator: ", ") + knownList)
    }
}
