import CLibXML2

/// The floor for conversion: libxml2's SAX2 parser over the same bytes with handlers that do
/// nothing, and the same options the converter uses.
enum RawLibXML2 {
    static func parse(_ bytes: [UInt8]) -> Bool {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { _, _, _, _, _, _, _, _, _ in }
        handler.endElementNs = { _, _, _, _ in }
        handler.characters = { _, _, _ in }
        guard let context = xmlCreatePushParserCtxt(&handler, nil, nil, 0, "bench.xib") else { return false }
        defer { xmlFreeParserCtxt(context) }
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOENT.rawValue))
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { _ = xmlParseChunk(context, $0.baseAddress, Int32($0.count), 1) }
        }
        return context.pointee.wellFormed != 0
    }
}
