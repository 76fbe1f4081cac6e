import Foundation

/// A parsed JSON value that keeps booleans and numbers apart on every platform, for
/// strict, key-naming validation of sidecars and configuration files.
public enum JSONValue: Sendable, Equatable, Decodable {
    /// A string.
    case string(String)
    /// A number (every JSON number, as a Double).
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// A list.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])
    /// `null`.
    case null

    /// Decodes whichever value the decoder holds: null, a boolean, a number, a string, a list or an object.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    /// Parses `data` strictly (see `JSONParser`: a key twice in one object is an
    /// error), or returns a one-line reason it is not acceptable JSON.
    public static func parse(_ data: Data) -> Result<JSONValue, JSONSyntaxError> {
        JSONParser.parse(data)
    }

    /// A short name of the value's type for error messages.
    public var typeName: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "true/false"
        case .array: return "a list"
        case .object: return "an object"
        case .null: return "null"
        }
    }
}

/// Why a file is not valid JSON, with the line and column; `key` names the key's path
/// when the problem is a key (one written twice in an object).
public struct JSONSyntaxError: Error, Sendable, CustomStringConvertible {
    /// The reason, with the line and column.
    public var description: String
    /// The key's path when the problem is a key written twice; nil otherwise.
    public var key: String?
    init(_ description: String, key: String? = nil) {
        self.description = description
        self.key = key
    }
}
