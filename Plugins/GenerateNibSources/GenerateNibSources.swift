import Foundation
import PackagePlugin

/// `swift package generate-nib-sources [--target NAME]… [--output FOLDER] [--nibs-only]`: writes
/// what the build plugin generates — `NAME+Manifest.swift` and `NAME+Nib.swift`
/// (`NAME+Storyboard.swift`) per `.xib` (`.storyboard`) — into each target's source folder
/// (default `Sources/<Target>/NibSources`), for teams that commit generated code, and the documents
/// `compileNibs` of `nib.json` selects compiled beside them (`[LANG.lproj/]NAME.nib`,
/// `NAME.storyboardc`). `--nibs-only` writes only the compiled documents.
/// A target uses either this or the build plugin, not both (the declarations would clash).
@main
struct GenerateNibSources: CommandPlugin {
    static let usage = "generate-nib-sources [--target NAME]… [--output FOLDER] [--nibs-only]"

    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let folder = extractor.extractOption(named: "output").last ?? "NibSources"
        let nibsOnly = extractor.extractFlag(named: "nibs-only") > 0
        if let extra = extractor.remainingArguments.first {
            throw CommandPluginFailure.badArgument(extra, usage: Self.usage)
        }
        let targets = try context.sourceTargets(named: names)
        let codegen = try context.tool(named: "codegen").url
        let root = context.package.directoryURL
        for target in targets {
            // What an earlier run wrote into the output folder is not a document of the target. The
            // folder is compared as a path prefix: a test for `/NibSources/` anywhere in the path
            // left out every document of a package checked out below a folder of that name.
            let written = target.directoryURL.appending(path: folder).standardizedFileURL.path + "/"
            let plan = try NibTargetPlan(
                targetName: target.name, directory: target.directoryURL,
                files: target.sourceFiles.map(\.url).filter { !$0.standardizedFileURL.path.hasPrefix(written) },
                package: root)
            guard !plan.documents.isEmpty else { continue }
            for path in plan.unmatchedCompileNibs {
                Diagnostics.warning(
                    "\(plan.config ?? NibConfigFile.fileName): \"compileNibs\" lists \(path.debugDescription), which is "
                        + "no document of target '\(target.name)' (its paths are relative to the target's folder, "
                        + "\(target.directoryURL.path))")
            }
            let output = target.directoryURL.appending(path: folder)
            // What is not written into the source tree — the JSON manifests the generate commands
            // read, the compiled documents until every one compiled — stays in the plugin's work folder.
            let work = context.pluginWorkDirectoryURL.appending(path: target.name)
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            let relative = plan.relative(to: root)
            let outputPath = NibTargetPlan.relative(output, to: root)
            let compiled = try Self.compileNibs(
                relative, codegen, module: target.moduleName, into: work.appending(path: "Nibs"), in: root)
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            if !nibsOnly {
                let directory = URL(filePath: outputPath, directoryHint: .isDirectory, relativeTo: nil)
                for document in relative.documents {
                    try Self.run(
                        codegen, relative.convertArguments(document, manifests: work, sources: directory),
                        on: document, in: root)
                }
                try Self.run(codegen, relative.generateArguments(manifests: work, output: directory), on: nil, in: root)
                print("\(target.name): wrote \(relative.documents.count * 2) files to \(outputPath)")
            }
            try Self.install(compiled, from: work.appending(path: "Nibs"), into: output)
            if !compiled.isEmpty {
                print("\(target.name): compiled \(compiled.joined(separator: ", ")) into \(outputPath)")
            } else if nibsOnly {
                print("\(target.name): \(NibConfigFile.fileName) selects no document to compile (compileNibs)")
            }
        }
    }

    /// Compiles every document `compileNibs` selects into `staging` (emptied first) and returns
    /// their paths in it (`fr.lproj/Panel.nib`). Every document is tried, so every refusal is
    /// reported at its line; then the first failure stops the command, before anything is written
    /// into the source tree.
    static func compileNibs(_ plan: NibTargetPlan, _ codegen: URL, module: String, into staging: URL, in root: URL)
        throws
        -> [String]
    {
        try? FileManager.default.removeItem(at: staging)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        var failure: (any Error)?
        for document in plan.compiledNibs {
            let folder = staging.appending(path: NibTargetPlan.compiledPath(document)).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            do {
                try run(
                    codegen, plan.compileArguments(document, folder: staging, module: module), on: document, in: root)
            } catch {
                failure = failure ?? error
            }
        }
        if let failure { throw failure }
        return plan.compiledNibs.map(NibTargetPlan.compiledPath)
    }

    /// Moves the compiled documents from `staging` into `output`, each replacing the one there.
    static func install(_ paths: [String], from staging: URL, into output: URL) throws {
        let manager = FileManager.default
        for path in paths {
            let destination = output.appending(path: path)
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            if manager.fileExists(atPath: destination.path) { try manager.removeItem(at: destination) }
            try manager.moveItem(at: staging.appending(path: path), to: destination)
        }
    }

    /// Runs `codegen` for `document` in the package folder, so the paths it records are relative to it.
    static func run(_ codegen: URL, _ arguments: [String], on document: NibTargetPlan.Document?, in directory: URL)
        throws
    {
        let status = try runTool(codegen, arguments, in: directory)
        guard status == 0 else {
            throw CommandPluginFailure.toolFailed(
                command: (["codegen"] + arguments).joined(separator: " "), document: document?.xib, status: status)
        }
    }

}

extension NibTargetPlan {
    /// The same plan with package-relative paths (what committed files should record).
    func relative(to root: URL) -> NibTargetPlan {
        func relative(_ document: Document) -> Document {
            var document = document
            document.xib = NibTargetPlan.relative(URL(fileURLWithPath: document.xib), to: root)
            document.translations = document.translations.map {
                NibTargetPlan.relative(URL(fileURLWithPath: $0), to: root)
            }
            return document
        }
        var copy = self
        copy.documents = documents.map(relative)
        copy.compiledNibs = compiledNibs.map(relative)
        copy.config = config.map { NibTargetPlan.relative(URL(fileURLWithPath: $0), to: root) }
        return copy
    }
}
