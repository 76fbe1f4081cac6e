import CLI
import Foundation

// One image per worker beats OpenMP threads inside one image, and N workers each with
// OpenMP threads oversubscribe the cores (7x slower on the bundled corpus, measured).
// libgomp reads OMP_THREAD_LIMIT once, when it is loaded, before any Swift code runs:
// so set it and start this same program again. Where that cannot be done, go on.
if ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"] == nil {
    setenv("OMP_THREAD_LIMIT", "1", 1)
    execv("/proc/self/exe", CommandLine.unsafeArgv)
}

exit(CommandLineTool.main(Array(CommandLine.arguments.dropFirst())))
