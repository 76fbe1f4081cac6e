import CLI
import Foundation

// One image per worker beats OpenMP threads inside one image, and N workers each with
// OpenMP threads oversubscribe the cores (7x slower on the bundled corpus, measured).
// libgomp reads OMP_THREAD_LIMIT once, when it is loaded, before any Swift code runs.
// Worker processes get it in their environment when they are started; a command that
// recognizes in this very process (`run --in-process`, `corpus add`) sets it and starts
// this same program again. Where that cannot be done, go on.
let arguments = Array(CommandLine.arguments.dropFirst())
let recognizesHere = arguments.contains("--in-process") || arguments.starts(with: ["corpus", "add"])
if recognizesHere && ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"] == nil {
    setenv("OMP_THREAD_LIMIT", "1", 1)
    execv("/proc/self/exe", CommandLine.unsafeArgv)
}

// `run` handles its own interruption (it stops its workers and writes what is finished);
// the worker is ended by its parent. Every other verb removes its temporary files and
// exits 130 on SIGINT or SIGTERM.
if let verb = arguments.first, verb != "run", verb != "worker" { InterruptExit.install() }

LargeBuffers.returnToSystemWhenFreed()
exit(ProcessLifetime.run(arguments))
