// reports-bench: generates a synthetic run.xml and renders run.xml files to HTML, for
// ci/bench/reports (which measures time and peak memory with /usr/bin/time).
//
//   reports-bench generate COUNT OUT.xml   write a run of COUNT (sample, profile) results
//   reports-bench render RUN.xml OUT.html  read RUN.xml and write report.html
import Foundation
import Reports
import Scoring
import RunXML

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("reports-bench: \(message)\n".utf8))
    exit(code)
}

let arguments = CommandLine.arguments.dropFirst()
switch (arguments.first, arguments.count) {
case ("generate", 3):
    let values = Array(arguments)
    guard let count = Int(values[1]), count >= 0 else { fail("COUNT must be a whole number", code: 2) }
    let url = URL(fileURLWithPath: values[2])
    do {
        let stream = try RunXMLStream(to: url, metadata: BenchRunGenerator.metadata)
        var random = BenchRunGenerator.Random(state: 42)
        var results: [SampleResult] = []
        results.reserveCapacity(count)
        for index in 0..<count {
            let result = BenchRunGenerator.result(index, random: &random)
            try stream.append(result)
            results.append(result)
        }
        let summaries = SuiteSummary.summaries(of: results)
        try stream.finish(suites: summaries.suites, totals: summaries.totals)
        print("wrote \(count) results to \(url.path)")
    } catch {
        fail("\(error)", code: 3)
    }
case ("render", 3):
    let values = Array(arguments)
    do {
        let started = Date()
        let document = try RunXMLReader.read(URL(fileURLWithPath: values[1]))
        let read = Date()
        try HTMLReportWriter.write(document.run, to: URL(fileURLWithPath: values[2]))
        let done = Date()
        print(String(format: "read %d results in %.2f s, rendered in %.2f s", document.run.results.count,
                     read.timeIntervalSince(started), done.timeIntervalSince(read)))
    } catch {
        fail("\(error)", code: 3)
    }
default:
    fail("usage: reports-bench generate COUNT OUT.xml | reports-bench render RUN.xml OUT.html", code: 2)
}
