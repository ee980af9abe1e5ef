import ArgumentParser

/// A shorter way from the command line to a subcommand, for the common invocations.
///
/// Parsing through the root command builds the whole command tree, and looks up the types of every
/// subcommand, before it looks at `argv[1]`: a measurable part of a small conversion. When `argv[1]` names a leaf subcommand and nothing in the rest asks for help,
/// a version or a completion script, that subcommand parses the rest as its own root. Anything
/// else — and any command line the subcommand refuses — goes through the root command, so every
/// help text, completion script and error message is the root's, byte for byte.
enum CommandDispatch {
    /// The subcommand `arguments` (without the program name) run, parsed and validated, or nil
    /// when the root command must parse them.
    static func directCommand(_ arguments: [String], among subcommands: [ParsableCommand.Type]) -> ParsableCommand? {
        guard let name = arguments.first,
            let command = subcommands.first(where: { $0.configuration.commandName == name }),
            command.configuration.subcommands.isEmpty,
            !arguments.dropFirst().contains(where: asksTheRoot)
        else { return nil }
        return try? command.parseAsRoot(Array(arguments.dropFirst()))
    }

    /// Whether `argument` may be one the root command answers itself: a help, version or
    /// completion request, or a group of short flags that could hold `-h`.
    static func asksTheRoot(_ argument: String) -> Bool {
        if argument == "help" { return true }
        guard argument.hasPrefix("-") else { return false }
        if argument.hasPrefix("--") {
            let name = argument.dropFirst(2).prefix { $0 != "=" }
            return name.hasPrefix("-") || name.hasPrefix("help") || name.hasPrefix("version")
                || name.hasPrefix("generate-completion") || name.hasPrefix("experimental")
        }
        return argument.contains("h")
    }
}
