import ArgumentParser
import Foundation
import NibCodeGen
import NibModel

/// The optional per-target configuration file, `nib.json`:
///
/// ```json
/// { "access": "public", "templates": "NibTemplates", "strict": true,
///   "types": { "LoginController": "LoginScreen" }, "bases": { "Inspector": "NibViewController" } }
/// ```
/// Every key is optional; `templates` is relative to the file's directory. Unknown keys are an
/// error, so a misspelt option cannot be ignored silently.
struct NibConfig: Equatable {
    /// The file name the build plugin looks for in a target.
    static let fileName = "nib.json"

    var access: GeneratorOptions.Access = .internal
    /// The templates directory, resolved against the configuration file's directory.
    var templates: String?
    /// Custom class name → Swift type.
    var types: [String: String] = [:]
    /// Custom class name → the default object its generated base derives from.
    var bases: [String: String] = [:]
    /// Warn about everything the converter keeps only generically.
    var strict = false

    /// Why a configuration file could not be used.
    enum Failure: Error, DiagnosticConvertible {
        case unreadable(path: String, reason: String)
        case invalid(path: String, reason: String)

        var diagnostic: Diagnostic {
            switch self {
            case let .unreadable(path, reason): return Diagnostic(file: path, message: "cannot read the configuration: \(reason)")
            case let .invalid(path, reason): return Diagnostic(file: path, message: "invalid configuration: \(reason)")
            }
        }
    }

    /// Reads `path`; `templates` comes back resolved against the file's directory.
    static func read(_ path: String) throws(Failure) -> NibConfig {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, limit: 1 << 20) } catch { throw .unreadable(path: path, reason: error.reason) }
        let raw: RawConfig
        do { raw = try JSONDecoder().decode(RawConfig.self, from: Data(bytes)) } catch let error as RawConfig.Problem {
            throw .invalid(path: path, reason: error.message)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            guard let key = context.codingPath.first?.stringValue else { throw .invalid(path: path, reason: "not a JSON object") }
            throw .invalid(path: path, reason: "\"\(key)\" \(RawConfig.expectations[key] ?? "has the wrong type")")
        } catch {
            throw .invalid(path: path, reason: "not a JSON object")
        }
        var config = NibConfig()
        if let access = raw.access {
            guard let value = GeneratorOptions.Access(rawValue: access) else {
                throw .invalid(path: path, reason: "\"access\" \(RawConfig.expectations["access"]!)")
            }
            config.access = value
        }
        if let templates = raw.templates {
            guard !templates.isEmpty else { throw .invalid(path: path, reason: "\"templates\" \(RawConfig.expectations["templates"]!)") }
            config.templates = templates.hasPrefix("/") ? templates : directory(of: path) + templates
        }
        config.types = raw.types ?? [:]
        config.bases = raw.bases ?? [:]
        config.strict = raw.strict ?? false
        return config
    }

    /// `dir/nib.json` → `dir/` (empty for a bare file name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// The configuration from `--config PATH`, or the defaults.
    static func load(_ path: String?) throws -> NibConfig {
        guard let path else { return NibConfig() }
        do { return try read(path) } catch {
            Diagnostics.emit(error)
            throw ExitCode.failure
        }
    }
}

/// The file as written: every key optional, unknown keys refused.
private struct RawConfig: Decodable {
    var access: String?
    var templates: String?
    var types: [String: String]?
    var bases: [String: String]?
    var strict: Bool?

    static let expectations: [String: String] = [
        "access": "must be \"public\" or \"internal\"",
        "templates": "must be a directory path (a string)",
        "types": "must map class names to Swift type names (strings)",
        "bases": "must map class names to default-object types (strings, e.g. \"NibViewController\")",
        "strict": "must be true or false",
    ]

    struct Problem: Error { var message: String }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let unknown = container.allKeys.map(\.stringValue).sorted().first(where: { Self.expectations[$0] == nil }) {
            throw Problem(message: "unknown key \"\(unknown)\" (known: \(Self.expectations.keys.sorted().joined(separator: ", ")))")
        }
        access = try container.decodeIfPresent(String.self, forKey: Key(stringValue: "access"))
        templates = try container.decodeIfPresent(String.self, forKey: Key(stringValue: "templates"))
        types = try container.decodeIfPresent([String: String].self, forKey: Key(stringValue: "types"))
        bases = try container.decodeIfPresent([String: String].self, forKey: Key(stringValue: "bases"))
        strict = try container.decodeIfPresent(Bool.self, forKey: Key(stringValue: "strict"))
    }
}

extension NibConfig {
    /// The generator this configuration describes; `access` and `templates` given on the command
    /// line win over the file's. `generate` and `scaffold` both build theirs here, so the type
    /// names and bases of the two always agree.
    func generator(access: GeneratorOptions.Access?, templates: String?, embedsManifests: Bool = false) throws -> NibCodeGenerator {
        var vocabulary = TypeVocabulary.defaultObjects
        vocabulary.typeNames = types
        vocabulary.baseOverrides = bases
        return try NibCodeGenerator(options: GeneratorOptions(access: access ?? self.access, embedsManifests: embedsManifests),
                                    templatesDirectory: templates ?? self.templates, vocabulary: vocabulary)
    }
}
