import Foundation
import PackagePlugin

/// The build-tool plugin: for every `.xib` and `.storyboard` of the target, two build commands
/// that run `codegen`.
///
/// 1. `convert`: `NAME.xib` → `NAME+Manifest.swift`, the manifest embedded in Swift. Inputs: the
///    `.xib`, `nib.json` and `codegen` (a storyboard also depends on the target's other
///    storyboards, which its references are checked against); the file is rewritten only when
///    its contents change.
/// 2. `generate`: → `NAME+Nib.swift`, the owner classes and the typed accessor. Inputs: every
///    manifest of the target (classes are merged across documents), `nib.json`, the templates and
///    `codegen` — but never a `.xib`, so touching one document re-runs only its `convert`.
@main
struct NibPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let plan = try NibTargetPlan(targetName: target.name, directory: target.directoryURL,
                                     files: target.sourceFiles.map(\.url))
        guard !plan.documents.isEmpty else { return [] }
        let codegen = try context.tool(named: "codegen").url
        let work = context.pluginWorkDirectoryURL
        let manifests = plan.documents.map { work.appending(path: $0.manifestFile) }
        let settings = plan.config.map { [URL(fileURLWithPath: $0)] } ?? []
        var commands: [Command] = []
        let storyboards = plan.documents.filter(\.isStoryboard).map { URL(fileURLWithPath: $0.xib) }
        for document in plan.documents {
            let manifest = work.appending(path: document.manifestFile)
            let source = URL(fileURLWithPath: document.xib)
            let references = document.isStoryboard ? storyboards.filter { $0 != source } : []
            commands.append(.buildCommand(
                displayName: "Compiling \(document.isStoryboard ? "storyboard" : "nib") \(document.variantName) → \(document.manifestFile)",
                executable: codegen, arguments: plan.convertArguments(document, output: manifest),
                inputFiles: [source, codegen] + references + settings, outputFiles: [manifest]))
        }
        for document in plan.documents {
            commands.append(.buildCommand(
                displayName: "Generating \(document.generatedFile)",
                executable: codegen, arguments: plan.generateArguments(document, manifests: work, output: work),
                inputFiles: manifests + [codegen] + settings + plan.templateFiles,
                outputFiles: [work.appending(path: document.generatedFile)]))
        }
        return commands
    }
}
