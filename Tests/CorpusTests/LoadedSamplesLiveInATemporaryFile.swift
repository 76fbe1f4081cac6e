import Foundation
import Testing
import Scoring
@testable import Corpus

/// A loaded corpus keeps its samples in a temporary file and reads one back when it is
/// used: every field comes back as it went in (truth, lines, notes, page, fingerprints,
/// the sidecar), a subset keeps its order, and bytes that are not a record are refused.
@Suite struct LoadedSamplesLiveInATemporaryFile {
    static func rich() -> Sample {
        var sidecar = Sidecar()
        sidecar.maxCER = 0.05
        sidecar.tags = ["receipt", "faded"]
        sidecar.languages = ["deu"]
        var sample = Sample(suite: "scans", id: "page-7#2", imagePath: "scans/page-7.tiff", groundTruth: "Grüße\nzwei Zeilen",
                            sidecar: sidecar, truthFingerprint: "00ff00ff00ff00ff")
        sample.truthSHA256 = String(repeating: "a", count: 64)
        sample.sidecarSHA256 = String(repeating: "b", count: 64)
        sample.truthFile = "scans/page-7.gt.page.xml"
        sample.truthLines = [TruthLine(text: "Grüße", x: 1, y: 2, width: 30, height: 40),
                             TruthLine(text: "zwei Zeilen", x: 1, y: 50, width: 90, height: 40)]
        sample.truthNotes = ["PAGE-XML: region r9 left out"]
        sample.page = 2
        return sample
    }

    static func plain(_ id: String) -> Sample {
        Sample(suite: "s", id: id, imagePath: "s/\(id).png", groundTruth: nil, sidecar: Sidecar(), truthFingerprint: "1")
    }

    @Test("a sample with every field set reads back equal; so do plain ones beside it, in order")
    func everyFieldRoundTrips() {
        var builder = SampleList.Builder()
        let samples = [Self.plain("a"), Self.rich(), Self.plain("c")]
        builder.append(contentsOf: samples)
        let list = builder.finish()
        #expect(Array(list) == samples)
        #expect(list[1].sidecar.tags == ["receipt", "faded"] && list[1].truthLines?.count == 2 && list[1].page == 2)
        #expect(list[0].sidecar == Sidecar() && list[0].groundTruth == nil && list[0].truthLines == nil)
    }

    @Test("a subset keeps the samples it selects in corpus order")
    func subsetKeepsOrder() {
        var builder = SampleList.Builder()
        builder.append(contentsOf: (0..<10).map { Self.plain("p\($0)") })
        let odd = builder.finish().subset { Int($0.id.dropFirst())! % 2 == 1 }
        #expect(odd.map(\.id) == ["p1", "p3", "p5", "p7", "p9"])
    }

    @Test("bytes cut short, or naming a sidecar that is not there, are not a sample")
    func damagedRecordsRefused() {
        let bytes = SampleRecord.encode(Self.rich(), sidecar: 0)
        #expect(SampleRecord.decode(Data(bytes), sidecars: [Sidecar()]) != nil)
        for cut in [0, 1, 9, bytes.count / 2, bytes.count - 1] {
            #expect(SampleRecord.decode(Data(bytes.prefix(cut)), sidecars: [Sidecar()]) == nil, "cut at \(cut)")
        }
        #expect(SampleRecord.decode(Data(bytes), sidecars: []) == nil)
        #expect(SampleRecord.decode(Data(bytes + [0]), sidecars: [Sidecar()]) == nil)
    }

    @Test("a loaded corpus reads the same samples back each time it is asked")
    func loadedCorpusReadsBack() throws {
        let corpus = try TemporaryCorpus()
        for id in ["b", "a", "c"] {
            try corpus.image("s/\(id).png")
            try corpus.write("s/\(id).gt.txt", "text \(id)")
        }
        let samples = try CorpusLoader.load(from: corpus.root).samples
        #expect(samples.map(\.id) == ["a", "b", "c"])
        #expect(samples.map(\.groundTruth) == ["text a", "text b", "text c"])
        #expect(Array(samples) == Array(samples))
    }
}
