import ArgumentParser
import NibCommands
import NibModel
import NibStrings

/// `codegen strings check DOC…`: per language, stale keys, missing keys, format mismatches and
/// problems of the file itself (duplicate keys, bad escapes),
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
        if let language { try TranslationSource.validate(language: language, what: "--language") }
        var failed = false
        var reported = 0
        for input in inputs {
            let document: NibDocument
            do { document = try InputLoader.document(at: input) } catch {
                Diagnostics.emit(error)
                failed = true
                continue
            }
            let discovered = TranslationSource.discover(beside: input)
            // In the order languages are built: `.strings` files, then catalogs by precedence.
            var sources = discovered.filter { if case .table = $0 { return true } else { return false } }
            sources += TranslationFiles.catalogsInPrecedence(discovered).map { TranslationSource.catalog(path: $0) }
            var explicit: [TranslationSource] = []
            for path in translations {
                let source = try TranslationSource.named(path, language: language)
                if !sources.contains(source) && !explicit.contains(source) { explicit.append(source) }
            }
            if sources.isEmpty && explicit.isEmpty { print("\(input): no translations found") }
            var check = Check(document: document, input: input, severity: strict ? .error : .warning)
            for source in sources { check.check(source, precedence: true) }
            // Files given explicitly are checked whatever else translates their languages.
            for source in explicit { check.check(source, precedence: false) }
            failed = failed || check.failed
            reported += check.reported
        }
        if failed || (strict && reported > 0) { throw ExitCode.failure }
    }

    /// The check of one document's translation files, language by language.
    private struct Check {
        let document: NibDocument
        let input: String
        let severity: Diagnostic.Severity
        var failed = false
        var reported = 0
        /// The file each language is built from so far (by ``LanguageName/folded(_:)``).
        var taken: [String: String] = [:]

        init(document: NibDocument, input: String, severity: Diagnostic.Severity) {
            self.document = document
            self.input = input
            self.severity = severity
        }

        mutating func check(_ source: TranslationSource, precedence: Bool) {
            if case .table(let path, let language) = source, let problem = LanguageName.problem(language) {
                Diagnostics.emit(
                    Diagnostic(
                        file: path, message: LanguageName.message(what: "language", value: language, problem: problem)))
                failed = true
                return
            }
            let read: (languages: [(language: String, table: StringsTable)], catalog: StringCatalog?)
            do { read = try source.read() } catch let error as StringsError {
                Diagnostics.emit(error)
                failed = true
                return
            } catch {
                Diagnostics.emit(Diagnostic(file: source.path, message: "\(error)"))
                failed = true
                return
            }
            if let catalog = read.catalog { summarize(catalog: catalog, file: source.path) }
            for (language, table) in read.languages {
                if precedence, let winner = winner(of: language, in: source.path) {
                    print(
                        "\(input): \(language) (\(source.path)): not checked: \(winner) is what \(language) is built from"
                    )
                    continue
                }
                summarize(language: language, table: table, file: source.path, catalog: read.catalog)
            }
        }

        /// The file `language` is built from when it is not `path`: its translated document, or
        /// a source checked before (the documented precedence). Records `path` otherwise.
        private mutating func winner(of language: String, in path: String) -> String? {
            if let document = TranslationFiles.translatedDocument(of: input, language: language) { return document }
            let folded = LanguageName.folded(language)
            if let earlier = taken[folded] { return earlier }
            taken[folded] = path
            return nil
        }

        /// Prints the problems of a String Catalog as a file (members given twice, entries and
        /// localizations ignored), then their summary line.
        private mutating func summarize(catalog: StringCatalog, file: String) {
            var duplicates = 0
            var others = 0
            for warning in catalog.warnings {
                Diagnostics.emit(warning.diagnostic.with(severity: severity))
                if warning.isDuplicateKey { duplicates += warning.occurrences } else { others += warning.occurrences }
            }
            reported += duplicates + others
            print("\(input): \(file): \(duplicates) members given twice, \(others) other warnings")
        }

        /// Checks one language, printing each finding as found (a file of millions of stale keys
        /// is never held as findings), then the language's summary line.
        private mutating func summarize(language: String, table: StringsTable, file: String, catalog: StringCatalog?) {
            var counts: [TranslationCheck.Finding.Kind: Int] = [:]
            let severity = severity
            TranslationCheck.check(
                document: document, documentFile: input, language: language, table: table, tableFile: file,
                catalog: catalog
            ) { finding in
                Diagnostics.emit(finding.diagnostic.with(severity: severity))
                counts[finding.kind, default: 0] += finding.occurrences
            }
            reported += counts.values.reduce(0, +)
            var keys = Set<String>()
            for entry in table.entries { keys.insert(entry.key) }
            var line =
                "\(input): \(language) (\(file)): \(keys.count) keys, \(counts[.missing] ?? 0) missing, "
                + "\((counts[.stale] ?? 0) + (counts[.unknownObject] ?? 0)) stale, "
                + "\(counts[.format] ?? 0) format mismatches"
            if catalog == nil {
                // A catalog's duplicates belong to the file, summed up on its own line.
                line += ", \(counts[.duplicateKey] ?? 0) duplicate keys, \(counts[.badEscape] ?? 0) bad escapes"
            }
            if let variations = counts[.variations] { line += ", \(variations) not applied (variations)" }
            if let review = counts[.needsReview] { line += ", \(review) need review" }
            print(line)
        }
    }
}
