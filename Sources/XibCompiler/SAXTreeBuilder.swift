import CLibXML2

/// Parses XML bytes with libxml2's SAX2 push parser into an ``XMLTree``.
///
/// Safety: the network is never used (`XML_PARSE_NONET`), no DTD is loaded, and a document that
/// declares a DTD at all is rejected before its declarations are read — Interface Builder never
/// writes one, and without one no entity other than the five predefined ones can exist, so
/// external entities and entity-expansion bombs cannot happen.
final class SAXTreeBuilder {
    struct Failure: Error {
        var message: String
        var line: Int
        var column: Int
    }

    private(set) var tree = XMLTree()
    private var stack: [Int32] = []
    private var text: [UInt8] = []
    private var textOwner: Int32 = -1
    private var failure: Failure?
    private var names: [UnsafeRawPointer: String] = [:]
    private let bytes: [UInt8]
    private var context: xmlParserCtxtPtr?
    // Incremental offset → line/column tracking (element starts only move forward).
    private var trackedOffset = 0
    private var trackedLine = 1
    private var trackedLineStart = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        tree.nodes.reserveCapacity(max(16, bytes.count / 60))
    }

    /// Builds the tree of `bytes`, or throws the first error with its line and column.
    static func parse(_ bytes: [UInt8], fileName: String) throws(Failure) -> XMLTree {
        let builder = SAXTreeBuilder(bytes: bytes)
        try builder.run(fileName: fileName)
        return builder.tree
    }

    private func run(fileName: String) throws(Failure) {
        guard bytes.count < Int(Int32.max) else { throw Failure(message: "file too large", line: 1, column: 1) }
        var handler = SAXTreeBuilder.handler()
        let userData = Unmanaged.passUnretained(self).toOpaque()
        guard let context = xmlCreatePushParserCtxt(&handler, userData, nil, 0, fileName) else {
            throw Failure(message: "cannot create the XML parser", line: 1, column: 1)
        }
        self.context = context
        defer {
            self.context = nil
            xmlFreeParserCtxt(context)
        }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOENT.rawValue | XML_PARSE_NOCDATA.rawValue)
        xmlCtxtUseOptions(context, options)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                _ = xmlParseChunk(context, chars.baseAddress, Int32(chars.count), 1)
            }
        }
        if let failure { throw failure }
        if context.pointee.wellFormed == 0 {
            throw Failure(message: "the document is not well-formed XML", line: 1, column: 1)
        }
        guard tree.root >= 0 else { throw Failure(message: "the file holds no XML element", line: 1, column: 1) }
    }

    // MARK: Events

    private func fail(_ message: String, line: Int? = nil, column: Int? = nil) {
        guard failure == nil else { return }
        let (currentLine, currentColumn) = currentPosition()
        failure = Failure(message: message, line: line ?? currentLine, column: column ?? currentColumn)
        if let context { xmlStopParser(context) }
    }

    private func currentPosition() -> (Int, Int) {
        guard let context else { return (1, 1) }
        let offset = Int(xmlByteConsumed(context))
        return position(ofOffset: min(max(offset, trackedOffset), bytes.count))
    }

    private func intern(_ name: UnsafePointer<xmlChar>) -> String {
        let key = UnsafeRawPointer(name)
        if let known = names[key] { return known }
        let string = String(cString: name)
        names[key] = string
        return string
    }

    private func position(ofOffset offset: Int) -> (Int, Int) {
        if offset < trackedOffset { return (trackedLine, offset - trackedLineStart + 1) }
        bytes.withUnsafeBufferPointer { buffer in
            var index = trackedOffset
            while index < offset {
                if buffer[index] == 0x0A {
                    trackedLine += 1
                    trackedLineStart = index + 1
                }
                index += 1
            }
        }
        trackedOffset = offset
        return (trackedLine, offset - trackedLineStart + 1)
    }

    /// Where the start tag that was just parsed begins: the last `<` before the parser's cursor
    /// (attribute values cannot hold a raw `<`, so the scan is exact for UTF-8 input).
    private func startTagPosition() -> (Int, Int) {
        guard let context else { return (1, 1) }
        var offset = min(Int(xmlByteConsumed(context)), bytes.count)
        while offset > trackedOffset {
            offset -= 1
            if bytes[offset] == UInt8(ascii: "<") { return position(ofOffset: offset) }
        }
        return position(ofOffset: trackedOffset)
    }

    fileprivate func startElement(_ localname: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?,
                                  count: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard failure == nil else { return }
        flushText()
        var name = intern(localname)
        if let prefix { name = intern(prefix) + ":" + name }
        var list: [NibAttributeRef] = []
        list.reserveCapacity(count)
        if let attributes {
            for index in 0..<count {
                let base = attributes + index * 5
                guard let attributeName = base[0], let start = base[3], let end = base[4] else { continue }
                let value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                var fullName = intern(attributeName)
                if let attributePrefix = base[1] { fullName = intern(attributePrefix) + ":" + fullName }
                list.append(NibAttributeRef(name: fullName, value: value))
            }
        }
        let (line, column) = startTagPosition()
        let index = Int32(tree.nodes.count)
        tree.nodes.append(XMLTree.Node(name: name, attributes: list, children: [], text: nil,
                                       line: Int32(clamping: line), column: Int32(clamping: column)))
        if let parent = stack.last {
            tree.nodes[Int(parent)].children.append(index)
        } else if tree.root < 0 {
            tree.root = index
        }
        stack.append(index)
        textOwner = index
        text.removeAll(keepingCapacity: true)
    }

    fileprivate func endElement() {
        guard failure == nil else { return }
        flushText()
        stack.removeLast()
        textOwner = -1
    }

    /// Keeps character data only for leaf elements (the only place documents put text).
    private func flushText() {
        if textOwner >= 0, !text.isEmpty, tree.nodes[Int(textOwner)].children.isEmpty {
            let current = tree.nodes[Int(textOwner)].text ?? ""
            tree.nodes[Int(textOwner)].text = current + String(decoding: text, as: UTF8.self)
        }
        text.removeAll(keepingCapacity: true)
    }

    fileprivate func characters(_ chars: UnsafePointer<xmlChar>, _ length: Int) {
        guard failure == nil, textOwner >= 0 else { return }
        text.append(contentsOf: UnsafeBufferPointer(start: chars, count: length))
    }

    fileprivate func structuredError(_ error: UnsafePointer<xmlError>) {
        let message = error.pointee.message.map { String(cString: $0) } ?? "XML error"
        let trimmed = message.trimmingTrailingNewlines()
        let line = Int(error.pointee.line)
        let column = Int(error.pointee.int2)
        guard error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        fail(trimmed, line: line > 0 ? line : nil, column: column > 0 ? column : nil)
    }

    fileprivate func rejectDTD() {
        fail("a DTD (<!DOCTYPE …>) is not allowed in an Interface Builder document; entities are never expanded")
    }

    // MARK: Handler

    private static func builder(_ context: UnsafeMutableRawPointer?) -> SAXTreeBuilder? {
        guard let context else { return nil }
        return Unmanaged<SAXTreeBuilder>.fromOpaque(context).takeUnretainedValue()
    }

    private static func handler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { context, localname, prefix, _, _, _, count, _, attributes in
            guard let localname else { return }
            SAXTreeBuilder.builder(context)?.startElement(localname, prefix: prefix, count: Int(count), attributes: attributes)
        }
        handler.endElementNs = { context, _, _, _ in
            SAXTreeBuilder.builder(context)?.endElement()
        }
        handler.characters = { context, chars, length in
            guard let chars else { return }
            SAXTreeBuilder.builder(context)?.characters(chars, Int(length))
        }
        handler.cdataBlock = handler.characters
        handler.internalSubset = { context, _, _, _ in
            SAXTreeBuilder.builder(context)?.rejectDTD()
        }
        handler.externalSubset = { context, _, _, _ in
            SAXTreeBuilder.builder(context)?.rejectDTD()
        }
        handler.entityDecl = { context, _, _, _, _, _ in
            SAXTreeBuilder.builder(context)?.rejectDTD()
        }
        handler.getEntity = { _, _ in nil }
        handler.resolveEntity = { _, _, _ in nil }
        handler.serror = { context, error in
            guard let error else { return }
            SAXTreeBuilder.builder(context)?.structuredError(error)
        }
        return handler
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var result = Substring(self)
        while let last = result.last, last == "\n" || last == "\r" || last == " " { result = result.dropLast() }
        return String(result)
    }
}
