/// The names the documents of one target go by when several of them share a file name in different
/// folders (`Settings/Main.storyboard`, `Onboarding/Main.storyboard`), and which of them a
/// storyboard reference's `storyboardName` means: the one place these rules are written.
///
/// A document's name is its file name without extension (`Main`) while no document of another
/// folder has the same one. Otherwise each of them is qualified by the folders that tell them
/// apart — the folders below the deepest folder holding all of them, joined with `.` before the
/// name: `Settings.Main`, `Onboarding.Main` (`Flows/Settings/Main.storyboard` beside
/// `Flows/Onboarding/Main.storyboard` gives the same names; one directly in that deepest folder
/// keeps `Main`). A `NAME.lproj` folder is not a folder of its own: `Settings/Base.lproj/Main.storyboard`
/// and `Settings/ja.lproj/Main.storyboard` are one document, in `Settings`.
///
/// The build plugins compile this very file (their copies are symbolic links to it), so it
/// depends on nothing: no Foundation, no other module.
public enum TargetDocumentNames {
    /// What joins qualifying folders to a name (`Settings.Main`).
    public static let separator = "."

    /// The folder a document belongs to, as path components: its directory without a trailing
    /// `NAME.lproj` (`Sources/App/Settings/Base.lproj/Main.storyboard` → `Sources`, `App`,
    /// `Settings`). Empty and `.` components are left out, so `A//B/./X.xib` is in `A/B`.
    public static func folder(ofPath path: String) -> [String] {
        var parts = PathComponents.of(path).filter { $0 != "." }
        if !parts.isEmpty { parts.removeLast() }
        if let last = parts.last, last.hasSuffix(".lproj"), last.count > 6 { parts.removeLast() }
        return parts
    }

    /// The name of each document in its target, in the order given: `name` (its file name
    /// without extension) while it is unique among the documents' folders, else qualified by
    /// folder (see the type's description). Documents of one folder and one name are the same
    /// document (its localizations) and get the same name.
    public static func names(of documents: [(path: String, name: String)]) -> [String] {
        var folders: [String: [[String]]] = [:]
        for document in documents {
            let folder = folder(ofPath: document.path)
            if !folders[document.name, default: []].contains(folder) {
                folders[document.name, default: []].append(folder)
            }
        }
        return documents.map { document in
            guard let shared = folders[document.name], shared.count > 1 else { return document.name }
            let qualifier = folder(ofPath: document.path).dropFirst(commonPrefixCount(shared))
            return (qualifier + [document.name]).joined(separator: separator)
        }
    }

    /// The paths of `paths` whose file name (`Main.storyboard`) a path of another folder has too
    /// (localizations count as one folder). Swift names a `#sourceLocation` by its module and file
    /// name (`#fileID`) and refuses two paths with one such name in a module, so generated code
    /// points no line directive at these documents.
    public static func pathsSharingFileNames(_ paths: [String]) -> Set<String> {
        var folders: [String: [[String]]] = [:]
        for path in paths {
            let file = PathComponents.last(path)
            if !folders[file, default: []].contains(folder(ofPath: path)) {
                folders[file, default: []].append(folder(ofPath: path))
            }
        }
        return Set(paths.filter { (folders[PathComponents.last($0)]?.count ?? 0) > 1 })
    }

    /// How many leading components every folder of `folders` has in common.
    static func commonPrefixCount(_ folders: [[String]]) -> Int {
        guard let first = folders.first else { return 0 }
        var count = 0
        while count < first.count, folders.allSatisfy({ $0.count > count && $0[count] == first[count] }) { count += 1 }
        return count
    }

    /// Which document a storyboard reference means.
    public enum Resolution: Sendable, Equatable {
        /// No document has the name.
        case none
        /// The document at this path.
        case found(String)
        /// Documents of several folders have the name, none in the referring document's folder:
        /// one path per folder, sorted. A build must not pick one.
        case ambiguous([String])
    }

    /// Which of `candidates` — the paths of the target's documents whose file name is the one a
    /// reference in the document at `path` names — the reference means: the one in the referring
    /// document's own folder (localizations count as one folder), else the one of the only
    /// folder holding any, else none; candidates in several other folders are
    /// ``Resolution/ambiguous(_:)``. Xcode looks a name up in the app bundle, where such names
    /// would collide; here the referring storyboard's folder decides, and nothing else does.
    public static func resolve(referenceFrom path: String, candidates: [String]) -> Resolution {
        let own = folder(ofPath: path)
        if let same = candidates.first(where: { folder(ofPath: $0) == own }) { return .found(same) }
        var seen: [[String]] = []
        var firsts: [String] = []
        for candidate in candidates where !seen.contains(folder(ofPath: candidate)) {
            seen.append(folder(ofPath: candidate))
            firsts.append(candidate)
        }
        switch firsts.count {
        case 0: return .none
        case 1: return .found(firsts[0])
        default: return .ambiguous(firsts.sorted())
        }
    }

    /// The message for a reference to `name` that is ``Resolution/ambiguous(_:)`` among `paths`.
    public static func ambiguityMessage(name: String, paths: [String]) -> String {
        "storyboard reference to \"\(name)\" is ambiguous: storyboards of that name are in \(paths.count) folders, "
            + paths.joined(separator: " and ")
            + ", and none is in this storyboard's folder (move this storyboard beside the one it means, or rename one)"
    }
}
