import ArgumentParser
import NibArchive
import NibCommands
import NibModel
import XibCompiler

/// `codegen compile DOC.xib -o DOC.nib [--module NAME]`: writes the binary nib (NIBArchive) of an
/// AppKit document, `codegen compile DOC.storyboard -o DOC.storyboardc` the compiled folder of a
/// UIKit storyboard; `--coverage` lists what the document uses that the writer does not encode.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract:
            "Compile a .xib into a binary .nib (NIBArchive), or a UIKit .storyboard into a .storyboardc, as ibtool --compile does.",
        discussion: """
            The nib is written only when every object, attribute and connection of the document \
            is encoded faithfully; anything else is a positioned error ('not encoded yet') and \
            nothing is written. UIKit storyboards become a .storyboardc folder (Info.plist and one nib \
            per controller and scene view), AppKit and UIKit .xib documents one .nib; AppKit storyboards \
            are not encoded yet. The same input always gives the same bytes.
            """
    )

    @Argument(help: "The .xib (or UIKit .storyboard) document to compile.")
    var input: String

    @Option(name: .shortAndLong, help: "The .nib file (or .storyboardc folder) to write.")
    var output: String?

    @Option(
        name: .long,
        help:
            "The module compiled into (ibtool's --module): custom classes that inherit the target's module are in it."
    )
    var module: String?

    @Flag(name: .long, help: "List what the document uses that the writer does not encode, and write nothing.")
    var coverage = false

    @Option(
        name: .long,
        help:
            "A nib (or .storyboardc folder) to compare the result with, as an app sees it; lists the first differences and exits 1 if any."
    )
    var compare: String?

    func validate() throws {
        if !coverage, output == nil, compare == nil {
            throw ValidationError("give the .nib to write with -o, or --coverage, or --compare")
        }
    }

    func run() throws {
        let document: NibDocument
        do { document = try XibCompiler().compile(contentsOf: input).document } catch {
            Diagnostics.emit(error)
            throw ExitCode.failure
        }
        if !document.info.platform.isAppKit, document.isStoryboard {
            try compileUIKitStoryboard(document)
            return
        }
        let isUIKit = !document.info.platform.isAppKit
        let encoder = AppKitNibEncoder(document: document, file: input, targetModule: module)
        let uikitEncoder = UIKitNibEncoder(document: document, file: input, targetModule: module)
        if coverage {
            try reportCoverage(isUIKit ? uikitEncoder.coverage() : encoder.coverage())
            return
        }
        let graph: NibArchiveGraph
        do { graph = try isUIKit ? uikitEncoder.encodeNib() : encoder.encode() } catch {
            for issue in error.issues { Diagnostics.emit(issue) }
            throw ExitCode.failure
        }
        let bytes = NibArchiveWriter.bytes(of: graph)
        if let compare { try compareResult(bytes, with: compare) }
        try write(bytes)
    }

    /// Reads back what was compiled and lists how it differs from the nib at `path`.
    func compareResult(_ bytes: [UInt8], with path: String) throws {
        let reference: NibArchiveFile
        let result: NibArchiveFile
        do { reference = try NibArchiveFile.read(contentsOf: path) } catch {
            var diagnostic = error.diagnostic
            diagnostic.message = "cannot compare: " + diagnostic.message
            Diagnostics.emit(diagnostic)
            throw ExitCode.failure
        }
        do { result = try NibArchiveReader.read(bytes) } catch {
            Diagnostics.emit(Diagnostic(file: input, message: "cannot compare: the nib written reads back as \(error)"))
            throw ExitCode.failure
        }
        let differences = NibArchiveComparison(result, reference).differences(limit: 20)
        for difference in differences { print(difference) }
        if !differences.isEmpty {
            Self.reportDifferences(differences.count, from: path, writing: output)
            throw ExitCode.failure
        }
    }

    /// The error that closes a comparison finding differences (listed on standard output, the
    /// first 20 at most): which reference, and that nothing was written.
    static func reportDifferences(_ count: Int, from reference: String, writing output: String?) {
        let listed = count == 1 ? "1 difference listed" : "\(count) differences listed"
        let written = output.map { "; \($0) is not written" } ?? ""
        Diagnostics.emit(
            Diagnostic(
                file: reference, message: "the compiled result differs from it as an app sees it (\(listed))\(written)")
        )
    }

    /// One line per issue; exits 1 when there is any.
    func reportCoverage(_ issues: [NibCompileIssue]) throws {
        guard !issues.isEmpty else {
            print("\(input): every object, attribute and connection is encoded")
            return
        }
        for issue in issues { Diagnostics.emit(issue) }
        throw ExitCode.failure
    }

    func write(_ bytes: [UInt8]) throws {
        guard let output else { return }
        let outputs = OutputStage()
        outputs.protect(inputs: [input])
        do { try outputs.stage(bytes, to: output) } catch {
            Diagnostics.emit(Diagnostic(file: error.path, message: "cannot write: \(error.reason)"))
            outputs.discard()
            throw ExitCode.failure
        }
        try OutputCommit.finish(outputs, failed: false)
    }
}
