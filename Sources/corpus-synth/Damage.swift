/// Turns a rendered file into a damaged one, deterministically.
enum Damage {
    static func apply(_ step: DamageStep, to file: [UInt8], recipe: String) throws(SynthError) -> [UInt8] {
        switch step.kind {
        case .empty:
            return []
        case .truncate:
            let cut = step.at ?? Int(Double(file.count) * (step.fraction ?? 0.5))
            return Array(file.prefix(max(0, min(cut, file.count - 1))))
        case .truncateInChunk:
            let type = step.chunk ?? "IDAT"
            guard let chunk = PNGChunks.find(type, in: file) else {
                throw SynthError.recipe(recipe, "no \(type) chunk to truncate")
            }
            return Array(file.prefix(chunk.dataStart + Int(Double(chunk.length) * (step.fraction ?? 0.5))))
        case .flipCRC:
            let type = step.chunk ?? "IHDR"
            guard let chunk = PNGChunks.find(type, in: file) else {
                throw SynthError.recipe(recipe, "no \(type) chunk")
            }
            var out = file
            out[chunk.crcStart] ^= 0xFF
            return out
        case .zeroBytes:
            guard let offset = step.offset, let length = step.length, offset >= 0, offset < file.count else {
                throw SynthError.recipe(recipe, "zeroBytes needs \"offset\" inside the file and \"length\"")
            }
            var out = file
            for i in offset..<min(file.count, offset + length) { out[i] = 0 }
            return out
        case .bytes:
            guard let text = step.text else { throw SynthError.recipe(recipe, "bytes needs \"text\"") }
            return Array(text.utf8)
        case .hugeIHDR:
            var ihdr: [UInt8] = []
            ihdr.appendBE32(step.width ?? 100_000)
            ihdr.appendBE32(step.height ?? 100_000)
            ihdr += [8, 0, 0, 0, 0]  // 8-bit gray, deflate, adaptive filter, no interlace
            var rng = SplitMix64(seed: step.seed ?? 1)
            return PNGChunks.signature
                + PNGChunks.chunk("IHDR", ihdr)
                + PNGChunks.chunk("IDAT", [0x78, 0x9C] + rng.bytes(count: step.length ?? 64))  // zlib header, then garbage
        case .random:
            var rng = SplitMix64(seed: step.seed ?? 1)
            return rng.bytes(count: step.length ?? 4096)
        }
    }
}
