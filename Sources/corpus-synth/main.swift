import Foundation

/// Regenerates the synthetic corpus from ci/corpus/recipes.
func run() throws(SynthError) -> Int {
    let options = try CommandLineOptions(Array(CommandLine.arguments.dropFirst()))
    let outRoot = URL(fileURLWithPath: options.out, isDirectory: true)
    var written = 0
    var truthFiles: [(suite: String, id: String)] = []
    for entry in try RecipeCatalog.entries(root: options.recipes, only: options.only) {
        let recipe = try RecipeCatalog.load(entry)
        let sample: Sample
        do {
            sample = try SampleBuilder.build(recipe, file: entry.path)
        } catch {
            if case .recipe = error { throw error }
            throw SynthError.recipe(entry.path, error.description)
        }
        try SampleWriter.write(sample, suite: entry.suite, id: entry.id, fileExtension: recipe.resolvedExtension,
                               outRoot: outRoot)
        print("\(entry.suite)/\(entry.id).\(recipe.resolvedExtension)  \(sample.image.count) bytes")
        if sample.truth != nil { truthFiles.append((entry.suite, entry.id)) }
        written += 1
    }
    // Self-check: every truth file written reads back as NFC with one trailing newline.
    let problems = truthFiles.compactMap { SampleWriter.verifyTruth(suite: $0.suite, id: $0.id, outRoot: outRoot) }
    for problem in problems { FileHandle.standardError.write(Data("corpus-synth: self-check: \(problem)\n".utf8)) }
    if !problems.isEmpty { return 1 }
    print("corpus-synth: \(written) samples written to \(options.out); \(truthFiles.count) truth files re-read: NFC, one trailing newline")
    return 0
}

do {
    exit(Int32(try run()))
} catch {
    FileHandle.standardError.write(Data("corpus-synth: \(error)\n".utf8))
    exit(2)
}
