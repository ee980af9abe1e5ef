import Foundation
import NibModel
import NibTestSupport

/// Runs the built `codegen` executable and captures its output.
enum CLI {
    /// The status of a run killed at its timeout.
    static let timedOutStatus = ProcessRunner.timedOutStatus

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], in directory: URL? = nil, timeout: Duration? = nil) throws -> Result {
        try runProcess(TestPaths.codegen.path, arguments, in: directory, timeout: timeout)
    }

    /// Runs `executable` through the tests' one process runner. With a `timeout`, a process still
    /// running then is killed and the result has status `timedOutStatus`, so a test of a hang fails
    /// instead of hanging; without one, the runner's default deadline applies.
    static func runProcess(
        _ executable: String, _ arguments: [String], in directory: URL? = nil, timeout: Duration? = nil
    ) throws -> Result {
        let run = try ProcessRunner.run(
            executable, arguments, in: directory?.path, deadline: timeout ?? .seconds(600))
        return Result(status: run.status, stdout: run.stdout, stderr: run.stderr)
    }
}
