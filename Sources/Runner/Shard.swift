/// One part of a corpus split deterministically by sample name: `--shard 2/4`.
public struct Shard: Sendable, Equatable {
    /// 1-based index of this shard.
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses "i/n" with 1 ≤ i ≤ n.
    public init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else { return nil }
        self.init(index: i, count: n)
    }

    /// Whether the sample "suite/id" belongs to this shard. The same name always lands in
    /// the same shard, on every machine (FNV-1a over the UTF-8 bytes).
    public func contains(suite: String, id: String) -> Bool {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in "\(suite)/\(id)".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return Int(hash % UInt64(count)) == index - 1
    }
}
