import CSpawn
import Foundation
import Synchronization

/// Nothing an engine starts outlives its sample: this process becomes a child subreaper,
/// so a process that left its group and session (setsid, set -m, a double fork) is
/// re-parented here when its parent ends, and `sweep` kills and reaps every descendant
/// that is not a running engine. Worker processes sweep after every sample and when
/// they end; `ocrgauge run` sweeps when the run ends (so in-process runs too, and what a
/// killed worker left behind).
package enum OrphanReaper {
    private static let adopting = Mutex(false)

    /// Becomes a child subreaper (once); false where the system cannot (not Linux).
    @discardableResult
    package static func adoptOrphans() -> Bool {
        adopting.withLock { done in
            if !done { done = cspawn_become_subreaper() == 0 }
            return done
        }
    }

    /// Kills (SIGKILL) and reaps every descendant of this process except `spared` and
    /// what runs below them, repeating while killing one re-parents others here; returns
    /// how many were killed.
    @discardableResult
    package static func sweep(sparing spared: Set<pid_t>) -> Int {
        let me = getpid()
        var killed = Set<pid_t>()
        for _ in 0..<20 {
            // Living descendants, and zombies this process must reap (others' are their parents').
            let left = ProcessTree.descendants(of: me, sparing: spared).filter { pid in
                guard let status = ProcessTree.status(of: pid) else { return false }
                return status.state != "Z" || status.parent == me
            }
            if left.isEmpty { break }
            for pid in left where !killed.contains(pid) {
                kill(pid, SIGKILL)
                killed.insert(pid)
            }
            // Reap the ones that are (or have become) this process's children.
            for pid in left where ProcessTree.parentOf(pid) == me {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            }
        }
        return killed.count
    }
}
