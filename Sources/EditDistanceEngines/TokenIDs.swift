/// Assigns a small integer id to each distinct token, so that the dynamic programmes
/// compare Ints instead of Characters or Strings.
package struct TokenIDs<Token: Hashable> {
    private var ids: [Token: Int] = [:]

    package init() {}

    /// The ids of `tokens`, assigning new ids to tokens not seen before.
    package mutating func map(_ tokens: [Token]) -> [Int] {
        tokens.map { token in
            if let id = ids[token] { return id }
            let id = ids.count
            ids[token] = id
            return id
        }
    }
}
