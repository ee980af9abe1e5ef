import ArgumentParser
import NibCommands
import NibModel

/// `nib-action`: the commands the Bazel rules' actions run (`convert`, `ibtool`, `strings
/// localize`), with `codegen`'s command lines and outputs, in an executable that needs no
/// Foundation — linked statically, it runs on a worker that has nothing else.
@main
struct NibAction: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nib-action",
        abstract: "codegen's convert, ibtool and strings localize, for build actions.",
        discussion: "The outputs are byte-identical to codegen's for the same command line.",
        version: SwiftNibVersion.current,
        subcommands: [ConvertAction.self, IbtoolCommand.self, StringsAction.self]
    )
}
