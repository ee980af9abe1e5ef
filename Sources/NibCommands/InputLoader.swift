import NibArchive
import NibManifest
import NibModel
import XibCompiler

/// Loads a `.xib` or `.storyboard` (compiling it) or a `.nib.json` manifest.
package enum InputLoader {
    /// A manifest (`NAME.nib.json`) rather than a document.
    package static func isManifest(_ path: String) -> Bool { path.hasSuffix(".json") }
    /// Swift source (an embedded manifest, `NAME+Manifest.swift`): never read back as an input.
    package static func isSwiftSource(_ path: String) -> Bool { path.hasSuffix(".swift") }

    /// A compiled storyboard (`NAME.storyboardc` folder), which the summary and the check read
    /// into the model (``CompiledStoryboardDocument``).
    package static func isCompiledStoryboard(_ path: String) -> Bool { XibCompiler.isCompiledStoryboard(path) }

    /// The document at `path`: a manifest read back, a document compiled, or — when
    /// `readingCompiledNibs` (the summary and the check; `convert` reads a nib through
    /// ``ManifestConversion``) — a compiled nib (`.nib` file or folder, ``CompiledNibDocument``:
    /// classes, hierarchy, connections and the properties it decodes) or a compiled storyboard
    /// (`.storyboardc` folder, ``CompiledStoryboardDocument``: its scenes, classes, hierarchy and
    /// connections) read into the model. Other callers get the converter's refusal of a compiled
    /// input.
    package static func document(
        at path: String, readingCompiledNibs: Bool = false
    ) throws(InputLoadFailure) -> NibDocument {
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
        } catch .compiledNib(let file) where readingCompiledNibs && isCompiledStoryboard(file) {
            do { return try CompiledStoryboardDocument.document(contentsOf: file) } catch {
                throw InputLoadFailure(error)
            }
        } catch .compiledNib(let file) where readingCompiledNibs {
            do { return try CompiledNibDocument.document(contentsOf: file) } catch { throw InputLoadFailure(error) }
        } catch {
            throw InputLoadFailure(error)
        }
    }
}

/// An input that could not be loaded, as the diagnostic to print.
package struct InputLoadFailure: Error, DiagnosticConvertible {
    package var diagnostic: Diagnostic
    package init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
    package init(_ error: some DiagnosticConvertible) { self.diagnostic = error.diagnostic }
}
