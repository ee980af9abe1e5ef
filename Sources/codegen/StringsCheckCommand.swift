import ArgumentParser
import NibCommands
import NibModel
import NibStrings

/// `codegen strings check DOC…`: per language, stale keys, missing keys and format problems,
/// as `FILE:LINE:COLUMN: warning:` lines (errors with `--strict`).
struct StringsCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the translations of Base-internationalized documents.",
        discussion: """
            For each DOC (DIR/Base.lproj/NAME.xib or .storyboard) the translations are found the way \
            the build plugin finds them: DIR/LANG.lproj/NAME.strings and NAME.xcstrings in DIR or its \
            .lproj folders; --translations adds files explicitly. Exits non-zero when a file cannot be \
            read, or with --strict when anything is reported.
            """
    )

    @Argument(help: "Base documents (.xib, .storyboard or .nib.json).")
    var inputs: [String]

    @Option(name: .long, help: "A .strings or .xcstrings file to check as well (for a single document).")
    var translations: [String] = []

    @Option(name: .long, help: "The language of the --translations .strings files (default: their LANG.lproj folder).")
    var language: String?

    @Flag(name: .long, help: "Report findings as errors and exit non-zero when there is any.")
    var strict = false

    func run() throws {
        if !translations.isEmpty && inputs.count != 1 {
            throw ValidationError("--translations takes exactly one document")
        }
        let severity: Diagnostic.Severity = strict ? .error : .warning
        var failed = false
        var reported = 0
        for input in inputs {
            let document: NibDocument
            do { document = try InputLoader.document(at: input) } catch {
                Diagnostics.emit(error)
                failed = true
                continue
            }
            var sources = TranslationSource.discover(beside: input)
            for path in translations {
                let source = try TranslationSource.named(path, language: language)
                if !sources.contains(source) { sources.append(source) }
            }
            if sources.isEmpty { print("\(input): no translations found") }
            for source in sources {
                let languages: [(language: String, table: StringsTable, catalog: StringCatalog?)]
                do { languages = try source.load() } catch let error as StringsError {
                    Diagnostics.emit(error)
                    failed = true
                    continue
                }
                if case .catalog = source,
                    let catalog = languages.first?.catalog
                        ?? (try? StringCatalog(bytes: FileIO.read(source.path), file: source.path))
                {
                    for warning in catalog.warnings {
                        Diagnostics.emit(warning.diagnostic.with(severity: severity))
                        reported += 1
                    }
                }
                for (language, table, _) in languages {
                    // Printed as found: a file of millions of stale keys is never held as findings.
                    var counts: [TranslationCheck.Finding.Kind: Int] = [:]
                    TranslationCheck.check(
                        document: document, documentFile: input, language: language,
                        table: table, tableFile: source.path
                    ) { finding in
                        Diagnostics.emit(finding.diagnostic.with(severity: severity))
                        counts[finding.kind, default: 0] += 1
                    }
                    reported += counts.values.reduce(0, +)
                    print(
                        "\(input): \(language) (\(source.path)): \(table.entries.count) keys, "
                            + "\(counts[.missing] ?? 0) missing, \((counts[.stale] ?? 0) + (counts[.unknownObject] ?? 0)) stale, "
                            + "\(counts[.format] ?? 0) format problems")
                }
            }
        }
        if failed || (strict && reported > 0) { throw ExitCode.failure }
    }
}
