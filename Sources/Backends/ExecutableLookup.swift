import Foundation

/// Finds the program a `command` profile names: a path (absolute, or relative to the
/// configuration file's folder, made absolute when the configuration is read), or a
/// bare name looked up on `PATH` as a shell would.
package enum ExecutableLookup {
    /// The absolute path of `name`, or nil when it is not an executable file.
    package static func resolve(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        let fm = FileManager.default
        if name.contains("/") { return fm.isExecutableFile(atPath: name) ? name : nil }
        for folder in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + name
            var isFolder: ObjCBool = false
            if fm.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue, fm.isExecutableFile(atPath: candidate) {
                return URL(fileURLWithPath: candidate).standardizedFileURL.path
            }
        }
        return nil
    }
}
