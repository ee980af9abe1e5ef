// The build plugins compile this file too (their copies are symbolic links to it), beside the
// NibModel and JSON reader files it needs; there are no modules to import then.
#if canImport(NibModel)
    import NibModel
    @_spi(NibConfiguration) import NibStrings
#endif

/// The per-target configuration file, `nib.json`, as written:
///
/// ```json
/// { "access": "public", "templates": "NibTemplates", "strict": true,
///   "types": { "LoginController": "LoginScreen" }, "bases": { "Inspector": "NibViewController" },
///   "compileNibs": ["Panel.xib"] }
/// ```
/// Every key is optional; `templates` is relative to the file's directory. Unknown keys are an
/// error, so a misspelt option cannot be ignored silently.
///
/// The one reading of the file: `codegen` and the build plugins compile this very file (the
/// plugins' copies are symbolic links to it), so both see the same keys and report the same errors.
struct NibConfigFile: Equatable {
    /// The file's fixed name; a target has at most one, anywhere in its folder.
    static let fileName = "nib.json"
    /// The largest file read (1 MiB): a configuration is a few lines, so anything larger is a
    /// mistake, refused before it is read.
    static let maximumSize = 1 << 20

    /// `public` or `internal` as written; `codegen` checks the value.
    var access: String?
    /// The templates directory, resolved against the configuration file's directory by ``decode(_:path:)``.
    var templates: String?
    /// Custom class name → Swift type.
    var types: [String: String]?
    /// Custom class name → the default object its generated base derives from.
    var bases: [String: String]?
    /// Warn about everything the converter keeps only generically.
    var strict: Bool?
    /// The documents the plugins also compile (`codegen compile`): the build plugin into binary
    /// nibs in the target's resources, `generate-nib-sources` beside the sources it writes. Every
    /// `.xib` (`true`) or those listed, as paths relative to the target's folder; a storyboard
    /// only when listed. Absent or `false`: none.
    var compileNibs: CompiledNibs?

    /// Which documents ``compileNibs`` selects: the one selection rule of both plugins.
    enum CompiledNibs: Equatable {
        case all
        case listed([String])

        /// The extensions a listed path may have.
        static let documentExtensions = [".xib", ".storyboard"]

        /// The selection `selection` in one line, as the build plugin hands the one it planned a
        /// build with to `codegen convert --planned-compile-nibs`: `none`, `all`, or the listed
        /// paths as Swift writes an array of strings (`["A.xib", "B/C.xib"]`, quotes escaped).
        static func planText(_ selection: CompiledNibs?) -> String {
            switch selection {
            case nil: return "none"
            case .all: return "all"
            case .listed(let paths): return paths.description
            }
        }

        /// Whether the document at `path` (relative to the target's folder) is selected: `true`
        /// selects every `.xib` (what it has always meant) and no storyboard, a list what it names.
        func includes(_ path: String) -> Bool {
            switch self {
            case .all: return path.hasSuffix(".xib")
            case .listed(let paths): return paths.contains(path)
            }
        }
    }

    /// What each key must hold, the text of the error when it does not.
    static let expectations: [String: String] = [
        "access": "must be \"public\" or \"internal\"",
        "templates": "must be a directory path (a string)",
        "types": "must map class names to Swift type names (strings)",
        "bases": "must map class names to default-object types (strings, e.g. \"NibViewController\")",
        "strict": "must be true or false",
        "compileNibs":
            "must be true, false or a list of .xib or .storyboard paths relative to the target's folder (strings)",
    ]

    /// Why a configuration file could not be used: the file, where in it when known, and what
    /// is wrong, which `codegen` and the plugins each print as a diagnostic.
    enum Failure: Error, Equatable {
        case unreadable(path: String, reason: String)
        case invalid(path: String, position: SourcePosition?, reason: String)

        /// The configuration file.
        var path: String {
            switch self {
            case .unreadable(let path, _), .invalid(let path, _, _): return path
            }
        }

