import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The values a modern document writes, read with Foundation's `XMLParser` — not the converter:
/// every attribute value and every text node that is not blank, each with the element and
/// attribute it was written in. A `base64-UTF8="YES"` string's text is decoded, as the format
/// defines (its `base64-UTF8` attribute only says how the text is written, so it is not a value).
struct DocumentValues {
    struct Value {
        /// The value as ``ValueToken`` normalizes it.
        var token: String
        /// `element@attribute`, or `element#text` for a text node.
        var place: String
        var line: Int
    }

    private(set) var values: [Value] = []

    init(path: String) throws {
        guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: path)) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: path])
        }
        values = collector.values
    }

    private final class Collector: NSObject, XMLParserDelegate {
        /// One open element: what it has said so far, and its children's keys with their signatures.
        struct Frame {
            var name: String
            var attributes: [(String, String)]
            var key: String?
            var base64: Bool
            var text = ""
            var line: Int
            var values: [Value] = []
            var signature = ""
            var keyed: [String: String] = [:]
        }

        var values: [Value] = []
        var stack: [Frame] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            let sorted = attributes.sorted { $0.key < $1.key }
            var frame = Frame(
                name: elementName, attributes: sorted, key: attributes["key"],
                base64: attributes["base64-UTF8"] == "YES", line: parser.lineNumber)
            for (name, value) in sorted where name != "base64-UTF8" {
                frame.values.append(
                    Value(
                        token: ValueToken.normalized(value), place: "\(elementName)@\(name)",
                        line: parser.lineNumber))
            }
            stack.append(frame)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !stack.isEmpty { stack[stack.count - 1].text += string }
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            if !stack.isEmpty { stack[stack.count - 1].text += String(decoding: block, as: UTF8.self) }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
            qualifiedName: String?
        ) {
            guard var frame = stack.popLast() else { return }
            if !frame.text.allSatisfy(\.isWhitespace) {
                frame.values.append(
                    Value(
                        token: ValueToken.normalized(Self.decoded(frame.text, base64: frame.base64)),
                        place: "\(frame.name)#text", line: frame.line))
            }
            let signature =
                "<\(frame.name) \(frame.attributes.map { "\($0)=\($1)" }.joined(separator: " "))>"
                + frame.text + frame.signature + "</\(frame.name)>"
            guard !stack.isEmpty else {
                values += frame.values
                return
            }
            // Xcode writes some keyed values twice in one element (a text view's `minSize` and
            // `maxSize`): the same key with the same value again is one value, not two.
            if let key = frame.key, stack[stack.count - 1].keyed[key] == signature { return }
            if let key = frame.key { stack[stack.count - 1].keyed[key] = signature }
            stack[stack.count - 1].values += frame.values
            stack[stack.count - 1].signature += signature
        }

        /// A `base64-UTF8` string's text decoded (Xcode writes it without `=` padding, on several lines).
        static func decoded(_ text: String, base64: Bool) -> String {
            guard base64 else { return text }
            var compact = text.filter { !$0.isWhitespace }
            while compact.count % 4 != 0 { compact += "=" }
            guard let data = Data(base64Encoded: compact) else { return text }
            return String(decoding: data, as: UTF8.self)
        }
    }
}

/// The scalars of a manifest, read from its JSON text by a scanner of its own: every string (member
/// names included), number and `true`/`false`, normalized by ``ValueToken``.
enum ManifestScalars {
    static func tokens(_ text: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" {
                var string = String.UnicodeScalarView()
                index += 1
                while index < scalars.count, scalars[index] != "\"" {
                    if scalars[index] == "\\" {
                        index += 1
                        switch scalars[index] {
                        case "n": string.append("\n")
                        case "t": string.append("\t")
                        case "r": string.append("\r")
                        case "b": string.append("\u{8}")
                        case "f": string.append("\u{C}")
                        case "u":
                            var code = UInt32(
                                String(String.UnicodeScalarView(scalars[(index + 1)...(index + 4)])), radix: 16)!
                            index += 4
                            if (0xD800..<0xDC00).contains(code), scalars[index + 1] == "\\", scalars[index + 2] == "u" {
                                let low = UInt32(
                                    String(String.UnicodeScalarView(scalars[(index + 3)...(index + 6)])), radix: 16)!
                                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                                index += 6
                            }
                            string.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                        default: string.append(scalars[index])
                        }
                    } else {
                        string.append(scalars[index])
                    }
                    index += 1
                }
                index += 1
                counts[ValueToken.normalized(String(string)), default: 0] += 1
            } else if scalar == "-" || ("0"..."9").contains(scalar) {
                var number = ""
                while index < scalars.count, "-+.eE0123456789".unicodeScalars.contains(scalars[index]) {
                    number.unicodeScalars.append(scalars[index])
                    index += 1
                }
                counts[ValueToken.normalized(number), default: 0] += 1
            } else if scalar == "t" || scalar == "f" || scalar == "n" {
                var word = ""
                while index < scalars.count, ("a"..."z").contains(scalars[index]) {
                    word.unicodeScalars.append(scalars[index])
                    index += 1
                }
                if word != "null" { counts[word, default: 0] += 1 }
            } else {
                index += 1
            }
        }
        return counts
    }
}

/// One spelling for each value, so that a document's text and the manifest's typed JSON compare:
/// `YES`/`NO` are `true`/`false`, a finite number is its shortest decimal form (`44.0`, `44` → `44`).
/// Anything else is itself.
enum ValueToken {
    static func normalized(_ text: String) -> String {
        if text == "YES" || text == "true" { return "true" }
        if text == "NO" || text == "false" { return "false" }
        if let first = text.unicodeScalars.first, first == "-" || ("0"..."9").contains(first) || first == ".",
            let number = Double(text), number.isFinite
        {
            if number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
            return "\(number)"
        }
        return text
    }
}
