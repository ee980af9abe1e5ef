import NibModel

/// Checks a storyboard's references (`<viewControllerPlaceholder>`): the storyboard they name
/// must exist and hold the controller they name (`referencedIdentifier`, or its initial
/// controller when the reference names none).
///
/// A reference without `storyboardName` points into its own storyboard and is always checked.
/// `storyboardName` is a name, never a path (``StoryboardStructure`` refuses one before this runs):
/// a reference cannot make the converter read a file outside the folders it searches.
/// Another storyboard can only be checked when it can be found: it is looked for as
/// `NAME.storyboard` in the referring storyboard's folder, in that folder's parent when it is a
/// `.lproj` folder, in a `Base.lproj` beside either, and in ``XibCompiler/Options/storyboardDirectories``;
/// when several folders have it, the referring storyboard's own folder wins and otherwise the
/// reference is an error naming them (``TargetDocumentNames``).
/// When ``XibCompiler/Options/requiresReferencedStoryboards`` is set (the build plugin sets it:
/// it knows every storyboard of the target), a storyboard found nowhere is an error; otherwise
/// it is assumed to be compiled elsewhere. A reference with a `bundleIdentifier` names another
/// bundle and is not checked; when the target's storyboards are known it is a warning, since the
/// target's storyboard set cannot reach it at run time without help.
struct StoryboardReferences {
    let path: String
    let options: XibCompiler.Options

    /// Checks every reference; returns the warnings (references to other bundles).
    func check(_ document: NibDocument) throws(XibError) -> [Diagnostic] {
        var cache: [String: StoryboardIndex?] = [:]
        var warnings: [Diagnostic] = []
        let own = StoryboardIndex(document)
        let ownName = FileIO.stem(path, dropping: ".storyboard")
        for object in document.objects where object.role == .storyboardReference {
            let at = SourceLocation(file: path, position: object.position)
            let named = string(object.properties["storyboardName"])
            if let bundle = string(object.properties["bundleIdentifier"]) {
                if options.requiresReferencedStoryboards { warnings.append(otherBundle(named ?? ownName, bundle, at)) }
                continue
            }
            let identifier = string(object.properties["referencedIdentifier"])
            // A name that is a path never gets here: the storyboard's rules refused it (``StoryboardStructure``).
            let name = named ?? ownName
            let index: StoryboardIndex
            if named == nil || named == ownName {
                index = own
            } else {
                if cache[name] == nil { cache[name] = try load(name, at: at) }
                guard let found = cache[name] ?? nil else {
                    if options.requiresReferencedStoryboards {
                        try unresolved(
                            .missingReferencedStoryboard(at, name: name, searched: searchDirectories()), into: &warnings
                        )
                    }
                    continue
                }
                index = found
            }
            if let identifier {
                if !index.identifiers.contains(identifier) {
                    try unresolved(
                        .missingReferencedIdentifier(at, storyboard: name, identifier: identifier), into: &warnings)
                }
            } else if !index.hasInitialController {
                try unresolved(.missingReferencedIdentifier(at, storyboard: name, identifier: nil), into: &warnings)
            }
        }
        return warnings
    }

    /// A reference that cannot be resolved: an error, or a warning when the options ask for one.
    func unresolved(_ error: XibError, into warnings: inout [Diagnostic]) throws(XibError) {
        guard options.reportsUnresolvedReferencesAsWarnings else { throw error }
        var warning = error.diagnostic
        warning.severity = .warning
        warnings.append(warning)
    }

    /// The warning for a reference to a storyboard of another bundle: the target's storyboards
    /// do not hold it, so loading it needs a resolver that does.
    func otherBundle(_ name: String, _ bundle: String, _ at: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, at: at,
            message: "storyboard reference to \"\(name)\" in bundle \"\(bundle)\" is not checked and is not one of "
                + "this target's storyboards: it fails at run time unless a NibStoryboardSet with a fallback "
                + "resolver that finds it loads the storyboard")
    }

    func string(_ value: NibValue?) -> String? { NibValueReading.nonEmptyString(value) }

    /// The folders a referenced storyboard is looked for in, in order.
    func searchDirectories() -> [String] {
        let folder = PathComponents.splitAtLastSlash(path[...])?.folder ?? "."
        var result = [folder]
        if folder.hasSuffix(".lproj") {
            let parent = PathComponents.splitAtLastSlash(folder[...])?.folder ?? "."
            result.append(parent)
            result.append(parent + "/Base.lproj")
        } else {
            result.append(folder + "/Base.lproj")
        }
        for directory in options.storyboardDirectories where !result.contains(directory) { result.append(directory) }
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }

    /// The storyboard `name` the reference at `at` means, read; nil when no folder has it. Of the
    /// files found in ``searchDirectories()``, the one ``TargetDocumentNames`` resolves the
    /// reference to: its own folder's, else the only folder's; several other folders' are
    /// ``XibError/ambiguousReferencedStoryboard(_:name:paths:)``, never a pick.
    func load(_ name: String, at: SourceLocation) throws(XibError) -> StoryboardIndex? {
        let found = searchDirectories().map { $0 + "/" + name + ".storyboard" }.filter {
            FileIO.exists($0) && !FileIO.isDirectory($0)
        }
        switch TargetDocumentNames.resolve(referenceFrom: path, candidates: found) {
        case .none: return nil
        case .ambiguous(let paths): throw .ambiguousReferencedStoryboard(at, name: name, paths: paths)
        case .found(let candidate):
            let bytes: [UInt8]
            do { bytes = try FileIO.read(candidate, limit: options.maximumInputSize) } catch {
                throw .unreadableReferencedStoryboard(at, path: candidate, reason: error.reason, position: nil)
            }
            do { return StoryboardIndex(try SAXTreeBuilder.parse(bytes, fileName: candidate)) } catch {
                throw .unreadableReferencedStoryboard(
                    at, path: candidate, reason: error.message,
                    position: SourcePosition(line: error.line, column: error.column))
            }
        }
    }
}

/// What a storyboard offers to references: its controllers' identifiers and whether it has an
/// initial controller.
struct StoryboardIndex {
    var identifiers: Set<String> = []
    var hasInitialController = false

    init(_ document: NibDocument) {
        hasInitialController = document.initialController != nil
        for object in document.objects {
            if case .string(let identifier)? = object.properties["storyboardIdentifier"] {
                identifiers.insert(identifier)
            }
        }
    }

    /// Read from the element tree only: a referenced storyboard is not compiled (its own
    /// references could lead back here).
    init(_ tree: XMLTree) {
        let root = tree.node(tree.root)
        hasInitialController = root.attribute("initialViewController") != nil
        var pending = [tree.root]
        while let index = pending.popLast() {
            let node = tree.node(index)
            if let identifier = node.attribute("storyboardIdentifier") { identifiers.insert(identifier) }
            pending += node.children
        }
    }
}
