import CMemory

/// Makes every allocation of 1 MB or more a mapping of its own, returned to the system
/// when it is freed. glibc's default raises that threshold to the size of each large
/// block freed (up to 32 MB), after which blocks of an answer's size come from the heap
/// arenas and stay resident once freed: a 4 MB answer then cost the process 29 to 40
/// bytes of peak memory per character instead of 15 (`ci/bench/answer-memory --debug 4`).
enum LargeBuffers {
    /// Sets the fixed threshold; call before anything large is allocated.
    static func returnToSystemWhenFreed() {
        ocrgauge_map_large_allocations(1 << 20)
    }
}
