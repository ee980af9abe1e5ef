import ArgumentParser
import NibArchive
import NibManifest
import NibModel
import XibCompiler

/// `convert`'s manifest of one document, the same in `codegen` and `nib-action`: the document
/// compiled (its warnings printed, and with `strict` what was kept generically) or a compiled
/// nib read into the model (``CompiledNibDocument``), named by the
/// identity `--document-path` gives, staged at the manifest's path.
package enum ManifestConversion {
    /// Refuses the options that name one output for several inputs, a `--document-path` the
    /// manifest reader would refuse, a `--name` that is no name, and two inputs that would write
    /// one manifest.
    package static func validate(
        inputs: [String], output: String?, manifest: String?, documentPath: String?, name: String?
    ) throws {
        if manifest != nil && inputs.count != 1 {
            throw ValidationError("--manifest takes exactly one input")
        }
        if documentPath != nil && inputs.count != 1 {
            throw ValidationError("--document-path takes exactly one input")
        }
        if name != nil && inputs.count != 1 {
            throw ValidationError("--name takes exactly one input")
        }
        try DocumentPathArgument.validate(documentPath)
        try DocumentPathArgument.validate(name: name)
        // Two inputs of one name (`Login.xib` and `Login.nib`, or two `Main.storyboard`s of other
        // folders given with `-o`) would write one manifest, the last overwriting the first.
        var first: [String: String] = [:]
        for input in inputs {
            let destination = manifestPath(for: input, directory: output)
            if let earlier = first[destination], earlier != input {
                throw ValidationError(
                    "\(earlier) and \(input) both convert to \(destination): convert them into different folders")
            }
            first[destination] = input
        }
    }

    /// The converted document, or nil when it could not be converted (reported).
    package static func document(
        of input: String, documentPath: String?, strict: Bool, storyboards: [String]
    ) -> NibDocument? {
        let compilation: XibCompiler.Compilation
        do {
            compilation = try XibCompiler(
                options: .init(storyboardDirectories: storyboards, requiresReferencedStoryboards: !storyboards.isEmpty)
            ).compile(contentsOf: input)
        } catch .compiledNib(let file) {
            // A compiled nib or storyboard: the model the reader decodes from it (no warnings,
            // nothing generic).
            do {
                return identified(try compiledDocument(at: file), documentPath: documentPath)
            } catch {
                Diagnostics.emit(error)
                return nil
            }
        } catch {
            Diagnostics.emit(error)
            return nil
        }
        for warning in compilation.warnings { Diagnostics.emit(warning) }
        if strict { Diagnostics.coverageWarnings(compilation.coverage, file: input) }
        return identified(compilation.document, documentPath: documentPath)
    }

    /// The model of the compiled nib or storyboard at `file`, named by its last path component
    /// as the converter names a document (`Login.nib`, `Main.storyboardc`).
    package static func compiledDocument(at file: String) throws(InputLoadFailure) -> NibDocument {
        var document = try InputLoader.document(at: file, readingCompiledNibs: true)
        document.sourceFile = FileIO.baseName(file)
        return document
    }

    /// `document` with the identity `documentPath` gives it, when given.
    static func identified(_ document: NibDocument, documentPath: String?) -> NibDocument {
        guard let documentPath else { return document }
        var identified = document
        identified.identity = DocumentIdentity(
            path: documentPath, localization: NibOutputNames.localization(ofPath: documentPath))
        return identified
    }

    /// Stages `document`'s manifest at `destination`; false when it cannot (reported).
    package static func stage(_ document: NibDocument, to destination: String, in outputs: OutputStage) -> Bool {
        do {
            // Streamed to the file chunk by chunk: a large manifest is never held whole.
            try ManifestWriter.stage(document, toFile: destination, in: outputs)
            return true
        } catch {
            Diagnostics.emit(Diagnostic(file: destination, message: "cannot write the manifest: \(error.reason)"))
            return false
        }
    }

    /// `dir/Name.xib`, `dir/Name.storyboard` or a compiled `dir/Name.nib` → `OUT/Name.nib.json` (or
    /// beside the input when no directory is given); `name`, the document's name in its target
    /// (`--name`), replaces `Name`.
    package static func manifestPath(for input: String, directory: String?, name: String? = nil) -> String {
        let name = (name ?? documentName(ofPath: input)) + NibOutputNames.manifestExtension
        if let directory { return directory.hasSuffix("/") ? directory + name : directory + "/" + name }
        // Beside a folder given with a trailing slash (`Main.storyboardc/`), not inside it.
        return PathComponents.directory(String(FileIO.withoutTrailingSlashes(input))) + name
    }

    /// The name a manifest takes from its input: ``NibOutputNames/nibName(ofPath:)``, or for a
    /// compiled nib (`Login.nib`, a file or a folder) or storyboard (`Main.storyboardc`) its name
    /// without that extension.
    static func documentName(ofPath path: String) -> String {
        guard let compiled = compiledExtension(ofPath: path) else { return NibOutputNames.nibName(ofPath: path) }
        return NibOutputNames.nibName(ofPath: String(FileIO.withoutTrailingSlashes(path).dropLast(compiled.count)))
    }

    /// Whether `path` names a compiled nib or storyboard by its extension (`Login.nib`,
    /// `Main.storyboardc`, trailing slashes aside): what `convert` and `generate` read with the
    /// compiled-nib reader, named as the manifest ``manifestPath(for:directory:name:)`` gives.
    package static func isCompiledPath(_ path: String) -> Bool { compiledExtension(ofPath: path) != nil }

    /// The path code is generated under for input `path` (its nib name, its diagnostics): the
    /// input itself, or for a compiled nib or storyboard the manifest `convert` writes beside it
    /// (`Login.nib` → `Login.nib.json`, `Main.storyboardc` → `Main.nib.json`), so the types are named as
    /// those generated from that manifest.
    package static func generatorPath(ofInput path: String) -> String {
        isCompiledPath(path) ? manifestPath(for: path, directory: nil) : path
    }

    /// The compiled extension `path` ends with (``XibCompiler/compiledExtension(ofPath:)``), nil
    /// also for the bare extension (`.nib`, `dir/.nib`), which names no document.
    static func compiledExtension(ofPath path: String) -> String? {
        guard let compiled = XibCompiler.compiledExtension(ofPath: path) else { return nil }
        let trimmed = FileIO.withoutTrailingSlashes(path)
        return trimmed == compiled || trimmed.hasSuffix("/" + compiled) ? nil : compiled
    }

    /// Keeps the last graph a command converted until the process exits: the command ends right
    /// after writing it, and freeing a large graph object by object first only costs time.
    package static func keepUntilExit(_ document: NibDocument) { keptUntilExit = document }

    nonisolated(unsafe) private static var keptUntilExit: NibDocument?
}
