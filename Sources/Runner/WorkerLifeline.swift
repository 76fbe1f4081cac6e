import Backends
import Foundation

/// A worker does not outlive the `ocrgauge run` that started it, however that process
/// ends (`kill -9` included): a thread waits for the request pipe's writer to go
/// (poll(2) reports the hang-up without reading a byte); when the writer has gone because
/// the parent died — this process has another parent by then — every engine and
/// everything below this worker is killed and the worker exits at once. A parent that
/// closes the pipe to end the worker normally leaves the main loop to finish.
enum WorkerLifeline {
    /// How long, after the hang-up, the kernel may take to re-parent this process (it
    /// closes the dead parent's descriptors before it re-parents its children).
    static let reparentPolls = 200
    static let reparentPollInterval: useconds_t = 10_000

    /// Starts the watch over `descriptor` (the worker's standard input).
    static func watch(_ descriptor: Int32) {
        let parent = getppid()
        let thread = Thread {
            var watched = pollfd(fd: descriptor, events: 0, revents: 0)
            while poll(&watched, 1, -1) < 0 && errno == EINTR {}
            for _ in 0..<reparentPolls {
                if getppid() != parent {
                    for group in EngineProcessGroups.running { kill(-group, SIGKILL) }
                    OrphanReaper.sweep(sparing: [])
                    _exit(0)
                }
                usleep(reparentPollInterval)
            }
        }
        thread.name = "ocrgauge worker lifeline"
        thread.start()
    }
}
