#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
// The build plugins compile this file too, beside NibModel's `PathComponents.swift`.
#if canImport(NibModel)
    import NibModel
#endif

/// Where the translations of a Base-internationalized document live, by the rule Xcode projects
/// follow (and the build plugin applies): for `DIR/Base.lproj/NAME.xib` (or `.storyboard`),
/// `DIR/LANG.lproj/NAME.strings` for each language, and a String Catalog `NAME.xcstrings` in `DIR`
/// or in any of its `.lproj` folders (Xcode puts it in `mul.lproj` or beside the folders).
public enum TranslationFiles {
    /// The largest translation file (`.strings` or String Catalog) read, by the commands and
    /// by the build plugin while it plans: 64 MiB.
    public static let maximumSize = 64 << 20

    /// A translation file of one document.
    public enum File: Sendable, Hashable {
        /// A `.strings` file holding one language.
        case table(path: String, language: String)
        /// A String Catalog holding many languages.
        case catalog(path: String)

        public var path: String {
            switch self {
            case .table(let path, _), .catalog(let path): return path
            }
        }
    }

    /// The translation files of `document`, sorted by path; none when it is not in `Base.lproj`.
    /// Paths are built on `document`'s own path, so a relative document gives relative paths.
    public static func discover(beside document: String) -> [File] {
        let parts = PathComponents.of(document, keepingEmpty: true)
        guard parts.count >= 2, parts[parts.count - 2] == "Base.lproj" else { return [] }
        guard let name = documentName(of: String(parts[parts.count - 1])) else { return [] }
        let directoryParts = parts.dropLast(2)
        let directory = directoryParts.isEmpty ? "" : directoryParts.joined(separator: "/") + "/"
        let listed = directory.isEmpty ? "." : directory
        let manager = FileManager.default
        var found: [File] = []
        if manager.fileExists(atPath: directory + name + ".xcstrings") {
            found.append(.catalog(path: directory + name + ".xcstrings"))
        }
        let folders = ((try? manager.contentsOfDirectory(atPath: listed)) ?? []).filter {
            $0.hasSuffix(".lproj") && $0.count > 6
        }
        for folder in folders {
            let language = String(folder.dropLast(6))
            let table = directory + folder + "/" + name + ".strings"
            if language != "Base" && manager.fileExists(atPath: table) {
                found.append(.table(path: table, language: language))
            }
            let catalog = directory + folder + "/" + name + ".xcstrings"
            if manager.fileExists(atPath: catalog) { found.append(.catalog(path: catalog)) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The document's name in its file name: `Login.xib` and `Login.nib.json` are both `Login`;
    /// nil when there is no name before the extension.
    public static func documentName(of fileName: String) -> String? {
        let stem = fileName.hasSuffix(".nib.json") ? String(fileName.dropLast(5)) : fileName
        guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex else { return nil }
        return String(stem[..<dot])
    }

    /// The translated copy of a Base document for `language` (`DIR/LANG.lproj/NAME.xib` or
    /// `.storyboard`), when there is one: it is built as it is, so it wins over the `.strings`
    /// file and the catalogs of that language.
    public static func translatedDocument(of document: String, language: String) -> String? {
        let parts = PathComponents.of(document, keepingEmpty: true)
        guard parts.count >= 2, parts[parts.count - 2] == "Base.lproj",
            let name = documentName(of: String(parts[parts.count - 1]))
        else { return nil }
        let directory = parts.dropLast(2).map { $0 + "/" }.joined()
        for suffix in [".xib", ".storyboard"] {
            let path = directory + language + ".lproj/" + name + suffix
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    /// The catalogs among `files` in the order their languages are taken: the one beside the
    /// `.lproj` folders (`DIR/NAME.xcstrings`) first, then those inside folders (`mul.lproj/`,
    /// `en.lproj/`, …) by path. A language is built from the first source that has it, in this
    /// order: the translated document, the `.strings` file, then these catalogs.
    public static func catalogsInPrecedence(_ files: [File]) -> [String] {
        let catalogs = files.compactMap { file -> String? in
            if case .catalog(let path) = file { return path } else { return nil }
        }
        return catalogs.filter { language(of: $0) == nil } + catalogs.filter { language(of: $0) != nil }
    }

    /// The language of `LANG.lproj/NAME.strings`, or nil when the file is not in such a folder.
    public static func language(of path: String) -> String? {
        let parts = PathComponents.of(path)
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj"), parts[parts.count - 2].count > 6 else {
            return nil
        }
        return String(parts[parts.count - 2].dropLast(6))
    }
}
