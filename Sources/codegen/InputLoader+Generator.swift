import ArgumentParser
import NibCodeGen
import NibCommands
import NibModel

extension InputLoader {
    /// A generator input. A manifest that records its document's identity is named by that
    /// document (`convert --document-path`), so diagnostics, the nib name and the localization
    /// are the document's, wherever the manifest was written. A compiled nib or storyboard
    /// (`Login.nib`, `Main.storyboardc`) is read into the model and named as the manifest
    /// `convert` writes beside it (`Login.nib.json`, `Main.nib.json`), which is what the app
    /// loads: the code is the code generated from that manifest.
    static func generatorInput(at path: String) throws(InputLoadFailure) -> GeneratorInput {
        guard ManifestConversion.isCompiledPath(path) else {
            let document = try document(at: path)
            return GeneratorInput(path: document.identity?.path ?? path, document: document)
        }
        return GeneratorInput(
            path: ManifestConversion.generatorPath(ofInput: path),
            document: try ManifestConversion.compiledDocument(at: path))
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
}
