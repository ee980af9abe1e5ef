import CLibXML2

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Parses XML bytes with libxml2's SAX2 push parser into an ``XMLTree``, or streams them through
/// a ``SAXTreeDelegate`` that reads each element as it ends and drops what it is done with.
///
/// libxml2 runs on the calling thread; its callbacks write ``SAXEvent``s into batches, which an
/// ``XMLTreeAssembler`` reads into the tree and hands to the delegate — on a second thread once a
/// document's events fill a first batch (the batches pass through an ``EventPipe``), else on the
/// calling thread when the parse ends. Positions, name ids and errors are the parsing side's; the
/// tree and the delegate are the building side's.
///
/// Safety: the network is never used (`XML_PARSE_NONET`), no DTD is loaded, and a document that
/// declares a DTD at all is rejected before its declarations are read — Interface Builder never
/// writes one, and without one no entity other than the five predefined ones can exist, so
/// external entities and entity-expansion bombs cannot happen. Elements may nest at most
/// ``maximumDepth`` levels, so the converter's recursive walk is bounded whatever the input.
final class SAXTreeBuilder {
    /// The deepest element nesting accepted. Interface Builder documents stay far below (the
    /// corpus's deepest is 33 levels); libxml2's push parser has no limit of its own.
    static let maximumDepth = 256
    /// The most attributes one element may have. libxml2 2.9 checks an element's attributes for
    /// duplicates pairwise, so 200,000 attributes on one element take half a minute and a 64 MiB
    /// file of them takes hours; the corpus's largest element has 25.
    static let maximumAttributes = 1_024

    struct Failure: Error {
        var message: String
        var line: Int
        var column: Int
    }

    /// What the parsing side changes while libxml2 calls it: the first error, where in the input
    /// the parse is, the open elements' names and starts (for the message of a file that ends
    /// inside one) and the batch of events being written. Only the thread that runs libxml2
    /// touches it.
    private struct ParseState {
        var failure: Failure?
        var context: xmlParserCtxtPtr?
        // Incremental offset → line/column tracking (element starts only move forward).
        var trackedOffset = 0
        var trackedLine = 1
        var trackedLineStart = 0
        var open: [OpenElement] = []
        /// Whether character data is still kept: an element has started and no child of it has ended.
        var textWanted = false
        var batch = UnmanagedArray<UInt8>()
        /// The name ids of the attributes of the start tag being written (-1 for one libxml2 left incomplete).
        var attributeNames = UnmanagedArray<Int32>()
        /// Where the building side runs, once a batch has been sent.
        var building = Building.notYet
        /// libxml2 interns every name in its dictionary, so a name is known by its address: a small
        /// direct-mapped cache in front of a dictionary turns it into the tree's name id. A name
        /// met for the first time is sent to the building side, which adds it to the tree's names.
        var nameIDs: [UnsafeRawPointer: Int32] = [:]
        var prefixedNameIDs: [String: Int32] = [:]
        /// The cache's slots, in raw memory (read without bounds checks or reference counting).
        var cache = UnsafeMutablePointer<CachedName>.allocate(capacity: SAXTreeBuilder.cacheSize)
        /// Where each start tag begins, as the scan before the parse found them, and how many
        /// start tags libxml2 has reported so far.
        var tagOffsets = UnmanagedArray<Int32>()
        var startedTags = 0
        /// How many names have ids so far.
        var nameCount = Int32(XMLTree.knownNames.count)
    }

    /// Where the building side reads the events.
    private enum Building {
        /// No batch has been sent yet: a document whose events fit in one batch is read on the
        /// parsing thread once the parse ends, without starting a thread.
        case notYet
        /// On the parsing thread, batch by batch (not concurrently, or no thread could be started).
        case inline
        /// On a thread of its own.
        case concurrently(JoinableThread)
    }

    /// A slot of the name cache: a name's address in libxml2's dictionary and its id.
    private struct CachedName {
        var key: UnsafeRawPointer?
        var id: Int32
    }

