/// A run's label (run.xml's `label`, shown in trends and headers): what names a release
/// or an experiment beside the commit.
public enum RunLabel {
    /// The longest label kept.
    public static let maximumLength = 100

    /// `--label` when given, else OCRGAUGE_LABEL, else the tag being built (GitHub Actions:
    /// GITHUB_REF_NAME when GITHUB_REF_TYPE is "tag"; GitLab CI: CI_COMMIT_TAG); nil when
    /// none says. Throws when the label is empty, longer than `maximumLength` or holds a
    /// control character (it goes into run.xml, terminals and CI logs).
    public static func resolve(option: String?, environment: [String: String]) throws(RunnerError) -> String? {
        if let option { return try checked(option, source: "--label") }
        let tag = environment["GITHUB_REF_TYPE"] == "tag" ? environment["GITHUB_REF_NAME"] : environment["CI_COMMIT_TAG"]
        for (source, value) in [("OCRGAUGE_LABEL", environment["OCRGAUGE_LABEL"]), ("the tag being built", tag)] {
            if let value, !value.isEmpty { return try checked(value, source: source) }
        }
        return nil
    }

    private static func checked(_ label: String, source: String) throws(RunnerError) -> String {
        guard !label.isEmpty, label.count <= maximumLength else {
            throw RunnerError.configuration("\(source): a label is 1 to \(maximumLength) characters, not \(label.count)")
        }
        guard !label.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" }) else {
            throw RunnerError.configuration("\(source): a label must not hold a control character or line break")
        }
        return label
    }
}
