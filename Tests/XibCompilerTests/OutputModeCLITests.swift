import Foundation
import NibTestSupport
import Testing

/// What the commands leave behind: a new file gets `0666 & ~umask`, as any program's new file does
/// (every output was 0644 whatever the umask), and a command cancelled by a signal leaves no
/// temporary file.
@Suite struct OutputModeCLITests {
    @Test func newOutputsFollowTheUmask() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("output-mode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try SmallXib.oneView.write(
            to: scratch.appendingPathComponent("Doc.xib"), atomically: true, encoding: .utf8)
        for (mask, mode) in [("077", 0o600), ("027", 0o640), ("002", 0o664)] {
            let output = "out-\(mask)"
            let run = try CLI.runProcess(
                "/bin/sh", ["-c", "umask \(mask) && exec \"$0\" convert Doc.xib -o \(output)", TestPaths.codegen.path],
                in: scratch)
            #expect(run.status == 0, "\(run.stderr)")
            let attributes = try FileManager.default.attributesOfItem(
                atPath: scratch.appendingPathComponent("\(output)/Doc.nib.json").path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == mode, "umask \(mask)")
        }
    }

    /// `SIGTERM` while a large manifest is written: the temporary file beside it (as large as the
    /// manifest) was left behind for good. The command still ends by the signal. A try where the
    /// signal came after the command finished proves nothing, so up to three are made.
    @Test func aCancelledCommandLeavesNoTemporaryFile() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cancelled-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var xml = SmallXib.oneView.replacingOccurrences(of: "<objects>", with: "<objects>\n")
        let end = try #require(xml.range(of: "</objects>"))
        var rows = ""
        for index in 0..<60_000 {
            rows += "<view id=\"v\(index)\" userLabel=\"a label long enough to make the row about a hundred bytes\"/>\n"
        }
        xml.replaceSubrange(end.lowerBound..<end.lowerBound, with: rows)
        try xml.write(to: scratch.appendingPathComponent("Big.xib"), atomically: true, encoding: .utf8)
        let output = scratch.appendingPathComponent("out")
        var endedBySignal = false
        var seen: [String] = []
        for _ in 0..<3 where !endedBySignal {
            try? FileManager.default.removeItem(at: output)
            let process = Process()
            process.executableURL = TestPaths.codegen
            process.arguments = ["convert", scratch.appendingPathComponent("Big.xib").path, "-o", output.path]
            // Started as from a shell: the test runner's threads block `SIGTERM`, and a child
            // inherits the mask.
            try ProcessRunner.withNoSignalBlocked { try process.run() }
            let start = ContinuousClock.now
            while process.isRunning, ContinuousClock.now - start < .seconds(120) {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
                if names.contains(where: { $0.contains(".tmp-") }) {
                    process.terminate()
                    break
                }
                usleep(200)
            }
            process.waitUntilExit()
            endedBySignal = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM
            seen.append(
                "\(process.terminationReason == .uncaughtSignal ? "signal" : "exit") \(process.terminationStatus)")
            let left = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
            #expect(left.allSatisfy { !$0.contains(".tmp-") }, "\(left)")
        }
        #expect(endedBySignal, "\(seen)")
    }
}
