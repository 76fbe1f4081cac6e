/// Whether Apple's Vision framework (the engine most iOS apps use) is compiled in.
enum VisionAvailability {
    static var status: BackendCatalog.Status {
        #if canImport(Vision)
        return BackendCatalog.Status(name: "vision", available: true,
                                     detail: "Apple Vision (VNRecognizeTextRequest) on this machine")
        #else
        return BackendCatalog.Status(name: "vision", available: false,
                                     detail: "Apple Vision exists only on Apple platforms; record its output on a Mac with `ocrgauge run --profile vision --record DIR` and gate it here with the recorded backend (docs/backends.md)")
        #endif
    }
}
