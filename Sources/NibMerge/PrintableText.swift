import NibModel

/// How names and values from documents and command lines are printed in diagnostics, conflicts
/// and listings: always on one line, no control character reaching a terminal raw, and two
/// different values never printed the same.
package enum PrintableText {
    /// How many characters a value shows at most before it is shortened (`...` included, quotes not).
    package static let shortLength = 80

    /// `name` (a file path, an id) with each control character written as Swift writes it in a
    /// literal (`\n`, `\u{1B}`); a name without one is returned as it is.
    package static func name(_ name: String) -> String {
        VisibleText.escaped(name)
    }

    /// `value` in double quotes, whole, on one line: `"`, `\` and control characters escaped as
    /// Swift writes them (`"a \"b\"\n"`). A missing value is `(none)`.
    package static func quoted(_ value: String?) -> String {
        guard let value else { return "(none)" }
        return "\"" + pieces(of: value).joined() + "\""
    }

    /// `value` quoted (``quoted(_:)``) and, when longer than ``shortLength``, cut with `...`.
    package static func shortened(_ value: String?) -> String {
        guard let value else { return "(none)" }
        return "\"" + window(pieces(of: value), from: 0) + "\""
    }

    /// Two values quoted and, where one is longer than ``shortLength``, shortened around the place
    /// where they first differ, so two different values never print the same
    /// (`"...long common text|ours"` and `"...long common text|theirs"`).
    /// With `quotes` false the values are printed as they are (an element rendered as a value,
    /// `<string "…">`, already escaped) and only shortened.
    package static func shortened(_ first: String?, _ second: String?, quotes: Bool = true) -> (String, String) {
        let split = { (value: String) in quotes ? pieces(of: value) : value.unicodeScalars.map(String.init) }
        let mark = quotes ? "\"" : ""
        guard let first, let second else {
            let show = { (value: String?) in value.map { mark + window(split($0), from: 0) + mark } ?? "(none)" }
            return (show(first), show(second))
        }
        let (one, other) = (split(first), split(second))
        var common = 0
        while common < one.count, common < other.count, one[common] == other[common] { common += 1 }
        // Where a cut from the start would keep the first difference, cut there; else start a
        // little before the difference, so what tells them apart is shown.
        let fits = one.count <= shortLength && other.count <= shortLength
        let start = fits || common < shortLength - 23 ? 0 : common - 20
        return (mark + window(one, from: start) + mark, mark + window(other, from: start) + mark)
    }

    /// The escaped characters from `start`, with `...` where some were left out at either end.
    private static func window(_ pieces: [String], from start: Int) -> String {
        if start == 0, pieces.count <= shortLength { return pieces.joined() }
        let lead = start > 0 ? "..." : ""
        let kept = shortLength - lead.count - 3
        let end = min(pieces.count, start + kept)
        let tail = end < pieces.count ? "..." : ""
        return lead + pieces[start..<end].joined() + tail
    }

    /// Each character of `value` as printed inside quotes.
    private static func pieces(of value: String) -> [String] {
        value.unicodeScalars.map { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            default: return VisibleText.isControl(scalar) ? VisibleText.escape(scalar) : String(scalar)
            }
        }
    }
}
