import Foundation
import Testing
@testable import Runner

@Suite struct StandardErrorSilencerTests {
    /// The identity (device, inode) of what file descriptor 2 points at.
    func standardErrorTarget() -> [Int] {
        var info = stat()
        fstat(STDERR_FILENO, &info)
        return [Int(info.st_dev), Int(info.st_ino)]
    }

    @Test("overlapping silencers on several threads always restore standard error")
    func overlappingSilencersRestore() {
        // Read while no other test of the process is inside a silencer (reports render pictures under one).
        let before = StandardErrorSilencer.whileUnsilenced { standardErrorTarget() }
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            for _ in 0..<50 {
                StandardErrorSilencer.run { usleep(UInt32(100 + index * 10)) }
            }
        }
        #expect(StandardErrorSilencer.whileUnsilenced { standardErrorTarget() } == before)
    }
}
