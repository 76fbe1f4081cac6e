import Corpus

/// Builds one sample from its recipe: the image bytes, the ground truth, the sidecar.
struct Sample {
    var image: [UInt8]
    var truth: String?   // nil: no .gt.txt
    var sidecar: Sidecar
}

enum SampleBuilder {
    static let source = "synthetic: ci/corpus generator"

    static func build(_ recipe: Recipe, file: String) throws(SynthError) -> Sample {
        if let orientation = recipe.orientation, !(1...8).contains(orientation) {
            throw SynthError.recipe(file, "orientation must be 1-8")
        }
        let layout = PageLayout(recipe: recipe, file: file)
        var upright = try layout.render()
        let background = UInt8(clamping: Double(recipe.background ?? 255))
        let margin = Int(((recipe.margin ?? 36) * Double(recipe.resolvedDPI) / 72).rounded())
        upright = try BarcodeDrawing.append(recipe.barcodes ?? [], to: upright, margin: margin, background: background,
                                            foreground: UInt8(clamping: Double(recipe.foreground ?? 0)), file: file)
        upright = try Degradation.apply(recipe.degradations ?? [], to: upright, background: background, file: file)
        let stored = OrientationTransform.stored(for: upright, orientation: recipe.orientation ?? 1)
        var bytes = try ImageEncoder.encode(stored, recipe: recipe)

        var sidecar = recipe.sidecar
        sidecar.source = sidecar.source ?? source
        if sidecar.languages.isEmpty { sidecar.languages = ["eng"] }
        let truth: String?
        switch recipe.kind {
        case .text:
            let lines = layout.truthLines
            guard !lines.isEmpty else { throw SynthError.recipe(file, "text recipe without lines") }
            truth = (lines.joined(separator: "\n") + "\n").precomposedNFC
            sidecar.expect = sidecar.expect ?? .text
        case .blank:
            truth = ""
            sidecar.expect = .empty
        case .damaged:
            guard let damage = recipe.damage else { throw SynthError.recipe(file, "damaged recipe needs \"damage\"") }
            bytes = try Damage.apply(damage, to: bytes, recipe: file)
            truth = nil
            sidecar.expect = .unreadable
        }
        return Sample(image: bytes, truth: truth, sidecar: sidecar)
    }
}
