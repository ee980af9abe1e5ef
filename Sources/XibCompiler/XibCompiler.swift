import NibManifest
import NibModel

/// Compiles Interface Builder `.xib` and `.storyboard` documents into ``NibDocument`` graphs.
///
/// ```swift
/// let compilation = try XibCompiler().compile(contentsOf: "Login.xib")
/// let manifest = ManifestWriter.data(for: compilation.document)
/// ```
public struct XibCompiler: Sendable {
    public struct Options: Sendable {
        /// The largest input accepted, in bytes. Real documents stay far below the default of 64 MiB.
        public var maximumInputSize: Int
        /// More folders where a storyboard's references to other storyboards are looked for
        /// (besides its own folder; see `docs/manifest.md`).
        public var storyboardDirectories: [String]
        /// Whether a referenced storyboard that is found nowhere is an error (otherwise it is
        /// assumed to be compiled elsewhere and its reference is not checked).
        public var requiresReferencedStoryboards: Bool
        /// Whether a document is converted on a second thread while libxml2 parses it on the
        /// calling one (the default), or both on the calling thread — for a caller that already
        /// compiles several documents at once. The result is the same either way.
        public var convertsConcurrently: Bool
        /// How many bytes of parse events pass from the parsing thread to the converting one at a
        /// time (64 KiB). The second thread starts only once a document's events fill a first
        /// batch, so a small document is converted on the calling thread alone; a smaller batch
        /// starts it for smaller documents.
        public var eventBatchSize: Int
        /// Whether a storyboard reference that cannot be resolved (its storyboard or controller is
        /// not there) is a warning in ``Compilation/warnings`` instead of an error that stops the
        /// compilation. Off by default (`codegen convert` refuses such a storyboard); `nib-render`
        /// turns it on to draw the storyboard with the reference marked.
        public var reportsUnresolvedReferencesAsWarnings: Bool
        public init(
            maximumInputSize: Int = 64 << 20, storyboardDirectories: [String] = [],
            requiresReferencedStoryboards: Bool = false, convertsConcurrently: Bool = true,
            eventBatchSize: Int = 1 << 16, reportsUnresolvedReferencesAsWarnings: Bool = false
        ) {
            self.reportsUnresolvedReferencesAsWarnings = reportsUnresolvedReferencesAsWarnings
            self.maximumInputSize = maximumInputSize
            self.storyboardDirectories = storyboardDirectories
            self.requiresReferencedStoryboards = requiresReferencedStoryboards
            self.convertsConcurrently = convertsConcurrently
            self.eventBatchSize = eventBatchSize
        }
    }

    /// The result of compiling one document.
    public struct Compilation: Sendable {
        public var document: NibDocument
        /// What was kept only generically (see `codegen inspect --coverage`).
        public var coverage: Coverage
        /// Problems that do not stop the conversion (a storyboard reference into another bundle
        /// when the target's storyboards are known).
        public var warnings: [Diagnostic] = []
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// Reads and compiles the file at `path`. Diagnostics name the path as given. The file is
    /// mapped rather than read, and the memory of what the parser has passed is given back as it
    /// goes, so a large document never sits whole in memory beside its graph.
    public func compile(contentsOf path: String) throws(XibError) -> Compilation {
        let mapping: FileIO.Mapping
        do {
            mapping = try FileIO.map(path, limit: options.maximumInputSize)
        } catch {
            if case .tooLarge(let size, let limit) = error.cause {
                throw .tooLarge(file: path, bytes: size, limit: limit)
            }
            if error.cause == .notARegularFile, Self.isCompiledNibFolder(path) { throw .compiledNib(file: path) }
            throw .unreadable(file: path, reason: error.reason)
        }
        return try withExtendedLifetime(mapping) { () throws(XibError) -> Compilation in
            try compile(mapping.bytes, path: path, release: mapping.release(before:))
        }
    }

    /// Compiles a document held in memory. `path` names it in diagnostics and in the manifest.
    public func compile(bytes: [UInt8], path: String) throws(XibError) -> Compilation {
        guard bytes.count <= options.maximumInputSize else {
            throw .tooLarge(file: path, bytes: bytes.count, limit: options.maximumInputSize)
        }
        return try bytes.withUnsafeBufferPointer { buffer throws(XibError) in
            try compile(buffer, path: path, release: nil)
        }
    }

    /// Where a file that starts as JSON does (`{` after white space, as a manifest does) starts;
    /// nil for anything else. libxml2 would call it "Document is empty".
    static func jsonStart(_ bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int)? {
        var line = 1
        var column = 1
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "{"): return (line, column)
            case UInt8(ascii: "\n"):
                line += 1
                column = 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): column += 1
            default: return nil
            }
        }
        return nil
    }

    /// A modern document converts in one pass while libxml2 parses it (``DocumentStream``, on a
    /// second thread unless ``Options/convertsConcurrently`` is off); a
    /// legacy archive, whose records refer to each other across the document, is read from the
    /// whole element tree.
    private func compile(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, release: ((Int) -> Void)?
    ) throws(XibError) -> Compilation {
        if bytes.starts(with: Self.nibArchiveMagic) { throw .compiledNib(file: path) }
        if let json = Self.jsonStart(bytes) {
            throw .malformedXML(
                SourceLocation(file: path, line: json.line, column: json.column),
                message:
                    "the file is JSON, not XML (a manifest is read by validate, inspect and generate, not converted)")
        }
        let stream = DocumentStream(path: path)
        let tree: XMLTree
        do {
            tree = try SAXTreeBuilder.parse(
                bytes, fileName: path, delegate: stream, release: release,
                concurrently: options.convertsConcurrently, batchSize: options.eventBatchSize)
        } catch {
            throw .malformedXML(
                SourceLocation(file: path, line: error.line, column: error.column), message: error.message)
        }
        guard stream.keepsWholeTree else {
            var compilation = try stream.finish()
            if compilation.document.isStoryboard {
                compilation.warnings = try StoryboardReferences(path: path, options: options).check(
                    compilation.document)
            }
            return compilation
        }
        let root = tree.node(tree.root)
        guard root.name == "archive" else {
            throw .notAnInterfaceBuilderDocument(
                SourceLocation(file: path, line: Int(root.line), column: Int(root.column)), root: root.name)
        }
        var converter = ArchiveConverter(tree: tree, path: path)
        let document = try converter.convert()
        converter.model.coverage.finish()
        return Compilation(document: document, coverage: converter.model.coverage)
    }
}
