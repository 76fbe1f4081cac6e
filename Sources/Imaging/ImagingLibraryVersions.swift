import CHeif
import CLeptonica
import CZBar

/// The versions of the image libraries this process runs with (read from the libraries
/// themselves, so an upgraded Debian library shows its own number).
public enum ImagingLibraryVersions {
    /// Leptonica's version, e.g. "1.82.0" (its own text says "leptonica-1.82.0").
    public static var leptonica: String {
        guard let text = getLeptonicaVersion() else { return "unknown" }
        defer { lept_free(text) }
        let version = String(cString: text)
        return version.hasPrefix("leptonica-") ? String(version.dropFirst("leptonica-".count)) : version
    }

    /// libheif's version, e.g. "1.15.1".
    public static var libheif: String { HEIFImage.version }

    /// ZBar's version, e.g. "0.23.92".
    public static var zbar: String {
        var major: UInt32 = 0, minor: UInt32 = 0, patch: UInt32 = 0
        _ = zbar_version(&major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}
