import ArgumentParser
import NibModel

/// How a command that staged its outputs ends: every output is written when nothing failed, and
/// none when anything did (the failures have been reported).
enum OutputCommit {
    static func finish(_ outputs: OutputStage, failed: Bool) throws {
        guard !failed else {
            outputs.discard()
            throw ExitCode.failure
        }
        do { try outputs.commit() } catch {
            Diagnostics.emit(Diagnostic(file: error.path, message: "cannot write: \(error.reason)"))
            throw ExitCode.failure
        }
    }
}
