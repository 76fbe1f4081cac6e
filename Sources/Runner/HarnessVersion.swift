/// The version of ocrgauge recorded in every report.
public enum HarnessVersion {
    public static let current = "0.1.0"
}
