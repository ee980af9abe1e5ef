/// The machine-readable account of a merge (`codegen merge --json`): one JSON object with the
/// document's path, whether it merged cleanly, whether the result was written, and each conflict.
public enum MergeReport {
    /// The report as JSON text (one line). `lineMergeConflicts`, when given, says the document was
    /// merged by lines instead (git's `git merge-file`, for documents not merged by object) and how
    /// many conflicts that merge left: the report then has `"byLines":true` and `"lineConflicts"`.
    public static func json(
        path: String, conflicts: [MergeConflict], written: Bool, lineMergeConflicts: Int? = nil
    ) -> String {
        let items = conflicts.map { conflict in
            var fields = [
                "\"line\":\(conflict.location.position.line)", "\"column\":\(conflict.location.position.column)",
                "\"kind\":" + string(conflict.kind.rawValue), "\"element\":" + string(conflict.element),
            ]
            if let attribute = conflict.attribute { fields.append("\"attribute\":" + string(attribute)) }
            if let ours = conflict.ours { fields.append("\"ours\":" + string(ours)) }
            if let theirs = conflict.theirs { fields.append("\"theirs\":" + string(theirs)) }
            fields.append("\"message\":" + string(conflict.message))
            return "{" + fields.joined(separator: ",") + "}"
        }
        let merged = conflicts.isEmpty && (lineMergeConflicts ?? 0) == 0
        let byLines = lineMergeConflicts.map { ",\"byLines\":true,\"lineConflicts\":\($0)" } ?? ""
        return "{\"path\":\(string(path)),\"merged\":\(merged),\"written\":\(written)\(byLines),\"conflicts\":["
            + items.joined(separator: ",") + "]}"
    }

    /// `value` as a JSON string literal.
    static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
