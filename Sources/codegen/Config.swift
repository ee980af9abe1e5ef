import ArgumentParser
import Foundation
import NibCodeGen
import NibCommands
import NibModel

/// The per-target configuration (`nib.json`, read by ``NibConfigFile``) with its values checked
/// and defaults filled in: what `convert`, `generate`, `scaffold` and `strings localize` use.
struct NibConfig: Equatable {
    var access: GeneratorOptions.Access = .internal
    /// The templates directory, resolved against the configuration file's directory.
    var templates: String?
    /// Custom class name → Swift type.
    var types: [String: String] = [:]
    /// Custom class name → the default object its generated base derives from.
    var bases: [String: String] = [:]
    /// Warn about everything the converter keeps only generically.
    var strict = false
    /// The documents the build plugin compiles into nibs (`compileNibs`), in the plan's words
    /// (``NibConfigFile/CompiledNibs/planText(_:)``).
    var compileNibsPlan = NibConfigFile.CompiledNibs.planText(nil)

    /// Reads `path`; `templates` comes back resolved against the file's directory.
    static func read(_ path: String) throws(NibConfigFile.Failure) -> NibConfig {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, limit: NibConfigFile.maximumSize) } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        let file = try NibConfigFile.decode(bytes, path: path)
        var config = NibConfig()
        if let access = file.access {
            guard let value = GeneratorOptions.Access(rawValue: access) else {
                throw .badValue("access", path: path, at: file.positions["access"])
            }
            config.access = value
        }
        config.templates = file.templates
        config.types = file.types ?? [:]
        config.bases = file.bases ?? [:]
        for (key, names) in [("types", config.types), ("bases", config.bases)] {
            for (className, type) in names.sorted(by: { $0.key < $1.key }) where !TypeVocabulary.isTypeName(type) {
                throw .invalid(
                    path: path, position: file.entryPositions[key]?[className],
                    reason: "\"\(key)\" maps \(className.debugDescription) to \(type.debugDescription), which is not "
                        + "a Swift type name (identifiers separated by dots, no keyword: \"LoginScreen\", \"App.LoginScreen\")"
                )
            }
        }
        config.strict = file.strict ?? false
        config.compileNibsPlan = NibConfigFile.CompiledNibs.planText(file.compileNibs)
        return config
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

extension NibConfig {
    /// Checks that the build plugin planned the build with this configuration's `compileNibs`
    /// (`planned`, in ``NibConfigFile/CompiledNibs/planText(_:)``'s words). SwiftPM plans a build
    /// again only when files are added to or removed from the target, not when `nib.json`
    /// changes (swiftlang/swift-package-manager#7891), so an edited `compileNibs` would
    /// otherwise be ignored, or a document no longer selected still compiled, without a word.
    func checkCompileNibsPlan(_ planned: String, config path: String) throws {
        guard planned != compileNibsPlan else { return }
        Diagnostics.emit(
            Diagnostic(
                file: path,
                message: "\"compileNibs\" changed since SwiftPM planned this build (planned: \(planned); now: "
                    + "\(compileNibsPlan)); SwiftPM plans again only when files are added to or removed from the "
                    + "target: add or remove a file, or run 'swift package clean', to apply it"))
        throw ExitCode.failure
    }

    /// The generator this configuration describes; `access` and `templates` given on the command
    /// line win over the file's. `generate` and `scaffold` both build theirs here, so the type
    /// names and bases of the two always agree.
    func generator(access: GeneratorOptions.Access?, templates: String?, embedsManifests: Bool = false) throws
        -> NibCodeGenerator
    {
        try NibCodeGenerator(
            options: GeneratorOptions(access: access ?? self.access, embedsManifests: embedsManifests),
            templatesDirectory: templates ?? self.templates, typeNames: types, baseOverrides: bases)
    }
}

extension NibConfigFile.Failure: DiagnosticConvertible {
    /// The failure at the configuration file, as every `codegen` error prints.
    var diagnostic: Diagnostic { Diagnostic(file: path, position: position, message: message) }
}
