import Foundation
import PackagePlugin

/// What the plugins do for one target: its documents, their output names and its configuration.
/// Shared by the build-tool plugin and the `generate-nib-sources` command plugin (the command
/// plugin's copy is a symbolic link to this file).
struct NibTargetPlan {
    /// The configuration file's fixed name; at most one per target, anywhere in its folder.
    static let configName = "nib.json"

    /// The extensions of the documents the plugins compile.
    static let documentExtensions: Set<String> = ["xib", "storyboard"]

    /// One `.xib` or `.storyboard` of the target and the names of what is generated from it.
    struct Document {
        /// The document's path: absolute for the build plugin, package-relative for the command plugin.
        var xib: String
        /// `Main`, or `Main.ja` for `ja.lproj/Main.xib`: unique in the target.
        var variantName: String
        var isStoryboard: Bool { xib.hasSuffix(".storyboard") }
        var manifestFile: String { "\(variantName)+Manifest.swift" }
        /// `Login+Nib.swift`, `Main+Storyboard.swift`: the same names `GeneratorInput.outputFileName` gives.
        var generatedFile: String { "\(variantName)+\(isStoryboard ? "Storyboard" : "Nib").swift" }
    }

    /// Why a target cannot be planned; the text is what `swift build` shows.
    enum Failure: Error, CustomStringConvertible {
        case severalConfigs(target: String, paths: [String])
        case sameOutput(name: String, first: String, second: String)
        case unreadableConfig(path: String, reason: String)

        var description: String {
            switch self {
            case let .severalConfigs(target, paths):
                return "target '\(target)' has \(paths.count) \(NibTargetPlan.configName) files; keep one: \(paths.joined(separator: ", "))"
            case let .sameOutput(name, first, second):
                return "\(second): error: generates '\(name)' like \(first); rename one of them (or move them into NAME.lproj folders)"
            case let .unreadableConfig(path, reason):
                return "\(path): error: \(reason)"
            }
        }
    }

    var documents: [Document]
    /// The target's `nib.json`, if any (a path like ``Document/xib``).
    var config: String?
    /// The template files the configuration points at (inputs of the generate commands).
    var templateFiles: [URL]
    /// The folders holding the target's storyboards: a storyboard reference must find its
    /// storyboard among them (`codegen convert --storyboards`).
    var storyboardFolders: [String]

    init(targetName: String, directory: URL, files: [URL]) throws {
        var documents: [Document] = []
        var owners: [String: URL] = [:]
        for xib in files.filter({ Self.documentExtensions.contains($0.pathExtension) }).sorted(by: { $0.path < $1.path }) {
            let document = Document(xib: xib.path, variantName: Self.variantName(of: xib))
            // The embedded manifest's name is shared by both kinds (`Main.xib` and `Main.storyboard` collide).
            if let first = owners[document.manifestFile] {
                throw Failure.sameOutput(name: document.manifestFile, first: first.path, second: xib.path)
            }
            owners[document.manifestFile] = xib
            documents.append(document)
        }
        self.documents = documents
        var folders: [String] = []
        for document in documents where document.isStoryboard {
            let folder = URL(fileURLWithPath: document.xib).deletingLastPathComponent().path
            if !folders.contains(folder) { folders.append(folder) }
        }
        storyboardFolders = folders
        let configs = Self.findConfigs(in: directory)
        if configs.count > 1 { throw Failure.severalConfigs(target: targetName, paths: configs.map(\.path)) }
        config = configs.first?.path
        templateFiles = try configs.first.map(Self.templateFiles(of:)) ?? []
    }

    /// `Sources/App/ja.lproj/Main.xib` → `Main.ja`; `Sources/App/Login.xib` → `Login`;
    /// `Sources/App/Base.lproj/Main.storyboard` → `Main.Base`.
    static func variantName(of xib: URL) -> String {
        let name = xib.deletingPathExtension().lastPathComponent
        let folder = xib.deletingLastPathComponent().lastPathComponent
        guard folder.hasSuffix(".lproj"), folder.count > 6 else { return name }
        return name + "." + folder.dropLast(6)
    }

    /// Every `nib.json` under the target's folder, sorted.
    static func findConfigs(in directory: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where url.lastPathComponent == configName { found.append(url) }
        return found.sorted { $0.path < $1.path }
    }

    /// The `.mustache` files of the configuration's `templates` directory.
    static func templateFiles(of config: URL) throws -> [URL] {
        let data: Data
        do { data = try Data(contentsOf: config) } catch {
            throw Failure.unreadableConfig(path: config.path, reason: "cannot read the configuration")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Failure.unreadableConfig(path: config.path, reason: "invalid configuration: not a JSON object")
        }
        guard let templates = object["templates"] as? String else { return [] }
        let directory = templates.hasPrefix("/") ? URL(fileURLWithPath: templates)
            : config.deletingLastPathComponent().appending(path: templates)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".mustache") }.sorted().map { directory.appending(path: $0) }
    }

    /// `codegen convert XIB --swift OUT [--storyboards DIR…] [--config nib.json]`: the document's
    /// manifest, embedded.
    func convertArguments(_ document: Document, output: URL) -> [String] {
        let references = document.isStoryboard ? storyboardFolders.flatMap { ["--storyboards", $0] } : []
        return ["convert", document.xib, "--swift", output.relativePath] + references + configArguments
    }

    /// `codegen generate MANIFEST --context OTHERS… -o DIR --embed-manifests [--config nib.json]`.
    func generateArguments(_ document: Document, manifests: URL, output: URL) -> [String] {
        var arguments = ["generate", manifests.appending(path: document.manifestFile).relativePath]
        for other in documents where other.variantName != document.variantName {
            arguments += ["--context", manifests.appending(path: other.manifestFile).relativePath]
        }
        return arguments + ["-o", output.relativePath, "--embed-manifests"] + configArguments
    }

    var configArguments: [String] { config.map { ["--config", $0] } ?? [] }
}
