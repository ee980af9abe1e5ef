/// The one rule for names that documents and manifests hand to the file system: a storyboard a
/// reference names, a localization, the document's own path in its package.
///
/// A document or a manifest may come from anyone, so nothing it says may lead a tool to read or
/// write outside the folders it was given. A *name* is one path component: not empty, no `/` or
/// `\`, not `.` or `..`, no NUL or other control character. A *package path* (the identity a
/// manifest records) is relative and made of names.
public enum ResourceName {
    /// Why a text is not a name (or not a package path).
    public enum Problem: Sendable, Hashable {
        case empty
        /// It holds `/` or `\`, so it would name a file in another folder.
        case separator
        /// It is `.` or `..`, or a package path has such a component.
        case dotComponent
        /// A package path that starts at the root (`/`).
        case absolute
        /// It holds NUL or another control character.
        case controlCharacter

        /// The problem in words, to follow "is not a name: ".
        public var reason: String {
            switch self {
            case .empty: return "it is empty"
            case .separator: return "it contains a path separator"
            case .dotComponent: return "it names a folder (. or ..)"
            case .absolute: return "it is an absolute path"
            case .controlCharacter: return "it contains a control character"
            }
        }
    }

    /// Why `text` is not a name (one path component), or nil when it is one.
    public static func problem(name text: String) -> Problem? {
        if text.isEmpty { return .empty }
        if text == "." || text == ".." { return .dotComponent }
        for byte in text.utf8 {
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") { return .separator }
            if byte < 0x20 || byte == 0x7F { return .controlCharacter }
        }
        return nil
    }

    /// Why `text` is not a package path (relative, every component a name), or nil when it is one.
    /// Empty components (`a//b`, a trailing `/`) are allowed, as a shell allows them.
    public static func problem(packagePath text: String) -> Problem? {
        if text.isEmpty { return .empty }
        if text.hasPrefix("/") { return .absolute }
        for component in text.split(separator: "/") {
            if let problem = problem(name: String(component)) { return problem }
        }
        return nil
    }

    /// The message for a refused value: `storyboard name "../x" is not a name: it contains a path
    /// separator` (or `is not a package path` for a refused package path).
    public static func message(what: String, value: String, problem: Problem, isPath: Bool = false) -> String {
        let kind = isPath ? "a package path" : "a name"
        let shown = value.count > 120 ? String(value.prefix(120)) + "…" : value
        return "\(what) \(shown.debugDescription) is not \(kind): \(problem.reason)"
    }
}
