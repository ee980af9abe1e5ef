import NibModel

/// One document to generate code for, with the path diagnostics name it by.
public struct GeneratorInput: Sendable {
    /// The path as the user gave it (`Sources/App/Login.xib`); diagnostics print it as is.
    public var path: String
    public var document: NibDocument

    public init(path: String, document: NibDocument) {
        self.path = path
        self.document = document
    }

    /// The nib's name: the file name without `.xib` / `.storyboard` / `.nib.json` (`Login`).
    public var nibName: String { FileIO.documentName(path) }

    /// The localization of a document in a `NAME.lproj` folder (`Base`, `ja`), else nil.
    public var localization: String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj"), parts[parts.count - 2].count > 6 else { return nil }
        return String(parts[parts.count - 2].dropLast(6))
    }

    /// The nib name with the localization, unique in a target (`Main`, `Main.ja`, `Main.Base`).
    public var variantName: String { localization.map { "\(nibName).\($0)" } ?? nibName }

    /// Whether the input is a storyboard (its document has scenes, or says it is one).
    public var isStoryboard: Bool { document.isStoryboard }

    /// What the generated names of a document end with: `Nib` for a xib, `Storyboard` for a
    /// storyboard. The one place that decides both the file and the accessor names below.
    var kindSuffix: String { isStoryboard ? "Storyboard" : "Nib" }

    /// The generated file's name (`Login.xib` → `Login+Nib.swift`, `ja.lproj/Main.xib` →
    /// `Main.ja+Nib.swift`, `Main.storyboard` → `Main+Storyboard.swift`).
    public var outputFileName: String { "\(variantName)+\(kindSuffix).swift" }

    /// The typed accessor's Swift type name (`LoginNib`, `MainStoryboard`).
    public var accessorName: String { SwiftIdentifier.type(nibName) + kindSuffix }

    /// The embedded manifest's file name (`Login+Manifest.swift`, `Main.ja+Manifest.swift`).
    public var manifestFileName: String { "\(variantName)+Manifest.swift" }

    /// The static property holding the embedded manifest: `manifest`, or `manifest_ja` for a
    /// localized document.
    public var manifestPropertyName: String {
        localization.map { "manifest_" + SwiftIdentifier.sanitized($0) } ?? "manifest"
    }

    func location(_ position: SourcePosition) -> SourceLocation { SourceLocation(file: path, position: position) }
}

/// One generated Swift file.
public struct GeneratedFile: Sendable, Equatable {
    /// The file name (no directory).
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// Options that shape the generated code.
public struct GeneratorOptions: Sendable, Equatable {
    /// The access level of generated declarations.
    public enum Access: String, Sendable, CaseIterable {
        case `public`, `internal`
    }

    public var access: Access
    /// Whether each nib's manifest is compiled into the target (`NAME+Manifest.swift`, written by
    /// `codegen convert --swift`), giving the accessor a `load(languages:)` that needs no files.
    public var embedsManifests: Bool
    /// Whether lines that name app classes carry `#sourceLocation` directives pointing at the
    /// document, so compile errors they cause are reported on the xib's line.
    public var lineDirectives: Bool

    public init(access: Access = .internal, embedsManifests: Bool = false,
                lineDirectives: Bool = true) {
        self.access = access
        self.embedsManifests = embedsManifests
        self.lineDirectives = lineDirectives
    }
}
