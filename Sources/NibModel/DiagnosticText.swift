/// The text of one diagnostic line, `FILE:LINE:COLUMN: SEVERITY: MESSAGE`: the form compilers
/// print, so editors and SwiftPM show it in place. With no position it is `FILE: SEVERITY: …`,
/// with no file `LINE:COLUMN: SEVERITY: …`, with neither `SEVERITY: MESSAGE`.
///
/// The one place this form is spelled. ``Diagnostic`` renders through it, and the build plugins,
/// which cannot depend on this module, compile this very file (their copies are symbolic links to
/// it), so what a plugin reports reads like what `codegen` reports. It therefore depends on
/// nothing: no Foundation, no other module of the package.
enum DiagnosticText {
    /// One line: `severity` is `error`, `warning` or `note`; an empty `file` counts as none.
    static func line(
        file: String?, position: (line: Int, column: Int)? = nil,
        severity: String = "error", message: String
    ) -> String {
        var place: [String] = []
        if let file, !file.isEmpty { place.append(file) }
        if let position { place.append("\(position.line):\(position.column)") }
        let prefix = place.isEmpty ? "" : place.joined(separator: ":") + ": "
        return "\(prefix)\(severity): \(message)"
    }
}
