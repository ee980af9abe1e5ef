import Foundation
import PackagePlugin

/// The build-tool plugin: for every `.xib` and `.storyboard` of the target, a build command that
/// runs `codegen convert`, and one `codegen generate` for them all.
///
/// 1. `convert`: `NAME.xib` → `NAME.nib.json`, the manifest recording the document's
///    package-relative path, and `NAME+Manifest.swift`, the same manifest embedded in Swift.
///    Inputs: the `.xib`, `nib.json`, the templates and `codegen` (a storyboard also depends on
///    the target's other storyboards, which its references are checked against); files are
///    rewritten only when their contents change. For each language of a `Base.lproj` document
///    given by `.strings` files or a String Catalog, `strings localize` → `NAME.LANG.nib.json` and
///    `NAME.LANG+Manifest.swift`, the Base graph with the translations applied (inputs: the Base
///    document and the translation file).
/// 2. `generate`, one command for the target: → every `NAME+Nib.swift`, the owner classes and
///    the typed accessors, from the manifests. Inputs: every embedded manifest of the target
///    (written with its JSON manifest; classes are merged across documents), `nib.json`, the
///    templates and `codegen` — but never a `.xib`, so touching one document re-runs its
///    `convert`, and `generate` only when its manifest changed. Files are rewritten only when
///    their contents change.
/// 3. `compile`, for the documents `compileNibs` of `nib.json` selects: → `NAME.nib`, the binary
///    nib Apple's frameworks load (`NAME.storyboardc`, a folder, for a storyboard), a declared
///    output, so SwiftPM copies it into the target's resource bundle. A document the writer cannot
///    encode faithfully stops the build at its line.
@main
struct NibPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let plan = try NibTargetPlan(
            targetName: target.name, directory: target.directoryURL,
            files: target.sourceFiles.map(\.url), package: context.package.directoryURL)
        guard !plan.documents.isEmpty else { return [] }
        for path in plan.unmatchedCompileNibs {
            Diagnostics.warning(
                "\(plan.config ?? NibConfigFile.fileName): \"compileNibs\" lists \(path.debugDescription), which is no "
                    + "document of target '\(target.name)' (its paths are relative to the target's folder, "
                    + "\(target.directoryURL.path))")
        }
        let codegen = try context.tool(named: "codegen").url
        let work = context.pluginWorkDirectoryURL
        let embedded = plan.documents.map { work.appending(path: $0.names.embeddedManifestFileName) }
        let settings = (plan.config.map { [URL(fileURLWithPath: $0)] } ?? []) + plan.templateFiles
        var commands: [Command] = []
        let storyboards = plan.documents.filter { $0.isStoryboard && $0.translations == nil }.map {
            URL(fileURLWithPath: $0.xib)
        }
        for document in plan.documents {
            let manifest = work.appending(path: document.names.embeddedManifestFileName)
            let sources = document.sourceFiles.map { URL(fileURLWithPath: $0) }
            let references =
                document.isStoryboard && document.translations == nil ? storyboards.filter { $0 != sources[0] } : []
            let verb = document.translations != nil ? "Localizing" : "Compiling"
            commands.append(
                .buildCommand(
                    displayName:
                        "\(verb) \(document.isStoryboard ? "storyboard" : "nib") \(document.names.variantName) → \(document.names.manifestFileName)",
                    executable: codegen, arguments: plan.convertArguments(document, manifests: work, sources: work),
                    inputFiles: sources + [codegen] + references + settings, outputFiles: [manifest]))
        }
        commands.append(
            .buildCommand(
                displayName:
                    "Generating Swift for \(plan.documents.count) document\(plan.documents.count == 1 ? "" : "s") of \(target.name)",
                executable: codegen, arguments: plan.generateArguments(manifests: work, output: work),
                inputFiles: embedded + [codegen] + settings,
                outputFiles: plan.documents.map { work.appending(path: $0.names.sourceFileName) }))
        let nibs = work.appending(path: "Nibs")
        for document in plan.compiledNibs {
            commands.append(
                .buildCommand(
                    displayName: "Compiling \(document.packagePath) → \(NibTargetPlan.compiledPath(document))",
                    executable: codegen,
                    arguments: plan.compileArguments(document, folder: nibs, module: target.moduleName),
                    inputFiles: [URL(fileURLWithPath: document.xib), codegen] + settings,
                    outputFiles: [plan.compiledFile(document, folder: nibs)]))
        }
        return commands
    }
}
