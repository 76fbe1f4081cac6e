import Foundation
import Scoring
import Testing
@testable import Runner

/// `TrailingLinesJSON` and `LineRecordsJSON`: the lines of a journal line or a worker's
/// answer, written and read by hand, give what `JSONEncoder` and `JSONDecoder` give.
@Suite struct LinesWrittenByHandReadBackAsTheCodersDo {
    static let lines = [
        LineRecord(text: "say \"hi\" \\ back\tslash / ok", confidence: 93.5, x: 1, y: 2, width: 30, height: 12, correct: true),
        LineRecord(text: "\u{0}\u{1}\u{1F}\r\n é e\u{301} 日本 🧾 </script> \"lines\":[", confidence: nil, x: 0, y: 0, width: 0, height: 0),
        LineRecord(text: "", confidence: 1e-7, x: -3, y: 7, width: 5, height: 1, correct: false),
    ]

    static func report() -> RecognitionReport {
        var report = RecognitionReport(outcome: .text, message: nil, lines: lines, width: 40, height: 30, seconds: 0.25)
        report.printedText = lines.map(\.text).joined(separator: "\n")
        report.notes = ["a \"lines\" note"]
        return report
    }

    @Test("a worker's answer round-trips: the lines come back apart and equal, the rest as the decoder reads it")
    func workerAnswer() throws {
        let response = WorkerResponse(index: 7, report: Self.report())
        let data = try TrailingLinesJSON.encode(response, lines: response.report.lines)
        #expect(!data.contains(0x0A))
        let decoded = try TrailingLinesJSON.decode(WorkerResponse.self, from: data)
        #expect(decoded.lines == Self.lines)
        var report = decoded.value.report
        #expect(report.lines.isEmpty)   // left out of what the decoder read
        report.lines = decoded.lines ?? []
        #expect(report == Self.report())
        #expect(decoded.value.index == 7)
    }

    @Test("an answer written whole by JSONEncoder (lines anywhere, slashes escaped) is read the same")
    func encoderOutputRead() throws {
        let data = try JSONEncoder().encode(WorkerResponse(index: 3, report: Self.report()))
        let decoded = try TrailingLinesJSON.decode(WorkerResponse.self, from: data)
        var report = decoded.value.report
        if let lines = decoded.lines { report.lines = lines }
        #expect(report == Self.report())
    }

    @Test("lines the hand reader does not take (an unknown key, a string for a number) go through JSONDecoder")
    func fallback() throws {
        let odd = #"{"outcome":"text","seconds":0,"backendUnavailable":false,"notes":[],"lines":[{"text":"a","x":0,"y":0,"width":0,"height":0,"extra":1}]}"#
        let decoded = try TrailingLinesJSON.decode(RecognitionReport.self, from: Data(odd.utf8))
        #expect(decoded.lines == nil)
        #expect(decoded.value.lines.map(\.text) == ["a"])
        let wrong = #"{"outcome":"text","seconds":0,"backendUnavailable":false,"notes":[],"lines":[{"text":"a","x":"0","y":0,"width":0,"height":0}]}"#
        #expect(throws: (any Error).self) { try TrailingLinesJSON.decode(RecognitionReport.self, from: Data(wrong.utf8)) }
    }

    @Test("a \"lines\" key inside a string or a nested object is not taken for the top-level one")
    func topLevelOnly() throws {
        let text = #"{"a":"x\",\"lines\":[1]","b":{"lines":[2]},"lines":[],"c":1}"#
        let found = Data(text.utf8).withUnsafeBytes { TopLevelMember.find("lines", in: $0.bindMemory(to: UInt8.self)) }
        let value = try #require(found).value
        #expect(Array(Array(text.utf8)[value]) == Array("[]".utf8))
        let removed = try #require(found).removed
        var rest = Array(text.utf8)
        rest.removeSubrange(removed)
        #expect(String(decoding: rest, as: UTF8.self) == #"{"a":"x\",\"lines\":[1]","b":{"lines":[2]},"c":1}"#)
    }

    @Test("the hand reader refuses a lone surrogate, invalid UTF-8 and a missing field")
    func readerRefuses() {
        for text in [#"[{"text":"\ud800","x":0,"y":0,"width":0,"height":0}]"#,
                     #"[{"text":"a","x":0,"y":0,"width":0}]"#,
                     #"[{"text":"a","x":1.5,"y":0,"width":0,"height":0}]"#] {
            let bytes = Array(text.utf8)
            #expect(throws: LineRecordsJSON.Malformed.self) { try bytes.withUnsafeBufferPointer { try LineRecordsJSON.read($0) } }
        }
        var invalid = Array(#"[{"text":"ab","x":0,"y":0,"width":0,"height":0}]"#.utf8)
        invalid[10] = 0xFF
        #expect(throws: LineRecordsJSON.Malformed.self) { try invalid.withUnsafeBufferPointer { try LineRecordsJSON.read($0) } }
    }
}
