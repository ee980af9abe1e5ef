import NibModel

/// Writes the XML form (`xml1`) of a ``PropertyListValue``: Apple's DTD, tab-indented, as
/// `plutil -convert xml1` writes it. Dictionaries keep their entries in the order given, so the
/// same value always gives the same text.
///
/// - Strings and keys: `&`, `<` and `>` as entities; characters XML cannot hold as U+FFFD.
/// - Integers in decimal. Reals in the shortest text that reads back to the same `Double`,
///   without a trailing `.0` (`2`, `0.1`, `1e+300`, `-0`); `nan`, `+infinity` and `-infinity`
///   for the others.
/// - Booleans as `<true/>` and `<false/>`.
/// - Data in base64, on lines of at most 76 characters counting each tab of the indentation as
///   8 (the indentation counted at most 8 deep), each line indented as the `<data>` element.
/// - Dates as `yyyy-MM-ddTHH:mm:ssZ` in UTC, whole seconds (rounded down), in the proleptic
///   Gregorian calendar. A date outside the years 1 to 9999, or not finite, has no such text:
///   ``PropertyListWritingError``.
/// - A `UID` as CoreFoundation writes one: `<dict>` with the key `CF$UID` and the number.
public struct XMLPropertyListWriter {
    /// The first lines of every XML property list.
    private static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    private var text = Self.header
    /// The keys and indices from the top to the value being written.
    private var path: [String] = []

    /// The XML text of `value`.
    public static func text(of value: PropertyListValue) throws(PropertyListWritingError) -> String {
        var writer = XMLPropertyListWriter()
        try writer.append(value, depth: 0)
        writer.text += "</plist>\n"
        return writer.text
    }

    private mutating func append(_ value: PropertyListValue, depth: Int) throws(PropertyListWritingError) {
        let indent = String(repeating: "\t", count: depth)
        switch value {
        case .dictionary(let entries) where entries.isEmpty:
            text += indent + "<dict/>\n"
        case .dictionary(let entries):
            text += indent + "<dict>\n"
            for entry in entries {
                text += indent + "\t<key>" + Self.escaped(entry.key) + "</key>\n"
                path.append(entry.key)
                try append(entry.value, depth: depth + 1)
                path.removeLast()
            }
            text += indent + "</dict>\n"
        case .array(let items) where items.isEmpty:
            text += indent + "<array/>\n"
        case .array(let items):
            text += indent + "<array>\n"
            for (position, item) in items.enumerated() {
                path.append(String(position))
                try append(item, depth: depth + 1)
                path.removeLast()
            }
            text += indent + "</array>\n"
        case .string(let value):
            text += indent + "<string>" + Self.escaped(value) + "</string>\n"
        case .integer(let value):
            text += indent + "<integer>\(value)</integer>\n"
        case .real(let value):
            text += indent + "<real>" + Self.realText(value) + "</real>\n"
        case .boolean(let flag):
            text += indent + (flag ? "<true/>\n" : "<false/>\n")
        case .data(let bytes):
            text += indent + "<data>\n"
            let lineIndent = String(repeating: "\t", count: min(depth, 8))
            let width = 76 - 8 * lineIndent.count
            let encoded = Base64.encoded(bytes)
            var start = encoded.startIndex
            while start < encoded.endIndex {
                let end = encoded.index(start, offsetBy: width, limitedBy: encoded.endIndex) ?? encoded.endIndex
                text += lineIndent + String(decoding: encoded[start..<end], as: UTF8.self) + "\n"
                start = end
            }
            text += indent + "</data>\n"
        case .date(let seconds):
            guard let date = GregorianDate(secondsSince2001: seconds) else {
                throw PropertyListWritingError(.dateOutOfRange(seconds), path: path)
            }
            text += indent + "<date>" + date.iso8601 + "</date>\n"
        case .uid(let number):
            text += indent + "<dict>\n"
            text += indent + "\t<key>CF$UID</key>\n"
            text += indent + "\t<integer>\(number)</integer>\n"
            text += indent + "</dict>\n"
        }
    }

    /// The shortest text that reads back to `value`, without a trailing `.0`.
    static func realText(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-infinity" : "+infinity" }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private static func escaped(_ value: String) -> String { escaper.escape(value) }

    private static let escaper = XMLEscaper(quote: false, whitespace: .keep, unrepresentable: .replace)
}
