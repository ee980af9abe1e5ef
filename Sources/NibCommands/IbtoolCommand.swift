import ArgumentParser
import NibArchive
import NibModel
import NibStrings
import XibCompiler

/// `codegen ibtool …`: the command lines build systems pass to Apple's ibtool (rules_apple,
/// Xcode's build system), answered the way ibtool answers them — the compiled nib, the partial
/// Info.plist, the strings file, and the result dictionary on standard output.
package struct IbtoolCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "ibtool",
        abstract: "Compile a document with ibtool's command line and print ibtool's result dictionary.",
        discussion: """
            --compile writes the binary nib only when the document is encoded faithfully (as \
            'codegen compile' does); otherwise each reason is an entry of com.apple.ibtool.document.errors \
            and the exit status is 1, with nothing written. A UIKit storyboard is compiled into its \
            .storyboardc folder (NAME.storyboardc in --compilation-directory), a UIKit .xib into one nib; \
            AppKit storyboards are reported as errors. --link DIR copies compiled storyboards (.storyboardc \
            folders) into DIR, as ibtool's link step does. --version adds com.apple.ibtool.version to the result. \
            Every diagnostic is also printed to standard error as FILE:LINE:COLUMN.
            """
    )

    @Argument(help: "The .xib (or .storyboard) document; with --link, the .storyboardc folders to link.")
    var inputs: [String] = []

    /// The document to compile (one; ``validate()`` checks it).
    var input: String? { link == nil ? inputs.first : nil }

    @Option(name: .customLong("compile"), help: ArgumentHelp("The compiled nib to write.", valueName: "output"))
    var compileOutput: String?

    @Option(
        name: .customLong("compilation-directory"),
        help: ArgumentHelp("Write the compiled document into this folder (NAME.nib).", valueName: "directory"))
    var compilationDirectory: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Copy the compiled storyboards given into this folder (each as NAME.storyboardc), as ibtool's link step does.",
            valueName: "directory"))
    var link: String?

    @Flag(name: .long, help: "Report errors (com.apple.ibtool.document.errors).")
    var errors = false

    @Flag(name: .long, help: "Report warnings (com.apple.ibtool.document.warnings).")
    var warnings = false

    @Flag(name: .long, help: "Report notices (com.apple.ibtool.document.notices).")
    var notices = false

    @Option(name: .long, help: "human-readable-text, xml1 or binary1 (default: xml1).")
    var outputFormat: IbtoolResult.Format = .xml1

    @Option(
        name: .long,
        help:
            "The module compiled into (ibtool's --module): custom classes that inherit the target's module are in it."
    )
    var module: String?

    @Option(
        name: .long,
        help:
            "A device family the nib is for: \(IbtoolCommand.deviceFamilies.sorted().joined(separator: ", ")) (repeatable)."
    )
    var targetDevice: [String] = []

    @Option(name: .long, help: "The oldest OS version the nib is for (recorded; the encoding does not depend on it).")
    var minimumDeploymentTarget: String?

    @Option(name: .long, help: "The platform (macosx, iphoneos, …), as Xcode's build system passes it.")
    var platform: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The SDK to compile against, as CocoaPods, Xamarin and theos projects pass it (recorded; no SDK is read).",
            valueName: "path"))
    var sdk: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A translation of the document, LANG:FILE (a .strings file), as Xcode's build system passes "
                + "it for a Base-localized document (repeatable): written unchanged as NAME.strings into the "
                + "LANG.lproj folder beside the compiled document's, where the app looks it up.",
            valueName: "language:file"))
    var companionStringsFile: [String] = []

    // Refused in `validate()`: what ibtool writes with it is not known (see docs/bazel.md).
    @Flag(name: .long, help: .hidden)
    var referenceExternalStringsFile = false

    @Option(name: .long, help: "The partial Info.plist to write (an empty dictionary: a nib adds no keys).")
    var outputPartialInfoPlist: String?

    @Flag(name: .long, help: "Accepted for compatibility: fonts are not needed to compile.")
    var autoActivateCustomFonts = false

    @Option(name: .long, help: "Write the document's localizable strings to this .strings file (UTF-8).")
    var exportStringsFile: String?

    @Option(name: .long, help: "YES or NO, accepted for compatibility: nibs are always written flattened (YES).")
    var flatten: String?

    // Listed by the root's own `--version` line: the help shows one.
    @Flag(name: .long, help: .hidden)
    var version = false

    package init() {}

    /// The device families ibtool knows.
    static let deviceFamilies: Set<String> = ["mac", "iphone", "ipad", "tv", "watch", "vision", "carplay"]

    package func validate() throws {
        if let unknown = targetDevice.first(where: { !Self.deviceFamilies.contains($0) }) {
            throw ValidationError(
                "--target-device \(unknown): expected one of \(Self.deviceFamilies.sorted().joined(separator: ", "))")
        }
        if let flatten, !["YES", "NO"].contains(flatten) {
            throw ValidationError("--flatten \(flatten): expected YES or NO")
        }
        if referenceExternalStringsFile {
            throw ValidationError(
                "--reference-external-strings-file is not supported: what ibtool writes with it is not known; "
                    + "compile without it")
        }
        if [compileOutput, compilationDirectory, link].compactMap({ $0 }).count > 1 {
            throw ValidationError("give one of --compile, --compilation-directory and --link")
        }
        _ = try companions()
    }

    /// Checks how many inputs are given. Not in `validate()`: the argument parser runs it before
    /// it reports an unknown option, so `--strip OUT` (its value taken for a second document) was
    /// reported as "give one document to compile" instead of by the option's name.
    private func checkInputs() throws {
        if link != nil {
            if inputs.isEmpty { throw ValidationError("give the .storyboardc folders to link") }
        } else {
            if inputs.count > 1 {
                throw ValidationError("give one document to compile (or --link DIR with .storyboardc folders)")
            }
            if !version && inputs.isEmpty { throw ValidationError("give the document to compile") }
        }
    }

    /// A `--companion-strings-file`: the translation's language and its `.strings` file.
    struct Companion {
        var language: String
        var file: String
    }

    /// The `--companion-strings-file` values, checked: `LANG:FILE` with a language name
    /// (``LanguageName``: it becomes a folder), each language once, and a compiled document in a
    /// `LANG.lproj` folder for the translations to go beside.
    private func companions() throws -> [Companion] {
        var seen: Set<String> = []
        let companions = try companionStringsFile.map { value in
            guard let colon = value.firstIndex(of: ":"), colon != value.startIndex,
                value.index(after: colon) != value.endIndex
            else {
                throw ValidationError(
                    "--companion-strings-file \(value): expected LANG:FILE (de:de.lproj/Main.strings)")
            }
            let language = String(value[..<colon])
            try TranslationSource.validate(language: language, what: "--companion-strings-file's language")
            guard seen.insert(language).inserted else {
                throw ValidationError("--companion-strings-file: the language \(language) is given twice")
            }
            return Companion(language: language, file: String(value[value.index(after: colon)...]))
        }
        if !companions.isEmpty {
            guard link == nil, localizationFolder != nil else {
                throw ValidationError(
                    "--companion-strings-file needs the compiled document in a LANG.lproj folder "
                        + "(--compile …/Base.lproj/NAME.nib or --compilation-directory …/Base.lproj): "
                        + "each translation is written into the LANG.lproj folder beside it")
            }
        }
        return companions
    }

    /// The `.lproj` folder the compiled document goes into: `--compile`'s folder or
    /// `--compilation-directory`, when its name ends in `.lproj`.
    private var localizationFolder: String? {
        let folder: Substring
        if let compileOutput {
            guard let split = PathComponents.splitAtLastSlash(compileOutput[...]) else { return nil }
            folder = Substring(split.folder)
        } else if let compilationDirectory {
            folder = compilationDirectory.hasSuffix("/") ? compilationDirectory.dropLast() : compilationDirectory[...]
        } else {
            return nil
        }
        let name = PathComponents.last(String(folder))
        return name.hasSuffix(".lproj") && name.count > ".lproj".count ? String(folder) : nil
    }

    package func run() throws {
        try checkInputs()
        var result = IbtoolResult(requested: requestedCategories)
        if version { result.entries.append(.init("com.apple.ibtool.version", IbtoolVersion.propertyList)) }
        let outputs = OutputStage()
        let companions = try companions()
        outputs.protect(inputs: inputs + companions.map(\.file))
        if let link {
            // By bytes, as the file system tells names apart.
            var linked: [[UInt8]: String] = [:]
            for storyboard in inputs {
                let name = Array(StoryboardLink.linkedPath(of: storyboard).utf8)
                if let first = linked[name] {
                    let error = StoryboardOutputError(path: storyboard, reason: .linkedTwice(first: first))
                    result.diagnostics.append(error.diagnostic)
                    continue
                }
                linked[name] = storyboard
                do { _ = try StoryboardLink.stage(storyboard, into: link, in: outputs) } catch {
                    result.diagnostics.append(error.diagnostic)
                }
            }
        } else if let input {
            stageOutputs(of: input, into: outputs, reporting: &result)
            stageTranslations(companions, of: input, into: outputs, reporting: &result)
        }
        // Outputs are moved into place before the result is printed, so a failure to write them
        // is an error of the result too, as build systems read it.
        if result.hasErrors {
            outputs.discard()
        } else {
            do { try outputs.commit() } catch {
                result.diagnostics.append(Diagnostic(file: error.path, message: "cannot write: \(error.reason)"))
            }
        }
        for diagnostic in result.diagnostics { Diagnostics.emit(diagnostic) }
        try printResult(result)
        if result.hasErrors { throw ExitCode.failure }
    }

    private var requestedCategories: [IbtoolResult.Category] {
        IbtoolResult.Category.allCases.filter {
            switch $0 {
            case .errors: errors
            case .warnings: warnings
            case .notices: notices
            }
        }
    }

    /// Reads the document and stages what the command line asks for; every problem becomes a
    /// diagnostic of the result.
    private func stageOutputs(of input: String, into outputs: OutputStage, reporting result: inout IbtoolResult) {
        let compilation: XibCompiler.Compilation
        do { compilation = try XibCompiler().compile(contentsOf: input) } catch {
            result.diagnostics.append(error.diagnostic)
            return
        }
        result.diagnostics += compilation.warnings
        let document = compilation.document
        if !document.info.platform.isAppKit, !document.isStoryboard, let destination = nibDestination(for: input) {
            // A UIKit `.xib` becomes one nib.
            do {
                let bytes = NibArchiveWriter.bytes(
                    of: try UIKitNibEncoder(document: document, file: input, targetModule: module).encodeNib())
                stage(bytes, to: destination, in: outputs, reporting: &result)
            } catch {
                result.diagnostics += error.issues.map(\.diagnostic)
            }
        } else if !document.info.platform.isAppKit,
            let destination = nibDestination(for: input, suffix: ".storyboardc")
        {
            // A UIKit storyboard becomes its `.storyboardc` folder.
            do {
                let storyboard = try UIKitNibEncoder(document: document, file: input, targetModule: module)
                    .encodeStoryboard()
                try StoryboardCompilation(storyboard).stage(replacing: destination, in: outputs)
            } catch let error as NibCompileError {
                result.diagnostics += error.issues.map(\.diagnostic)
            } catch let error as StoryboardOutputError {
                result.diagnostics.append(error.diagnostic)
            } catch {
                result.diagnostics.append(Diagnostic(file: destination, message: "cannot write: \(error)"))
            }
        } else if let destination = nibDestination(for: input) {
            let encoder = AppKitNibEncoder(document: compilation.document, file: input, targetModule: module)
            do {
                let bytes = NibArchiveWriter.bytes(of: try encoder.encode())
                stage(bytes, to: destination, in: outputs, reporting: &result)
            } catch {
                result.diagnostics += error.issues.map(\.diagnostic)
            }
        }
        if let path = outputPartialInfoPlist {
            do {
                let text = try XMLPropertyListWriter.text(of: .dictionary([]))
                stage(Array(text.utf8), to: path, in: outputs, reporting: &result)
            } catch {
                result.diagnostics.append(Diagnostic(file: path, message: "cannot write: \(error.message)"))
            }
        }
        if let path = exportStringsFile {
            let text = StringsFileWriter.text(DocumentStrings.export(compilation.document))
            stage(Array(text.utf8), to: path, in: outputs, reporting: &result)
        }
    }

    /// Stages each companion translation, read and checked as a `.strings` file (an error is
    /// placed at its line and column), unchanged as `BUNDLE/LANG.lproj/NAME.strings`: the folder
    /// beside the compiled document's `.lproj` folder, the table named after the compiled document,
    /// where the app's nib and storyboard loading looks its strings up.
    private func stageTranslations(
        _ companions: [Companion], of input: String, into outputs: OutputStage, reporting result: inout IbtoolResult
    ) {
        guard let folder = localizationFolder else { return }
        let bundle = PathComponents.directory(folder)
        let table = tableName(of: input) + ".strings"
        for companion in companions {
            let bytes: [UInt8]
            do {
                bytes = try FileIO.read(companion.file, limit: TranslationSource.maximumSize)
            } catch {
                result.diagnostics.append(error.unreadableInput)
                continue
            }
            do { _ = try StringsFileParser.parse(bytes, file: companion.file) } catch {
                result.diagnostics.append(error.diagnostic)
                continue
            }
            stage(bytes, to: bundle + companion.language + ".lproj/" + table, in: outputs, reporting: &result)
        }
    }

    /// The name the app looks the document's strings up by: the compiled document's name without
    /// its extension (`--compile …/Base.lproj/Login.nib`: `Login`), or the document's own.
    private func tableName(of input: String) -> String {
        guard let compileOutput else { return NibOutputNames.nibName(ofPath: input) }
        let name = PathComponents.last(compileOutput)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// `--compile OUT`, or `DIR/NAME.nib` (`NAME.storyboardc` for a UIKit storyboard) for
    /// `--compilation-directory DIR`.
    private func nibDestination(for input: String, suffix: String = ".nib") -> String? {
        if let compileOutput { return compileOutput }
        guard let directory = compilationDirectory else { return nil }
        let name = NibOutputNames.nibName(ofPath: input) + suffix
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private func stage(_ bytes: [UInt8], to path: String, in outputs: OutputStage, reporting result: inout IbtoolResult)
    {
        do { try outputs.stage(bytes, to: path) } catch {
            result.diagnostics.append(Diagnostic(file: path, message: "cannot write: \(error.reason)"))
        }
    }

    private func printResult(_ result: IbtoolResult) throws {
        let bytes: [UInt8]
        do { bytes = try result.bytes(in: outputFormat) } catch {
            Diagnostics.emit(Diagnostic(message: "cannot write the result: \(error.message)"))
            throw ExitCode.failure
        }
        _ = bytes.withUnsafeBytes { FileIO.writeAll(1, $0) }
    }
}

extension IbtoolResult.Format: ExpressibleByArgument {}

/// The version `codegen ibtool --version` reports, in ibtool's keys.
enum IbtoolVersion {
    /// The front end's own version: it changes when what it writes for the same command line does.
    static let shortVersion = "1.0"
    static let bundleVersion = "1"

    /// ibtool's two keys, then the package's version (`SwiftNibVersion.current`, what
    /// `codegen --version` prints) under a key of its own.
    static var propertyList: PropertyListValue {
        .dictionary([
            .init("bundle-version", .string(bundleVersion)), .init("short-bundle-version", .string(shortVersion)),
            .init("swift-nib-version", .string(SwiftNibVersion.current)),
        ])
    }
}
