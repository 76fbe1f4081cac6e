import Foundation

/// What backends this build knows and whether each can run here (`ocrgauge backends`).
public enum BackendCatalog {
    /// Every registered backend's status lines; `projectFolder` is where to look for
    /// adapters and their environments.
    public static func statuses(projectFolder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> [BackendStatus] {
        BackendRegistry.kinds.flatMap { $0.statuses(projectFolder: projectFolder) }
    }
}
