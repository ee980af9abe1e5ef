import ArgumentParser
import NibCodeGen
import NibManifest
import NibModel
import XibCompiler

/// Loads a `.xib` or `.storyboard` (compiling it) or a `.nib.json` manifest.
enum InputLoader {
    /// A manifest (`NAME.nib.json`) rather than a document.
    static func isManifest(_ path: String) -> Bool { path.hasSuffix(".json") }
    /// Swift source (an embedded manifest, `NAME+Manifest.swift`): never read back as an input.
    static func isSwiftSource(_ path: String) -> Bool { path.hasSuffix(".swift") }

    /// A generator input. A manifest that records its document's identity is named by that
    /// document (`convert --document-path`), so diagnostics, the nib name and the localization
    /// are the document's, wherever the manifest was written.
    static func generatorInput(at path: String) throws(InputLoadFailure) -> GeneratorInput {
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

    static func document(at path: String) throws(InputLoadFailure) -> NibDocument {
        if isSwiftSource(path) {
            throw InputLoadFailure(
                Diagnostic(
                    file: path,
                    message:
                        "Swift source is not an input; give the document or its \(NibOutputNames.manifestExtension) manifest"
                ))
        }
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
