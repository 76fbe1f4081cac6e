/// Int32 storage that grows by doubling, for the inner loops of the wavefront engine:
/// appends and reads without the copy-on-write checks of an Array. The memory is owned
/// by this object and freed with it; nothing outside it sees the pointer.
final class GrowableInt32Buffer {
    private var base: UnsafeMutablePointer<Int32>
    private var capacity: Int
    /// Number of values appended since the last `removeAll`.
    private(set) var count = 0

    init(capacity: Int = 1024) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<Int32>.allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    @inline(__always)
    subscript(index: Int) -> Int32 { base[index] }

    @inline(__always)
    func append(_ value: Int32) {
        if count == capacity { grow() }
        base[count] = value
        count &+= 1
    }

    /// Appends `count` values from `source`.
    func append(contentsOf source: UnsafePointer<Int32>, count added: Int) {
        while count + added > capacity { grow() }
        (base + count).update(from: source, count: added)
        count += added
    }

    /// Forgets the values, keeping the memory.
    func removeAll() { count = 0 }

    @inline(never)
    private func grow() {
        let larger = UnsafeMutablePointer<Int32>.allocate(capacity: capacity * 2)
        larger.update(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
