/// What the shell completion offers after an option that takes a value.
enum ValueCompletion: Sendable, Equatable {
    /// File names (a file the option reads or writes).
    case files
    /// Folder names.
    case folders
    /// One of these words (`--gate tolerance|significant`).
    case words([String])
    /// The profile names of ./ocrgauge.json (`ocrgauge completion profiles`).
    case profiles
    /// Nothing: a number, a name or free text (no file names offered).
    case nothing

    /// What a value placeholder stands for when the option says nothing itself: "DIR" a
    /// folder, "F", "FILE" and "RUN.xml" a file, anything else (N, S, PP, TEXT…) nothing.
    static func implied(by placeholder: String) -> ValueCompletion {
        switch placeholder {
        case "DIR": return .folders
        case "F", "FILE": return .files
        default: return placeholder.hasSuffix(".xml") ? .files : .nothing
        }
    }
}
