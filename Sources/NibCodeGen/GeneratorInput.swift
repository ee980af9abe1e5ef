import NibModel

/// One document to generate code for, with the path diagnostics name it by.
public struct GeneratorInput: Sendable {
    /// The document's path as the user gave it (`Sources/App/Login.xib`), or as its manifest
    /// records it; diagnostics print it as is.
    public var path: String {
        didSet { derived = Derived(path: path, document: document, nameInTarget: nameInTarget) }
    }
    /// The parsed document.
    public var document: NibDocument {
        didSet { derived = Derived(path: path, document: document, nameInTarget: nameInTarget) }
    }

    /// The document's name in its target when it is not its file name: the folder-qualified name
    /// (`Settings.Main`) ``TargetDocumentNames`` gives a document whose file name another folder
    /// of the target shares. Nil: its file name.
    public var nameInTarget: String? {
        didSet { derived = Derived(path: path, document: document, nameInTarget: nameInTarget) }
    }

    /// What the names below are made from, worked out once per input: the generator asks for them
    /// for every pair of a target's documents, and taking the path apart each time made a run over
    /// hundreds of documents take seconds.
    private var derived: Derived

    /// The input's names, as ``Derived/init(path:document:nameInTarget:)`` works them out.
    private struct Derived: Sendable {
        var names: NibOutputNames
        var fileNibName: String

        init(path: String, document: NibDocument, nameInTarget: String?) {
            let documentPath = document.identity?.path ?? path
            fileNibName = NibOutputNames.nibName(ofPath: documentPath)
            names = NibOutputNames(
                path: documentPath, localization: document.identity?.localization,
                isStoryboard: document.isStoryboard)
            if let nameInTarget { names.nibName = nameInTarget }
        }
    }

    /// An input of `document`, which diagnostics name by `path`; `nameInTarget` names it in its
    /// target instead of its file name (``inTarget(_:)`` finds it among a target's inputs).
    public init(path: String, document: NibDocument, nameInTarget: String? = nil) {
        self.path = path
        self.document = document
        self.nameInTarget = nameInTarget
        derived = Derived(path: path, document: document, nameInTarget: nameInTarget)
    }

    /// The path the document is known by: the one its manifest records, else ``path``.
    package var documentPath: String { document.identity?.path ?? path }

    /// The names of what the document produces: its name in the target (``nibName``) and its
    /// localization, from the identity its manifest records, else from ``path`` (a `NAME.lproj`
    /// folder gives it).
    package var names: NibOutputNames { derived.names }

    /// The document's file name without `.xib` / `.storyboard` / `.nib.json` (`Main`): what a
    /// storyboard reference names it by.
    package var fileNibName: String { derived.fileNibName }

    /// The nib's name in its target: ``nameInTarget``, else the file name without `.xib` /
    /// `.storyboard` / `.nib.json` (`Login`).
    package var nibName: String { names.nibName }

    /// `inputs`, every document of one target, each named as ``TargetDocumentNames`` names it
    /// among them: by its file name, or by folder and file name when another folder's document
    /// has the same file name (`Settings.Main`, `Onboarding.Main`).
    public static func inTarget(_ inputs: [GeneratorInput]) -> [GeneratorInput] {
        let names = TargetDocumentNames.names(of: inputs.map { ($0.documentPath, $0.fileNibName) })
        return zip(inputs, names).map { input, name in
            var named = input
            named.nameInTarget = name == input.fileNibName ? nil : name
            return named
        }
    }

    /// The indices of `inputs` grouped by nib name, so that a nib's localized variants are one
    /// group: each group in input order, the groups in the order of their first input.
    static func variantGroups(_ inputs: [GeneratorInput]) -> [[Int]] {
        var groupOfName: [String: Int] = [:]
        var groups: [[Int]] = []
        for index in inputs.indices {
            if let group = groupOfName[inputs[index].nibName] {
                groups[group].append(index)
            } else {
                groupOfName[inputs[index].nibName] = groups.count
                groups.append([index])
            }
        }
        return groups
    }

    /// The localization (`Base`, `ja`), else nil.
    package var localization: String? { names.localization }

    /// Whether the input is a storyboard (its document has scenes, or says it is one).
    package var isStoryboard: Bool { names.isStoryboard }

    /// The generated file's name (`Login.xib` → `Login+Nib.swift`, `ja.lproj/Main.xib` →
    /// `Main.ja+Nib.swift`, `Main.storyboard` → `Main+Storyboard.swift`).
    public var outputFileName: String { names.sourceFileName }

