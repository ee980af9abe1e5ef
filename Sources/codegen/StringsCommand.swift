import ArgumentParser
import NibModel
import NibStrings

/// `codegen strings export|check|localize`: the localizable texts of Base-internationalized documents.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Export, check and apply the localizable strings of Interface Builder documents.",
        subcommands: [StringsExportCommand.self, StringsCheckCommand.self, StringsLocalizeCommand.self]
    )
}
