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
    /// other subcommands straight through ``CommandDispatch`` when it can, parsed from the root
    /// otherwise; errors are reported as the root reports them (``exit(from:withError:)``).
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let conversion = CommandDispatch.plainConversion(arguments) {
            do { try conversion.run() } catch { exit(from: ConvertCommand.self, withError: error) }
            return
        }
        var command: any ParsableCommand
        if let direct = CommandDispatch.directCommand(arguments, among: configuration.subcommands) {
            command = direct
        } else {
            do { command = try parseAsRoot(arguments) } catch { exit(withError: error) }
        }
        do { try command.run() } catch { exit(from: type(of: command), withError: error) }
    }

    /// Exits with `error` as the root reports it, except that a usage error a subcommand finds
    /// while running (a `ValidationError`) shows that subcommand's usage, as the parser does
    /// for the errors it finds itself, not the root's list of subcommands.
    static func exit(from subcommand: any ParsableCommand.Type, withError error: any Error) -> Never {
        guard let validation = error as? ValidationError, let names = names(of: subcommand, under: self) else {
            exit(withError: error)
        }
        Diagnostics.emitLine(
            "Error: \(validation.message)\nUsage: \(usageString(for: subcommand))\n"
                + "  See '\(names.joined(separator: " ")) --help' for more information.")
        exit(withError: ExitCode.validationFailure)
    }

    /// The command names from `root` down to `command` (`codegen strings export`), nil when
    /// `command` is not one of its subcommands.
    private static func names(of command: any ParsableCommand.Type, under root: any ParsableCommand.Type) -> [String]? {
        if command == root { return [root._commandName] }
        for subcommand in root.configuration.subcommands {
            if let below = names(of: command, under: subcommand) { return [root._commandName] + below }
        }
        return nil
    }
}
