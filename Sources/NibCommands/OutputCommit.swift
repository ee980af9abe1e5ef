import ArgumentParser
import NibModel

/// How a command that staged its outputs ends: every output is written when nothing failed, and
/// none when anything did (the failures have been reported).
package enum OutputCommit {
    package static func finish(_ outputs: OutputStage, failed: Bool) throws {
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

/// `--document-path`: the identity a manifest records, which the manifest reader holds to the
/// package-path rule (``ResourceName``), so a path it would refuse is refused here, before anything
/// is converted.
package enum DocumentPathArgument {
    /// The identity to record for `input` when none is given: the path as given when it is a
    /// package path, else its `NAME.lproj/FILE` (or file name) — what names the outputs.
    package static func recordable(_ input: String) -> String {
        guard ResourceName.problem(packagePath: input) != nil else { return input }
        let parts = PathComponents.of(input).suffix(2)
        let folder = parts.count == 2 && parts.first!.hasSuffix(".lproj") ? parts.first.map { "\($0)/" } : nil
        return (folder ?? "") + (parts.last ?? input)
    }

    /// `--name`, the document's name in its target, must be a name (``ResourceName``).
    package static func validate(name: String?) throws {
        guard let name, let problem = ResourceName.problem(name: name) else { return }
        throw ValidationError(ResourceName.message(what: "--name", value: name, problem: problem))
    }

    /// The help of `--name`, shared by `convert` and `strings localize`.
    package static let nameHelp = ArgumentHelp(
        "The document's name in its target, for a single input (default: its file name).",
        discussion: """
            What the embedded manifest's accessor is named by: Settings.Main gives SettingsMainStoryboard. \
            The build plugin passes it for a document whose file name another folder of the target shares.
            """)

    package static func validate(_ path: String?) throws {
        guard let path, let problem = ResourceName.problem(packagePath: path) else { return }
        throw ValidationError(
            ResourceName.message(what: "--document-path", value: path, problem: problem, isPath: true)
                + "; give the document's path relative to the package")
    }
}
