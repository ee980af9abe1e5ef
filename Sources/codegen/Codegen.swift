import ArgumentParser
import NibCommands
import NibModel

/// `codegen`: compiles Interface Builder documents into nib manifests and typed Swift sources.
@main
struct Codegen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "codegen",
        abstract: "Compile .xib and .storyboard files into JSON nib manifests and typed Swift owner classes.",
        version: SwiftNibVersion.current,
        subcommands: [
            ConvertCommand.self, InspectCommand.self, ValidateCommand.self, GenerateCommand.self, ScaffoldCommand.self,
            StringsCommand.self, DumpCommand.self, CompileCommand.self, MergeCommand.self, DiffCommand.self,
            GitSetupCommand.self, IbtoolCommand.self,
        ]
    )

    /// Runs the subcommand the command line names: a plain conversion without the argument parser,
    /// other subcommands straight through ``CommandDispatch`` when it can, through the root command
    /// otherwise; errors are reported as the root reports them.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let conversion = CommandDispatch.plainConversion(arguments) {
            do { try conversion.run() } catch { exit(withError: error) }
            return
        }
        guard var command = CommandDispatch.directCommand(arguments, among: configuration.subcommands) else {
            return main(arguments)
        }
        do { try command.run() } catch { exit(withError: error) }
    }
}
