import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a child process did: its exit status and what it printed.
public struct ProcessRun: Sendable {
    /// The exit status; ``ProcessRunner/timedOutStatus`` when the runner killed it at its deadline.
    public var status: Int32
    /// Standard output.
    public var stdout: String
    /// Standard error, followed by the runner's own explanation when it killed the process.
    public var stderr: String
    /// Whether the last attempt was killed at its deadline.
    public var timedOut: Bool
    /// How many attempts were made (more than one only after a hang, for a command allowed a retry).
    public var attempts: Int

    /// Standard output then standard error, for messages.
    public var output: String { stdout + stderr }
}

/// The one way the tests start a child process: output into files (a child can never block on a
/// full pipe), a deadline after which the process and every process it started are killed, a
/// failure message that names the command and keeps its output so far, and — for toolchain
/// commands that can hang after finishing their work — a retry.
public enum ProcessRunner {
    /// The status of a run killed at its deadline.
    public static let timedOutStatus: Int32 = -1

    /// Runs `executable` with `arguments` until it exits or `deadline` passes.
    ///
    /// - Parameters:
    ///   - directory: the working directory (the test process's when nil).
    ///   - environment: the whole environment (the test process's when nil).
    ///   - deadline: how long one attempt may take; then the process tree gets `SIGTERM`, and
    ///     `SIGKILL` two seconds later.
    ///   - retriesAfterHang: how many more attempts a run killed at its deadline gets.
    public static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil,
        environment: [String: String]? = nil, deadline: Duration = .seconds(600), retriesAfterHang: Int = 0
    ) throws -> ProcessRun {
        var attempt = 1
        while true {
            var run = try runOnce(
                executable, arguments, in: directory, environment: environment, deadline: deadline)
            run.attempts = attempt
            if !run.timedOut || attempt > retriesAfterHang { return run }
            attempt += 1
        }
    }

    /// Runs a command found on `PATH` (through `/usr/bin/env`).
    public static func runCommand(
        _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil,
        deadline: Duration = .seconds(600), retriesAfterHang: Int = 0
    ) throws -> ProcessRun {
        try run(
            "/usr/bin/env", arguments, in: directory, environment: environment, deadline: deadline,
            retriesAfterHang: retriesAfterHang)
    }

    static func runOnce(
        _ executable: String, _ arguments: [String], in directory: String?, environment: [String: String]?,
        deadline: Duration
    ) throws -> ProcessRun {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("nib-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        let started = ContinuousClock.now
        try process.run()
        let timedOut = !waitForExit(process, until: started + deadline)
        if timedOut { terminateTree(of: process) }
        process.waitUntilExit()
        try out.close()
        try err.close()
        var stderr = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        if timedOut {
            let command = ([executable] + arguments).joined(separator: " ")
            stderr += """

                [process runner] `\(command)` was still running after \(deadline) and was killed \
                with every process it started; what it printed until then is above.

                """
        }
        return ProcessRun(
            status: timedOut ? timedOutStatus : process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: stderr, timedOut: timedOut, attempts: 1)
    }

    /// Waits until the process exits (true) or the deadline passes (false).
    static func waitForExit(_ process: Process, until deadline: ContinuousClock.Instant) -> Bool {
        var pause = Duration.milliseconds(1)
        while process.isRunning {
            if ContinuousClock.now >= deadline { return false }
            Thread.sleep(forTimeInterval: Double(pause.components.attoseconds) / 1e18)
            pause = min(pause * 2, .milliseconds(100))
        }
        return true
    }

    /// Kills the process and every process it started. The tree is frozen first (`SIGSTOP`, again
    /// until a scan finds no process it had not stopped), so none can start another, or be
    /// orphaned out of the tree by a parent that dies first, between the scan and the kill; then
    /// all of them get `SIGKILL`.
    static func terminateTree(of process: Process) {
        let root = process.processIdentifier
        var stopped: [pid_t] = []
        for _ in 0..<100 {
            let found = ([root] + descendants(of: root)).filter { !stopped.contains($0) }
            if found.isEmpty { break }
            for pid in found { kill(pid, SIGSTOP) }
            stopped += found
        }
        for pid in stopped { kill(pid, SIGKILL) }
    }

    /// Every process whose chain of parents leads to `root` (read from `/proc`; none elsewhere).
    static func descendants(of root: pid_t) -> [pid_t] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var parentOf: [pid_t: pid_t] = [:]
        for entry in entries {
            guard let pid = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // After "pid (name)": state, then the parent's pid.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { parentOf[pid] = parent }
        }
        var found: [pid_t] = []
        var frontier: Set<pid_t> = [root]
        while !frontier.isEmpty {
            let next = parentOf.filter { frontier.contains($0.value) }.map(\.key)
            found += next
            frontier = Set(next)
        }
        return found
    }
}
