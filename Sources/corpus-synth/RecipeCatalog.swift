import Foundation
import Corpus
import StrictJSON

/// Finds recipes: <recipes>/<suite>/<id>.json, sorted by suite then id.
struct RecipeCatalog {
    struct Entry {
        var suite: String
        var id: String
        var path: String
    }

    static func entries(root: String, only: String?) throws(SynthError) -> [Entry] {
        let fm = FileManager.default
        var result: [Entry] = []
        let suites: [String]
        do {
            suites = try fm.contentsOfDirectory(atPath: root).sorted()
        } catch {
            throw SynthError.io(root, "cannot list recipes")
        }
        for suite in suites {
            let suiteDir = (root as NSString).appendingPathComponent(suite)
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: suiteDir, isDirectory: &isDir), isDir.boolValue else { continue }
            let files = (try? fm.contentsOfDirectory(atPath: suiteDir)) ?? []
            for file in files.sorted() where file.hasSuffix(".json") {
                let id = String(file.dropLast(5))
                if let only, only != "\(suite)/\(id)" { continue }
                result.append(Entry(suite: suite, id: id, path: (suiteDir as NSString).appendingPathComponent(file)))
            }
        }
        if let only, result.isEmpty { throw SynthError.usage("no recipe \(only)") }
        return result
    }

    static func load(_ entry: Entry) throws(SynthError) -> Recipe {
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: entry.path))
            var recipe = try JSONDecoder().decode(Recipe.self, from: data)
            let values = try JSONFields.parseObject(data, file: entry.path, what: "the recipe")
            guard let sidecar = try values.object("sidecar") else { throw SynthError.recipe(entry.path, "needs a \"sidecar\" object") }
            recipe.sidecar = try SidecarParser.parse(sidecar)
            return recipe
        } catch let error as SynthError {
            throw error
        } catch let error as FileProblem {
            throw SynthError.recipe(entry.path, error.description)
        } catch let error as DecodingError {
            throw SynthError.recipe(entry.path, describe(error))
        } catch {
            throw SynthError.recipe(entry.path, "cannot read: \(error.localizedDescription)")
        }
    }

    /// "at format: ..." rather than the whole DecodingError dump.
    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "top level" : keys.joined(separator: ".")
        }
        switch error {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c):
            return "at \(path(c)): \(c.debugDescription)"
        case .keyNotFound(let key, let c):
            return "at \(path(c)): missing key \"\(key.stringValue)\""
        @unknown default:
            return "\(error)"
        }
    }
}
