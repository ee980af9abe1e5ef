/// The names of everything one interface document produces: its JSON manifest, its embedded
/// manifest, its generated source and the kind its accessor is named by.
///
/// The one place these names are derived. The build plugins compile this very file (their
/// copies are symbolic links to it), so the outputs a plugin declares are the files `codegen`
/// writes. It therefore depends on nothing: no Foundation, no other module of the package.
public struct NibOutputNames: Sendable, Hashable {
    /// The nib's name: the document's file name without its extension (`Login`).
    public var nibName: String
    /// The localization the document is (`Base`, `ja`), nil for an unlocalized document.
    public var localization: String?
    /// Whether the document is a storyboard: its names then end in `Storyboard` instead of `Nib`.
    public var isStoryboard: Bool

    /// The names of the document `nibName`, in `localization` (nil when unlocalized).
    public init(nibName: String, localization: String?, isStoryboard: Bool) {
        self.nibName = nibName
        self.localization = localization
        self.isStoryboard = isStoryboard
    }

    /// The names of the document at `path` (`Sources/App/ja.lproj/Main.xib`, or a manifest
    /// `Main.nib.json`): the nib name from its file name, the localization given or else that of
    /// its `NAME.lproj` folder.
    public init(path: String, localization: String? = nil, isStoryboard: Bool) {
        self.init(
            nibName: Self.nibName(ofPath: path),
            localization: localization ?? Self.localization(ofPath: path), isStoryboard: isStoryboard)
    }

    /// The file extensions of the documents the plugins compile.
    public static let documentExtensions: Set<String> = ["xib", "storyboard"]

    /// What a manifest's file name ends with.
    public static let manifestExtension = ".nib.json"

    /// `Login`, or `Main.ja` for a localization: unique among a target's documents.
    public var variantName: String { localization.map { "\(nibName).\($0)" } ?? nibName }

    /// What the generated names end with: `Nib` for a xib, `Storyboard` for a storyboard
    /// (`Login+Nib.swift` and `LoginNib`).
    public var kindSuffix: String { isStoryboard ? "Storyboard" : "Nib" }

    /// The generated source: `Login+Nib.swift`, `Main.ja+Nib.swift`, `Main+Storyboard.swift`.
    public var sourceFileName: String { "\(variantName)+\(kindSuffix).swift" }

    /// The manifest embedded in Swift: `Login+Manifest.swift`, `Main.ja+Manifest.swift`.
    public var embeddedManifestFileName: String { "\(variantName)+Manifest.swift" }

    /// The JSON manifest: `Login.nib.json`, `Main.ja.nib.json`.
    public var manifestFileName: String { variantName + Self.manifestExtension }

    /// Every file name above, each of which must be unique in one output folder.
    public var fileNames: [String] { [sourceFileName, embeddedManifestFileName, manifestFileName] }

    /// `Sources/App/Login.xib` → `Login`; `Main.storyboard.nib.json` → `Main`.
    public static func nibName(ofPath path: String) -> String {
        let name = PathComponents.last(path)
        for suffix in [".storyboard.nib.json", ".storyboard.json", manifestExtension, ".xib", ".storyboard", ".json"]
        where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// The localization of a path in a `NAME.lproj` folder (`Base`, `ja`), else nil.
    public static func localization(ofPath path: String) -> String? {
        let parts = PathComponents.of(path)
        guard parts.count >= 2 else { return nil }
        let folder = parts[parts.count - 2]
        guard folder.hasSuffix(".lproj"), folder.count > 6 else { return nil }
        return String(folder.dropLast(6))
    }

    /// The first output name two documents share, given in the order they should be reported
    /// (the later document is the one named second); nil when every name is unique. Names that
    /// differ only in case collide too: a case-insensitive disk (macOS's default) keeps one file,
    /// and so do names that differ only in Unicode normalization (`String` keys compare them as
    /// equal, and macOS's disks do). Two paths are two documents unless their bytes are equal:
    /// `Café/Main.xib` spelled with `é` and with `e` and a combining accent are two folders on
    /// Linux, which `==` took for one, so both wrote one file without a word.
    public static func firstCollision(_ documents: [(path: String, names: NibOutputNames)]) -> OutputCollision? {
        var owners: [String: (path: String, name: String)] = [:]
        for document in documents {
            for name in document.names.fileNames {
                let key = name.lowercased()
                if let first = owners[key], !first.path.utf8.elementsEqual(document.path.utf8) {
                    return OutputCollision(name: name, first: first.path, second: document.path, firstName: first.name)
                }
                owners[key] = (document.path, name)
            }
        }
        return nil
    }
}

/// Two documents that would write the same file. The second is the one the error is about.
public struct OutputCollision: Error, Sendable, Hashable {
    /// The file name both would write.
    public var name: String
    /// The path of the document that claims the name first.
    public var first: String
    /// The path of the document that would write it again: the one the error is about.
    public var second: String

    /// The name the first document's file has: ``name`` itself, or a spelling that differs from
    /// it only in case.
    public var firstName: String

    /// The collision of `first` and `second` over the file `name` (`firstName` when the first
    /// document's file is spelled with other case).
    public init(name: String, first: String, second: String, firstName: String? = nil) {
        self.name = name
        self.first = first
        self.second = second
        self.firstName = firstName ?? name
    }

    /// What is wrong, without the place (the second document).
    public var message: String {
        guard firstName == name else {
            return "generates '\(name)', which differs from \(first)'s '\(firstName)' only in case "
                + "(a case-insensitive disk holds one of them); rename one of them"
        }
        return "generates '\(name)' like \(first); rename one of them (or move them into NAME.lproj folders)"
    }
}
