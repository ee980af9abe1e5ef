import NibModel

/// A three-way merge of Interface Builder documents (`.xib`, `.storyboard`) over their element
/// trees rather than their lines.
///
/// Elements are matched by `id` (a scene by `sceneID`), others by their parent and `key` or naming
/// attribute. Attributes merge one by one, children as sets (connections, constraints, resources,
/// scenes, dependencies) or as ordered lists (everything else), and what a side left unchanged is
/// copied from ours byte for byte, so merging a document with itself gives it back unchanged.
///
/// ```swift
/// let result = try NibMerger().merge(base: base, ours: ours, theirs: theirs, path: "Main.storyboard")
/// for conflict in result.conflicts { print(conflict) }
/// ```
public struct NibMerger: Sendable {
    public var options: MergeOptions

    public init(options: MergeOptions = MergeOptions()) {
        self.options = options
    }

    /// One version of the document: its bytes and the name its errors carry.
    public struct Input: Sendable {
        public var bytes: [UInt8]
        public var file: String

        public init(bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
        }
    }

    /// Merges `ours` and `theirs`, both edited from `base`. `path` names the document in conflicts.
    /// Throws for an input that is not a modern Interface Builder document (a legacy `<archive>`
    /// included) or whose ids repeat, except that a legacy base a side converted to the modern
    /// format gives the converted side (``MergeConflict/Kind/conversion``).
    public func merge(base: Input, ours: Input, theirs: Input, path: String) throws(MergeError) -> MergeResult {
        if let converted = try ConversionMerge.merge(base: base, ours: ours, theirs: theirs, path: path) {
            return converted
        }
        // Read in this order, so a document that does not read is reported as before; a version
        // identical to ours is read once. Ours and theirs are lined up with base.
        let scannedOurs = try MergeDocument.Scanned(bytes: ours.bytes, file: ours.file)
        let scannedBase = base.bytes == ours.bytes ? nil : try MergeDocument.Scanned(bytes: base.bytes, file: base.file)
        let scannedTheirs =
            theirs.bytes == ours.bytes ? nil : try MergeDocument.Scanned(bytes: theirs.bytes, file: theirs.file)
        let original = try MergeDocument(scannedBase ?? scannedOurs, aligningTo: nil)
        let mine = scannedBase == nil ? original : try MergeDocument(scannedOurs, aligningTo: original)
        let other =
            try scannedTheirs.map { scanned throws(MergeError) in
                try MergeDocument(scanned, aligningTo: original)
            } ?? mine
        try Self.checkTypes(original, mine, other)
        var merge = ThreeWayMerge(base: original, ours: mine, theirs: other, options: options, path: path)
        let (root, conflicts) = merge.run()
        let bytes = MergeWriter.write(root, ours: mine, theirs: other)
        if bytes != ours.bytes { try ResultCheck.check(bytes, path: path) }
        return MergeResult(
            bytes: bytes, conflicts: conflicts.sorted { $0.location.position < $1.location.position },
            undoneRewrites: merge.undoneRewrites().sorted { ($0.position ?? .start) < ($1.position ?? .start) })
    }

    /// The three versions must be documents of one type (`type` of `<document>`).
    private static func checkTypes(_ versions: MergeDocument...) throws(MergeError) {
        let oursType = versions[1].root.attribute("type") ?? ""
        for version in versions where (version.root.attribute("type") ?? "") != oursType {
            throw .documentTypesDiffer(
                SourceLocation(file: version.file, line: version.root.line, column: version.root.column),
                type: version.root.attribute("type") ?? "", oursType: oursType)
        }
    }

    /// Merges documents held in memory; every message names `path`.
    public func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String) throws(MergeError) -> MergeResult {
        try merge(
            base: Input(bytes: base, file: path), ours: Input(bytes: ours, file: path),
            theirs: Input(bytes: theirs, file: path), path: path)
    }
}

/// The merged document and what could not be merged.
public struct MergeResult: Sendable {
    /// The merged document. Where a conflict was found it holds ours.
    public var bytes: [UInt8]
    /// The conflicts, in the order of their positions in ours.
    public var conflicts: [MergeConflict]
    /// Warnings naming what the re-save rule left out: an element a side that re-saved the
    /// document in a newer Interface Builder removed (or added), kept (or left out) because the
    /// other side edited beside it. Not conflicts: the merge is clean without them.
    public var undoneRewrites: [Diagnostic] = []

    /// Whether the merge needs no decision from a person.
    public var isClean: Bool { conflicts.isEmpty }
}
