import Foundation

/// A child process started with posix_spawn(3) with no signal blocked and every signal
/// at its default action, as a shell or CI starts one: Foundation's Process hands on the
/// mask of the test's thread, where SIGTERM is blocked, so a signal test run through it
/// would prove nothing about the program as people run it.
struct SpawnedProcess {
    /// How the child ended.
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    let pid: pid_t

    /// Starts `executable` with `arguments` and `environment` in `directory` (through
    /// `env --chdir`, which keeps the signal state); its standard output and error go to
    /// /dev/null.
    init(_ executable: String, _ arguments: [String], environment: [String: String], directory: String) throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = (["/usr/bin/env", "--chdir=\(directory)", executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child = pid_t()
        let status = posix_spawn(&child, "/usr/bin/env", &actions, &attributes, argv, envp)
        guard status == 0 else { throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: executable]) }
        pid = child
    }

    /// How the child ended, once it has; nil while it runs.
    func poll() -> Ending? {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == pid ? Self.ending(status) : nil
    }

    /// Waits for the child to end.
    func wait() -> Ending {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return Self.ending(status)
    }

    private static func ending(_ status: Int32) -> Ending {
        status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
    }
}
