import Foundation
import PackagePlugin

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What stops a command plugin (`generate-nib-sources`, `render-nibs`). A failure about a file
/// reads as a diagnostic line in the form every tool of the package prints (``DiagnosticText``).
///
/// Both command plugins compile this very file (the second's copy is a symbolic link to it).
enum CommandPluginFailure: Error, CustomStringConvertible {
    /// `--target NAME` names no source target of the package.
    case unknownTarget(String)
    /// An argument the plugin does not take; `usage` is the plugin's synopsis.
    case badArgument(String, usage: String)
    /// The tool the plugin runs failed on `document` (nil: on every document of a target); it has
    /// printed its own errors.
    case toolFailed(command: String, document: String?, status: Int32)

    /// The file the failure is about, if any.
    var file: String? {
        if case .toolFailed(_, let document?, _) = self { return document }
        return nil
    }

    /// What is wrong, without the place.
    var message: String {
        switch self {
        case .unknownTarget(let name): return "no source target named '\(name)' in this package"
        case .badArgument(let text, let usage): return "unexpected argument '\(text)' (usage: \(usage))"
        case .toolFailed(let command, _, let status):
            return "`\(command)` failed (exit status \(status)); its errors name the places"
        }
    }

    /// SwiftPM prints a plugin's error after `error: `: a failure about a file is the diagnostic
    /// line, one about no file its message alone.
    var description: String { file.map { DiagnosticText.line(file: $0, message: message) } ?? message }
}

extension PluginContext {
    /// The source targets `--target` named, in that order, or every source target of the package
    /// when none is named.
    func sourceTargets(named names: [String]) throws(CommandPluginFailure) -> [SourceModuleTarget] {
        guard !names.isEmpty else { return package.targets.compactMap { $0 as? SourceModuleTarget } }
        var targets: [SourceModuleTarget] = []
        for name in names {
            guard let target = package.targets.first(where: { $0.name == name }) as? SourceModuleTarget else {
                throw .unknownTarget(name)
            }
            targets.append(target)
        }
        return targets
    }
}

/// Runs one of the package's tools and waits for it: its exit status.
///
/// The child starts with no signal blocked. `Process` gives it the signal mask of the thread that
/// starts it, and a command plugin runs on a worker thread that blocks most signals: `nib-render`
/// and `codegen` started from there ignored `SIGINT` (Ctrl-C) and `SIGTERM` until they finished.
func runTool(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> Int32 {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var none = sigset_t()
    sigemptyset(&none)
    var saved = sigset_t()
    pthread_sigmask(SIG_SETMASK, &none, &saved)
    defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}
