/// Builds an ``XMLTree`` from the events ``SAXTreeBuilder`` reads out of libxml2 (``SAXEvent``),
/// batch by batch, and tells its delegate of each element as it starts and ends; an element the
/// delegate is done with is dropped with its subtree, so a streamed document's tree holds only the
/// open elements and the values still being read. Without a delegate it keeps the whole tree.
///
/// It runs on the thread that converts (or on the parsing thread, for a document whose events fit
/// in one batch), and only that thread touches it until the parse is over.
final class XMLTreeAssembler {
    /// What changes as the events are read: the tree's open elements and the text being
    /// gathered. It lives behind a pointer the assembler owns, so it is updated without the
    /// dynamic exclusivity checks a class's stored properties would cost on every access.
    private struct State {
        var root: Int32 = -1
        var stack = UnmanagedArray<Int32>()
        /// For each open element, how long the value, children and text buffers were when it
        /// started: where they are cut back to if the delegate drops it.
        var marks = UnmanagedArray<Marks>()
        /// Children of the open elements, innermost last; `childStarts` has where each open element's begin.
        var pendingChildren = UnmanagedArray<Int32>()
        var childStarts = UnmanagedArray<Int>()
        var text = UnmanagedArray<UInt8>()
        var textOwner: Int32 = -1
    }

    private let state: UnsafeMutablePointer<State>
    /// The tree being built.
    let storage = XMLTree.Storage()
    /// Told of each element as it starts and ends; nil to build the whole tree.
    private let delegate: (any SAXTreeDelegate)?

    init(delegate: (any SAXTreeDelegate)?) {
        self.delegate = delegate
        state = .allocate(capacity: 1)
        state.initialize(to: State())
    }

