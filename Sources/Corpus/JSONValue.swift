import Foundation

/// A parsed JSON value that keeps booleans and numbers apart on every platform, for
/// strict, key-naming validation of sidecars and configuration files.
public enum JSONValue: Sendable, Equatable, Decodable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    /// Parses `data`, or returns a one-line reason it is not JSON.
    public static func parse(_ data: Data) -> Result<JSONValue, JSONSyntaxError> {
        do {
            return .success(try JSONDecoder().decode(JSONValue.self, from: data))
        } catch let DecodingError.dataCorrupted(context) {
            let detail = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return .failure(JSONSyntaxError(detail ?? context.debugDescription))
        } catch {
            return .failure(JSONSyntaxError("\(error)"))
        }
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

/// Why a file is not valid JSON.
public struct JSONSyntaxError: Error, Sendable, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
