/// Encodes a stored raster in the recipe's format, with its orientation tag.
enum ImageEncoder {
    static func encode(_ image: GrayImage, recipe: Recipe) throws(SynthError) -> [UInt8] {
        let dpi = recipe.resolvedDPI
        let orientation = recipe.writeOrientationTag == false ? nil : recipe.orientation
        switch recipe.format {
        case .png:
            return try PNGEncoder.encode(image, dpi: dpi, orientation: orientation)
        case .jpg:
            let jpeg = try LeptonicaPix(image, dpi: dpi).jpeg(quality: recipe.jpegQuality ?? 90)
            guard let orientation else { return jpeg }
            return try OrientationTagWriter.insertJPEG(jpeg, orientation: orientation)
        case .tif:
            return TIFFEncoder.encode(image, dpi: dpi, orientation: orientation)
        case .heic:
            return try HEIFEncoder.encode(image, orientation: orientation, place: recipe.heifOrientation ?? .container)
        }
    }
}
