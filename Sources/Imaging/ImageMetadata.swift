/// The personal metadata an image file carries besides its pixels: where it was taken,
/// with which device, and free text (XMP, comments). Found without decoding pixels.
public struct ImageMetadata: Sendable, Equatable {
    /// One kind of metadata, named for people.
    public enum Kind: String, Sendable, CaseIterable, Comparable {
        /// GPS position.
        case location = "GPS position"
        /// Camera make, model, serial number or maker notes.
        case device = "camera make, model, serial number or maker notes"
        /// An XMP packet.
        case xmp = "XMP packet"
        /// Comments or descriptions.
        case comments = "comments or descriptions"
        /// IPTC or Photoshop data.
        case iptc = "IPTC or Photoshop data"
        /// Embedded extra images or previews.
        case embedded = "embedded extra images or previews"

        /// Orders kinds as they are declared (location first).
        public static func < (a: Kind, b: Kind) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    /// The kinds of metadata found.
    public var kinds: Set<Kind> = []

    /// Metadata of these kinds (none by default).
    public init(kinds: Set<Kind> = []) { self.kinds = kinds }

    /// Whether the file tells where it was taken.
    public var hasLocation: Bool { kinds.contains(.location) }
    /// Whether the file carries none of it.
    public var isEmpty: Bool { kinds.isEmpty }
    /// "GPS position, XMP packet".
    public var summary: String { kinds.sorted().map(\.rawValue).joined(separator: ", ") }

    /// TIFF/EXIF tags that carry each kind (in IFD0, the EXIF IFD or the GPS IFD).
    static let tagKinds: [UInt16: Kind] = [
        0x8825: .location,                                   // GPS IFD pointer
        271: .device, 272: .device, 305: .device, 316: .device, // Make, Model, Software, HostComputer
        0x927C: .device, 0xA431: .device, 0xA433: .device,   // MakerNote, BodySerialNumber, LensMake
        0xA434: .device, 0xA435: .device, 0xA430: .device,   // LensModel, LensSerialNumber, CameraOwnerName
        0xA420: .device,                                     // ImageUniqueID
        700: .xmp,
        270: .comments, 315: .comments, 33432: .comments, 0x9286: .comments, 0x9C9C: .comments, 0x9C9D: .comments,
        33723: .iptc, 34377: .iptc,
    ]
    static let exifPointer: UInt16 = 0x8769

    /// What `bytes` carry.
    public static func find(in bytes: [UInt8], format: ImageFormat) -> ImageMetadata {
        var found = ImageMetadata()
        switch format {
        case .jpeg:
            for segment in JPEGSegments.read(bytes) ?? [] {
                found.kinds.formUnion(segment.metadataKinds(in: bytes))
            }
            if JPEGSegments.trailingData(bytes) { found.kinds.insert(.embedded) }
        case .png:
            for chunk in PNGChunks.read(bytes) ?? [] { found.kinds.formUnion(chunk.metadataKinds(in: bytes)) }
        case .tiff:
            if let structure = TIFFStructure(bytes) { found.kinds = exifKinds(structure) }
        case .heic:
            guard let heif = try? HEIFImage(bytes) else { break }
            for block in heif.metadataBlocks {
                if block.isXMP, !MetadataStripper.isEmptyXMP(block.bytes) { found.kinds.insert(.xmp) }
                if let start = block.tiffStart, let structure = TIFFStructure(block.bytes, base: start) {
                    found.kinds.formUnion(exifKinds(structure))
                }
            }
        case .webp:
            for name in ["EXIF", "XMP "] where RIFFChunks.contains(name, in: bytes) {
                found.kinds.insert(name == "EXIF" ? .device : .xmp)
            }
        default:
            break
        }
        return found
    }

    /// The kinds a TIFF structure's directories carry (the EXIF IFD followed).
    static func exifKinds(_ structure: TIFFStructure) -> Set<Kind> {
        var kinds: Set<Kind> = []
        var queue = structure.chain()
        var seen: Set<Int> = []
        while let offset = queue.popLast(), seen.insert(offset).inserted, seen.count < 256 {
            guard let directory = structure.directory(at: offset) else { continue }
            for entry in directory.entries {
                if let kind = tagKinds[entry.tag] { kinds.insert(kind) }
                if entry.tag == exifPointer, let sub = structure.pointer(entry) { queue.append(sub) }
            }
        }
        return kinds
    }
}
