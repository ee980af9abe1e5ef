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
        public init(
            maximumInputSize: Int = 64 << 20, storyboardDirectories: [String] = [],
            requiresReferencedStoryboards: Bool = false
        ) {
            self.maximumInputSize = maximumInputSize
            self.storyboardDirectories = storyboardDirectories
            self.requiresReferencedStoryboards = requiresReferencedStoryboards
        }
    }

    /// The result of compiling one document.
    public struct Compilation: Sendable {
        public var document: NibDocument
        /// What was kept only generically (see `codegen inspect --coverage`).
        public var coverage: Coverage
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// Reads and compiles the file at `path`. Diagnostics name the path as given. The file's bytes
    /// are released once parsed, before the graph is built.
    public func compile(contentsOf path: String) throws(XibError) -> Compilation {
        try compile(tree: readTree(path), path: path)
    }

    private func readTree(_ path: String) throws(XibError) -> XMLTree {
        let bytes: [UInt8]
        do {
            bytes = try FileIO.read(path, limit: options.maximumInputSize)
        } catch {
            if case .tooLarge(let size, let limit) = error.cause {
                throw .tooLarge(file: path, bytes: size, limit: limit)
            }
            throw .unreadable(file: path, reason: error.reason)
        }
        return try parse(bytes, path: path)
    }

    /// Compiles a document held in memory. `path` names it in diagnostics and in the manifest.
    public func compile(bytes: [UInt8], path: String) throws(XibError) -> Compilation {
        try compile(tree: parse(bytes, path: path), path: path)
    }

    private func parse(_ bytes: [UInt8], path: String) throws(XibError) -> XMLTree {
        guard bytes.count <= options.maximumInputSize else {
            throw .tooLarge(file: path, bytes: bytes.count, limit: options.maximumInputSize)
        }
        do {
            return try SAXTreeBuilder.parse(bytes, fileName: path)
        } catch {
            throw .malformedXML(
                SourceLocation(file: path, line: error.line, column: error.column), message: error.message)
        }
    }

    private func compile(tree: XMLTree, path: String) throws(XibError) -> Compilation {
        if tree.node(tree.root).name == "archive" {
            var converter = ArchiveConverter(tree: tree, path: path)
            let document = try converter.convert()
            converter.model.coverage.finish()
            return Compilation(document: document, coverage: converter.model.coverage)
        }
        var converter = DocumentConverter(tree: tree, path: path)
        let document = try converter.convert()
        if document.isStoryboard { try StoryboardReferences(path: path, options: options).check(document) }
        converter.coverage.finish()
        return Compilation(document: document, coverage: converter.coverage)
    }
}