    deinit {
        state.pointee.text.release()
        state.pointee.stack.release()
        state.pointee.marks.release()
        state.pointee.pendingChildren.release()
        state.pointee.childStarts.release()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The tree as built so far.
    var tree: XMLTree { XMLTree(storage: storage, root: root) }

    /// Lengths of the tree's buffers when an element started.
    struct Marks {
        var values: Int
        var children: Int
        var texts: Int
        var textBytes: Int
    }

    private var records: UnmanagedArray<XMLTree.Record> {
        get { storage.buffers.pointee.records }
        _modify { yield &storage.buffers.pointee.records }
    }
    private var attributes: UnmanagedArray<XMLTree.AttributeRecord> {
        get { storage.buffers.pointee.attributes }
        _modify { yield &storage.buffers.pointee.attributes }
    }
    private var values: UnmanagedArray<UInt8> {
        get { storage.buffers.pointee.values }
        _modify { yield &storage.buffers.pointee.values }
    }
    private var children: UnmanagedArray<Int32> {
        get { storage.buffers.pointee.children }
        _modify { yield &storage.buffers.pointee.children }
    }
    private var texts: UnmanagedArray<XMLTree.ByteRun> {
        get { storage.buffers.pointee.texts }
        _modify { yield &storage.buffers.pointee.texts }
    }
    private var textBytes: UnmanagedArray<UInt8> {
        get { storage.buffers.pointee.textBytes }
        _modify { yield &storage.buffers.pointee.textBytes }
    }
    private var names: [String] {
        get { storage.buffers.pointee.names }
        _modify { yield &storage.buffers.pointee.names }
    }
    private var marks: UnmanagedArray<Marks> {
        get { state.pointee.marks }
        _modify { yield &state.pointee.marks }
    }
    /// The first element's index, or -1 before it starts.
    private(set) var root: Int32 {
        get { state.pointee.root }
        _modify { yield &state.pointee.root }
    }
    private var stack: UnmanagedArray<Int32> {
        get { state.pointee.stack }
        _modify { yield &state.pointee.stack }
    }
    private var pendingChildren: UnmanagedArray<Int32> {
        get { state.pointee.pendingChildren }
        _modify { yield &state.pointee.pendingChildren }
    }
    private var childStarts: UnmanagedArray<Int> {
        get { state.pointee.childStarts }
        _modify { yield &state.pointee.childStarts }
    }
    private var text: UnmanagedArray<UInt8> {
        get { state.pointee.text }
        _modify { yield &state.pointee.text }
    }
    private var textOwner: Int32 {
        get { state.pointee.textOwner }
        _modify { yield &state.pointee.textOwner }
    }
    /// Reads the events of one batch into the tree.
    func read(_ batch: UnmanagedArray<UInt8>) {
        guard let base = batch.base else { return }
        var reader = SAXEventReader(base: base, count: batch.count)
        while !reader.atEnd {
            switch reader.take(UInt8.self) {
            case SAXEvent.start:
                buildStart(&reader)
            case SAXEvent.end:
                buildEnd()
            case SAXEvent.name:
                names.append(String(decoding: reader.lengthAndBytes(), as: UTF8.self))
            default:
                buildText(reader.lengthAndBytes())
            }
        }
    }

    /// A start event: the element's record and its attributes' go into the tree.
    private func buildStart(_ reader: inout SAXEventReader) {
        let name = reader.take(Int32.self)
        let line = reader.take(Int32.self)
        let column = reader.take(Int32.self)
        let count = Int(reader.take(Int32.self))
        flushText()
        let marks = Marks(
            values: values.count, children: children.count, texts: texts.count, textBytes: textBytes.count)
        let firstAttribute = Int32(attributes.count)
        for _ in 0..<count {
            let attributeName = reader.take(Int32.self)
            let value = reader.lengthAndBytes()
            let valueStart = Int32(clamping: values.count)
            values.append(contentsOf: value)
            attributes.append(
                XMLTree.AttributeRecord(name: attributeName, start: valueStart, length: Int32(clamping: value.count)))
        }
        let index = Int32(records.count)
        records.append(
            XMLTree.Record(
                name: name, firstAttribute: firstAttribute,
                attributeCount: Int32(attributes.count) - firstAttribute,
                line: line, column: column))
        if !stack.isEmpty {
            pendingChildren.append(index)
        } else if root < 0 {
            root = index
        }
        stack.append(index)
        childStarts.append(pendingChildren.count)
        self.marks.append(marks)
        textOwner = index
        text.truncate(to: 0)
        delegate?.elementStarted(index, in: tree)
    }

    private func buildEnd() {
        flushText()
        let index = Int(stack.removeLast())
        let start = childStarts.removeLast()
        let marks = self.marks.removeLast()
        records[index].firstChild = Int32(children.count)
        records[index].childCount = Int32(pendingChildren.count - start)
        children.append(contentsOf: pendingChildren.slice(start..<pendingChildren.count))
        pendingChildren.truncate(to: start)
        textOwner = -1
        if let delegate, !delegate.elementEnded(Int32(index), in: tree) { drop(index, marks: marks) }
    }

    /// Forgets the element at `index` (the last one started) and everything recorded since it started.
    private func drop(_ index: Int, marks: Marks) {
        attributes.truncate(to: Int(records[index].firstAttribute))
        records.truncate(to: index)
        values.truncate(to: marks.values)
        children.truncate(to: marks.children)
        texts.truncate(to: marks.texts)
        textBytes.truncate(to: marks.textBytes)
        if pendingChildren.last == Int32(index) { pendingChildren.removeLast() }
    }

    /// Keeps character data only for elements that have no child yet (the text of leaf
    /// elements, the only place documents put text, or what precedes an element's first child).
    private func flushText() {
        if textOwner >= 0, text.count > 0, pendingChildren.count == childStarts[childStarts.count - 1] {
            let owner = Int(textOwner)
            let start = textBytes.count
            let current = records[owner].text
            if current >= 0 {
                // A later piece of the same element's text: the run so far is copied to the end first.
                let run = texts[Int(current)]
                textBytes.appendCopy(of: Int(run.start)..<Int(run.start) + Int(run.length))
            } else {
                records[owner].text = Int32(texts.count)
                texts.append(XMLTree.ByteRun(start: 0, length: 0))
            }
            textBytes.append(contentsOf: text.slice(0..<text.count))
            texts[Int(records[owner].text)] = XMLTree.ByteRun(
                start: Int32(clamping: start), length: Int32(clamping: textBytes.count - start))
        }
        text.truncate(to: 0)
    }

    private func buildText(_ chars: UnsafeBufferPointer<UInt8>) {
        guard textOwner >= 0 else { return }
        text.append(contentsOf: chars)
    }
}
