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
    /// The exit status; ``ProcessRunner/timedOutStatus`` when the runner killed it (at its deadline
    /// or idle limit).
    public var status: Int32
    /// Standard output.
    public var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
    /// Standard output as bytes (a binary property list, a picture).
    public var stdoutBytes: [UInt8]
    /// Standard error, followed by the runner's own explanation when it killed the process.
    public var stderr: String
    /// Whether the last attempt was killed: at its deadline, or idle past its idle limit.
    public var timedOut: Bool
    /// How many attempts were made (more than one only after a hang, for a command allowed a retry).
    public var attempts: Int

    /// Standard output then standard error, for messages.
    public var output: String { stdout + stderr }
}

/// Why the runner killed a process.
enum ProcessHang {
    /// Still running at its deadline.
    case pastDeadline(Duration)
    /// Neither it nor any process it started used the processor for this long.
    case idle(Duration)
}

/// The one way the tests start a child process: output into files (a child can never block on a
/// full pipe), a deadline after which the process and every process it started are killed, a
/// failure message that names the command and keeps its output so far, and — for toolchain
/// commands that can hang after finishing their work — an idle limit and a retry.
public enum ProcessRunner {
    /// The status of a run killed at its deadline or idle limit.
    public static let timedOutStatus: Int32 = -1

    /// Runs `executable` with `arguments` until it exits, `deadline` passes, or it sits idle for
    /// `idleLimit`.
    ///
    /// - Parameters:
    ///   - directory: the working directory (the test process's when nil).
    ///   - environment: the whole environment (the test process's when nil).
    ///   - deadline: how long one attempt may take; then the process and every process it started
    ///     are killed.
    ///   - idleLimit: how long the process and every process it started may together use no
    ///     processor time before they are killed (a process parked for good after its work, as
    ///     the package manager has been seen to); never when nil.
    ///   - retriesAfterHang: how many more attempts a run killed at its deadline or idle limit
    ///     gets. What every attempt printed is kept: the returned standard output and error are
    ///     the attempts' in turn, each killed one's followed by the runner's explanation.
    public static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil,
        environment: [String: String]? = nil, deadline: Duration = .seconds(600), idleLimit: Duration? = nil,
        retriesAfterHang: Int = 0
    ) throws -> ProcessRun {
        var attempt = 1
        var earlier: (stdout: [UInt8], stderr: String) = ([], "")
        while true {
            var run = try runOnce(
                executable, arguments, in: directory, environment: environment, deadline: deadline,
                idleLimit: idleLimit)
            run.stdoutBytes = earlier.stdout + run.stdoutBytes
            run.stderr = earlier.stderr + run.stderr
            run.attempts = attempt
            if !run.timedOut || attempt > retriesAfterHang { return run }
            earlier = (run.stdoutBytes, run.stderr + "[process runner] attempt \(attempt + 1) follows.\n")
            attempt += 1
        }
    }

    /// Runs a command found on `PATH` (through `/usr/bin/env`).
    public static func runCommand(
        _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil,
        deadline: Duration = .seconds(600), idleLimit: Duration? = nil, retriesAfterHang: Int = 0
    ) throws -> ProcessRun {
        try run(
            "/usr/bin/env", arguments, in: directory, environment: environment, deadline: deadline,
            idleLimit: idleLimit, retriesAfterHang: retriesAfterHang)
    }

    static func runOnce(
        _ executable: String, _ arguments: [String], in directory: String?, environment: [String: String]?,
        deadline: Duration, idleLimit: Duration?
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
        try withNoSignalBlocked { try process.run() }
        let hang = waitForExit(process, deadline: deadline, idleLimit: idleLimit)
        if hang != nil { terminateTree(of: process) }
        process.waitUntilExit()
        try out.close()
        try err.close()
        var stderr = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        if let hang {
            let command = ([executable] + arguments).joined(separator: " ")
            let reason =
                switch hang {
                case .pastDeadline(let deadline): "was still running after \(deadline)"
                case .idle(let limit): "used no processor time for \(limit), nor did any process it started,"
                }
            stderr += """

                [process runner] `\(command)` \(reason) and was killed with every process it \
                started; what it printed until then is above.

                """
        }
        let timedOut = hang != nil
        return ProcessRun(
            status: timedOut ? timedOutStatus : process.terminationStatus,
            stdoutBytes: [UInt8](try Data(contentsOf: outURL)),
            stderr: stderr, timedOut: timedOut, attempts: 1)
    }

    /// Runs `body` with no signal blocked on the calling thread. `Process` starts the child with
    /// the signal mask of the thread that calls `run()`, and the test runner's threads block most
    /// signals, `SIGCHLD` among them: a child that sleeps until a child of its own exits — as
    /// `sh`'s `wait` does, in `sigsuspend` — then never wakes. Children start as from a shell.
    public static func withNoSignalBlocked<T>(_ body: () throws -> T) rethrows -> T {
        var none = sigset_t()
        sigemptyset(&none)
        var saved = sigset_t()
        pthread_sigmask(SIG_SETMASK, &none, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        return try body()
    }

    /// Waits until the process exits (nil), or returns why it should be killed: its deadline
    /// passed, or the processor time of its tree (read from `/proc` every few seconds) stayed the
    /// same for `idleLimit`.
    static func waitForExit(_ process: Process, deadline: Duration, idleLimit: Duration?) -> ProcessHang? {
        let started = ContinuousClock.now
        var pause = Duration.milliseconds(1)
        var lastActivity = (ticks: processorTicks(ofTreeAt: process.processIdentifier), at: started)
        var nextIdleCheck = started + .seconds(2)
        while process.isRunning {
            let now = ContinuousClock.now
            if now - started >= deadline { return .pastDeadline(deadline) }
            if let idleLimit, now >= nextIdleCheck {
                let ticks = processorTicks(ofTreeAt: process.processIdentifier)
                if ticks != lastActivity.ticks {
                    lastActivity = (ticks, now)
                } else if now - lastActivity.at >= idleLimit, process.isRunning {
                    return .idle(idleLimit)
                }
                nextIdleCheck = now + min(.seconds(2), idleLimit / 4)
            }
            Thread.sleep(forTimeInterval: Double(pause.components.attoseconds) / 1e18)
            pause = min(pause * 2, .milliseconds(100))
        }
        return nil
    }

    /// The processor time, in clock ticks, of the process at `root` and every process it started:
    /// what each has used, and what its children that already exited used (`/proc/PID/stat`'s
    /// `utime`, `stime`, `cutime` and `cstime`). It changes while any of them runs.
    static func processorTicks(ofTreeAt root: pid_t) -> Int {
        ([root] + descendants(of: root)).reduce(0) { total, pid in
            guard let fields = statFields(of: pid), fields.count > 14 else { return total }
            // After "pid (name)": state, ppid, …; utime is the 14th field of the whole line.
            return total + fields[11...14].reduce(0) { $0 + (Int($1) ?? 0) }
        }
    }

    /// The fields of `/proc/PID/stat` after the process's name (the state first).
    static func statFields(of pid: pid_t) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ")
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
            guard let pid = pid_t(entry), let fields = statFields(of: pid) else { continue }
            // The state, then the parent's pid.
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
