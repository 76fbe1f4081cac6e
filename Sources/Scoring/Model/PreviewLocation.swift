/// A report preview a worker made from the pixels it had just decoded: which of the run's
/// preview stores holds it (a file name, no folder), where, and its media type.
public struct PreviewLocation: Sendable, Equatable, Codable {
    /// The store file's name inside the run's preview folder, e.g. "worker-4711.store".
    public var store: String
    /// The first byte.
    public var offset: Int
    /// How many bytes.
    public var length: Int
    /// "image/jpeg" or "image/png".
    public var mediaType: String

    /// A location of these parts.
    public init(store: String, offset: Int, length: Int, mediaType: String) {
        self.store = store
        self.offset = offset
        self.length = length
        self.mediaType = mediaType
    }
}
