/// Why an image could not be decoded: the message becomes the sample's `unreadable` reason.
public struct ImageUnreadable: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why, in words for people (e.g. "not an image: starts with %PDF").
    public var reason: String
    /// An unreadable image for this reason.
    public init(_ reason: String) { self.reason = reason }
    /// The reason.
    public var description: String { reason }
}