    /// An open element as the parsing side knows it.
    private struct OpenElement {
        var name: UnsafePointer<xmlChar>
        var prefix: UnsafePointer<xmlChar>?
        var line: Int32
        var column: Int32
    }

    private let parsing: UnsafeMutablePointer<ParseState>
    /// Carries the events from the parsing thread to the building thread.
    private let pipe = EventPipe(capacity: 8)
    /// How many bytes of events a batch holds before it is sent.
    private let batchSize: Int
    /// Whether the building side gets a thread of its own once there is a second batch.
    private let concurrently: Bool
    /// The batch size unless a caller says otherwise: 64 KiB.
    static let standardBatchSize = 1 << 16
    /// 2⁹ slots: the top 9 bits of the mixed address.
    private static let cacheSize = 512
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Told how far through the input the parse has passed, so the memory before can be given back.
    private let release: ((Int) -> Void)?

    /// The building side: the tree and the delegate.
    private let assembler: XMLTreeAssembler
    /// Told once, before the parse, how many start tags the input holds.
    private let delegate: (any SAXTreeDelegate)?

    private var failure: Failure? {
        get { parsing.pointee.failure }
        _modify { yield &parsing.pointee.failure }
    }
    private var nameIDs: [UnsafeRawPointer: Int32] {
        get { parsing.pointee.nameIDs }
        _modify { yield &parsing.pointee.nameIDs }
    }
    private var prefixedNameIDs: [String: Int32] {
        get { parsing.pointee.prefixedNameIDs }
        _modify { yield &parsing.pointee.prefixedNameIDs }
    }
    private var context: xmlParserCtxtPtr? {
        get { parsing.pointee.context }
        _modify { yield &parsing.pointee.context }
    }
    private var trackedOffset: Int {
        get { parsing.pointee.trackedOffset }
        _modify { yield &parsing.pointee.trackedOffset }
    }
    private var trackedLine: Int {
        get { parsing.pointee.trackedLine }
        _modify { yield &parsing.pointee.trackedLine }
    }
    private var trackedLineStart: Int {
        get { parsing.pointee.trackedLineStart }
        _modify { yield &parsing.pointee.trackedLineStart }
    }

    private init(
        bytes: UnsafeBufferPointer<UInt8>, delegate: (any SAXTreeDelegate)?, release: ((Int) -> Void)?,
        concurrently: Bool, batchSize: Int
    ) {
        self.bytes = bytes
        self.concurrently = concurrently
        self.batchSize = batchSize
        self.delegate = delegate
        self.release = release
        assembler = XMLTreeAssembler(delegate: delegate)
        parsing = .allocate(capacity: 1)
        parsing.initialize(to: ParseState())
        parsing.pointee.cache.initialize(repeating: CachedName(key: nil, id: 0), count: Self.cacheSize)
    }

    deinit {
        parsing.pointee.batch.release()
        parsing.pointee.attributeNames.release()
        parsing.pointee.cache.deallocate()
        parsing.pointee.tagOffsets.release()
        parsing.deinitialize(count: 1)
        parsing.deallocate()
    }

    /// Builds the tree of `bytes`, or throws the first error with its line and column. With a
    /// `delegate`, the tree holds only what the delegate keeps (see ``SAXTreeDelegate``).
    static func parse(
        _ bytes: [UInt8], fileName: String, delegate: (any SAXTreeDelegate)? = nil, concurrently: Bool = true,
        batchSize: Int = standardBatchSize
    ) throws(Failure) -> XMLTree {
        try bytes.withUnsafeBufferPointer { buffer throws(Failure) in
            try parse(buffer, fileName: fileName, delegate: delegate, concurrently: concurrently, batchSize: batchSize)
        }
    }

