/// An element's attributes: a handful of pairs, looked up by a linear scan (cheaper
/// than hashing for the few attributes an element has).
struct XMLAttributes {
    var pairs: [(name: String, value: String)] = []

    subscript(name: String) -> String? {
        for pair in pairs where pair.name == name { return pair.value }
        return nil
    }
}
