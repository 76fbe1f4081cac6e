// swift-tools-version:6.0
import PackageDescription

/// The commit a build is made from, when the builder says (OCRGAUGE_COMMIT=<hex>, as
/// the ci/ scripts do through ci/env.sh): `ocrgauge --version` and run.xml name it.
/// Only CBuildInfo's one C file sees it, so a new commit recompiles that file alone.
let buildCommit = (Context.environment["OCRGAUGE_COMMIT"] ?? "").filter { $0.isHexDigit }.prefix(40)

/// ocrgauge: an OCR evaluation and regression harness.
///
/// The module graph, lowest first (each depends only on modules above it):
///   the utilities Hashing, StrictJSON, Spooling, ReportFiles, XMLReading, and
///   EditDistanceEngines (the edit distance of token ids, its planner and engines, and
///   the scoring budget), none with a dependency of ours;
///   Scoring (the records, text handling, metrics, field kinds; EditDistanceEngines,
///   re-exported, StrictJSON, CUnicode); LayoutFormats (XMLReading, Scoring: PAGE-XML,
///   ALTO and hOCR into lines with their boxes); Imaging (Scoring, Hashing); Corpus
///   (Scoring, Imaging: a document's page count, LayoutFormats, StrictJSON, Hashing,
///   Spooling); Backends (Imaging, LayoutFormats, StrictJSON); RunXML (Scoring,
///   ReportFiles, XMLReading: run.xml written and read); Gate (RunXML: two runs
///   compared, the gate, merge, baseline); Reports (Gate, RunXML: HTML, JUnit, Markdown);
///   Runner ties them together, and the `ocrgauge` CLI is a thin shell over Runner.
///   corpus-synth, the corpus generator, reads recipes' sidecars and writes them with
///   Corpus's own types.
let package = Package(
    name: "ocrgauge",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "OCRGauge", targets: ["Hashing", "StrictJSON", "Spooling", "XMLReading", "Corpus", "Imaging", "Backends", "EditDistanceEngines", "Scoring", "ReportFiles", "RunXML", "Gate", "Reports", "Runner"]),
        .executable(name: "ocrgauge", targets: ["ocrgauge"]),
        .executable(name: "corpus-synth", targets: ["corpus-synth"]),
    ],
    targets: [
        // C libraries from the system, through pkg-config.
        .systemLibrary(name: "CTesseract", pkgConfig: "tesseract",
                       providers: [.apt(["libtesseract-dev"]), .brew(["tesseract"])]),
        .systemLibrary(name: "CLeptonica", pkgConfig: "lept",
                       providers: [.apt(["libleptonica-dev"]), .brew(["leptonica"])]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0",
                       providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
        .systemLibrary(name: "CLibJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
        .systemLibrary(name: "CLibTIFF", pkgConfig: "libtiff-4",
                       providers: [.apt(["libtiff-dev"]), .brew(["libtiff"])]),
        .systemLibrary(name: "CHeif", pkgConfig: "libheif",
                       providers: [.apt(["libheif-dev"]), .brew(["libheif"])]),
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(name: "CLibCrypto", pkgConfig: "libcrypto",
                       providers: [.apt(["libssl-dev"]), .brew(["openssl"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib",
                       providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        .systemLibrary(name: "CZBar", pkgConfig: "zbar",
                       providers: [.apt(["libzbar-dev"]), .brew(["zbar"])]),
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib",
                       providers: [.apt(["libpoppler-glib-dev"]), .brew(["poppler"])]),
        .systemLibrary(name: "CPopplerCpp", pkgConfig: "poppler-cpp",
                       providers: [.apt(["libpoppler-cpp-dev"]), .brew(["poppler"])]),
        .systemLibrary(name: "CICU", pkgConfig: "icu-i18n",
                       providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
        // Plain C functions over ICU (word segmentation, normalization), so that no
        // Swift module imports ICU headers beside Foundation's own copy.
        .target(name: "CUnicode", dependencies: ["CICU"]),
        // The codec libraries' own reasons for rejecting an image, through their error handlers.
        .target(name: "CImageReasons", dependencies: ["CLibPNG", "CLibJPEG", "CLibTIFF", "CLeptonica"]),
        // posix_spawn with the platform's ways of keeping descriptors from leaking.
        .target(name: "CSpawn"),
        // Large allocations mapped on their own, so a huge answer's buffers go back to the system.
        .target(name: "CMemory"),
        // A PDF page's text layer in content-stream order (as `pdftotext -raw`) and its
        // words' boxes: poppler-cpp behind C functions, compiled as C++.
        .target(name: "CPopplerText", dependencies: ["CPopplerCpp"]),
        // The commit the build was made from (see buildCommit above).
        .target(name: "CBuildInfo", cSettings: buildCommit.isEmpty ? [] : [.define("OCRGAUGE_COMMIT", to: "\"\(buildCommit)\"")]),

        // SHA-256 (libcrypto's EVP behind one owning wrapper): cache keys and the
        // fingerprints of images, truths and sidecars.
        .target(name: "Hashing", dependencies: ["CLibCrypto"]),
        // Strict JSON for the files people write (sidecars, ocrgauge.json), and the error
        // that names a file and key.
        .target(name: "StrictJSON"),
        // Unlinked temporary files read and written at offsets: what a large run keeps per
        // sample (the corpus's samples, pictures, spooled results) lives there, not in memory.
        .target(name: "Spooling"),
        // libxml2's streaming reader, hardened for untrusted XML (run.xml, PAGE-XML, ALTO,
        // hOCR, recognizer output): no DTD, no entities, no network.
        .target(name: "XMLReading", dependencies: ["CLibXML2"]),
        // PAGE-XML, ALTO and hOCR into text lines in reading order (truth and recognizer output).
        .target(name: "LayoutFormats", dependencies: ["XMLReading", "Scoring"]),
        // The edit distance between two sequences of token ids (its counts, and an
        // alignment) behind one planner that chooses among the exact engines; and the
        // scoring budget they run under.
        .target(name: "EditDistanceEngines"),
        // The pipeline.
        .target(name: "Scoring", dependencies: ["EditDistanceEngines", "StrictJSON", "CUnicode"]),
        .target(name: "Corpus", dependencies: ["Scoring", "StrictJSON", "LayoutFormats", "Hashing", "Imaging", "Spooling"]),
        .target(name: "Imaging", dependencies: ["CLeptonica", "CZlib", "CHeif", "CImageReasons", "CZBar", "CPoppler", "CPopplerText", "Scoring", "Hashing"]),
        .target(name: "Backends", dependencies: ["Imaging", "StrictJSON", "LayoutFormats", "CTesseract", "CLeptonica", "CSpawn"]),
        // What every report file shares: written whole under a temporary name and renamed,
        // never through a link; removed on a signal; its numbers and XML text; its errors.
        .target(name: "ReportFiles"),
        // run.xml, the contract between runs: written (whole or streamed), read back
        // strictly, and validated against its schema.
        .target(name: "RunXML", dependencies: ["Scoring", "ReportFiles", "XMLReading", "CLibXML2"]),
        // Two runs compared sample by sample, the gate's rules and verdict, shards merged,
        // and the baseline updated (with its ratchet).
        .target(name: "Gate", dependencies: ["Scoring", "ReportFiles", "RunXML"]),
        .target(name: "Reports", dependencies: ["Scoring", "ReportFiles", "RunXML", "Gate", "StrictJSON", "XMLReading", "CLibXML2", "CZlib", "Spooling", "Hashing"]),
        .target(name: "Runner", dependencies: ["ReportFiles", "RunXML", "Gate", "StrictJSON", "LayoutFormats", "Corpus", "Imaging", "Backends", "Scoring", "Reports", "Hashing", "Spooling", "CBuildInfo"]),
        .target(name: "CLI", dependencies: ["StrictJSON", "ReportFiles", "RunXML", "Gate", "Runner", "Scoring", "Reports", "Corpus", "LayoutFormats", "Backends", "Imaging"]),
        // Release builds on Linux link the Swift runtime and Foundation statically: each
        // worker process then starts in ~30 ms instead of ~50 ms (fewer libraries to
        // relocate). The modules are compiled against the shared Foundation, whose link
        // entries name only the shared libraries, so the static archives they need are
        // listed here; lld resolves them in any order.
        .executableTarget(name: "ocrgauge", dependencies: ["CLI", "CMemory"],
                          linkerSettings: [.unsafeFlags(["-static-stdlib", "-use-ld=lld", "-lFoundationXML", "-l_CFXMLInterface",
                                                                 "-lFoundationInternationalization", "-l_FoundationICU",
                                                                 "-lFoundationEssentials", "-l_FoundationCShims",
                                                                 "-l_FoundationCollections", "-lCoreFoundation"],
                                                                .when(platforms: [.linux], configuration: .release))]),
        .executableTarget(name: "corpus-synth", dependencies: ["Corpus", "Imaging", "Scoring", "StrictJSON", "CFreeType", "CLeptonica", "CLibPNG", "CZlib", "CHeif"]),
        .executableTarget(name: "reports-bench", dependencies: ["RunXML", "Reports", "Scoring"]),
        .executableTarget(name: "scoring-bench", dependencies: ["Scoring"]),
        .executableTarget(name: "significance-bench", dependencies: ["Scoring"]),
        // libFuzzer targets, built and run by ci/fuzz; a normal build makes stubs.
        .executableTarget(name: "fuzz-image-format", dependencies: ["Imaging"]),
        .executableTarget(name: "fuzz-orientation", dependencies: ["Imaging"]),
        .executableTarget(name: "fuzz-decode", dependencies: ["Imaging"]),
        .executableTarget(name: "fuzz-sidecar", dependencies: ["Corpus"]),
        .executableTarget(name: "fuzz-recognizer-output", dependencies: ["Backends", "Corpus"]),
        .executableTarget(name: "fuzz-run-xml", dependencies: ["ReportFiles", "RunXML"]),
        .executableTarget(name: "fuzz-xml-truth", dependencies: ["Corpus", "LayoutFormats", "XMLReading"]),
        .executableTarget(name: "fuzz-command-protocol", dependencies: ["Backends"]),
        .executableTarget(name: "fuzz-sidecar-regex", dependencies: ["Scoring"]),

        // Files made for tests (images with planted metadata), shared by test targets.
        .target(name: "TestFixtures", dependencies: ["CZlib", "CHeif", "CLibXML2", "XMLReading"], path: "Tests/TestFixtures"),
        .testTarget(name: "LayoutFormatsTests", dependencies: ["LayoutFormats", "Scoring"]),
        .testTarget(name: "ScoringTests", dependencies: ["Scoring", "EditDistanceEngines", "TestFixtures"], resources: [.copy("Fixtures")]),
        .testTarget(name: "CorpusTests", dependencies: ["Corpus", "StrictJSON", "Scoring", "TestFixtures", "CZlib", "Hashing"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging", "CLeptonica", "TestFixtures", "Scoring"]),
        .testTarget(name: "BackendsTests", dependencies: ["Backends", "Imaging", "Scoring", "StrictJSON", "TestFixtures"],
                    exclude: ["Fixtures"]),   // read from the source tree (made by ci/reference/make-searchable-pdf-fixture)
        .testTarget(name: "ReportsTests", dependencies: ["ReportFiles", "RunXML", "Gate", "Reports", "Scoring", "XMLReading", "TestFixtures"]),
        .testTarget(name: "RunnerTests", dependencies: ["ReportFiles", "RunXML", "Gate", "Runner", "Backends", "Scoring", "Reports", "Hashing"]),
        .testTarget(name: "CLITests", dependencies: ["ReportFiles", "RunXML", "Gate", "CLI", "Reports", "Corpus", "Scoring"], resources: [.copy("Fixtures")]),
        .testTarget(name: "EndToEndTests", dependencies: ["ReportFiles", "RunXML", "Gate", "Runner", "CLI", "Corpus", "Reports", "Scoring", "Backends", "Imaging", "StrictJSON", "TestFixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
