import ArgumentParser
import NibCodeGen
import NibModel
import XibCompiler

/// `codegen convert IN.xib|IN.storyboard… [-o DIR]`: writes `NAME.nib.json` for each input.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Compile .xib and .storyboard files into JSON nib manifests (NAME.nib.json)."
    )

    @Argument(help: "The .xib and .storyboard files to compile.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The directory for the manifests (default: beside each input).")
    var output: String?

    @Option(name: .long, help: "The manifest's file path, for a single input (overrides -o).")
    var manifest: String?

    @Option(name: .long, help: ArgumentHelp(
        "Also write the manifest embedded in Swift source to this file, for a single input (NAME+Manifest.swift).",
        discussion: "Without -o or --manifest, no JSON file is written then."))
    var swift: String?

    @Option(name: .long, help: "The access level of the embedded manifest (--swift): public or internal.")
    var access: GeneratorOptions.Access?

    @Option(name: .long, help: "A nib.json configuration file (access, strict).")
    var config: String?

    @Flag(name: .long, help: "Warn about every element and attribute kept only generically.")
    var strict = false

    @Option(name: .long, help: ArgumentHelp(
        "A folder holding storyboards that storyboard references may name (repeatable).",
        discussion: "With it, a referenced storyboard found neither there nor beside the input is an error."))
    var storyboards: [String] = []

    func run() throws {
        if manifest != nil && inputs.count != 1 {
            throw ValidationError("--manifest takes exactly one input")
        }
        if swift != nil && inputs.count != 1 {
            throw ValidationError("--swift takes exactly one input")
        }
        let configuration = try NibConfig.load(config)
        let strict = strict || configuration.strict
        let writesJSON = swift == nil || output != nil || manifest != nil
        if let output {
            do { try FileIO.createDirectory(output) } catch {
                Diagnostics.emit(Diagnostic(file: output, message: "cannot create the output directory: \(error.reason)"))
                throw ExitCode.failure
            }
        }
        var failed = false
        for input in inputs {
            let compilation: XibCompiler.Compilation
            do {
                compilation = try XibCompiler(options: .init(
                    storyboardDirectories: storyboards, requiresReferencedStoryboards: !storyboards.isEmpty
                )).compile(contentsOf: input)
            } catch {
                Diagnostics.emit(error)
                failed = true
                continue
            }
            if strict { Diagnostics.coverageWarnings(compilation.coverage, file: input) }
            let data = ManifestWriter.data(for: compilation.document)
            if let swift {
                let source = EmbeddedManifest.source(
                    for: GeneratorInput(path: input, document: compilation.document),
                    json: String(decoding: data, as: UTF8.self), access: access ?? configuration.access)
                do { try FileIO.writeAtomically(Array(source.utf8), to: swift, onlyIfChanged: true) } catch {
                    Diagnostics.emit(Diagnostic(file: swift, message: "cannot write the embedded manifest: \(error.reason)"))
                    failed = true
                }
            }
            guard writesJSON else { continue }
            let destination = manifest ?? Self.manifestPath(for: input, directory: output)
            do {
                try FileIO.writeAtomically(data, to: destination, onlyIfChanged: true)
            } catch {
                Diagnostics.emit(Diagnostic(file: destination, message: "cannot write the manifest: \(error.reason)"))
                failed = true
            }
        }
        if failed { throw ExitCode.failure }
    }

    /// `dir/Name.xib` or `dir/Name.storyboard` → `OUT/Name.nib.json` (or beside the input when no directory is given).
    static func manifestPath(for input: String, directory: String?) -> String {
        let name = FileIO.documentName(input) + ".nib.json"
        if let directory { return directory.hasSuffix("/") ? directory + name : directory + "/" + name }
        if let slash = input.lastIndex(of: "/") { return String(input[...slash]) + name }
        return name
    }
}
