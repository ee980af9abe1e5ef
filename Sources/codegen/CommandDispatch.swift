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

    /// The conversion `arguments` ask for when they are the plain form scripts and builds run most,
    /// `convert INPUT -o DIR` (or `--output DIR`, or the option first), with an input and a folder
    /// that cannot be taken for an option or a help request; nil for every other command line.
    ///
    /// The argument parser reads such a line as one input and an output folder, every other option
    /// at its default, and can refuse none of it; building its command (the reflection of
    /// `convert`'s options and the first look-ups of their types) is most of a small conversion's
    /// start-up, so this form skips it. Errors while converting are reported as the root reports
    /// them, as for ``directCommand(_:among:)``.
    static func plainConversion(_ arguments: [String]) -> ConversionRequest? {
        guard arguments.count == 4, arguments[0] == ConvertCommand.configuration.commandName else { return nil }
        let input: String
        let directory: String
        if isOutputOption(arguments[2]) {
            (input, directory) = (arguments[1], arguments[3])
        } else if isOutputOption(arguments[1]) {
            (input, directory) = (arguments[3], arguments[2])
        } else {
            return nil
        }
        guard isPlainValue(input), isPlainValue(directory) else { return nil }
        return ConversionRequest(
            inputs: [input], output: directory, manifest: nil, swift: nil, access: nil, documentPath: nil, name: nil,
            config: nil, strict: false, storyboards: [], plannedCompileNibs: nil)
    }

    /// Whether `argument` names `convert`'s output folder option (`-o`, `--output`).
    private static func isOutputOption(_ argument: String) -> Bool {
        argument == "-o" || argument == "--output"
    }

    /// Whether `argument` is a value the argument parser takes as it is: not empty, not an option
    /// (a leading `-`) and not the `help` request.
    private static func isPlainValue(_ argument: String) -> Bool {
        !argument.isEmpty && !argument.hasPrefix("-") && !asksTheRoot(argument)
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
