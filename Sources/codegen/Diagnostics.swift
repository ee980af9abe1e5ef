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

/// Loads a `.xib` or `.storyboard` (compiling it) or a `.nib.json` manifest.
enum InputLoader {
    /// A manifest (`NAME.nib.json`) rather than a document.
    static func isManifest(_ path: String) -> Bool { path.hasSuffix(".json") }
    /// Swift source (an embedded manifest, `NAME+Manifest.swift`): never read back as an input.
    static func isSwiftSource(_ path: String) -> Bool { path.hasSuffix(".swift") }

    /// A generator input. A manifest that records its document's identity is named by that
    /// document (`convert --document-path`), so diagnostics, the nib name and the localization
    /// are the document's, wherever the manifest was written.
    static func generatorInput(at path: String) throws(ValidationFailure) -> GeneratorInput {
        let document = try document(at: path)
        return GeneratorInput(path: document.identity?.path ?? path, document: document)
    }

    /// The inputs at `paths`, every failure reported before stopping.
    static func generatorInputs(at paths: [String]) throws -> [GeneratorInput] {
        var inputs: [GeneratorInput] = []
        var failed = false
        for path in paths {
            do { inputs.append(try generatorInput(at: path)) } catch {
                Diagnostics.emit(error)
                failed = true
            }
        }
        if failed { throw ExitCode.failure }
        return inputs
    }

    static func document(at path: String) throws(ValidationFailure) -> NibDocument {
        if isSwiftSource(path) {
            throw ValidationFailure(Diagnostic(file: path, message: "Swift source is not an input; give the document or its \(NibOutputNames.manifestExtension) manifest"))
        }
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
