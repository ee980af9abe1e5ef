import NibCodeGen
import NibModel
import XibCompiler

/// Loads a `.xib` (compiling it), a `.nib.json` manifest or an embedded manifest (`NAME+Manifest.swift`).
enum InputLoader {
    /// A manifest, as JSON (`NAME.nib.json`) or embedded in Swift (`NAME+Manifest.swift`), rather than a document.
    static func isManifest(_ path: String) -> Bool { path.hasSuffix(".json") || isEmbeddedManifest(path) }
    static func isEmbeddedManifest(_ path: String) -> Bool { path.hasSuffix(".swift") }

    /// A generator input; an embedded manifest is named by the document it was compiled from, so
    /// diagnostics, the nib name and the localization come from the `.xib`'s path.
    static func generatorInput(at path: String) throws(InputLoadFailure) -> GeneratorInput {
        guard isEmbeddedManifest(path) else { return GeneratorInput(path: path, document: try document(at: path)) }
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path) } catch { throw InputLoadFailure(error) }
        guard let embedded = EmbeddedManifest.parse(String(decoding: bytes, as: UTF8.self)) else {
            throw InputLoadFailure(Diagnostic(file: path, message: "not an embedded manifest (written by `codegen convert --swift`)"))
        }
        do {
            return GeneratorInput(path: embedded.sourcePath, document: try ManifestReader.read(Array(embedded.json.utf8)))
        } catch {
            throw InputLoadFailure(error.diagnostic.located(in: path))
        }
    }

    static func document(at path: String) throws(InputLoadFailure) -> NibDocument {
        if isEmbeddedManifest(path) { return try generatorInput(at: path).document }
        if isManifest(path) {
            do {
                return try ManifestReader.read(contentsOf: path)
            } catch {
                throw InputLoadFailure(error.diagnostic.located(in: path))
            }
        }
        do {
            return try XibCompiler().compile(contentsOf: path).document
        } catch {
            throw InputLoadFailure(error)
        }
    }
}

/// An input that could not be loaded, as the diagnostic to print.
struct InputLoadFailure: Error, DiagnosticConvertible {
    var diagnostic: Diagnostic
    init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
    init(_ error: some DiagnosticConvertible) { self.diagnostic = error.diagnostic }
}
