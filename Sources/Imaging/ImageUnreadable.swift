/// Why an image could not be decoded: the message becomes the sample's `unreadable` reason.
public struct ImageUnreadable: Error, Sendable, Equatable, CustomStringConvertible {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
