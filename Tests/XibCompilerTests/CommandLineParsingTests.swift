import Foundation
import Testing

/// `codegen` parses a common command line straight through its subcommand; every help text,
/// completion script and parsing error is still the root command's, byte for byte.
@Suite struct CommandLineParsingTests {
    /// The leaf subcommands (`strings` has subcommands of its own).
    static let subcommands = [
        "convert", "inspect", "validate", "generate", "scaffold", "dump", "compile", "merge", "diff", "git-setup",
        "ibtool",
    ]

    /// `codegen NAME --help` is the root's help for the subcommand, the same as `codegen help NAME`.
    @Test(arguments: subcommands) func subcommandHelpIsTheRootsHelp(name: String) throws {
        let direct = try CLI.run([name, "--help"])
        let throughHelp = try CLI.run(["help", name])
        #expect(direct.status == 0)
        #expect(direct.stdout == throughHelp.stdout)
        #expect(direct.stdout.contains("USAGE: codegen \(name)"), "\(direct.stdout)")
    }

    /// An unknown option, a missing value and a missing argument are reported with the usage of
    /// `codegen convert`, not of `convert` alone.
    @Test func parsingErrorsNameTheWholeCommand() throws {
        let usage = "Usage: codegen convert <inputs> ... [--output <output>]"
        let cases: [([String], String)] = [
            (["convert", "--no-such-option", "A.xib"], "Error: Unknown option '--no-such-option'\n\(usage)"),
            (["convert", "A.xib", "-o"], "Error: Missing value for '-o <output>'\n"),
            (["convert"], "Error: Missing expected argument '<inputs> ...'\n"),
        ]
        for (arguments, expected) in cases {
            let result = try CLI.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.hasPrefix(expected), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(usage), "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasSuffix("  See 'codegen convert --help' for more information.\n"))
        }
    }

    /// An error a command throws while it runs is reported as the root reports it.
    @Test func runErrorsAreReportedByTheRoot() throws {
        let input = TestPaths.fixture("ValueKinds.xib")
        let result = try CLI.run(["convert", input, input, "--swift", "Out.swift"])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "Error: --swift takes exactly one input\nUsage: codegen <subcommand>\n  See 'codegen --help' for more information.\n"
        )
    }

    /// A completion script asked for after a subcommand's name is the root's whole script.
    @Test func completionScriptIsTheRootsAfterASubcommand() throws {
        let root = try CLI.run(["--generate-completion-script", "bash"])
        let afterSubcommand = try CLI.run(["convert", "--generate-completion-script", "bash"])
        #expect(root.status == 0)
        #expect(afterSubcommand.stdout == root.stdout)
        for name in Self.subcommands { #expect(root.stdout.contains(name), "\(name)") }
    }
}
