import NibModel

/// A nib manifest compiled into the target as Swift source (`NAME+Manifest.swift`): the manifest
/// JSON verbatim in a raw multi-line string literal, as a static property of the nib's accessor.
///
/// ```swift
/// // ja.lproj/Main.xib — nib manifest (swift-nib/1), embedded by `codegen convert --swift`.
/// // source: /path/to/Sources/App/ja.lproj/Main.xib
/// extension MainNib {
///     static var manifest_ja: String {
/// #"""
/// { "format": "swift-nib/1", … }
/// """#
///     }
/// }
/// ```
/// The build plugin writes one per document with `codegen convert --swift`; `codegen generate`
/// reads them back (``parse(_:)``), so the generated accessors depend on the manifests, never on
/// the `.xib` files themselves.
public enum EmbeddedManifest {
    /// The line that records the document's path, read back by ``parse(_:)``.
    static let sourcePrefix = "// source: "

    /// The Swift source embedding `json`, the manifest of the document at `input.path`.
    public static func source(for input: GeneratorInput, json: String, access: GeneratorOptions.Access) -> String {
        let hashes = String(repeating: "#", count: delimiterLength(for: json))
        let accessor = input.accessorName
        let label = input.localization.map { "\($0).lproj/" } ?? ""
        let prefix = access == .public ? "public " : ""
        return """
            // \(SwiftLiteral.comment(label + FileIO.baseName(input.path))) — nib manifest, embedded by `codegen convert --swift`. Do not edit.
            \(sourcePrefix)\(SwiftLiteral.comment(input.path))
            extension \(accessor) {
                /// The manifest of `\(SwiftLiteral.comment(label + FileIO.baseName(input.path)))` (JSON, \(NibDocument.currentFormat)).
                \(prefix)static var \(input.manifestPropertyName): String {
            \(hashes)\"\"\"
            \(escaped(json, hashes: hashes))
            \"\"\"\(hashes)
                }
            }

            """
    }

    /// The document path and manifest JSON of a file written by ``source(for:json:access:)``,
    /// or nil when the text is not one.
    public static func parse(_ text: String) -> (sourcePath: String, json: String)? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard let sourceLine = lines.first(where: { $0.hasPrefix(sourcePrefix) }),
              let open = lines.firstIndex(where: { $0.hasSuffix("\"\"\"") && $0.allSatisfy { $0 == "#" || $0 == "\"" } })
        else { return nil }
        let hashes = lines[open].prefix { $0 == "#" }
        lines = lines[(open + 1)...]
        guard let close = lines.firstIndex(where: { $0 == "\"\"\"" + hashes }) else { return nil }
        let json = unescaped(lines[..<close].joined(separator: "\n"), hashes: String(hashes))
        return (String(sourceLine.dropFirst(sourcePrefix.count)), json)
    }

    /// Swift source may not hold control characters other than tab and line feed, nor DEL (JSON
    /// may: `"keyEquivalent": "\u{7F}"`): they become `\#u{7F}` escapes of the raw literal.
    static func escaped(_ text: String, hashes: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\\(hashes)u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || scalar.value == 0x7F
    }

    /// Reverses ``escaped(_:hashes:)``: the text holds no other `\` followed by the hashes.
    static func unescaped(_ text: String, hashes: String) -> String {
        let marker = "\\" + hashes + "u{"
        guard text.contains(marker) else { return text }
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: marker) {
            result += rest[..<range.lowerBound]
            rest = rest[range.upperBound...]
            guard let close = rest.firstIndex(of: "}"), let value = UInt32(rest[..<close], radix: 16),
                  let scalar = Unicode.Scalar(value) else { result += marker; continue }
            result.unicodeScalars.append(scalar)
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The fewest `#`s such that the text neither ends the literal (`"""#…`) nor starts an
    /// escape (`\#…`).
    static func delimiterLength(for text: String) -> Int {
        var count = 1
        while true {
            let hashes = String(repeating: "#", count: count)
            if !text.contains("\\" + hashes) && !text.contains("\"\"\"" + hashes) { return count }
            count += 1
        }
    }
}
