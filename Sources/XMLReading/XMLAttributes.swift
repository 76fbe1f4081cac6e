/// An element's attributes: a handful of pairs, looked up by a linear scan (cheaper
/// than hashing for the few attributes an element has).
public struct XMLAttributes: Sendable {
    public var pairs: [(name: String, value: String)] = []

    public init(pairs: [(name: String, value: String)] = []) { self.pairs = pairs }

    public subscript(name: String) -> String? {
        for pair in pairs where pair.name == name { return pair.value }
        return nil
    }
}
