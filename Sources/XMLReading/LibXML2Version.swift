import CLibXML2

/// The version of the libxml2 this process runs with.
public enum LibXML2Version {
    /// e.g. "2.9.14", from the library's own number (20914).
    public static var current: String {
        guard let pointer = __xmlParserVersion()?.pointee, let number = Int(String(cString: pointer)) else { return "unknown" }
        return "\(number / 10_000).\(number / 100 % 100).\(number % 100)"
    }
}
