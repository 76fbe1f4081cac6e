/// Everything that can go wrong while generating; printed as one line.
enum SynthError: Error, CustomStringConvertible {
    case usage(String)
    case recipe(String, String)
    case font(String, String)
    case encode(String)
    case io(String, String)

    var description: String {
        switch self {
        case .usage(let message): return "usage: \(message)"
        case .recipe(let file, let message): return "\(file): \(message)"
        case .font(let file, let message): return "font \(file): \(message)"
        case .encode(let message): return "encoding failed: \(message)"
        case .io(let path, let message): return "\(path): \(message)"
        }
    }
}
