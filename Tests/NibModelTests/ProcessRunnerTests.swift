import Foundation
import NibTestSupport
import Testing

/// The tests' one process runner: no child blocks on its output, none outlives its deadline, and a
/// hang is reported with the command and what it printed.
@Suite struct ProcessRunnerTests {
    let scratch = NSTemporaryDirectory() + "process-runner-\(UUID().uuidString)"

    @Test func capturesBothStreamsAndTheStatus() throws {
        let run = try ProcessRunner.runCommand(["sh", "-c", "echo out; echo err >&2; exit 3"])
        #expect(run.status == 3)
        #expect(run.stdout == "out\n")
        #expect(run.stderr == "err\n")
        #expect(!run.timedOut)
    }

    /// Two megabytes on each stream: a runner that read one pipe to its end before the other would
    /// wait forever on a child blocked writing the second.
    @Test func largeOutputOnBothStreamsNeverBlocks() throws {
        let run = try ProcessRunner.runCommand(
            ["sh", "-c", "head -c 2097152 /dev/zero >&2; head -c 2097152 /dev/zero"], deadline: .seconds(60))
        #expect(run.status == 0)
        #expect(run.stdout.utf8.count == 2_097_152)
        #expect(run.stderr.utf8.count == 2_097_152)
    }

    /// A command that never exits is killed at its deadline with the process it started; the result
    /// says so, names the command and keeps what it printed.
    @Test func aHangIsKilledWithItsChildrenAndReported() throws {
        let started = ContinuousClock.now
        let (run, child) = try runLeavingAChild(printing: "working", deadline: .seconds(3))
        #expect(ContinuousClock.now - started < .seconds(30))
        #expect(run.timedOut)
        #expect(run.status == ProcessRunner.timedOutStatus)
        #expect(run.stdout == "working\n")
        #expect(run.stderr.contains("`/usr/bin/env sh -c sleep 300"), "\(run.stderr)")
        #expect(run.stderr.contains("was still running after 3.0 seconds"), "\(run.stderr)")
        expectGone(child, "the hung command's child")
    }

    /// A command allowed a retry runs again after a hang (as `swift build` is, which has been seen
    /// to hang after finishing); the second attempt's result is returned.
    @Test func aHangIsRetriedWhenAllowed() throws {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let marker = scratch + "/tried"
        let script = "if [ -e \(marker) ]; then echo finished; else touch \(marker); sleep 300; fi"
        let once = try ProcessRunner.runCommand(["sh", "-c", script], deadline: .seconds(1))
        #expect(once.timedOut && once.attempts == 1)
        try FileManager.default.removeItem(atPath: marker)
        let retried = try ProcessRunner.runCommand(["sh", "-c", script], deadline: .seconds(1), retriesAfterHang: 1)
        #expect(!retried.timedOut)
        #expect(retried.status == 0)
        #expect(retried.attempts == 2)
        #expect(retried.stdout == "finished\n")
    }

    /// A child starts with no signal blocked, whatever the calling thread blocks (the test
    /// runner's threads block most, `SIGCHLD` among them), so a shell's `wait` wakes when its job
    /// ends.
    @Test func childrenStartWithNoSignalBlocked() throws {
        let mask = try ProcessRunner.runCommand(["grep", "^SigBlk:", "/proc/self/status"], deadline: .seconds(60))
        #expect(mask.stdout == "SigBlk:\t0000000000000000\n")
        let started = ContinuousClock.now
        let waited = try ProcessRunner.runCommand(
            ["sh", "-c", "sleep 0.2 & wait; echo waited"], deadline: .seconds(60))
        #expect(ContinuousClock.now - started < .seconds(30))
        #expect(waited.status == 0, "\(waited.stderr)")
        #expect(waited.stdout == "waited\n")
    }

    /// A command parked for good after its work — a child that printed and then sleeps, using no
    /// processor time — is killed at its idle limit, long before its deadline, with the process it
    /// started; the result says why and keeps what it printed.
    @Test func anIdleTreeIsKilledAtItsIdleLimit() throws {
        let started = ContinuousClock.now
        let (run, child) = try runLeavingAChild(printing: "done", deadline: .seconds(240), idleLimit: .seconds(3))
        #expect(ContinuousClock.now - started < .seconds(60))
        #expect(run.timedOut)
        #expect(run.status == ProcessRunner.timedOutStatus)
        #expect(run.stdout == "done\n")
        #expect(
            run.stderr.contains(
                "used no processor time for 3.0 seconds, nor did any process it started, and was killed"),
            "\(run.stderr)")
        expectGone(child, "the idle command's child")
    }

    /// Work done by a child, not by the command itself, is activity: a shell waiting on a child
    /// that computes for longer than the idle limit is left to finish.
    @Test func aChildsWorkKeepsTheTreeActive() throws {
        // About 6 s of one core in the child (awk counting), the shell itself idle in `wait`.
        let script = "awk 'BEGIN { for (i = 0; i < 300000000; i++) s += i; print \"counted\" }' & wait"
        let run = try ProcessRunner.runCommand(["sh", "-c", script], deadline: .seconds(240), idleLimit: .seconds(2))
        #expect(!run.timedOut, "\(run.stderr)")
        #expect(run.status == 0)
        #expect(run.stdout == "counted\n")
    }

    /// After a retry, what the killed attempt printed is kept before the retry's: a build that did
    /// its work and then hung is still seen to have done it.
    @Test func aRetryKeepsWhatTheKilledAttemptPrinted() throws {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let marker = scratch + "/tried"
        let script =
            "if [ -e \(marker) ]; then echo nothing to do; else touch \(marker); echo compiled; echo warning >&2; sleep 300; fi"
        let run = try ProcessRunner.runCommand(
            ["sh", "-c", script], deadline: .seconds(240), idleLimit: .seconds(3), retriesAfterHang: 1)
        #expect(!run.timedOut)
        #expect(run.attempts == 2)
        #expect(run.status == 0)
        #expect(run.stdout == "compiled\nnothing to do\n")
        #expect(run.stderr.hasPrefix("warning\n"), "\(run.stderr)")
        #expect(run.stderr.contains("and was killed with every process it started"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("[process runner] attempt 2 follows.\n"), "\(run.stderr)")
    }

    /// Runs a shell that starts `sleep 300`, prints `text` and waits for it: the run, and the
    /// sleep's process id.
    func runLeavingAChild(printing text: String, deadline: Duration, idleLimit: Duration? = nil) throws -> (
        ProcessRun, pid_t
    ) {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let pidFile = scratch + "/child"
        let run = try ProcessRunner.runCommand(
            ["sh", "-c", "sleep 300 & echo $! > \(pidFile); echo \(text); wait"], deadline: deadline,
            idleLimit: idleLimit)
        return (run, try #require(pid_t(try String(contentsOfFile: pidFile, encoding: .utf8).trimmed)))
    }

    /// Expects `pid` to stop running within five seconds (a killed process ends as soon as the
    /// kernel runs its exit: a moment under load).
    func expectGone(_ pid: pid_t, _ what: String) {
        let killed = ContinuousClock.now
        while isAlive(pid), ContinuousClock.now - killed < .seconds(5) { Thread.sleep(forTimeInterval: 0.01) }
        #expect(!isAlive(pid), "\(what) \(pid) outlived it")
    }

    func isAlive(_ pid: pid_t) -> Bool {
        // A killed child may linger as a zombie until its parent is reaped; it is not running.
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        let state = stat[stat.index(close, offsetBy: 2)]
        return state != "Z" && state != "X"
    }
}

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
