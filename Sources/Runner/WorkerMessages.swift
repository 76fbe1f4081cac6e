import Scoring
import Backends
import LayoutFormats

/// The worker protocol: JSON, one message per line, parent to worker on the worker's
/// standard input and worker to parent on its standard output.
///
///     parent -> worker  {"profiles": [...], "maxPixels": 100000000, "previewFolder": "/tmp/…"}  once, first
///     parent -> worker  {"index": 7, "profile": 0, "path": "/abs/corpus/s/x.png", "suite": "s", "id": "x",
///                       "languages": ["deu"], "barcodes": true, "textEquivLevel": "region"}
///                       (languages: only when the sample's apply; barcodes: only when asked;
///                       textEquivLevel: only when region)
///     worker -> parent  {"index": 7, "report": {"outcome": "text", "lines": [...], "preview": {...}, ...}}
///     worker -> parent  {"processGroup": 4711, "running": true}     any time before an answer
///
/// The worker answers requests in order, one line each. It also tells the parent about
/// every process group an engine of its started or ended (the `command` backend), so
/// the parent kills those with the worker: on a timeout the worker is killed before it
/// could clean up.
struct WorkerSetup: Codable, Sendable {
    var profiles: [Profile]
    var maxPixels: Int
    /// The run's preview folder (`WorkerPreviews`): the worker makes each image's report
    /// preview from the pixels it decoded, into a store file of its own there; nil: none.
    var previewFolder: String? = nil
}

/// One image to recognize with one profile.
struct WorkerRequest: Codable, Sendable {
    var index: Int
    var profile: Int
    /// Absolute path, already checked by the parent to lie inside the corpus.
    var path: String
    var suite: String
    var id: String
    /// The sample's own languages, when they reach the engine (`SampleLanguages`); nil:
    /// the profile's.
    var languages: [String]? = nil
    /// True: also scan the upright image for barcodes (the sample has a barcode field,
    /// or `corpus add` drafts a sidecar); absent or false: do not.
    var barcodes: Bool? = nil
    /// "region": read PAGE-XML output at region level, as the run reads its truth;
    /// absent: line level.
    var textEquivLevel: TextEquivLevel? = nil
    /// The page of a document (PDF, multi-page TIFF) to read, 1-based; absent: the file is one picture.
    var page: Int? = nil

    var context: RecognitionContext { RecognitionContext(suite: suite, id: id, textEquivLevel: textEquivLevel) }
}

/// The answer to one request.
struct WorkerResponse: Codable, Sendable {
    var index: Int
    var report: RecognitionReport
}

/// An engine's process group started (running: true) or ended, told by the worker.
struct WorkerProcessGroupNotice: Codable, Sendable {
    var processGroup: Int32
    var running: Bool
}
