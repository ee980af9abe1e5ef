import ArgumentParser
import NibModel
import XibCompiler

/// `codegen convert IN.xib… [-o DIR]`: writes `NAME.nib.json` for each input.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Compile .xib files into JSON nib manifests (NAME.nib.json)."
    )

    @Argument(help: "The .xib files to compile.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The directory for the manifests (default: beside each input).")
    var output: String?

    @Option(name: .long, help: "The manifest's file path, for a single input (overrides -o).")
    var manifest: String?

    @Flag(name: .long, help: "Warn about every element and attribute kept only generically.")
    var strict = false

    func run() throws {
        if manifest != nil && inputs.count != 1 {
            throw ValidationError("--manifest takes exactly one input")
        }
        if let output {
            do { try FileIO.createDirectory(output) } catch {
                Diagnostics.error("\(output): error: cannot create the output directory: \(error.reason)")
                throw ExitCode.failure
            }
        }
        var failed = false
        for input in inputs {
            let compilation: XibCompiler.Compilation
            do {
                compilation = try XibCompiler().compile(contentsOf: input)
            } catch {
                Diagnostics.error(error.description)
                failed = true
                continue
            }
            if strict { Diagnostics.coverageWarnings(compilation.coverage, file: input) }
            let destination = manifest ?? Self.manifestPath(for: input, directory: output)
            do {
                try FileIO.writeAtomically(ManifestWriter.data(for: compilation.document), to: destination, onlyIfChanged: true)
            } catch {
                Diagnostics.error("\(destination): error: cannot write the manifest: \(error.reason)")
                failed = true
            }
        }
        if failed { throw ExitCode.failure }
    }

    /// `dir/Name.xib` → `OUT/Name.nib.json` (or beside the input when no directory is given).
    static func manifestPath(for input: String, directory: String?) -> String {
        let name = FileIO.stem(input, dropping: ".xib") + ".nib.json"
        if let directory { return directory.hasSuffix("/") ? directory + name : directory + "/" + name }
        if let slash = input.lastIndex(of: "/") { return String(input[...slash]) + name }
        return name
    }
}
