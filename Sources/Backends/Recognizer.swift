import Imaging
import LayoutFormats

/// A recognizer: one loaded engine, used by one worker for many images in turn.
///
/// Recognizers are not shared between threads; each worker makes its own from a
/// `RecognizerFactory`, so an engine's model loads once per worker.
public protocol Recognizer: AnyObject {
    /// Recognizes the text on an upright, decoded image; `context` names the sample (the
    /// recorded backend looks its output up by name; engines ignore it).
    func recognize(_ image: DecodedImage, context: RecognitionContext) throws(BackendError) -> Recognition
}

/// Which sample an image is, and how output read from a layout document is read.
public struct RecognitionContext: Sendable, Equatable, Codable {
    /// The sample's suite.
    public var suite: String
    /// The sample's id within its suite.
    public var id: String
    /// The level PAGE-XML output is read at (the run's, as its truth); nil: line.
    public var textEquivLevel: TextEquivLevel?
    /// The context of sample `id` in `suite`, PAGE-XML output read at `textEquivLevel`.
    public init(suite: String, id: String, textEquivLevel: TextEquivLevel? = nil) {
        self.suite = suite
        self.id = id
        self.textEquivLevel = textEquivLevel
    }

    /// For callers outside a corpus.
    public static let none = RecognitionContext(suite: "", id: "")
}

/// Makes recognizers for workers; describes the backend for reports.
public protocol RecognizerFactory: Sendable {
    /// The backend's name and engine version, e.g. ("tesseract", "5.3.0").
    var identity: BackendIdentity { get }
    /// Loads the engine. Throws when the backend is missing or misconfigured.
    func makeRecognizer() throws(BackendError) -> any Recognizer
}

/// A backend's name and version, as reports show them.
public struct BackendIdentity: Sendable, Equatable, Hashable {
    /// The backend's name, e.g. "tesseract".
    public var name: String
    /// The engine's version, e.g. "5.3.0".
    public var version: String
    /// An identity with this name and version.
    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }
}
