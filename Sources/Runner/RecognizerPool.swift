import Backends
import Foundation
import Imaging
import Scoring

/// The recognizers of one worker (a child process or this process): one per profile and
/// language list, each loaded on first use and kept for the worker's life. Answers a
/// request by decoding its image and recognizing it with the right one.
final class RecognizerPool {
    private let setup: WorkerSetup
    private var recognizers: [Key: any Recognizer] = [:]
    /// Tesseract's OSD, loaded when a profile first detects orientation.
    private var detector: OrientationDetector?
    /// Where report previews go, when the run asked for them.
    private let previews: WorkerPreviewStore?
    /// The document whose pages are being read, held while they come.
    let documents = DocumentReader()

    /// A profile, read in the languages a sample's sidecar gave (nil: the profile's own).
    private struct Key: Hashable {
        var profile: Int
        var languages: [String]?
    }

    init(setup: WorkerSetup) {
        self.setup = setup
        previews = setup.previewFolder.map(WorkerPreviewStore.init(folder:))
    }

    /// The profile a request is recognized with: its languages are the sample's when the
    /// request carries them (`SampleLanguages` decided that in the parent).
    func profile(for request: WorkerRequest) -> Profile {
        var profile = setup.profiles[request.profile]
        if let languages = request.languages { profile.common.languages = languages }
        return profile
    }

    /// Decodes and recognizes the request's image; every failure is an outcome.
    func recognize(_ request: WorkerRequest) -> RecognitionReport {
        // A document's pages come one after another: its file is read and opened once.
        let document: OpenDocument
        if request.page != nil {
            guard let held = documents.document(atPath: request.path) else {
                return RecognitionReport(outcome: .unreadable, message: "cannot be read")
            }
            document = held
        } else {
            documents.close()
            guard let data = FileManager.default.contents(atPath: request.path) else {
                return RecognitionReport(outcome: .unreadable, message: "cannot be read")
            }
            document = OpenDocument(bytes: [UInt8](data))
        }
        let profile = profile(for: request)
        let key = Key(profile: request.profile, languages: request.languages)
        var options = DecodeOptions(applyOrientation: profile.common.applyOrientation, maxPixels: setup.maxPixels,
                                    fingerprintPixels: true)
        options.page = request.page
        options.dpi = profile.common.effectiveDPI
        return ImageRecognition.recognize(document: document, path: request.path, options: options, context: request.context,
                                          adjustments: HarnessAdjustments(profile: profile),
                                          scanBarcodes: request.barcodes ?? false,
                                          preview: previews.map { store in { store.add($0) } },
                                          detector: { () throws(BackendError) in
                                              if let detector { return detector }
                                              let made = try OrientationDetector()
                                              detector = made
                                              return made
                                          }) { () throws(BackendError) in
            if let existing = recognizers[key] { return existing }
            let factory: any RecognizerFactory
            do throws(RunnerError) { factory = try profile.makeFactory() } catch { throw BackendError.unavailable(error.description) }
            let made = try factory.makeRecognizer()
            recognizers[key] = made
            return made
        }
    }

    /// Unloads every engine.
    func removeAll() {
        documents.close()
        recognizers.removeAll()
        detector = nil
    }
}
