/// The version of the libtesseract this process runs with.
public enum TesseractVersion {
    /// e.g. "5.3.0".
    public static var current: String { TesseractEngine.version }
}
