import Scoring
import Backends
import Foundation
import Imaging

/// The body of `ocrgauge worker`: reads requests from standard input, answers on the
/// original standard output, keeps one recognizer per profile (and sample language list) for its whole life.
public enum WorkerLoop {
    /// Runs until standard input ends. Returns the process exit code.
    public static func run() -> Int32 {
        // Whatever a library prints must not corrupt the protocol: keep the real standard
        // output for answers and point file descriptor 1 at standard error.
        let protocolFD = dup(STDOUT_FILENO)
        _ = dup2(STDERR_FILENO, STDOUT_FILENO)
        // A process group of its own, so the parent can stop this worker and anything it starts.
        _ = setpgid(0, 0)
        // And a subreaper: what an engine starts in another group or session comes back
        // here when its parent ends, and is killed after the sample (below).
        OrphanReaper.adoptOrphans()
        defer { OrphanReaper.sweep(sparing: []) }
        // Dies with its parent, engines and all (a `kill -9` of `run` included).
        WorkerLifeline.watch(STDIN_FILENO)
        setenv("OCRGAUGE_PROTOCOL_FD", String(protocolFD), 1)
        let output = FileHandle(fileDescriptor: protocolFD, closeOnDealloc: true)
        let input = FileDescriptorLineReader(fd: STDIN_FILENO)
        // Every engine process group started or ended is told to the parent at once (it
        // kills them if it has to kill this worker). Recognition runs on this thread, so
        // a notice never lands inside an answer.
        EngineProcessGroups.observe { group, running in
            guard var line = try? JSONEncoder().encode(WorkerProcessGroupNotice(processGroup: group, running: running)) else { return }
            line.append(0x0A)
            try? output.write(contentsOf: line)
        }
        defer { EngineProcessGroups.observe(nil) }
        let decoder = JSONDecoder()

        guard case .line(let first) = input.readLine(timeout: nil),
              let setup = try? decoder.decode(WorkerSetup.self, from: first) else {
            FileHandle.standardError.write(Data("ocrgauge worker: expected a setup line on standard input\n".utf8))
            return 2
        }
        let pool = RecognizerPool(setup: setup)
        while case .line(let line) = input.readLine(timeout: nil) {
            guard let request = try? decoder.decode(WorkerRequest.self, from: line),
                  setup.profiles.indices.contains(request.profile) else {
                FileHandle.standardError.write(Data("ocrgauge worker: malformed request\n".utf8))
                return 2
            }
            // Codec chatter on stderr is noise here: every problem becomes the sample's reason.
            let quiet = ProcessInfo.processInfo.environment["OCRGAUGE_DEBUG"] == nil
            let report = quiet ? StandardErrorSilencer.run { pool.recognize(request) } : pool.recognize(request)
            // Nothing an engine started outlives the sample but the engines still running.
            let engines = EngineProcessGroups.running
            if EngineProcessGroups.startedSinceLastAsked() || !engines.isEmpty { OrphanReaper.sweep(sparing: engines) }
            // The lines written last, by hand: a long answer's lines through the encoder cost several times the text.
            guard var answer = try? TrailingLinesJSON.encode(WorkerResponse(index: request.index, report: report),
                                                             lines: report.lines) else { return 3 }
            answer.append(0x0A)
            do { try output.write(contentsOf: answer) } catch { return 0 }   // the parent went away
        }
        return 0
    }
}
