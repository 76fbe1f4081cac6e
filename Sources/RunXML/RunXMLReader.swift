import Foundation
import XMLReading
import Scoring
import ReportFiles

/// Reads run.xml (versions 1 to 3, `supportedVersions`) back into a `RunRecord` and its stored sums.
///
/// Safe on untrusted input: the file is streamed through `XMLStreamReader` (libxml2's
/// SAX2 push parser, never a tree), with network access off, nothing loaded or expanded,
/// and any `<!DOCTYPE>` refused the moment libxml2 reports it, before anything in it is
/// read (so an entity bomb or a `SYSTEM` entity fails at once); a size limit is checked
/// before parsing. As run.xml is a file ocrgauge wrote itself, a text or attribute
/// value may be as long as the answer cap (64 MB, `XMLReadingLimits.ownRunXML`): a long
/// hypothesis the harness accepted comes back. Every error names the file and, when
/// known, the line.
///
/// Figures come back with the precision they were written with (rates and seconds 6
/// decimals, confidences 2), and characters XML cannot carry come back as U+FFFD.
public struct RunXMLReader: Sendable {
    /// The schema versions this reader understands.
    public static let supportedVersions: ClosedRange<Int> = 1...3
    /// The default size limit: 2 GiB, about 600,000 typical samples.
    public static let defaultMaximumBytes = 2 << 30

    /// Files larger than this are refused before parsing.
    public var maximumBytes: Int

    /// A reader that refuses files larger than `maximumBytes`.
    public init(maximumBytes: Int = RunXMLReader.defaultMaximumBytes) {
        self.maximumBytes = maximumBytes
    }

    /// Reads the run.xml at `url` with the default limits.
    ///
    /// - Throws: `ReportsError.cannotRead` or `ReportsError.invalidReport` naming the file.
    public static func read(_ url: URL) throws(ReportsError) -> RunXMLDocument {
        try RunXMLReader().read(contentsOf: url)
    }

    /// Reads the run.xml at `url`.
    ///
    /// - Throws: `ReportsError.cannotRead` when the file is missing or unreadable;
    ///   `ReportsError.invalidReport` (file and line) when it is too large, not
    ///   well-formed, has a DTD or entity, a root other than `<run>`, an unsupported
    ///   `version`, or a missing or malformed attribute.
    public func read(contentsOf url: URL) throws(ReportsError) -> RunXMLDocument {
        do { return try parse(url, eachSample: nil) } catch { throw Self.reportsError(error, url) }
    }

    /// Reads the run.xml at `url`, handing each sample to `eachSample` as it is read
    /// instead of keeping it: the document's run has no results. For runs of any size.
    ///
    /// - Throws: as `read(contentsOf:)`, and what `eachSample` throws.
    public func read(contentsOf url: URL, eachSample: (SampleResult) throws(ReportsError) -> Void) throws(ReportsError) -> RunXMLDocument {
        do {
            return try withoutActuallyEscaping(eachSample) { each in
                try parse(url, eachSample: { (result: SampleResult) throws in try each(result) })
            }
        } catch {
            throw Self.reportsError(error, url)
        }
    }

    /// Every failure of a read as the reports' own error, naming the file.
    private static func reportsError(_ error: any Error, _ url: URL) -> ReportsError {
        if let error = error as? ReportsError { return error }
        if let error = error as? XMLReadingError { return .invalidReport(path: error.file, line: error.line, reason: error.reason) }
        return .invalidReport(path: url.path, line: nil, reason: "\(error)")
    }

    private func parse(_ url: URL, eachSample: ((SampleResult) throws -> Void)?) throws -> RunXMLDocument {
        let path = url.path
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw ReportsError.cannotRead(path: path, reason: "no such readable file")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        if size > maximumBytes {
            throw ReportsError.invalidReport(path: path, line: nil,
                                             reason: "the file is \(size) bytes, more than the limit of \(maximumBytes) bytes")
        }
        let xml: XMLStreamReader
        do { xml = try XMLStreamReader(path: path, document: "run.xml", limits: .ownRunXML(bytes: maximumBytes)) } catch {
            throw ReportsError.invalidReport(path: path, line: error.line, reason: error.reason)
        }
        var parser = RunXMLParser(xml: xml)
        return try parser.document(eachSample: eachSample)
    }
}
