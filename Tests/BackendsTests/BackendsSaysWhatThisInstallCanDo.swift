import Foundation
import Testing
@testable import Backends

/// `ocrgauge backends` tells people what they can do where they are: in a source
/// checkout its bootstrap; where ocrgauge came as the Debian package (no ci/ folder),
/// what the package lacks and the command backend, never a script they do not have.
@Suite struct BackendsSaysWhatThisInstallCanDo {
    @Test("RapidOCR missing: ci/bootstrap in a source checkout, the command backend for a package user")
    func rapidOCRAdvice() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-backends-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        let packaged = CommandBackend.statuses(projectFolder: project).first { $0.name == "rapidocr" }
        #expect(packaged?.available == false)
        #expect(packaged?.detail.contains("ci/bootstrap") == false, "\(packaged?.detail ?? "")")
        #expect(packaged?.detail.contains("command backend") == true)
        let bootstrap = project.appendingPathComponent("ci/bootstrap")
        try FileManager.default.createDirectory(at: bootstrap.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: bootstrap)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bootstrap.path)
        let source = CommandBackend.statuses(projectFolder: project).first { $0.name == "rapidocr" }
        #expect(source?.detail == "not installed; enable with: ci/bootstrap --with rapidocr (then --profile rapidocr)")
    }
}
