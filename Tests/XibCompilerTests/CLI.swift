import Foundation
import NibModel

/// Runs the built `codegen` executable and captures its output.
enum CLI {
    /// The status of a run killed at its timeout.
    static let timedOutStatus: Int32 = -1

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], in directory: URL? = nil, timeout: Duration? = nil) throws -> Result {
        try runProcess(TestPaths.codegen.path, arguments, in: directory, timeout: timeout)
    }

    /// Runs `executable`. With a `timeout`, a process still running then is killed and the result
    /// has status `timedOutStatus`, so a test of a hang fails instead of hanging.
    static func runProcess(
        _ executable: String, _ arguments: [String], in directory: URL? = nil, timeout: Duration? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        // Output goes to temporary files, so a large output can never block the child.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        var timedOut = false
        if let timeout {
            let deadline = ContinuousClock.now + timeout
            while process.isRunning && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.01) }
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                timedOut = true
            }
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        let outData = try Data(contentsOf: outURL)
        let errData = try Data(contentsOf: errURL)
        return Result(
            status: timedOut ? timedOutStatus : process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
