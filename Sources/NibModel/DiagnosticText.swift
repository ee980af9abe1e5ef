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
        if let file, !file.isEmpty { place.append(shown(file)) }
        if let position { place.append("\(position.line):\(position.column)") }
        let prefix = place.isEmpty ? "" : place.joined(separator: ":") + ": "
        return "\(prefix)\(severity): \(message)"
    }

    /// `file` with its control characters and line separators escaped (`\n`, `\u{1B}`): a file
    /// named `x\nPackage.swift:1:1: error: …` printed a second line that editors read as an error
    /// in `Package.swift`.
    static func shown(_ file: String) -> String {
        guard file.unicodeScalars.contains(where: isEscaped) else { return file }
        var text = ""
        for scalar in file.unicodeScalars {
            switch scalar {
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where isEscaped(scalar): text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// Control characters (C0, DEL, C1) and the Unicode line and paragraph separators.
    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
