import Foundation

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
struct NibConfigFile: Equatable, Decodable {
    /// The file's fixed name; a target has at most one, anywhere in its folder.
    static let fileName = "nib.json"

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

    /// Why a configuration file could not be used: the file and what is wrong with it, which
    /// `codegen` and the plugins each print as a diagnostic.
    enum Failure: Error, Equatable {
        case unreadable(path: String, reason: String)
        case invalid(path: String, reason: String)

        /// The configuration file.
        var path: String {
            switch self {
            case .unreadable(let path, _), .invalid(let path, _): return path
            }
        }

        /// What is wrong with it.
        var message: String {
            switch self {
            case .unreadable(_, let reason): return "cannot read the configuration: \(reason)"
            case .invalid(_, let reason): return "invalid configuration: \(reason)"
            }
        }

        /// The error for `key` holding a value it may not.
        static func badValue(_ key: String, path: String) -> Failure {
            .invalid(path: path, reason: "\"\(key)\" \(NibConfigFile.expectations[key] ?? "has the wrong type")")
        }
    }

    /// The configuration in `data`, the contents of the file at `path`.
    static func decode(_ data: Data, path: String) throws(Failure) -> NibConfigFile {
        var file: NibConfigFile
        do { file = try JSONDecoder().decode(NibConfigFile.self, from: data) } catch let error as UnknownKey {
            throw .invalid(
                path: path,
                reason: "unknown key \"\(error.key)\" (known: \(expectations.keys.sorted().joined(separator: ", ")))")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            guard let key = context.codingPath.first?.stringValue else {
                throw .invalid(path: path, reason: "not a JSON object")
            }
            throw .badValue(key, path: path)
        } catch {
            throw .invalid(path: path, reason: "not a JSON object")
        }
        if let templates = file.templates {
            guard !templates.isEmpty else { throw .badValue("templates", path: path) }
            file.templates = templates.hasPrefix("/") ? templates : directory(of: path) + templates
        }
        return file
    }

    /// `dir/nib.json` → `dir/` (empty for a bare file name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    private struct UnknownKey: Error { var key: String }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let unknown = container.allKeys.map(\.stringValue).sorted().first(where: { Self.expectations[$0] == nil }) {
            throw UnknownKey(key: unknown)
        }
        access = try container.decodeIfPresent(String.self, forKey: Key(stringValue: "access"))
        templates = try container.decodeIfPresent(String.self, forKey: Key(stringValue: "templates"))
        types = try container.decodeIfPresent([String: String].self, forKey: Key(stringValue: "types"))
        bases = try container.decodeIfPresent([String: String].self, forKey: Key(stringValue: "bases"))
        strict = try container.decodeIfPresent(Bool.self, forKey: Key(stringValue: "strict"))
        let compileKey = Key(stringValue: "compileNibs")
        if let all = try? container.decodeIfPresent(Bool.self, forKey: compileKey) {
            compileNibs = all ? .all : nil
        } else if container.contains(compileKey) {
            let paths = try container.decode([String].self, forKey: compileKey)
            let documents = paths.allSatisfy { path in
                !path.hasPrefix("/") && CompiledNibs.documentExtensions.contains { path.hasSuffix($0) }
            }
            guard documents else {
                throw DecodingError.typeMismatch(
                    [String].self,
                    DecodingError.Context(codingPath: [compileKey], debugDescription: "not relative document paths"))
            }
            compileNibs = .listed(paths)
        }
    }
}