        /// Where in the file: the member a value error is about, the byte a syntax error is at.
        var position: SourcePosition? {
            if case .invalid(_, let position, _) = self { return position }
            return nil
        }

        /// What is wrong with it.
        var message: String {
            switch self {
            case .unreadable(_, let reason): return "cannot read the configuration: \(reason)"
            case .invalid(_, _, let reason): return "invalid configuration: \(reason)"
            }
        }

        /// The error for `key` holding a value it may not, at the member `position`.
        static func badValue(_ key: String, path: String, at position: SourcePosition?) -> Failure {
            .invalid(
                path: path, position: position,
                reason: "\"\(key)\" \(NibConfigFile.expectations[key] ?? "has the wrong type")")
        }
    }

    /// Where each key of the file, and each entry of `types` and `bases`, is written (its key's
    /// first character), so that a value refused later can be named at its line.
    var positions: [String: SourcePosition] = [:]
    /// `types`' and `bases`' entries' positions: key → class name → position.
    var entryPositions: [String: [String: SourcePosition]] = [:]

    /// The configuration in `bytes`, the contents of the file at `path`: strict JSON (RFC 8259),
    /// one object, every key known and written once, every error at its line and column.
    static func decode(_ bytes: [UInt8], path: String) throws(Failure) -> NibConfigFile {
        let root: JSONValue
        do { root = try JSONParser.parse(bytes) } catch {
            throw .invalid(path: path, position: error.position, reason: error.message)
        }
        guard let members = root.members else {
            throw .invalid(path: path, position: .start, reason: "not a JSON object (the file holds \(root.kindName))")
        }
        var file = NibConfigFile()
        for member in members {
            let key = member.key
            guard expectations[key] != nil else {
                throw .invalid(
                    path: path, position: member.position,
                    reason:
                        "unknown key \(key.debugDescription) (known: \(expectations.keys.sorted().joined(separator: ", ")))"
                )
            }
            guard file.positions.updateValue(member.position, forKey: key) == nil else {
                throw .invalid(path: path, position: member.position, reason: "\"\(key)\" is given twice")
            }
            guard try file.set(key, to: member.value, path: path) else {
                throw .badValue(key, path: path, at: member.position)
            }
        }
        if let templates = file.templates {
            file.templates = templates.hasPrefix("/") ? templates : directory(of: path) + templates
        }
        return file
    }

    /// Sets the option `key` from `value`; `false` when the value is not one the key may hold. A
    /// class name given twice in `types` or `bases` is an error at the second.
    private mutating func set(_ key: String, to value: JSONValue, path: String) throws(Failure) -> Bool {
        switch (key, value) {
        case ("access", .string(let text)): access = text
        case ("templates", .string(let text)) where !text.isEmpty: templates = text
        case ("strict", .bool(let flag)): strict = flag
        case ("compileNibs", .bool(let all)): compileNibs = all ? .all : nil
        case ("compileNibs", .array(let elements)):
            let paths = elements.compactMap(\.stringValue)
            let documents =
                paths.count == elements.count
                && paths.allSatisfy { path in
                    !path.hasPrefix("/") && CompiledNibs.documentExtensions.contains { path.hasSuffix($0) }
                }
            guard documents else { return false }
            compileNibs = .listed(paths)
        case ("types", .object(let entries)), ("bases", .object(let entries)):
            var names: [String: String] = [:]
            var places: [String: SourcePosition] = [:]
            for entry in entries {
                guard let type = entry.value.stringValue else { return false }
                guard places.updateValue(entry.position, forKey: entry.key) == nil else {
                    throw .invalid(
                        path: path, position: entry.position,
                        reason: "\"\(key)\" maps \(entry.key.debugDescription) twice")
                }
                names[entry.key] = type
            }
            if key == "types" { types = names } else { bases = names }
            entryPositions[key] = places
        default: return false
        }
        return true
    }

    /// `dir/nib.json` → `dir/` (empty for a bare file name).
    static func directory(of path: String) -> String {
        PathComponents.directory(path)
    }
}
