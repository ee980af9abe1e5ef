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

    /// An ibtool option `codegen ibtool` does not know, given with a value (`--strip OUT`), is
    /// reported by its name, not as a second document (its value).
    @Test func anUnknownIbtoolOptionWithAValueIsNamed() throws {
        let run = try CLI.run(["ibtool", "--strip", "Stripped.nib", "--compile", "A.nib", "A.xib"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: Unknown option '--strip'\nUsage: codegen ibtool"), "\(run.stderr)")
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

    /// A usage error a command finds while it runs (a `ValidationError`) shows that command's
    /// usage under its whole name, as the parser's own errors do — for the plain conversion, a
    /// command run directly and one parsed from the root (`strings export`); other errors only
    /// their message.
    @Test func runErrorsShowTheCommandsUsage() throws {
        let input = TestPaths.fixture("ValueKinds.xib")
        let cases: [([String], String, String)] = [
            (["convert", input, input, "--swift", "Out.swift"], "--swift takes exactly one input", "convert"),
            (["diff", "--limit", "0", input, input], "--limit must be at least 1", "diff"),
            (
                ["strings", "export", input, "-o", "Out.txt"],
                "Out.txt: the output must end in .strings, .xliff or .xcstrings", "strings export"
            ),
        ]
        for (arguments, message, name) in cases {
            let result = try CLI.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.hasPrefix("Error: \(message)\nUsage: codegen \(name) "), "\(result.stderr)")
            #expect(result.stderr.hasSuffix("\n  See 'codegen \(name) --help' for more information.\n"))
        }
        let missing = try CLI.run(["convert", "NoSuch.xib", "-o", "out"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "NoSuch.xib:1:1: error: cannot read the file: No such file or directory\n")
    }

    /// A completion script asked for after a subcommand's name is the root's whole script.
    @Test func completionScriptIsTheRootsAfterASubcommand() throws {
        let root = try CLI.run(["--generate-completion-script", "bash"])
        let afterSubcommand = try CLI.run(["convert", "--generate-completion-script", "bash"])
        #expect(root.status == 0)
        #expect(afterSubcommand.stdout == root.stdout)
        for name in Self.subcommands { #expect(root.stdout.contains(name), "\(name)") }
    }

    /// `convert INPUT -o DIR` and `convert -o DIR INPUT`, read without the argument parser,
    /// convert as the same request read by the parser (`--output=DIR`, which is not the plain form)
    /// does: the same status, output, messages and files, for a document that converts, one whose
    /// XML is cut short and one that is not there.
    @Test func plainConversionIsTheParsedOne() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "codegen-plain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let valid = TestPaths.fixture("ValueKinds.xib")
        let text = try Data(contentsOf: URL(fileURLWithPath: valid))
        let cut = scratch.appendingPathComponent("Cut.xib")
        try text.prefix(text.count / 2).write(to: cut)
        let missing = scratch.appendingPathComponent("Missing.xib").path
        for (index, input) in [valid, cut.path, missing].enumerated() {
            let parsed = scratch.appendingPathComponent("parsed-\(index)")
            let reference = try CLI.run(["convert", input, "--output=\(parsed.path)"])
            let forms: [(String, (String) -> [String])] = [
                ("plain", { ["convert", input, "-o", $0] }), ("first", { ["convert", "--output", $0, input] }),
            ]
            for (form, arguments) in forms {
                let folder = scratch.appendingPathComponent("\(form)-\(index)")
                let result = try CLI.run(arguments(folder.path))
                #expect(result.status == reference.status, "\(form) \(input): \(result.stderr)")
                #expect(result.stdout == reference.stdout, "\(form) \(input)")
                #expect(result.stderr == reference.stderr, "\(form) \(input)")
                #expect(try Self.files(in: folder) == Self.files(in: parsed), "\(form) \(input)")
            }
        }
        #expect(try Self.files(in: scratch.appendingPathComponent("parsed-0")).count == 1)
    }

    /// The names and contents of the files directly in `folder` (none when it does not exist).
    static func files(in folder: URL) throws -> [String: Data] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [:] }
        var files: [String: Data] = [:]
        for name in names { files[name] = try Data(contentsOf: folder.appendingPathComponent(name)) }
        return files
    }
}
