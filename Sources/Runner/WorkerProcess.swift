import Backends
import Foundation
import Synchronization

/// One `ocrgauge worker` child process, fed over pipes. Owns the process: `stop()`
/// kills its whole process group.
final class WorkerProcess {
    /// How one request ended.
    enum Reply {
        case response(WorkerResponse)
        case timeout
        /// The worker died; the text says how ("signal 11 (SIGSEGV)", "exit status 3").
        case died(String)
        /// The worker answered something that is not the protocol; the text quotes it.
        case garbage(String)
    }

    private let child: ChildProcess
    private let reader: FileDescriptorLineReader
    private let registry: WorkerRegistry
    /// Process groups of engines the worker started and has not reported ended.
    private var engineGroups: Set<Int32> = []
    var pid: Int32 { child.pid }

    init(executable: URL, setup: WorkerSetup, registry: WorkerRegistry, quiet: Bool) throws(RunnerError) {
        self.registry = registry
        var environment = ProcessInfo.processInfo.environment
        environment["OMP_THREAD_LIMIT"] = "1"
        do {
            child = try ChildProcess(executable: executable.path, arguments: ["worker"], environment: environment,
                                     standardError: quiet ? .discard : .inherit)
        } catch {
            throw RunnerError.harness("cannot start worker \(executable.path): \(error)")
        }
        // An answer holds an engine's answer (capped at 64 MB by default) as JSON text.
        reader = FileDescriptorLineReader(fd: child.output, maxLineBytes: 1 << 30)
        registry.add(child.pid)
        guard var line = try? JSONEncoder().encode(setup) else { throw RunnerError.harness("cannot encode worker setup") }
        line.append(0x0A)
        guard child.write(Array(line)) else {
            let how = describeDeath()
            stop()
            throw RunnerError.harness("worker \(executable.path) did not accept its setup: \(how)")
        }
    }

    deinit { stop() }

    /// Sends one request; false when the worker is gone (its answer will say how).
    func send(_ request: WorkerRequest) -> Bool {
        guard var line = try? JSONEncoder().encode(request) else { return false }
        line.append(0x0A)
        return child.write(Array(line))
    }

    /// Waits up to `timeout` for the answer to the request numbered `index` (answers come
    /// in the order of the requests).
    func receive(index: Int, timeout: Duration) -> Reply {
        let deadline = ContinuousClock.now + timeout
        while true {
            switch reader.readLine(timeout: max(.zero, deadline - ContinuousClock.now)) {
            case .timeout:
                return .timeout
            case .end(let partial):
                if !partial.isEmpty { return .garbage(PrintableBytes.quote(partial)) }
                return .died(describeDeath())
            case .tooLong(let bytes):
                return .garbage("an answer of \(bytes) bytes, over the limit")
            case .line(let data):
                // A notice is a short line; an answer is not parsed twice to find that out.
                if data.count < 256, let notice = try? JSONDecoder().decode(WorkerProcessGroupNotice.self, from: data) {
                    track(notice)
                    continue
                }
                guard let decoded = try? TrailingLinesJSON.decode(WorkerResponse.self, from: data),
                      decoded.value.index == index else { return .garbage(PrintableBytes.quote(data)) }
                var response = decoded.value
                if let lines = decoded.lines { response.report.lines = lines }
                return .response(response)
            }
        }
    }

    private func track(_ notice: WorkerProcessGroupNotice) {
        guard notice.processGroup > 1 else { return }
        if notice.running {
            engineGroups.insert(notice.processGroup)
            registry.addEngineGroup(notice.processGroup)
        } else {
            engineGroups.remove(notice.processGroup)
            registry.removeEngineGroup(notice.processGroup)
        }
    }

    /// Kills the worker, its process group and the groups of the engines it started,
    /// and reaps it.
    func stop() {
        for group in engineGroups {
            kill(-group, SIGKILL)
            registry.removeEngineGroup(group)
        }
        engineGroups = []
        child.kill(signal: SIGKILL)
        child.closeInput()
        child.waitForEnd()
        registry.remove(child.pid)
    }

    /// How the process ended, waiting briefly for it to finish dying.
    private func describeDeath() -> String {
        let deadline = ContinuousClock.now + .seconds(5)
        var ended = child.termination()
        while ended == nil && ContinuousClock.now < deadline {
            usleep(2_000)
            ended = child.termination()
        }
        switch ended {
        case nil: return "stopped answering"
        case .signalled(let signal): registry.remove(child.pid); return "signal \(signal) (\(Self.signalName(signal)))"
        case .exited(let status): registry.remove(child.pid); return "exit status \(status)"
        }
    }

    static func signalName(_ number: Int32) -> String {
        let names: [Int32: String] = [SIGSEGV: "SIGSEGV", SIGABRT: "SIGABRT", SIGKILL: "SIGKILL", SIGTERM: "SIGTERM",
                                      SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGILL: "SIGILL", SIGINT: "SIGINT",
                                      SIGPIPE: "SIGPIPE", SIGTRAP: "SIGTRAP"]
        return names[number] ?? "SIG\(number)"
    }
}

/// The process ids of live workers and the process groups of the engines they (or this
/// process) started, so an interrupt or the end of a run can stop them all at once.
final class WorkerRegistry: Sendable {
    private let pids = Mutex<Set<Int32>>([])
    private let engineGroups = Mutex<Set<Int32>>([])

    func add(_ pid: Int32) { pids.withLock { _ = $0.insert(pid) } }
    func remove(_ pid: Int32) { pids.withLock { _ = $0.remove(pid) } }
    func addEngineGroup(_ group: Int32) { engineGroups.withLock { _ = $0.insert(group) } }
    func removeEngineGroup(_ group: Int32) { engineGroups.withLock { _ = $0.remove(group) } }

    /// Kills every live worker's process group and every engine group.
    func killAll() {
        for group in engineGroups.withLock({ $0 }) { kill(-group, SIGKILL) }
        for pid in pids.withLock({ $0 }) where kill(-pid, SIGKILL) != 0 { kill(pid, SIGKILL) }
    }
}
