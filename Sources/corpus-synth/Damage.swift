import Scoring
import Imaging

/// Turns a rendered file into a damaged one, deterministically.
enum Damage {
    static func apply(_ step: DamageStep, to file: [UInt8], recipe: String) throws(SynthError) -> [UInt8] {
        switch step.kind {
        case .empty:
            return []
        case .truncate:
            // A negative `at` counts from the end (-12 drops a PNG's IEND chunk).
            let cut = step.at.map { $0 < 0 ? file.count + $0 : $0 } ?? Int(Double(file.count) * (step.fraction ?? 0.5))
            return Array(file.prefix(max(0, min(cut, file.count - 1))))
        case .truncateInChunk:
            let type = step.chunk ?? "IDAT"
            guard let chunk = PNGChunks.find(type, in: file) else {
                throw SynthError.recipe(recipe, "no \(type) chunk to truncate")
            }
            return Array(file.prefix(chunk.data.lowerBound + Int(Double(chunk.data.count) * (step.fraction ?? 0.5))))
        case .truncateAtMarker:
            guard let marker = step.marker, (0xC0...0xFE).contains(marker) else {
                throw SynthError.recipe(recipe, "truncateAtMarker needs \"marker\" (a JPEG marker byte, 192-254)")
            }
            guard let position = jpegMarker(UInt8(marker), in: file) else {
                throw SynthError.recipe(recipe, "no JPEG marker FF \(String(marker, radix: 16, uppercase: true))")
            }
            return Array(file.prefix(min(file.count - 1, position + (step.offset ?? 2))))
        case .flipCRC:
            let type = step.chunk ?? "IHDR"
            guard let chunk = PNGChunks.find(type, in: file) else {
                throw SynthError.recipe(recipe, "no \(type) chunk")
            }
            var out = file
            out[chunk.data.upperBound] ^= 0xFF
            return out
        case .patchChunk:
            let type = step.chunk ?? "IHDR"
            guard let chunk = PNGChunks.find(type, in: file), let relative = step.offset, relative >= 0,
                  let hex = step.hex, let patch = Self.bytes(hex: hex), relative + patch.count <= chunk.data.count else {
                throw SynthError.recipe(recipe, "patchChunk needs a \(type) chunk, and \"offset\" and \"hex\" inside its data")
            }
            var data = Array(file[chunk.data])
            data.replaceSubrange(relative..<(relative + patch.count), with: patch)
            return Array(file[..<chunk.start]) + PNGChunks.chunk(type, data) + Array(file[chunk.end...])
        case .zeroBytes:
            guard let offset = step.offset, let length = step.length, offset >= 0, offset < file.count else {
                throw SynthError.recipe(recipe, "zeroBytes needs \"offset\" inside the file and \"length\"")
            }
            var out = file
            for i in offset..<min(file.count, offset + length) { out[i] = 0 }
            return out
        case .patch:
            // `offset` is from the start of the file, or from the JPEG marker when `marker` is given.
            var base = 0
            if let marker = step.marker {
                guard (0xC0...0xFE).contains(marker), let position = jpegMarker(UInt8(marker), in: file) else {
                    throw SynthError.recipe(recipe, "patch: no JPEG marker \(marker)")
                }
                base = position
            }
            guard let relative = step.offset, relative >= 0, let hex = step.hex, let patch = Self.bytes(hex: hex),
                  base + relative + patch.count <= file.count else {
                throw SynthError.recipe(recipe, "patch needs \"offset\" and \"hex\" inside the file")
            }
            let offset = base + relative
            var out = file
            out.replaceSubrange(offset..<(offset + patch.count), with: patch)
            return out
        case .hex:
            guard let hex = step.hex, let head = Self.bytes(hex: hex) else {
                throw SynthError.recipe(recipe, "hex needs \"hex\": pairs of hex digits (spaces allowed)")
            }
            var rng = SplitMix64(seed: step.seed ?? 1)
            return head + rng.bytes(count: step.length ?? 0)
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

    /// The offset of the first marker FF <marker> after SOI, walking the segment
    /// structure (lengths) up to SOS, then scanning the entropy-coded data.
    static func jpegMarker(_ marker: UInt8, in jpeg: [UInt8]) -> Int? {
        var p = 2
        while p + 4 <= jpeg.count {
            guard jpeg[p] == 0xFF else { return nil }
            let m = jpeg[p + 1]
            if m == marker { return p }
            if m == 0xDA { break }
            p += 2 + (Int(jpeg[p + 2]) << 8 | Int(jpeg[p + 3]))
        }
        while p + 1 < jpeg.count {
            if jpeg[p] == 0xFF, jpeg[p + 1] == marker { return p }
            p += 1
        }
        return nil
    }

    /// "89 50 4e 47" or "89504e47" to bytes; nil on odd length or a non-hex digit.
    static func bytes(hex: String) -> [UInt8]? {
        let digits = hex.unicodeScalars.filter { $0 != " " && $0 != "\n" }
        guard digits.count % 2 == 0 else { return nil }
        var out: [UInt8] = []
        var high: UInt8? = nil
        for d in digits {
            guard let v = UInt8(String(d), radix: 16) else { return nil }
            if let h = high { out.append(h << 4 | v); high = nil } else { high = v }
        }
        return out
    }
}
