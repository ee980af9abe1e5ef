import ArgumentParser
import NibCodeGen
import NibCommands
import NibModel

extension InputLoader {
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
}
