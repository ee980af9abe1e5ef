import NibModel

extension CompiledStoryboard {
    /// The name of the property list in a `.storyboardc` folder.
    public static let infoFileName = "Info.plist"
    /// `Info.plist`'s key for each controller's identifier and its nib's name.
    public static let identifiersToNibNamesKey = "UIViewControllerIdentifiersToNibNames"
    /// `Info.plist`'s key for the initial controller's identifier.
    public static let entryPointKey = "UIStoryboardDesignatedEntryPointIdentifier"
    /// `Info.plist`'s key for the folder's format version.
    public static let versionKey = "UIStoryboardVersion"

    /// The compiled storyboard in the `.storyboardc` folder `folder`: `Info.plist` (a binary
    /// property list) and the nibs it names, each controller's nib followed by its view's (the
    /// nib its controller's `UINibName` names), in `Info.plist`'s order. Keys of `Info.plist`
    /// other than ``identifiersToNibNamesKey``, ``entryPointKey`` and ``versionKey`` are not
    /// kept; a missing version reads as 1. Errors name the file (and for a nib the archive
    /// object) they are about.
    public static func read(contentsOf folder: String) throws(CompiledStoryboardLoadError) -> CompiledStoryboard {
        let files = try CompiledStoryboardFiles(folder: folder)
        return CompiledStoryboard(
            nibs: files.nibs.map { Nib(name: $0.name, graph: NibArchiveGraph($0.archive)) },
            entryPointIdentifier: files.entryPointIdentifier, identifiersToNibNames: files.identifiersToNibNames,
            version: files.version)
    }

    /// A compiled storyboard of `nibs` and the facts `Info.plist`'s property list `info` records
    /// (read from `file`, which errors name).
    public init(info: PropertyListValue, nibs: [Nib], file: String) throws(CompiledStoryboardError) {
        let (entryPoint, identifiers, version) = try Self.info(from: info, file: file)
        self.init(nibs: nibs, entryPointIdentifier: entryPoint, identifiersToNibNames: identifiers, version: version)
    }

    /// The parts of `Info.plist`'s property list `value` (read from `file`).
    static func info(from value: PropertyListValue, file: String) throws(CompiledStoryboardError) -> (
        entryPoint: String?, identifiersToNibNames: [(identifier: String, nibName: String)], version: Int
    ) {
        guard case .dictionary = value else { throw CompiledStoryboardError(.infoNotADictionary, file: file) }
        guard let table = value[identifiersToNibNamesKey] else {
            throw CompiledStoryboardError(.missingInfoKey(identifiersToNibNamesKey), file: file)
        }
        guard case .dictionary(let entries) = table else {
            throw CompiledStoryboardError(
                .wrongInfoValue(key: identifiersToNibNamesKey, expected: "a dictionary"), file: file)
        }
        var pairs: [(identifier: String, nibName: String)] = []
        for entry in entries {
            guard let nibName = entry.value.stringValue else {
                throw CompiledStoryboardError(
                    .wrongInfoValue(key: identifiersToNibNamesKey + "." + entry.key, expected: "a string"), file: file)
            }
            try checkNibName(nibName, file: file)
            pairs.append((entry.key, nibName))
        }
        var entryPoint: String?
        if let value = value[entryPointKey] {
            guard let text = value.stringValue else {
                throw CompiledStoryboardError(.wrongInfoValue(key: entryPointKey, expected: "a string"), file: file)
            }
            entryPoint = text
        }
        var version = 1
        if let value = value[versionKey] {
            guard let number = value.integerValue, let small = Int(exactly: number) else {
                throw CompiledStoryboardError(.wrongInfoValue(key: versionKey, expected: "an integer"), file: file)
            }
            version = small
        }
        return (entryPoint, pairs, version)
    }

    /// A nib name must be a name (``ResourceName``): a file of the folder, never a path out of it
    /// nor a text with control characters.
    static func checkNibName(_ name: String, file: String, object: Int? = nil) throws(CompiledStoryboardError) {
        guard ResourceName.problem(name: name) != nil else { return }
        throw CompiledStoryboardError(.invalidNibName(name), file: file, object: object)
    }
}