    /// Builds the tree of the bytes in `buffer`, which must stay valid until it returns. The
    /// input is read from start to end, first by a scan, then by libxml2; `release` is told, as
    /// each advances, the offset before which the bytes are not read again (unless an error is to
    /// be placed there). libxml2's events pass to the building side (the tree and the delegate)
    /// in batches of `batchSize` bytes; `concurrently`, the building side runs on a second thread
    /// while libxml2 parses on this one, started once the events fill a first batch (a smaller
    /// document is read on this thread alone, as is every document when no thread can be
    /// started). The result is the same either way.
    static func parse(
        _ buffer: UnsafeBufferPointer<UInt8>, fileName: String, delegate: (any SAXTreeDelegate)? = nil,
        release: ((Int) -> Void)? = nil, concurrently: Bool = true, batchSize: Int = standardBatchSize
    ) throws(Failure) -> XMLTree {
        let builder = SAXTreeBuilder(
            bytes: buffer, delegate: delegate, release: release, concurrently: concurrently,
            batchSize: max(batchSize, 1))
        try builder.run(fileName: fileName)
        return builder.assembler.tree
    }

    private func run(fileName: String) throws(Failure) {
        guard bytes.count < Int(Int32.max) else { throw Failure(message: "file too large", line: 1, column: 1) }
        let tags = Self.scanStartTags(bytes, limit: Self.maximumAttributes, release: release)
        parsing.pointee.tagOffsets = tags.offsets
        if let offset = tags.overLimit {
            let (line, column) = position(ofOffset: offset)
            throw Failure(
                message: "an element has more than \(Self.maximumAttributes) attributes", line: line, column: column)
        }
        delegate?.parsingStarts(elements: tags.count)
        var handler = SAXTreeBuilder.handler()
        let userData = Unmanaged.passUnretained(self).toOpaque()
        guard let context = xmlCreatePushParserCtxt(&handler, userData, nil, 0, fileName) else {
            throw Failure(message: "cannot create the XML parser", line: 1, column: 1)
        }
        self.context = context
        // Errors raised outside the parser context (encoding conversion, I/O) go to the thread's
        // structured handler, else libxml2 prints them to standard error: catch them here too.
        xmlSetStructuredErrorFunc(userData) { context, error in
            guard let error else { return }
            // Recorded only: stopping the parser from inside its input conversion crashes libxml2,
            // and so does asking it how far it got (`xmlByteConsumed` re-runs the conversion).
            SAXTreeBuilder.withBuilder(context) { $0.structuredError(UnsafePointer(error), duringConversion: true) }
        }
        defer {
            xmlSetStructuredErrorFunc(nil, nil)
            self.context = nil
            xmlFreeParserCtxt(context)
        }
        // XML_PARSE_HUGE: libxml2's own caps (10,000,000 bytes of one attribute value or one text
        // node) sit below the converter's input limit. With it, every document up to
        // `XibCompiler.Options.maximumInputSize` parses; entities stay impossible (no DTD).
        let options = Int32(
            XML_PARSE_NONET.rawValue | XML_PARSE_NOENT.rawValue | XML_PARSE_NOCDATA.rawValue
                | XML_PARSE_HUGE.rawValue)
        xmlCtxtUseOptions(context, options)
        feed(context)
        finishBuilding()
        if var failure {
            if let truncated = truncation(failure) { failure = truncated }
            throw failure
        }
        if context.pointee.wellFormed == 0 {
            throw Failure(message: "the document is not well-formed XML", line: 1, column: 1)
        }
        guard assembler.tree.root >= 0 else {
            throw Failure(message: "the file holds no XML element", line: 1, column: 1)
        }
    }

    /// How many bytes libxml2 is given at a time. Its push parser copies what it is given into a
    /// buffer of its own and drops what it has parsed, so feeding the input in pieces keeps that
    /// buffer small instead of a second copy of the whole document.
    static let chunkSize = 1 << 18