    /// The typed accessor's Swift type name (`LoginNib`, `MainStoryboard`).
    package var accessorName: String { SwiftIdentifier.type(nibName) + names.kindSuffix }

    /// The document as comments name it: its file name, in its localization's folder
    /// (`Login.xib`, `ja.lproj/Main.xib`), comment-safe.
    var label: String {
        SwiftLiteral.comment(
            (localization.map { "\($0).lproj/" } ?? "") + FileIO.baseName(document.identity?.path ?? path))
    }

    /// Whether the document is a language built from a Base document's translations (`codegen
    /// strings localize`): its identity names the Base document and another localization.
    var isTranslatedFromBase: Bool {
        guard let identity = document.identity, let localization = identity.localization, localization != "Base"
        else { return false }
        let parts = PathComponents.of(identity.path)
        return parts.count >= 2 && parts[parts.count - 2] == "Base.lproj"
    }

    /// What the embedded manifest's header says it holds and what wrote it: `the manifest of
    /// ja.lproj/Main.xib (FORMAT), embedded by `codegen convert --swift``, or for a language built
    /// from translations `the ja manifest of Base.lproj/Main.xib, built from its ja translations
    /// (FORMAT) by `codegen strings localize``. Comment-safe.
    func embeddedManifestOrigin(format: String) -> String {
        guard isTranslatedFromBase, let localization else {
            return "the manifest of \(label) (\(format)), embedded by `codegen convert --swift`"
        }
        let base = SwiftLiteral.comment("Base.lproj/" + FileIO.baseName(documentPath))
        let language = SwiftLiteral.comment(localization)
        return
            "the \(language) manifest of \(base), built from its \(language) translations (\(format)) by `codegen strings localize`"
    }

    /// The static property holding the embedded manifest: `manifest`, or `manifest_ja` for a
    /// localized document.
    package var manifestPropertyName: String {
        localization.map { "manifest_" + SwiftIdentifier.sanitized($0) } ?? "manifest"
    }

    /// The file line directives name for a position of the document: ``path`` for a document,
    /// or a manifest that records its document's identity (its path then is the document's);
    /// for another manifest the document its `sourceFile` names, nil when it names none (its
    /// positions are the document's lines, not the JSON's).
    var lineDirectiveFile: String? {
        guard document.identity == nil, path.hasSuffix(".json") else { return path }
        return document.sourceFile.isEmpty ? nil : document.sourceFile
    }

    func location(_ position: SourcePosition) -> SourceLocation { SourceLocation(file: path, position: position) }
}

/// One generated Swift file.
public struct GeneratedFile: Sendable, Equatable {
    /// The file name (no directory).
    public var name: String
    /// The Swift source, ready to write.
    public var contents: String
    /// What the generator found while writing it that the user should see: with a templates
    /// directory, each tag whose name no context has where it is rendered (a misspelt
    /// `{{swiftNme}}` renders as nothing). `codegen` prints them, once each.
    public var warnings: [Diagnostic]

    /// A file `name` holding `contents`, with `warnings` about it.
    public init(name: String, contents: String, warnings: [Diagnostic] = []) {
        self.name = name
        self.contents = contents
        self.warnings = warnings
    }
}

/// Options that shape the generated code.
public struct GeneratorOptions: Sendable, Equatable {
    /// The access level of generated declarations.
    public enum Access: String, Sendable, CaseIterable {
        /// `public`: generated declarations are public and base classes open, for a library; `internal`
        /// (the default): no access modifier, for an app target.
        case `public`, `internal`
    }

    /// The access level of generated declarations (`--access`).
    public var access: Access
    /// Whether each nib's manifest is compiled into the target (`NAME+Manifest.swift`, see
    /// ``NibCodeGenerator/embeddedManifest(for:)``), giving the accessor a `load(languages:)`
    /// that needs no files.
    public var embedsManifests: Bool
    /// Whether lines that name app classes carry `#sourceLocation` directives pointing at the
    /// document, so compile errors they cause are reported on the xib's line.
    public var lineDirectives: Bool

    /// Options as given; the defaults generate internal code with line directives and no embedded
    /// manifests.
    public init(
        access: Access = .internal, embedsManifests: Bool = false,
        lineDirectives: Bool = true
    ) {
        self.access = access
        self.embedsManifests = embedsManifests
        self.lineDirectives = lineDirectives
    }
}
