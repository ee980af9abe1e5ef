#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import NibCodeGen
import NibModel
import XibCompiler

/// Prints diagnostics to standard error, in the `file:line:column: severity: message` form
/// ``Diagnostic`` renders. Every message the commands print about their inputs goes through here.
enum Diagnostics {
    static func emit(_ diagnostic: Diagnostic) {
        var bytes = Array((diagnostic.description + "\n").utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// Prints an error (or note) of any of the package's types.
    static func emit(_ item: some DiagnosticConvertible) {
        emit(item.diagnostic)
    }

    /// The `--strict` warnings for what the converter kept generically.
    static func coverageWarnings(_ coverage: Coverage, file: String) {
        for entry in coverage.entries {
            let what: String
            switch entry.kind {
            case .element: what = "element <\(entry.name)> is not understood; kept as written"
            case .attribute: what = "attribute \(entry.name) is not understood; kept as a string"
            case .objectClass: what = "class of <\(entry.name)> is derived by the naming rule only"
            }
            let times = entry.count > 1 ? " (\(entry.count) times)" : ""
            emit(Diagnostic(.warning, file: file, position: entry.firstPosition, message: what + times))
        }
    }
}

/// Loads a `.xib` (compiling it), a `.nib.json` manifest or an embedded manifest (`NAME+Manifest.swift`).
enum InputLoader {
    /// A manifest, as JSON (`NAME.nib.json`) or embedded in Swift (`NAME+Manifest.swift`), rather than a document.
    static func isManifest(_ path: String) -> Bool { path.hasSuffix(".json") || isEmbeddedManifest(path) }
    static func isEmbeddedManifest(_ path: String) -> Bool { path.hasSuffix(".swift") }

    /// A generator input; an embedded manifest is named by the document it was compiled from, so
    /// diagnostics, the nib name and the localization come from the `.xib`'s path.
    static func generatorInput(at path: String) throws(ValidationFailure) -> GeneratorInput {
        guard isEmbeddedManifest(path) else { return GeneratorInput(path: path, document: try document(at: path)) }
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path) } catch { throw ValidationFailure(error) }
        guard let embedded = EmbeddedManifest.parse(String(decoding: bytes, as: UTF8.self)) else {
            throw ValidationFailure(Diagnostic(file: path, message: "not an embedded manifest (written by `codegen convert --swift`)"))
        }
        do {
            return GeneratorInput(path: embedded.sourcePath, document: try ManifestReader.read(Array(embedded.json.utf8)))
        } catch {
            throw ValidationFailure(error.diagnostic.located(in: path))
        }
    }

    static func document(at path: String) throws(ValidationFailure) -> NibDocument {
        if isEmbeddedManifest(path) { return try generatorInput(at: path).document }
        if isManifest(path) {
            do {
                return try ManifestReader.read(contentsOf: path)
            } catch {
                throw ValidationFailure(error.diagnostic.located(in: path))
            }
        }
        do {
            return try XibCompiler().compile(contentsOf: path).document
        } catch {
            throw ValidationFailure(error)
        }
    }
}

/// An input that could not be loaded, as the diagnostic to print.
struct ValidationFailure: Error, DiagnosticConvertible {
    var diagnostic: Diagnostic
    init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
    init(_ error: some DiagnosticConvertible) { self.diagnostic = error.diagnostic }
}
