import Foundation
import PackagePlugin

/// `swift package generate-nib-sources [--target NAME]… [--output FOLDER]`: writes what the build
/// plugin generates — `NAME+Manifest.swift` and `NAME+Nib.swift` (`NAME+Storyboard.swift`) per `.xib` (`.storyboard`) — into each target's
/// source folder (default `Sources/<Target>/NibSources`), for teams that commit generated code.
/// A target uses either this or the build plugin, not both (the declarations would clash).
@main
struct GenerateNibSources: CommandPlugin {
    static let usage = "generate-nib-sources [--target NAME]… [--output FOLDER]"

    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let folder = extractor.extractOption(named: "output").last ?? "NibSources"
        if let extra = extractor.remainingArguments.first {
            throw CommandPluginFailure.badArgument(extra, usage: Self.usage)
        }
        let targets = try context.sourceTargets(named: names)
        let codegen = try context.tool(named: "codegen").url
        let root = context.package.directoryURL
        for target in targets {
            let plan = try NibTargetPlan(
                targetName: target.name, directory: target.directoryURL,
                files: target.sourceFiles.map(\.url).filter { !$0.path.contains("/\(folder)/") }, package: root)
            guard !plan.documents.isEmpty else { continue }
            let output = target.directoryURL.appending(path: folder)
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            // The JSON manifests the generate commands read stay in the plugin's work folder;
            // only Swift is written into the source tree.
            let manifests = context.pluginWorkDirectoryURL.appending(path: target.name)
            try FileManager.default.createDirectory(at: manifests, withIntermediateDirectories: true)
            let relative = plan.relative(to: root)
            let outputPath = NibTargetPlan.relative(output, to: root)
            let directory = URL(filePath: outputPath, directoryHint: .isDirectory, relativeTo: nil)
            for document in relative.documents {
                try Self.run(
                    codegen, relative.convertArguments(document, manifests: manifests, sources: directory),
                    on: document, in: root)
            }
            for document in relative.documents {
                try Self.run(
                    codegen, relative.generateArguments(document, manifests: manifests, output: directory),
                    on: document, in: root)
            }
            print("\(target.name): wrote \(relative.documents.count * 2) files to \(outputPath)")
        }
    }

    /// Runs `codegen` for `document` in the package folder, so the paths it records are relative to it.
    static func run(_ codegen: URL, _ arguments: [String], on document: NibTargetPlan.Document, in directory: URL)
        throws
    {
        let process = Process()
        process.executableURL = codegen
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandPluginFailure.toolFailed(
                command: (["codegen"] + arguments).joined(separator: " "),
                document: document.xib, status: process.terminationStatus)
        }
    }

}

extension NibTargetPlan {
    /// The same plan with package-relative paths (what committed files should record).
    func relative(to root: URL) -> NibTargetPlan {
        var copy = self
        copy.documents = documents.map { document in
            var document = document
            document.xib = NibTargetPlan.relative(URL(fileURLWithPath: document.xib), to: root)
            document.translations = document.translations.map {
                NibTargetPlan.relative(URL(fileURLWithPath: $0), to: root)
            }
            return document
        }
        copy.config = config.map { NibTargetPlan.relative(URL(fileURLWithPath: $0), to: root) }
        return copy
    }
}
