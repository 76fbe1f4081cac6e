import Backends
import Corpus
import Foundation
import Imaging
import Scoring

/// `ocrgauge corpus add`: copies real-world images into a suite (never overwriting),
/// with a draft `.gt.txt` from a profile's OCR output and a sidecar marked
/// `"review": "draft"`, so a person corrects the text instead of typing it.
public enum CorpusAdder {
    /// One image added.
    public struct Added: Sendable, Equatable {
        public var imagePath: String
        public var outcome: Outcome
        public var lines: Int
    }

    public static func add(_ images: [URL], suite: String, corpus: URL, profile: Profile,
                           maxPixels: Int = DecodeOptions.defaultMaxPixels) throws(RunnerError) -> [Added] {
        guard !suite.isEmpty, suite.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw RunnerError.configuration("--suite '\(suite)': use letters, digits, '-' and '_' only")
        }
        let folder = corpus.appendingPathComponent(suite)
        let fm = FileManager.default
        do { try fm.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw RunnerError.harness("cannot create \(folder.path): \(error.localizedDescription)")
        }
        let factory = try profile.makeFactory()
        var recognizer: (any Recognizer)?
        var added: [Added] = []
        for image in images {
            guard let data = fm.contents(atPath: image.path) else {
                throw RunnerError.configuration("\(image.path): cannot be read")
            }
            let id = identifier(for: image)
            let existing = ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0 == "\(id).gt.txt" || ($0 as NSString).deletingPathExtension == id }
            guard existing.isEmpty else {
                throw RunnerError.configuration("\(suite)/\(existing[0]) already exists; nothing is overwritten (rename \(image.lastPathComponent))")
            }
            let ext = image.pathExtension.lowercased()
            let imageName = "\(id).\(CorpusLoader.imageExtensions.contains(ext) ? ext : "png")"
            let report = ImageRecognition.recognize(
                bytes: [UInt8](data), path: image.path,
                options: DecodeOptions(applyOrientation: profile.common.applyOrientation, maxPixels: maxPixels),
                context: RecognitionContext(suite: suite, id: id),
                adjustments: HarnessAdjustments(profile: profile)) { () throws(BackendError) in
                    if let recognizer { return recognizer }
                    let made = try factory.makeRecognizer()
                    recognizer = made
                    return made
                }
            if report.backendUnavailable { throw RunnerError.harness(report.message ?? "backend unavailable") }
            var sidecar: [String: Any] = [
                "review": "draft",
                "source": "real: added by ocrgauge corpus add from \(image.lastPathComponent)",
                "notes": "Draft truth from profile \(profile.name) (\(factory.identity.name) \(factory.identity.version)); "
                    + "correct \(id).gt.txt against the image, then remove \"review\".",
            ]
            switch report.outcome {
            case .unreadable: sidecar["expect"] = "unreadable"
            case .empty: sidecar["expect"] = "empty"
            default: break
            }
            do {
                try data.write(to: folder.appendingPathComponent(imageName), options: .withoutOverwriting)
                if report.outcome != .unreadable {
                    let text = report.outcome == .text ? report.text + "\n" : ""
                    try Data(text.utf8).write(to: folder.appendingPathComponent("\(id).gt.txt"), options: .withoutOverwriting)
                }
                let json = try JSONSerialization.data(withJSONObject: sidecar, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
                try (json + Data("\n".utf8)).write(to: folder.appendingPathComponent("\(id).json"), options: .withoutOverwriting)
            } catch {
                throw RunnerError.harness("cannot write \(suite)/\(id): \(error.localizedDescription)")
            }
            added.append(Added(imagePath: "\(suite)/\(imageName)", outcome: report.outcome, lines: report.lines.count))
        }
        return added
    }

    /// A sample id from a file name: letters, digits, '-' and '_' kept, the rest '-'.
    static func identifier(for url: URL) -> String {
        let stem = url.deletingPathExtension().lastPathComponent
        let mapped = String(stem.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
        return mapped.isEmpty ? "sample" : mapped
    }
}
