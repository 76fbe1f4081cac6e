/// The weighted programme of `EditDistance` for a short reference against a long
/// hypothesis (a page's header line against an engine that answered megabytes): the
/// columns are walked one hypothesis token at a time, each a vector of reference-length
/// + 1 keys, so the memory is that vector and nothing per hypothesis token, where the
/// other engines hold several Ints per token. O(n·m) time with n at most `maximumRows`.
enum ShortReferenceEditDistance {
    /// The longest reference (affixes stripped) it takes.
    static let maximumRows = 64
    /// The shortest hypothesis it takes: below it the other engines' memory is small.
    static let minimumColumns = 1 << 20

    /// Whether it takes a pair of `rows` reference and `columns` hypothesis tokens.
    static func takes(rows: Int, columns: Int) -> Bool {
        rows <= maximumRows && columns >= minimumColumns
    }

    /// The key (edits · weight + deletions) of turning `ref` into `hyp`, exactly as
    /// `EditDistance.lastRow` defines it.
    static func key(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>, weight: Int) -> Int {
        let n = ref.count
        let substitution = weight, insertion = weight, deletion = weight + 1
        guard n > 0 else { return hyp.count * insertion }
        // column[i]: the key of turning ref[..<i] into the hypothesis read so far.
        var column = (0...n).map { $0 * deletion }
        column.withUnsafeMutableBufferPointer { column in
            for token in hyp {
                var diagonal = column[0]
                column[0] += insertion
                for i in 1...n {
                    var best = diagonal + (ref[i - 1] == token ? 0 : substitution)
                    let fromLeft = column[i] + insertion
                    if fromLeft < best { best = fromLeft }
                    let fromAbove = column[i - 1] + deletion
                    if fromAbove < best { best = fromAbove }
                    diagonal = column[i]
                    column[i] = best
                }
            }
        }
        return column[n]
    }
}
