import ArgumentParser
import NibCommands
import XibCompiler

/// `codegen validate IN…`: compiles without writing anything; exit status tells the result.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract:
            "Check .xib and .storyboard files, manifests, compiled .nib files or .storyboardc folders without writing any output."
    )

    @Argument(
        help:
            "The .xib or .storyboard documents, .nib.json manifests, compiled .nib files or .storyboardc folders to check."
    )
    var inputs: [String]

    @Flag(name: .long, help: "Also warn about what is kept only generically.")
    var strict = false

    func run() throws {
        var failed = false
        for input in inputs {
            if InputLoader.isManifest(input) || InputLoader.isSwiftSource(input) {
                do { _ = try InputLoader.document(at: input) } catch {
                    Diagnostics.emit(error)
                    failed = true
                }
                continue
            }
            do {
                let compilation = try XibCompiler().compile(contentsOf: input)
                if strict { Diagnostics.coverageWarnings(compilation.coverage, file: input) }
            } catch .compiledNib(let file) {
                // A compiled nib or storyboard is valid when it reads into the model.
                do { _ = try InputLoader.document(at: file, readingCompiledNibs: true) } catch {
                    Diagnostics.emit(error)
                    failed = true
                }
            } catch {
                Diagnostics.emit(error)
                failed = true
            }
        }
        if failed { throw ExitCode.failure }
    }
}
