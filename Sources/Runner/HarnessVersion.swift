/// The version of ocrgauge recorded in every report.
public enum HarnessVersion {
    /// This build's version, e.g. "0.2.0".
    public static let current = "0.2.0"
}