    /// Gives libxml2 the input piece by piece, the last piece marked as the end, and stops early
    /// once the builder has recorded a failure.
    private func feed(_ context: xmlParserCtxtPtr) {
        bytes.withMemoryRebound(to: CChar.self) { chars in
            var start = 0
            repeat {
                let length = min(Self.chunkSize, chars.count - start)
                let last = start + length == chars.count
                _ = xmlParseChunk(context, chars.baseAddress.map { $0 + start }, Int32(length), last ? 1 : 0)
                start += length
                if last || failure != nil || context.pointee.disableSAX != 0 { break }
                // Element positions are worked out from the last one on: nothing before it is read again.
                release?(trackedOffset)
            } while true
        }
    }

    /// What ``scanStartTags(_:limit:)`` finds.
    struct StartTags {
        /// How many start tags there are: at most the number of elements.
        var count = 0
        /// The offset of the first start tag with more than the limit's values, if one has.
        var overLimit: Int?
        /// Where each start tag begins, in order (the owner releases it).
        var offsets = UnmanagedArray<Int32>()
    }

    /// The fewest bytes one attribute takes in a start tag (` a=""`): a tag shorter than `limit`
    /// times this cannot hold more than `limit` attributes.
    static let shortestAttribute = 5

    /// Counts the start tags, and finds the first with more than `limit` quoted values, by a linear
    /// scan that skips comments, CDATA sections, processing instructions, declarations and end
    /// tags. A start tag ends before the next `<` (attribute values hold no raw `<`), so only the
    /// rare tag long enough to exceed the limit has its values counted; the others cost one jump
    /// to the next `<`. Runs before libxml2 sees the bytes.
    static func scanStartTags(
        _ buffer: UnsafeBufferPointer<UInt8>, limit: Int, release: ((Int) -> Void)? = nil
    ) -> StartTags {
        var tags = StartTags()
        guard let base = buffer.baseAddress else { return tags }
        let count = buffer.count
        /// The index of the first `byte` at or after `index`, or `count`.
        func find(_ byte: UInt8, from index: Int) -> Int {
            guard index < count, let hit = memchr(base + index, Int32(byte), count - index) else { return count }
            return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
        func starts(_ text: StaticString, at index: Int) -> Bool {
            let length = text.utf8CodeUnitCount
            return index + length <= count && memcmp(base + index, text.utf8Start, length) == 0
        }
        func skip(past terminator: StaticString, from index: Int) -> Int {
            var index = index
            while true {
                index = find(terminator.utf8Start[0], from: index)
                if index >= count || starts(terminator, at: index) { return index + terminator.utf8CodeUnitCount }
                index += 1
            }
        }
        /// Whether the start tag in `base[start..<end]` holds more than `limit` quoted values.
        func exceedsLimit(from start: Int, to end: Int) -> Bool {
            var values = 0
            var index = start + 1
            while index < end {
                let byte = base[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    values += 1
                    if values > limit { return true }
                    index = find(byte, from: index + 1)
                } else if byte == UInt8(ascii: ">") {
                    return false
                }
                index += 1
            }
            return false
        }
        var released = 0
        var index = find(UInt8(ascii: "<"), from: 0)
        while index < count {
            // The byte after `<` tells a start tag from the rest; only `<!` and `<?` are compared further.
            let second = index + 1 < count ? base[index + 1] : 0
            if second == UInt8(ascii: "!") || second == UInt8(ascii: "?") {
                if starts("<!--", at: index) {
                    index = find(UInt8(ascii: "<"), from: skip(past: "-->", from: index + 4))
                    continue
                }
                if starts("<![CDATA[", at: index) {
                    index = find(UInt8(ascii: "<"), from: skip(past: "]]>", from: index + 9))
                    continue
                }
                if second == UInt8(ascii: "?") {
                    index = find(UInt8(ascii: "<"), from: skip(past: "?>", from: index + 2))
                    continue
                }
            }
            let next = find(UInt8(ascii: "<"), from: index + 1)
            if second != UInt8(ascii: "!") && second != UInt8(ascii: "/") {
                tags.count += 1
                tags.offsets.append(Int32(truncatingIfNeeded: index))
                if next - index > limit * shortestAttribute && exceedsLimit(from: index, to: next) {
                    tags.overLimit = index
                    return tags
                }
            }
            index = next
            if let release, index - released >= chunkSize {
                release(index)
                released = index
            }
        }
        return tags
    }

    /// The offset of the last `<` in `base[lower..<upper]`, looked for sixteen bytes at a time
    /// (one vector comparison each), then eight at a time in the block that holds it, then byte by byte.
    private static func lastTagOpen(_ base: UnsafePointer<UInt8>, from lower: Int, to upper: Int) -> Int? {
        var end = upper
        let open = SIMD16<UInt8>(repeating: UInt8(ascii: "<"))
        while end - lower >= 16 {
            let block = UnsafeRawPointer(base + end - 16).loadUnaligned(as: SIMD16<UInt8>.self)
            if any(block .== open) { break }
            end -= 16
        }
        let ones: UInt64 = 0x0101_0101_0101_0101
        while end - lower >= 8 {
            let word =
                UnsafeRawPointer(base + end - 8).loadUnaligned(as: UInt64.self) ^ (ones &* UInt64(UInt8(ascii: "<")))
            if (word &- ones) & ~word & 0x8080_8080_8080_8080 != 0 { break }
            end -= 8
        }
        while end > lower {
            end -= 1
            if base[end] == UInt8(ascii: "<") { return end }
        }
        return nil
    }

    /// libxml2 reports input that ends inside an element as "Extra content at the end of the
    /// document", "Premature end of data" or whatever construct the end cut short; when the error
    /// is at the end of the input and an element is open, say what happened, naming that element.
    private func truncation(_ failure: Failure) -> Failure? {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return Failure(message: "the file is empty", line: 1, column: 1)
        }
        guard let open = parsing.pointee.open.last else { return nil }
        let (line, column) = position(ofOffset: bytes.count)
        let atEnd = failure.line == line && failure.column == column
        guard
            atEnd || failure.message == "Extra content at the end of the document"
                || failure.message.hasPrefix("Premature end of data")
        else { return nil }
        let name = open.prefix.map { String(cString: $0) + ":" } ?? ""
        return Failure(
            message:
                "the file ends before <\(name + String(cString: open.name))> (line \(open.line), column \(open.column)) is closed",
            line: line, column: column)
    }

