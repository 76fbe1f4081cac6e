import Foundation
import Synchronization

/// Every backend kind this build knows, by name: one line per kind (the first is the
/// default backend of a profile that names none). `register` adds a kind at run time
/// (a tool embedding ocrgauge, or a test).
public enum BackendRegistry {
    /// The kinds built in.
    public static let standard: [any BackendKind.Type] = [
        TesseractBackend.self,
        CommandBackend.self,
        RecordedBackend.self,
        PDFTextBackend.self,
        VisionBackend.self,
        SimulateBackend.self,
    ]

    private static let added = Mutex<[any BackendKind.Type]>([])

    /// The built-in kinds and those registered, in that order.
    public static var kinds: [any BackendKind.Type] { standard + added.withLock { $0 } }

    /// The kind a profile gets when it names none: the first built in.
    public static var defaultKind: any BackendKind.Type { standard[0] }

    /// Adds `kind` (replacing a registered kind of the same name; a built-in one cannot be).
    public static func register(_ kind: any BackendKind.Type) {
        precondition(!standard.contains { $0.name == kind.name }, "backend '\(kind.name)' is built in")
        added.withLock { kinds in
            kinds.removeAll { $0.name == kind.name }
            kinds.append(kind)
        }
    }

    /// The kind called `name`, if any.
    public static func kind(named name: String) -> (any BackendKind.Type)? {
        kinds.first { $0.name == name }
    }

    /// Every kind's names, for messages.
    public static var names: [String] { kinds.map { $0.name } }
}
