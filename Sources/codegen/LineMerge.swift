import Foundation
import NibModel

/// Git's own line merge of three files, `git merge-file`: what git does with a document when no
/// merge driver is installed. The merge driver falls back to it for a document it cannot merge by
/// object, so installing the driver never leaves a file worse than git alone would.
struct LineMerge {
    /// The labels git writes after the conflict markers (`<<<<<<< ours`, `||||||| base`, `>>>>>>> theirs`).
    var oursLabel = "ours"
    var baseLabel = "base"
    var theirsLabel = "theirs"
    /// The length of the conflict markers (git's `%L`, the `conflict-marker-size` attribute).
    var markerSize = 7

    /// What `git merge-file` gave: the merged text, conflict markers and all, and how many conflicts it holds.
    struct Result {
        var bytes: [UInt8]
        var conflicts: Int
    }

    /// Why the line merge could not run.
    enum Failure: Error {
        /// No `git` on the `PATH`.
        case gitMissing
        /// `git merge-file` could not be started, failed (a negative status: an unreadable or binary
        /// file, say) or was killed.
        case failed(status: Int32, message: String)

        /// What went wrong, in words: `git is not on the PATH`.
        var reason: String {
            switch self {
            case .gitMissing:
                return "git is not on the PATH"
            case .failed(let status, let message):
                return "git merge-file failed (status \(status))" + (message.isEmpty ? "" : ": \(message)")
            }
        }
    }

    /// Merges `ours`, `base` and `theirs` (paths) the way git does without a driver. The result is
    /// returned, not written: the caller writes it through its output stage.
    func merge(ours: String, base: String, theirs: String) throws(Failure) -> Result {
        guard let git = Self.gitExecutable() else { throw .gitMissing }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = [
            "merge-file", "-p", "--marker-size=\(markerSize)", "-L", oursLabel, "-L", baseLabel, "-L", theirsLabel,
            "--", ours, base, theirs,
        ]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw .failed(status: -1, message: error.localizedDescription) }
        let message = ErrorText()
        let reader = Thread { message.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = message.wait()
        let status = process.terminationStatus
        // git merge-file exits with the number of conflicts (at most 127), and with a negative
        // status (255 as an exit status) when it fails.
        guard process.terminationReason == .exit, (0...127).contains(status) else {
            throw .failed(status: status, message: text)
        }
        return Result(bytes: Array(data), conflicts: Int(status))
    }

    /// The `git` the `PATH` names, as git itself would find it when it runs the driver.
    static func gitExecutable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = "\(folder)/git"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Standard error of the child, read on another thread so that neither pipe can fill up and
    /// stall it.
    private final class ErrorText: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var data = Data()

        func set(_ value: Data) {
            data = value
            done.signal()
        }

        func wait() -> String {
            done.wait()
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }
}
