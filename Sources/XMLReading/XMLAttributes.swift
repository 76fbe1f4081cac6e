/// An element's attributes: a handful of pairs, looked up by a linear scan (cheaper
/// than hashing for the few attributes an element has).
public struct XMLAttributes: Sendable {
    /// The name and value of each attribute, in document order.
    public var pairs: [(name: String, value: String)] = []

    /// Attributes from these pairs.
    public init(pairs: [(name: String, value: String)] = []) { self.pairs = pairs }

    /// The value of the first attribute called `name`; nil when there is none.
    public subscript(name: String) -> String? {
        for pair in pairs where pair.name == name { return pair.value }
        return nil
    }
}
