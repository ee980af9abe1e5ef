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

    /// The nib's name: the file name without `.xib` / `.nib.json` (`Login`).
    public var nibName: String {
        let name = FileIO.baseName(path)
        for suffix in [".nib.json", ".xib", ".json"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// The generated file's name (`Login.xib` → `Login+Nib.swift`).
    public var outputFileName: String { "\(nibName)+Nib.swift" }

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
    /// The module the generated code imports for the runtime and default objects.
    public var runtimeModules: [String]

    public init(access: Access = .internal, runtimeModules: [String] = ["NibRuntime", "NibObjects"]) {
        self.access = access
        self.runtimeModules = runtimeModules
    }
}
