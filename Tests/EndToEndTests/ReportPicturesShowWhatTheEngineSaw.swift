import Foundation
import Testing
import Backends
import Imaging
import Reports
import Scoring
import TestFixtures
@testable import Runner

/// report.html shows, under each sample's boxes, a preview of the pixels its profile's
/// engine saw: a generated page and a real phone photo, each tagged with every EXIF
/// orientation, read with the tag applied and ignored, and a TIFF page. Checked on the
/// page itself: each picture is in it once, has the shape of the box coordinates' image
/// (no squashed photo), the recognized line boxes, scaled to the picture, fall on ink;
/// and the page opens in headless Chromium without a console error, its failing
/// samples' details built.
@Suite struct ReportPicturesShowWhatTheEngineSaw {
    static let run: Result<(EvaluationRunner.Finished, String), RunnerError> = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-pictures-\(UUID().uuidString)")
        let suite = root.appendingPathComponent("corpus/photos")
        do {
            try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
            let corpus = repositoryRoot.appendingPathComponent("Corpus")
            for tag in 1...8 {
                for ext in ["jpg", "gt.txt"] {
                    try FileManager.default.copyItem(at: corpus.appendingPathComponent("rotated/jpeg-exif-\(tag).\(ext)"),
                                                     to: suite.appendingPathComponent("exif-\(tag).\(ext)"))
                }
            }
            for ext in ["tif", "gt.txt"] {
                try FileManager.default.copyItem(at: corpus.appendingPathComponent("known-text/swift-vision-tiff.\(ext)"),
                                                 to: suite.appendingPathComponent("tiff-page.\(ext)"))
            }
            let photo = [UInt8](try Data(contentsOf: corpus.appendingPathComponent("real/dys_present_indicatif_122337.jpg")))
            let truth = try Data(contentsOf: corpus.appendingPathComponent("real/dys_present_indicatif_122337.gt.txt"))
            for tag: UInt16 in 1...8 {
                try Data(MetadataFixtures.jpegWithMetadata(photo, orientation: tag)).write(to: suite.appendingPathComponent("phone-\(tag).jpg"))
                try truth.write(to: suite.appendingPathComponent("phone-\(tag).gt.txt"))
            }
        } catch {
            return .failure(.harness("fixture: \(error)"))
        }
        let options = RunOptions(
            corpus: root.appendingPathComponent("corpus"), output: root.appendingPathComponent("out"),
            profiles: [Profile(name: "apply"), Profile(name: "ignore", common: CommonSettings(orientation: .ignore))],
            jobs: 2, workerExecutable: ocrgaugeExecutable)
        do throws(RunnerError) {
            let finished = try EvaluationRunner.run(options)
            let html = (try? String(contentsOf: finished.written.folder.appendingPathComponent("report.html"), encoding: .utf8)) ?? ""
            return .success((finished, html))
        } catch {
            return .failure(error)
        }
    }()

    /// The pictures defined in the page, by id, decoded.
    static func pictures(_ html: String) -> [String: DecodedImage] {
        var found: [String: DecodedImage] = [:]
        var rest = html[...]
        while let start = rest.range(of: "<image id=\"") {
            let idEnd = rest.range(of: "\"", range: start.upperBound..<rest.endIndex)!
            let id = String(rest[start.upperBound..<idEnd.lowerBound])
            let hrefStart = rest.range(of: "base64,", range: idEnd.upperBound..<rest.endIndex)!
            let hrefEnd = rest.range(of: "\"", range: hrefStart.upperBound..<rest.endIndex)!
            if let data = Data(base64Encoded: String(rest[hrefStart.upperBound..<hrefEnd.lowerBound])),
               case .success(let image) = ImageDecoder.decode([UInt8](data)) {
                found[id] = image
            }
            rest = rest[hrefEnd.upperBound...]
        }
        return found
    }

    /// The picture id and the line boxes of result `index`'s details (its body is in the
    /// page's data chunk `index / 64`).
    static func detail(_ html: String, index: Int) -> (picture: String?, boxes: [(Int, Int, Int, Int)])? {
        guard let start = html.range(of: "class=\"detail-chunk\" id=\"chunk-\(index / 64)\">"),
              let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex) else { return nil }
        let bodies = ReportPages.bodies(String(html[start.upperBound..<end.lowerBound]))
        guard index % 64 < bodies.count else { return nil }
        let block = bodies[index % 64]
        let picture = block.range(of: "<use href=\"#").flatMap { use in
            block.range(of: "\"", range: use.upperBound..<block.endIndex).map { String(block[use.upperBound..<$0.lowerBound]) }
        }
        var boxes: [(Int, Int, Int, Int)] = []
        for piece in block.components(separatedBy: "<rect class=\"").dropFirst()
        where piece.hasPrefix("ok\"") || piece.hasPrefix("bad\"") || piece.hasPrefix("unknown\"") {
            func number(_ name: String) -> Int? {
                guard let r = piece.range(of: " \(name)=\"") else { return nil }
                return Int(piece[r.upperBound...].prefix { $0.isNumber })
            }
            if let x = number("x"), let y = number("y"), let w = number("width"), let h = number("height") { boxes.append((x, y, w, h)) }
        }
        return (picture, boxes)
    }

    @Test("each picture is in the page once: one per image and orientation setting, whatever the number of results", .enabled(if: TestTier.full, Comment(rawValue: TestTier.reason)))
    func eachPictureOnce() throws {
        let (finished, html) = try Self.run.get()
        let results = finished.record.results
        #expect(results.count == 34)
        let keys = Set(results.map { "\($0.image) \($0.profile)" })
        #expect(Self.pictures(html).count == keys.count)
        #expect(html.components(separatedBy: "<image id=\"").count - 1 == keys.count)
    }

    @Test("the workers made every picture from the pixels they decoded, the bytes the report makes from the file")
    func picturesComeFromTheWorkers() throws {
        let (finished, html) = try Self.run.get()
        let results = finished.record.results
        let keys = Set(results.map { "\($0.image) \($0.profile)" })
        #expect(finished.previewsFromWorkers == keys.count)
        // The same pictures as the report makes itself from the files (a cached recognition's path).
        let source = try #require(CorpusPictures.source(corpus: URL(fileURLWithPath: finished.record.metadata.corpusPath),
                                                        mode: .preview, profiles: finished.record.metadata.profiles))
        var made = Set<String>()
        for result in results {
            guard let key = source.key(result), let picture = source.picture(key) else { continue }
            made.insert(picture.data.base64EncodedString())
        }
        var inPage = Set<String>()
        var rest = html[...]
        while let start = rest.range(of: "base64,") {
            let end = rest.range(of: "\"", range: start.upperBound..<rest.endIndex)!
            inPage.insert(String(rest[start.upperBound..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        // (Fewer distinct bytes than keys: a tag-1 image applied and ignored is the same picture.)
        #expect(made.count > 1)
        #expect(made == inPage)
    }

    @Test("every picture has the shape of its boxes' image, applied or ignored, photo or TIFF")
    func picturesHaveTheImageShape() throws {
        let (finished, html) = try Self.run.get()
        let pictures = Self.pictures(html)
        for (index, result) in finished.record.results.enumerated() {
            let anchor = "\(result.suite)/\(result.id)/\(result.profile)"
            let detail = try #require(Self.detail(html, index: index), "\(anchor) has no details")
            let id = try #require(detail.picture, "\(anchor) shows no picture")
            let picture = try #require(pictures[id], "\(anchor): picture \(id) not defined")
            let width = try #require(result.imageWidth), height = try #require(result.imageHeight)
            let expected = Double(width) / Double(height), shown = Double(picture.width) / Double(picture.height)
            #expect(abs(expected - shown) / expected < 0.01,
                    "\(anchor): boxes are in a \(width)x\(height) image, the picture is \(picture.width)x\(picture.height)")
            #expect(max(picture.width, picture.height) <= 1600)
        }
    }

    @Test("recognized line boxes, scaled to the picture, fall on ink when the text was read")
    func boxesFallOnInk() throws {
        let (finished, html) = try Self.run.get()
        let pictures = Self.pictures(html)
        var checked = 0
        for (index, result) in finished.record.results.enumerated() where result.cer < 0.3 && !result.lines.isEmpty {
            let anchor = "\(result.suite)/\(result.id)/\(result.profile)"
            guard let detail = Self.detail(html, index: index), let id = detail.picture, let picture = pictures[id],
                  let gray = picture.pixels.grayBytes(), let width = result.imageWidth, let height = result.imageHeight else {
                Issue.record("\(anchor): no picture")
                continue
            }
            let sx = Double(picture.width) / Double(width), sy = Double(picture.height) / Double(height)
            var inside = 0.0, count = 0.0
            for (x, y, w, h) in detail.boxes {
                let x0 = Int(Double(x) * sx), x1 = min(picture.width, Int(Double(x + w) * sx))
                let y0 = Int(Double(y) * sy), y1 = min(picture.height, Int(Double(y + h) * sy))
                guard x0 < x1, y0 < y1 else { continue }
                for py in y0..<y1 { for px in x0..<x1 { inside += Double(gray[py * picture.width + px]); count += 1 } }
            }
            let page = Double(gray.reduce(0) { $0 + Int($1) }) / Double(gray.count)
            #expect(count > 0 && inside / count < page - 10,
                    "\(anchor): boxes average grey \(count > 0 ? inside / count : -1), page \(page): not on the text")
            checked += 1
        }
        #expect(checked >= 8, "too few readable results to check")
    }

    @Test("with a region of interest the picture is that region and the view box its rectangle")
    func regionOfInterest() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-roi-\(UUID().uuidString)")
        let suite = root.appendingPathComponent("corpus/s")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        for ext in ["tif", "gt.txt"] {
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/known-text/swift-vision-tiff.\(ext)"),
                                             to: suite.appendingPathComponent("page.\(ext)"))
        }
        let finished = try EvaluationRunner.run(RunOptions(
            corpus: root.appendingPathComponent("corpus"), output: root.appendingPathComponent("out"),
            profiles: [Profile(name: "top-half", common: CommonSettings(regionOfInterest: [0, 0, 1, 0.5]))],
            jobs: 1, workerExecutable: ocrgaugeExecutable))
        let result = try #require(finished.record.results.first)
        let width = try #require(result.imageWidth), height = try #require(result.imageHeight)
        let html = try String(contentsOf: finished.written.folder.appendingPathComponent("report.html"), encoding: .utf8)
        let crop = Int((0.5 * Double(height)).rounded())
        #expect(html.contains("<image id=\"pic-0\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(crop)\""))
        #expect(ReportPages.expanded(html).contains("viewBox=\"0 0 \(width) \(crop)\""))
        let picture = try #require(Self.pictures(html)["pic-0"])
        let expected = Double(width) / Double(crop), shown = Double(picture.width) / Double(picture.height)
        #expect(abs(expected - shown) / expected < 0.01, "\(picture.width)x\(picture.height) for a \(width)x\(crop) region")
    }

    @Test("the page opens in headless Chromium without a console error, failing details built with their pictures",
          .enabled(if: Chromium.path != nil, "chromium not installed (ci/bootstrap installs chromium-headless-shell)"))
    func opensInChromium() throws {
        let (finished, _) = try Self.run.get()
        let page = finished.written.folder.appendingPathComponent("report.html")
        let dom = try Chromium.run(["--dump-dom", "--virtual-time-budget=8000"], url: page,
                                   profile: finished.written.folder.appendingPathComponent("chromium-profile"))
        #expect(dom.stdout.contains("</html>"), "chromium printed no DOM")
        #expect(Chromium.problems(in: dom.stderr) == [], "console errors or failed loads")
        let failing = finished.record.results.filter(\.isFailure).count
        let built = dom.stdout.components(separatedBy: "data-built=\"1\"").count - 1
        #expect(built == failing, "\(built) details built, \(failing) failing samples")
        #expect(dom.stdout.components(separatedBy: "<use href=\"#pic-").count - 1 >= failing)
    }
}
