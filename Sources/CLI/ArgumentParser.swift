import StrictJSON
/// The command line's small parser: long options with values (`--out DIR` or
/// `--out=DIR`, repeatable), flags (`--strict`), short aliases (`-j 4` or `-j4`),
/// positionals, and `--` to end options. Errors are `UsageError`s written for the
/// terminal, suggesting the nearest known option for a misspelt one.
struct ArgumentParser {
    /// Options that take a value, e.g. "corpus", "profile".
    var options: Set<String> = []
    /// Options that take no value, e.g. "strict", "quiet".
    var flags: Set<String> = []
    /// Short names, e.g. ["j": "jobs", "o": "out"].
    var aliases: [Character: String] = [:]

    struct Parsed: Equatable {
        var positionals: [String] = []
        var values: [String: [String]] = [:]
        var flags: Set<String> = []

        /// The last value given for `name`, so a later option overrides an earlier one.
        func value(_ name: String) -> String? { values[name]?.last }
        func all(_ name: String) -> [String] { values[name] ?? [] }
        func has(_ flag: String) -> Bool { flags.contains(flag) }

        /// The value as a whole number within `range`, or a usage error naming the option.
        func integer(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
            guard let text = value(name) else { return nil }
            guard let number = Int(text), range.contains(number) else {
                throw UsageError("--\(name) needs a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
            }
            return number
        }
    }

    func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
        var parsed = Parsed()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            if argument == "-h" || argument == "--help" { parsed.flags.insert("help"); continue }
            var name: String
            var inline: String?
            if argument.hasPrefix("--") {
                name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
            } else {
                let letter = argument[argument.index(after: argument.startIndex)]
                guard let long = aliases[letter] else { throw UsageError("unknown option '\(argument)'") }
                name = long
                if argument.count > 2 {
                    // "-j2": the value attached to a short option.
                    guard options.contains(long) else { throw UsageError("-\(letter) takes no value (in '\(argument)')") }
                    inline = String(argument.dropFirst(2))
                }
            }
            if flags.contains(name) {
                guard inline == nil else { throw UsageError("--\(name) takes no value") }
                parsed.flags.insert(name)
            } else if options.contains(name) {
                let value: String
                if let inline { value = inline }
                else {
                    guard index < arguments.count else { throw UsageError("--\(name) needs a value") }
                    value = arguments[index]
                    index += 1
                }
                parsed.values[name, default: []].append(value)
            } else {
                let known = options.union(flags).sorted()
                let guess = Suggestion.closest(to: name, in: known).map { " (did you mean '--\($0)'?)" } ?? ""
                throw UsageError("unknown option '--\(name)'\(guess)"
                                 + (known.isEmpty ? "" : "; options: " + known.map { "--\($0)" }.joined(separator: ", ")))
            }
        }
        return parsed
    }
}

/// A mistake on the command line (exit 2): the message says what was wrong.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
