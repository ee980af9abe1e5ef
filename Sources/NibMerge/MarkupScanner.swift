import NibModel

/// Reads an Interface Builder document into ``MarkupElement``s, recording each element's byte
/// range, its attributes' escaped bytes and the comments before it: what a merge needs to copy
/// unchanged parts of a document verbatim. It reads the XML Interface Builder writes (elements,
/// attributes, character data, comments, CDATA, a prolog); it checks nesting, that no attribute
/// repeats in a start tag and that no character XML forbids (a NUL, a control character other than
/// a tab or a line break) occurs, and refuses a DTD as the converter does.
struct MarkupScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    /// How deeply elements may nest. Interface Builder's documents stay far below it; the merge
    /// walks trees recursively, so a deeper (hostile) input is refused rather than overflowing the stack.
    static let maximumDepth = 512

    /// Reads `bytes`, naming `file` in errors, and returns the root element.
    static func scan(_ bytes: [UInt8], file: String) throws(MergeError) -> MarkupElement {
        try bytes.withUnsafeBufferPointer { buffer throws(MergeError) in
            var scanner = MarkupScanner(bytes: buffer, file: file)
            try scanner.checkCharacters()
            return try scanner.document()
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    private var location: SourceLocation { SourceLocation(file: file, line: line, column: offset - lineStart + 1) }

    private func failure(_ message: String) -> MergeError { .malformed(location, message: message) }

    /// Refuses the first byte XML 1.0 allows nowhere in a document: the control characters but
    /// tab, line feed and carriage return.
    private func checkCharacters() throws(MergeError) {
        var line = 1
        var lineStart = 0
        for offset in 0..<bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
            } else if byte < 0x20, byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") {
                let hex = String(byte, radix: 16, uppercase: true)
                throw .malformed(
                    SourceLocation(file: file, line: line, column: offset - lineStart + 1),
                    message: "character 0x\(hex.count == 1 ? "0" + hex : hex) is not allowed in XML")
            }
        }
    }

    /// The whole document: prolog, one root element, trailing comments and whitespace.
    private mutating func document() throws(MergeError) -> MarkupElement {
        var stack: [MarkupElement] = []
        var root: MarkupElement?
        var comments: [Range<Int>] = []
        var textStart = -1
        while offset < bytes.count {
            let byte = bytes[offset]
            guard byte == UInt8(ascii: "<") else {
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = offset + 1
                }
                if textStart < 0 { textStart = offset }
                offset += 1
                continue
            }
            if textStart >= 0, let open = stack.last { appendText(textStart..<offset, to: open) }
            textStart = -1
            if matches("<!--") {
                let start = offset
                try skip(past: "-->")
                comments.append(start..<offset)
            } else if matches("<![CDATA[") {
                let start = offset + 9
                try skip(past: "]]>")
                if let open = stack.last { appendText(start..<offset - 3, to: open, literal: true) }
            } else if matches("<!DOCTYPE") {
                throw failure(
                    "a DTD (<!DOCTYPE …>) is not allowed in an Interface Builder document; entities are never expanded")
            } else if matches("<?") || matches("<!") {
                try skip(past: matches("<?") ? "?>" : ">")
            } else if matches("</") {
                guard let open = stack.popLast() else { throw failure("end tag without a start tag") }
                offset += 2
                let name = self.name()
                guard name == open.name else { throw failure("end tag </\(name)> does not close <\(open.name)>") }
                skipSpace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: ">") else {
                    throw failure("unterminated end tag")
                }
                offset += 1
                open.end = offset
                if !open.children.isEmpty {
                    open.text = nil
                    open.rawText = nil
                }
            } else {
                guard root == nil || !stack.isEmpty else { throw failure("content after the root element") }
                guard stack.count < Self.maximumDepth else {
                    throw failure("elements nested deeper than \(Self.maximumDepth) levels")
                }
                let (element, isEmpty) = try startTag(depth: stack.count)
                element.leadingComments = comments
                comments = []
                if let parent = stack.last { parent.children.append(element) } else { root = element }
                if !isEmpty { stack.append(element) }
            }
        }
        if let open = stack.last { throw failure("<\(open.name)> is not closed") }
        guard let root else { throw failure("no root element") }
        return root
    }

    /// Adds character data to the element that is open; a leaf's text is all of it.
    private func appendText(_ range: Range<Int>, to element: MarkupElement, literal: Bool = false) {
        guard element.children.isEmpty else { return }
        let decoded =
            literal ? String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) : decode(range)
        element.text = (element.text ?? "") + decoded
        element.rawText = (element.rawText?.lowerBound ?? range.lowerBound)..<range.upperBound
    }

    /// `<name attr="value" …>` or `…/>`; returns the element and whether it was self-closing.
    private mutating func startTag(depth: Int) throws(MergeError) -> (MarkupElement, Bool) {
        let start = offset
        let column = offset - lineStart + 1
        offset += 1
        let name = self.name()
        guard !name.isEmpty else { throw failure("expected an element name") }
        var attributes: [MarkupAttribute] = []
        while true {
            skipSpace()
            guard offset < bytes.count else { throw failure("unterminated start tag <\(name)>") }
            let byte = bytes[offset]
            if byte == UInt8(ascii: ">") {
                offset += 1
                let element = MarkupElement(
                    name: name, attributes: attributes, start: start, line: line, column: column, depth: depth)
                return (element, false)
            }
            if byte == UInt8(ascii: "/") {
                guard offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: ">") else {
                    throw failure("expected /> in <\(name)>")
                }
                offset += 2
                let element = MarkupElement(
                    name: name, attributes: attributes, start: start, line: line, column: column, depth: depth)
                element.end = offset
                return (element, true)
            }
            let place = location
            let attribute = try attribute(in: name)
            // XML allows an attribute once per start tag; merging matches attributes by name.
            guard !attributes.contains(where: { $0.name == attribute.name }) else {
                throw .malformed(place, message: "attribute \(attribute.name) is repeated in <\(name)>")
            }
            attributes.append(attribute)
        }
    }

    /// `name="value"` (or single quotes).
    private mutating func attribute(in element: String) throws(MergeError) -> MarkupAttribute {
        let name = self.name()
        guard !name.isEmpty else { throw failure("unexpected character in <\(element)>") }
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else {
            throw failure("attribute \(name) of <\(element)> has no value")
        }
        offset += 1
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") else {
            throw failure("attribute \(name) of <\(element)> is not quoted")
        }
        let quote = bytes[offset]
        offset += 1
        let start = offset
        while offset < bytes.count, bytes[offset] != quote {
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }
        guard offset < bytes.count else { throw failure("unterminated value of attribute \(name)") }
        let raw = start..<offset
        offset += 1
        return MarkupAttribute(name: name, value: decode(raw), raw: raw)
    }

    /// An element or attribute name.
    private mutating func name() -> String {
        let start = offset
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "="),
                UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "<"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
            default: offset += 1
            }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }

    private mutating func skipSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = offset + 1
                offset += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): offset += 1
            default: return
            }
        }
    }

    private func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for index in 0..<count where bytes[offset + index] != pointer[index] { return false }
        return true
    }

    /// Moves past the next `terminator`, counting lines.
    private mutating func skip(past terminator: StaticString) throws(MergeError) {
        while offset < bytes.count {
            if matches(terminator) {
                offset += terminator.utf8CodeUnitCount
                return
            }
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }
        throw failure("unterminated markup (expected \(terminator))")
    }

    private func decode(_ range: Range<Int>) -> String {
        MarkupText.decode(UnsafeBufferPointer(rebasing: bytes[range]))
    }
}

extension MarkupScanner {
    /// The name of the root element, read from the start of `bytes` without reading the document
    /// (past the prolog, comments and a document type declaration); nil when there is none.
    static func rootName(_ bytes: [UInt8]) -> String? {
        var offset = 0
        while let open = bytes[offset...].firstIndex(of: UInt8(ascii: "<")), open + 1 < bytes.count {
            let next = bytes[open + 1]
            if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
                let closing: [UInt8] =
                    bytes[open...].starts(with: Array("<!--".utf8)) ? Array("-->".utf8) : [UInt8(ascii: ">")]
                guard let end = firstRange(of: closing, in: bytes, from: open + 2) else { return nil }
                offset = end
                continue
            }
            let name = bytes[(open + 1)...].prefix { byte in
                byte != UInt8(ascii: " ") && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "/")
                    && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r")
            }
            return String(decoding: name, as: UTF8.self)
        }
        return nil
    }

    /// The offset just past the first occurrence of `needle` at or after `start`.
    private static func firstRange(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index + needle.count }
            index += 1
        }
        return nil
    }
}
