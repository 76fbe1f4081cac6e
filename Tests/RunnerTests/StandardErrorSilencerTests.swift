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
        let before = standardErrorTarget()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            for _ in 0..<50 {
                StandardErrorSilencer.run { usleep(UInt32(100 + index * 10)) }
            }
        }
        #expect(standardErrorTarget() == before)
    }
}