    // MARK: Events

    /// Records the first error. `duringConversion`: libxml2 is converting the input's encoding, so
    /// neither its position nor stopping it is safe; the error is placed at the last position
    /// the builder itself tracked, and the parser stops on its own once the conversion fails.
    private func fail(_ message: String, line: Int? = nil, column: Int? = nil, duringConversion: Bool = false) {
        guard failure == nil else { return }
        let (currentLine, currentColumn) = duringConversion ? position(ofOffset: trackedOffset) : currentPosition()
        failure = Failure(message: message, line: line ?? currentLine, column: column ?? currentColumn)
        if !duringConversion, let context { xmlStopParser(context) }
    }

    private func currentPosition() -> (Int, Int) {
        guard let context else { return (1, 1) }
        let offset = Int(xmlByteConsumed(context))
        return position(ofOffset: min(max(offset, trackedOffset), bytes.count))
    }

    /// The name id of a name from libxml2's dictionary.
    private func intern(_ name: UnsafePointer<xmlChar>) -> Int32 {
        let key = UnsafeRawPointer(name)
        // The dictionary packs names next to each other, so the address is mixed (Fibonacci
        // hashing) before its top bits pick the slot.
        let slot = Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> 55)
        let cached = parsing.pointee.cache + slot
        if cached.pointee.key == key { return cached.pointee.id }
        let id: Int32
        if let known = nameIDs[key] {
            id = known
        } else {
            let string = String(cString: name)
            id = XMLTree.knownNameIDs[string] ?? newName(string)
            nameIDs[key] = id
        }
        cached.pointee = CachedName(key: key, id: id)
        return id
    }

    /// The name id of `prefix:name` (namespace prefixes are rare in Interface Builder documents).
    private func intern(_ name: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> Int32 {
        guard let prefix else { return intern(name) }
        let full = String(cString: prefix) + ":" + String(cString: name)
        if let known = prefixedNameIDs[full] { return known }
        let id = newName(full)
        prefixedNameIDs[full] = id
        return id
    }

    /// Gives `name` the next id and tells the building side.
    private func newName(_ name: String) -> Int32 {
        var name = name
        name.withUTF8 { batch.pointee.appendName($0) }
        parsing.pointee.nameCount += 1
        return parsing.pointee.nameCount - 1
    }

    private func position(ofOffset offset: Int) -> (Int, Int) {
        if offset < trackedOffset { return (trackedLine, offset - trackedLineStart + 1) }
        if let base = bytes.baseAddress {
            var index = trackedOffset
            while index < offset, let hit = memchr(base + index, 0x0A, offset - index) {
                index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                trackedLine += 1
                trackedLineStart = index
            }
        }
        trackedOffset = offset
        return (trackedLine, offset - trackedLineStart + 1)
    }

    /// Where the start tag of `name` that was just parsed begins: the next start tag the scan
    /// before the parse found, when it is where the parse has got to and begins with the name's
    /// first byte (libxml2 reports the start tags of UTF-8 input in the order they are written);
    /// else the last `<` before the parser's cursor (attribute values cannot hold a raw `<`, so
    /// that is exact for UTF-8 input too, only slower).
    private func startTagPosition(_ name: UnsafePointer<xmlChar>) -> (Int, Int) {
        let next = parsing.pointee.startedTags
        parsing.pointee.startedTags += 1
        if next < parsing.pointee.tagOffsets.count {
            let offset = Int(parsing.pointee.tagOffsets[next])
            if offset >= trackedOffset && offset + 1 < bytes.count && bytes[offset + 1] == name.pointee {
                return position(ofOffset: offset)
            }
        }
        return lastTagPosition()
    }

    /// ``startTagPosition(_:)`` found from the parser's cursor back.
    private func lastTagPosition() -> (Int, Int) {
        guard let context else { return (1, 1) }
        let offset = min(Int(xmlByteConsumed(context)), bytes.count)
        let found = bytes.baseAddress.flatMap { Self.lastTagOpen($0, from: trackedOffset, to: offset) }
        return position(ofOffset: found ?? trackedOffset)
    }

    // MARK: Parsing side: libxml2's events, written into batches

    fileprivate func startElement(
        _ localname: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?,
        count: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        guard failure == nil else { return }
        let (line, column) = startTagPosition(prefix ?? localname)
        guard parsing.pointee.open.count < Self.maximumDepth else {
            fail("elements nest deeper than \(Self.maximumDepth) levels", line: line, column: column)
            return
        }
        let open = OpenElement(
            name: localname, prefix: prefix, line: Int32(clamping: line), column: Int32(clamping: column))
        parsing.pointee.open.append(open)
        parsing.pointee.textWanted = true
        // Names first: one met for the first time is an event of its own, before the start.
        let name = intern(localname, prefix: prefix)
        parsing.pointee.attributeNames.truncate(to: 0)
        var present: Int32 = 0
        var room = SAXEvent.startEventSize
        for index in 0..<(attributes == nil ? 0 : count) {
            let base = attributes.unsafelyUnwrapped + index * 5
            guard let attributeName = base[0], let start = base[3], let end = base[4] else {
                parsing.pointee.attributeNames.append(-1)
                continue
            }
            parsing.pointee.attributeNames.append(intern(attributeName, prefix: base[1]))
            present += 1
            room += SAXEvent.attributeSize(end - start)
        }
        let names = parsing.pointee.attributeNames
        batch.pointee.appendStart(
            name: name, line: open.line, column: open.column, attributeCount: present, room: room
        ) { cursor in
            for index in 0..<names.count {
                let attributeName = names[index]
                guard attributeName >= 0 else { continue }
                let base = attributes.unsafelyUnwrapped + index * 5
                let (start, end) = (base[3].unsafelyUnwrapped, base[4].unsafelyUnwrapped)
                cursor.appendAttribute(
                    name: attributeName, value: UnsafeBufferPointer(start: start, count: end - start))
            }
        }
        sendIfFull()
    }

    fileprivate func endElement() {
        guard failure == nil else { return }
        if !parsing.pointee.open.isEmpty { parsing.pointee.open.removeLast() }
        parsing.pointee.textWanted = false
        batch.pointee.appendEnd()
        sendIfFull()
    }

    /// Keeps character data only while an element has started and no child of it has ended: the
    /// text of leaf elements (the only place documents put text) or what precedes an element's
    /// first child. The building side joins the pieces.
    fileprivate func characters(_ chars: UnsafePointer<xmlChar>, _ length: Int) {
        guard failure == nil, parsing.pointee.textWanted else { return }
        batch.pointee.appendText(UnsafeBufferPointer(start: chars, count: length))
        sendIfFull()
    }

    /// The batch of events being written.
    private var batch: UnsafeMutablePointer<UnmanagedArray<UInt8>> { parsing.pointer(to: \.batch).unsafelyUnwrapped }

    /// Sends the batch once it is full.
    private func sendIfFull() {
        if parsing.pointee.batch.count >= batchSize { sendBatch() }
    }

    /// Hands the batch to the building side, starting its thread with the first batch.
    private func sendBatch() {
        if case .notYet = parsing.pointee.building {
            if concurrently, let thread = JoinableThread({ self.build() }) {
                parsing.pointee.building = .concurrently(thread)
            } else {
                parsing.pointee.building = .inline
            }
        }
        if case .concurrently = parsing.pointee.building {
            parsing.pointee.batch = pipe.send(parsing.pointee.batch)
        } else {
            readBatchHere()
        }
    }

    // MARK: Building side: the batches read into the tree

    /// Reads the batch on this thread and empties it.
    private func readBatchHere() {
        assembler.read(parsing.pointee.batch)
        parsing.pointee.batch.truncate(to: 0)
    }

    /// Hands over the last events and waits until the building side has read them all (a
    /// document that never filled a batch is read here).
    private func finishBuilding() {
        switch parsing.pointee.building {
        case .notYet, .inline:
            readBatchHere()
        case .concurrently(let thread):
            sendBatch()
            pipe.close()
            thread.join()
        }
    }

    /// The building thread's work: every batch, in order, until the parsing side is done.
    fileprivate func build() {
        while let batch = pipe.receive() {
            assembler.read(batch)
            pipe.recycle(batch)
        }
    }

    fileprivate func structuredError(_ error: UnsafePointer<xmlError>, duringConversion: Bool = false) {
        let message = error.pointee.message.map { String(cString: $0) } ?? "XML error"
        let trimmed = Self.clarified(message.trimmingTrailingNewlines())
        let line = Int(error.pointee.line)
        let column = Int(error.pointee.int2)
        guard error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        if line <= 0, let offset = offset(ofBytesNamedIn: trimmed) {
            // An encoding error names the bytes it could not convert but not where they are.
            let (byteLine, byteColumn) = position(ofOffset: offset)
            fail(trimmed, line: byteLine, column: byteColumn, duringConversion: duringConversion)
            return
        }
        fail(
            trimmed, line: line > 0 ? line : nil, column: column > 0 ? column : nil, duringConversion: duringConversion)
    }

    /// The first offset of the bytes a message lists as `bytes 0xF9 0x70 …`, if they occur.
    private func offset(ofBytesNamedIn message: String) -> Int? {
        guard let range = message.firstRange(of: "bytes 0x") else { return nil }
        let listed = message[message.index(range.upperBound, offsetBy: -2)...].split(separator: " ")
            .prefix { $0.hasPrefix("0x") }.compactMap { UInt8($0.dropFirst(2), radix: 16) }
        guard !listed.isEmpty, bytes.count >= listed.count else { return nil }
        for start in 0...(bytes.count - listed.count) where bytes[start] == listed[0] {
            if bytes[start..<start + listed.count].elementsEqual(listed) { return start }
        }
        return nil
    }

    /// libxml2's message on one line (a diagnostic is one line), with its limit messages said plainly.
    static func clarified(_ message: String) -> String {
        switch message {
        case "AttValue length too long":
            return "an attribute value is longer than 10,000,000 bytes"
        case "internal error: Huge input lookup", "xmlSAX2Characters: huge text node":
            return "a text node or comment is longer than 10,000,000 bytes"
        default:
            return message.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " ")
        }
    }

    fileprivate func rejectDTD() {
        // Point at the `<!DOCTYPE` itself rather than where libxml2 has read to.
        var line: Int?
        var column: Int?
        if let context {
            let marker = Array("<!DOCTYPE".utf8)
            var offset = min(Int(xmlByteConsumed(context)), bytes.count) - marker.count
            while offset >= 0 {
                if bytes[offset] == marker[0] && Array(bytes[offset..<offset + marker.count]) == marker {
                    (line, column) = position(ofOffset: offset)
                    break
                }
                offset -= 1
            }
        }
        fail(
            "a DTD (<!DOCTYPE …>) is not allowed in an Interface Builder document; entities are never expanded",
            line: line, column: column)
    }

    // MARK: Handler

    /// Calls `body` with the builder behind libxml2's context pointer, without retaining it (it
    /// outlives the parse): the events arrive by the hundred thousand, and the building thread
    /// uses the same object.
    private static func withBuilder(_ context: UnsafeMutableRawPointer?, _ body: (SAXTreeBuilder) -> Void) {
        guard let context else { return }
        Unmanaged<SAXTreeBuilder>.fromOpaque(context)._withUnsafeGuaranteedRef(body)
    }

    private static func handler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { context, localname, prefix, _, _, _, count, _, attributes in
            guard let localname else { return }
            SAXTreeBuilder.withBuilder(context) {
                $0.startElement(localname, prefix: prefix, count: Int(count), attributes: attributes)
            }
        }
        handler.endElementNs = { context, _, _, _ in
            SAXTreeBuilder.withBuilder(context) { $0.endElement() }
        }
        handler.characters = { context, chars, length in
            guard let chars else { return }
            SAXTreeBuilder.withBuilder(context) { $0.characters(chars, Int(length)) }
        }
        handler.cdataBlock = handler.characters
        handler.internalSubset = { context, _, _, _ in
            SAXTreeBuilder.withBuilder(context) { $0.rejectDTD() }
        }
        handler.externalSubset = { context, _, _, _ in
            SAXTreeBuilder.withBuilder(context) { $0.rejectDTD() }
        }
        handler.entityDecl = { context, _, _, _, _, _ in
            SAXTreeBuilder.withBuilder(context) { $0.rejectDTD() }
        }
        handler.getEntity = { _, _ in nil }
        handler.resolveEntity = { _, _, _ in nil }
        handler.serror = { context, error in
            guard let error else { return }
            SAXTreeBuilder.withBuilder(context) { $0.structuredError(error) }
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

/// Reads a document while ``SAXTreeBuilder`` parses it, element by element, so that a converter
/// needs no tree of the whole document.
protocol SAXTreeDelegate: AnyObject {
    /// The start tag of the element at `index` was read: its name and attributes are in `tree`,
    /// its children are not yet.
    func elementStarted(_ index: Int32, in tree: XMLTree)

    /// The element at `index` ended, its whole subtree in `tree`. Returns whether the tree keeps
    /// it (as a child of its parent); one that is not kept is dropped with its subtree.
    func elementEnded(_ index: Int32, in tree: XMLTree) -> Bool

    /// Called once before the first element with the number of start tags the input holds.
    func parsingStarts(elements: Int)
}
