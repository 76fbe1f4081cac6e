import CLibXML2

/// libxml2's global state, set up once before anything uses the library: its first
/// set-up is not safe from two threads at once (two reports read or validated side by
/// side crashed in it), and a Swift `static let` runs exactly once, safely.
public enum LibXML2Library {
    /// Touch before any libxml2 call: `_ = LibXML2Library.ready`.
    public static let ready: Bool = {
        xmlInitParser()
        return true
    }()
}
