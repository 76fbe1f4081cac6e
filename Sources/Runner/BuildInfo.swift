import Backends
import CBuildInfo
import Imaging
import XMLReading

/// What this build is and what it runs with: the version, the commit it was built from,
/// and the versions of the C libraries it links, as `ocrgauge --version` prints them and
/// run.xml records them, so that a run can be tied to the build that made it.
public enum BuildInfo {
    /// The harness version, e.g. "0.2.0".
    public static var version: String { HarnessVersion.current }

    /// The git commit the build was made from, or nil when the builder did not say
    /// (OCRGAUGE_COMMIT unset at build time).
    public static var commit: String? {
        let text = String(cString: ocrgauge_build_commit())
        return text.isEmpty ? nil : text
    }

    /// The libraries and their versions, in a fixed order.
    public static var libraries: [(name: String, version: String)] {
        [("tesseract", TesseractVersion.current), ("leptonica", ImagingLibraryVersions.leptonica),
         ("libheif", ImagingLibraryVersions.libheif), ("zbar", ImagingLibraryVersions.zbar),
         ("libxml2", LibXML2Version.current), ("poppler", PDFDocument.popplerVersion)]
    }

    /// "tesseract 5.3.0, leptonica 1.82.0, ...": as run.xml's `libraries` attribute holds it.
    public static var librariesLine: String {
        libraries.map { "\($0.name) \($0.version)" }.joined(separator: ", ")
    }

    /// `ocrgauge --version`: the version, then a line each for the commit and every library.
    public static var versionText: String {
        (["ocrgauge \(version)", "commit \(commit ?? "unknown (built without OCRGAUGE_COMMIT)")"]
            + libraries.map { "\($0.name) \($0.version)" }).joined(separator: "\n")
    }
}
