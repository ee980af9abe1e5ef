import NibModel

/// Generates typed Swift for nib documents: one file per input, with the owner classes (merged
/// across every input of the run), each nib's typed accessor and its class registration.
///
/// ```swift
/// let generator = try NibCodeGenerator(options: GeneratorOptions(access: .public))
/// let files = try generator.generate([GeneratorInput(path: "Login.xib", document: document)])
/// ```
/// Output is deterministic: inputs are ordered by path, classes, outlets and actions by name.
public struct NibCodeGenerator: Sendable {
    /// The options the generated code follows (access level, embedded manifests, line directives).
    public var options: GeneratorOptions
    /// The toolkit classes' default-objects types, which outlets, actions and accessors are typed with.
    package var vocabulary: TypeVocabulary
    /// The renderer of the templates, built-in or from `templatesDirectory`.
    package var renderer: TemplateRenderer

    /// A generator with the built-in templates, or those in `templatesDirectory`. `typeNames` maps
    /// a custom class as the documents write it to the Swift type the app defines for it
    /// (`"LoginController": "LoginScreen"`, `types` in `nib.json`); `baseOverrides` maps a custom
    /// class to the default-objects type its generated base derives from (`"Inspector":
    /// "NibViewController"`, `bases` in `nib.json`).
    public init(
        options: GeneratorOptions = GeneratorOptions(), templatesDirectory: String? = nil,
        typeNames: [String: String] = [:], baseOverrides: [String: String] = [:]
    ) throws(CodeGenError) {
        var vocabulary = TypeVocabulary.defaultObjects
        vocabulary.typeNames = typeNames
        vocabulary.baseOverrides = baseOverrides
        try self.init(options: options, templatesDirectory: templatesDirectory, vocabulary: vocabulary)
    }

    /// A generator typing standard classes through `vocabulary`.
    package init(options: GeneratorOptions, templatesDirectory: String?, vocabulary: TypeVocabulary)
        throws(CodeGenError)
    {
        self.options = options
        self.vocabulary = vocabulary
        if let templatesDirectory {
            renderer = try TemplateRenderer(directory: templatesDirectory)
        } else {
            renderer = try TemplateRenderer()
        }
    }

    /// Warnings about the templates directory: `.mustache` files it holds that no template is
    /// named after, so the generator does not use them. `codegen` prints them.
    public var templateWarnings: [Diagnostic] { renderer.warnings }

    /// What the generator decides about the inputs that the user should know (an outlet typed as
    /// the common superclass of its destinations), each at its place in a document, by class
    /// name: what `codegen generate` prints as notes. Throws on conflicts, as ``generate(_:)`` does.
    public func notes(for inputs: [GeneratorInput]) throws(CodeGenError) -> [CodeGenNote] {
        try codeModel(for: inputs).notes
    }

    /// Analyses the inputs: owner classes, outlets, actions and accessors. Throws on conflicts.
    package func codeModel(for inputs: [GeneratorInput]) throws(CodeGenError) -> CodeModel {
        try Analyzer(vocabulary: vocabulary).analyze(Self.ordered(inputs))
    }

    /// One generated file per input (`Name.xib` → `Name+Nib.swift`), in input-path order.
    public func generate(_ inputs: [GeneratorInput]) throws(CodeGenError) -> [GeneratedFile] {
        try generation(inputs).files
    }

    /// What one analysis of `inputs` gives: the files of the inputs `writing` selects (each
    /// input's file depends on all of them; the others are analysed, not rendered) and the
    /// ``notes(for:)``.
    package func generation(
        _ inputs: [GeneratorInput], writing: (GeneratorInput) -> Bool = { _ in true }
    ) throws(CodeGenError) -> (files: [GeneratedFile], notes: [CodeGenNote]) {
        let inputs = try Self.checked(Self.ordered(inputs))
        let model = try Analyzer(vocabulary: vocabulary).analyze(inputs)
        let builder = ContextBuilder(model: model, inputs: inputs, options: options, vocabulary: vocabulary)
        var files: [GeneratedFile] = []
        for index in inputs.indices where writing(inputs[index]) {
            let rendered = try renderer.rendering(builder.fileContext(for: index), template: "File")
            files.append(
                GeneratedFile(name: inputs[index].outputFileName, contents: rendered.text, warnings: rendered.warnings))
        }
        return (files, model.notes)
    }

    /// No longer available: the template contexts are the generator's own types, which templates
    /// read by name.
    @available(
        *, unavailable,
        message:
            "the template contexts are not public: templates read them by name (docs/templates.md); render them with NibCodeGenerator(templatesDirectory:)"
    )
    public func fileContexts(_ inputs: [GeneratorInput]) -> Never { fatalError("unavailable") }

    /// The contexts the `File` template renders, one per input in input-path order: what
    /// `docs/templates.md` documents.
    func templateContexts(_ inputs: [GeneratorInput]) throws(CodeGenError) -> [FileContext] {
        let inputs = try Self.checked(Self.ordered(inputs))
        let model = try Analyzer(vocabulary: vocabulary).analyze(inputs)
        let builder = ContextBuilder(model: model, inputs: inputs, options: options, vocabulary: vocabulary)
        return inputs.indices.map(builder.fileContext)
    }

    /// The app-side classes a project starts from (`Name.swift` per class), sorted by name.
    public func scaffold(_ inputs: [GeneratorInput]) throws(CodeGenError) -> [GeneratedFile] {
        let inputs = try Self.checked(Self.ordered(inputs))
        let model = try Analyzer(vocabulary: vocabulary).analyze(inputs)
        let builder = ContextBuilder(model: model, inputs: inputs, options: options, vocabulary: vocabulary)
        var files: [GeneratedFile] = []
        var fileNames: [String: String] = [:]
        for context in builder.scaffoldContexts() {
            let name = "\(context.name).swift"
            if let first = fileNames[name.lowercased()] {
                throw .duplicateScaffoldFile(
                    name: name, first: first, location: builder.location(ofClass: context.name))
            }
            fileNames[name.lowercased()] = name
            let rendered = try renderer.rendering(context, template: "Scaffold")
            files.append(GeneratedFile(name: name, contents: rendered.text, warnings: rendered.warnings))
        }
        return files
    }

    /// The inputs named in their target (``GeneratorInput/inTarget(_:)``), in output-file order.
    static func ordered(_ inputs: [GeneratorInput]) -> [GeneratorInput] {
        GeneratorInput.inTarget(inputs).sorted { ($0.outputFileName, $0.path) < ($1.outputFileName, $1.path) }
    }

    /// The inputs, refused when two would write the same file, or files differing only in case
    /// (``NibOutputNames/firstCollision(_:)``, the check the build plugin makes too), and when two
    /// documents of different names would declare accessors of one Swift name (`Login.xib` and
    /// `login.xib`, `a-b.xib` and `a_b.xib`; a document's localizations share their accessor).
    static func checked(_ inputs: [GeneratorInput]) throws(CodeGenError) -> [GeneratorInput] {
        if let collision = NibOutputNames.firstCollision(inputs.map { ($0.path, $0.names) }) {
            throw .duplicateOutput(collision)
        }
        var accessors: [String: GeneratorInput] = [:]
        for input in inputs {
            if let first = accessors[input.accessorName] {
                guard first.nibName == input.nibName else {
                    throw .duplicateTypeName(name: input.accessorName, first: first.path, second: input.path)
                }
            } else {
                accessors[input.accessorName] = input
            }
        }
        return inputs
    }
}
