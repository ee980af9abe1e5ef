#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where the translations of a Base-internationalized document live, by the rule Xcode projects
/// follow (and the build plugin applies): for `DIR/Base.lproj/NAME.xib` (or `.storyboard`),
/// `DIR/LANG.lproj/NAME.strings` for each language, and a String Catalog `NAME.xcstrings` in `DIR`
/// or in any of its `.lproj` folders (Xcode puts it in `mul.lproj` or beside the folders).
public enum TranslationFiles {
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
        let parts = document.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2] == "Base.lproj" else { return [] }
        let fileName = String(parts[parts.count - 1])
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return [] }
        let name = String(fileName[..<dot])
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

    /// The language of `LANG.lproj/NAME.strings`, or nil when the file is not in such a folder.
    public static func language(of path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj"), parts[parts.count - 2].count > 6 else {
            return nil
        }
        return String(parts[parts.count - 2].dropLast(6))
    }
}
