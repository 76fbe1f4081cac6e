import Foundation
import Testing

/// No function, initializer or accessor body in Sources/ runs over 90 lines (from its
/// declaration to its closing brace): long ones are split into named steps. The count is
/// a brace count over each file, strings and comments left out.
@Suite struct NoFunctionOverNinetyLines {
    static let limit = 90
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Each declaration's first line number, text and length in lines.
    static func functions(in text: String) -> [(line: Int, declaration: String, length: Int)] {
        let lines = text.components(separatedBy: "\n").map(Self.code)
        let declaration = try! Regex(#"^\s*(@[\w()".:, ]+\s+)*((public|private|fileprivate|internal|package|static|final|override|mutating|nonmutating|nonisolated|class|convenience|required)\s+)*(func\s|init[?!]?\s*[(<]|deinit\b|subscript\s*[(<])"#)
        var found: [(Int, String, Int)] = []
        for (index, line) in lines.enumerated() where line.firstMatch(of: declaration) != nil {
            var depth = 0, started = false, end = index
            scan: for (offset, body) in lines[index...].enumerated() {
                for character in body {
                    if character == "{" { depth += 1; started = true }
                    if character == "}" { depth -= 1 }
                    if started && depth == 0 { end = index + offset; break scan }
                }
                // A protocol requirement has no body: no brace within its declaration.
                if !started && offset > 12 { break }
            }
            if started { found.append((index + 1, line.trimmingCharacters(in: .whitespaces), end - index + 1)) }
        }
        return found
    }

    /// A line without its string literals and line comment (block comments are rare in
    /// this code base and hold no braces).
    static func code(_ line: String) -> String {
        var out = "", inString = false, escaped = false
        var characters = Array(line)[...]
        while let character = characters.popFirst() {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            if character == "\"" { inString = true; continue }
            if character == "/" && characters.first == "/" { break }
            out.append(character)
        }
        return out
    }

    @Test("every function in Sources/ is at most 90 lines long")
    func functionsAreShort() throws {
        let sources = Self.repository.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 100)
        var long: [String] = []
        for file in files {
            for function in Self.functions(in: try String(contentsOf: file, encoding: .utf8)) where function.length > Self.limit {
                long.append("\(file.path.replacingOccurrences(of: Self.repository.path + "/", with: "")):\(function.line): "
                            + "\(function.length) lines: \(function.declaration.prefix(70))")
            }
        }
        #expect(long.isEmpty, "\(long.joined(separator: "\n"))")
    }

    @Test("the counter measures a function from its declaration to its closing brace, braces in strings left out")
    func counterCounts() {
        let text = """
            struct S {
                func short() {
                    let brace = "}"
                    print(brace) // }
                }

                public static func three(_ x: Int)
                    -> Int {
                    x
                }
            }
            """
        let found = Self.functions(in: text)
        #expect(found.map(\.line) == [2, 7])
        #expect(found.map(\.length) == [4, 4])
    }
}
