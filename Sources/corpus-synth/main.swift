import Foundation

/// Regenerates the synthetic corpus from ci/corpus/recipes.
func run() throws(SynthError) -> Int {
    let options = try CommandLineOptions(Array(CommandLine.arguments.dropFirst()))
    let outRoot = URL(fileURLWithPath: options.out, isDirectory: true)
    var written = 0
    for entry in try RecipeCatalog.entries(root: options.recipes, only: options.only) {
        let recipe = try RecipeCatalog.load(entry)
        let sample: Sample
        do {
            sample = try SampleBuilder.build(recipe, file: entry.path)
        } catch {
            if case .recipe = error { throw error }
            throw SynthError.recipe(entry.path, error.description)
        }
        try SampleWriter.write(sample, suite: entry.suite, id: entry.id, format: recipe.format, outRoot: outRoot)
        print("\(entry.suite)/\(entry.id).\(recipe.format.fileExtension)  \(sample.image.count) bytes")
        written += 1
    }
    print("corpus-synth: \(written) samples written to \(options.out)")
    return 0
}

do {
    exit(Int32(try run()))
} catch {
    FileHandle.standardError.write(Data("corpus-synth: \(error)\n".utf8))
    exit(2)
}
