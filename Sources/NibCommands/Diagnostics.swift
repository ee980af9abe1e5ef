import NibModel
import XibCompiler

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Prints diagnostics to standard error, in the `file:line:column: severity: message` form
/// ``Diagnostic`` renders. Every message the commands print about their inputs goes through here.
package enum Diagnostics {
    package static func emit(_ diagnostic: Diagnostic) {
        emitLine(diagnostic.description)
    }

    /// Prints `text` and a line break to standard error, in one write.
    package static func emitLine(_ text: String) {
        var bytes = Array((text + "\n").utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// Prints an error (or note) of any of the package's types.
    package static func emit(_ item: some DiagnosticConvertible) {
        emit(item.diagnostic)
    }

    /// The `--strict` warnings for what the converter kept generically.
    package static func coverageWarnings(_ coverage: Coverage, file: String) {
        for entry in coverage.entries {
            let what: String
            switch entry.kind {
            case .element: what = "element <\(entry.name)> is not understood; kept as written"
            case .attribute: what = "attribute \(entry.name) is not understood; kept as a string"
            case .objectClass: what = "class of <\(entry.name)> is derived by the naming rule only"
            }
            let times = entry.count > 1 ? " (\(entry.count) times)" : ""
            emit(Diagnostic(.warning, file: file, position: entry.firstPosition, message: what + times))
        }
    }
}
