import ArgumentParser
import Foundation
import NibArchive
import NibCommands
import NibModel

extension CompileCommand {
    /// A UIKit storyboard: the `.storyboardc` folder, `--coverage`, or `--compare` with Apple's
    /// folder (each nib as an app sees it, `Info.plist` by content).
    func compileUIKitStoryboard(_ document: NibDocument) throws {
        let encoder = UIKitNibEncoder(document: document, file: input, targetModule: module)
        if coverage {
            try reportCoverage(encoder.coverage())
            return
        }
        let storyboard: CompiledStoryboard
        do { storyboard = try encoder.encodeStoryboard() } catch {
            for issue in error.issues { Diagnostics.emit(issue) }
            throw ExitCode.failure
        }
        let compilation = StoryboardCompilation(storyboard)
        if let compare { try compareStoryboard(compilation, with: compare) }
        guard let output else { return }
        let outputs = OutputStage()
        outputs.protect(inputs: [input])
        do { try compilation.stage(replacing: output, in: outputs) } catch {
            Diagnostics.emit(error.diagnostic)
            outputs.discard()
            throw ExitCode.failure
        }
        try OutputCommit.finish(outputs, failed: false)
    }

    /// Lists how each file differs from the file of the same name in `folder`, and the files
    /// only one side has; exits 1 if anything differs.
    func compareStoryboard(_ compilation: StoryboardCompilation, with folder: String) throws {
        var differences: [String] = []
        let names = compilation.files.map(\.name)
        guard FileIO.isDirectory(folder), let theirs = try? FileIO.names(inDirectory: folder) else {
            Diagnostics.emit(
                Diagnostic(
                    file: folder, message: "cannot compare: not a readable folder (a compiled storyboard is one)"))
            throw ExitCode.failure
        }
        for name in theirs.sorted() where !names.contains(name) { differences.append("\(name): only in \(folder)") }
        for file in compilation.files {
            let path = folder + "/" + file.name
            // Read as the folder holds it: a symbolic link, pipe or device is not followed or waited on.
            let data: [UInt8]
            do { data = try FileIO.read(path, followingLinks: false) } catch {
                differences.append(
                    FileIO.exists(path) || FileIO.isSymbolicLink(path)
                        ? "\(file.name): cannot read: \(error.reason)" : "\(file.name): not in \(folder)")
                continue
            }
            if file.name == "Info.plist" {
                if !Self.samePropertyList(file.bytes, data) { differences.append("Info.plist: other content") }
                continue
            }
            do {
                let result = try NibArchiveReader.read(file.bytes)
                let reference = try NibArchiveReader.read(data)
                differences += NibArchiveComparison(result, reference).differences(limit: 20).map {
                    "\(file.name): \($0)"
                }
            } catch {
                differences.append("\(file.name): cannot compare: \(error)")
            }
        }
        for difference in differences { print(difference) }
        if !differences.isEmpty {
            Self.reportDifferences(differences.count, from: folder, writing: output)
            throw ExitCode.failure
        }
    }

    /// Whether two property lists hold the same values (whatever their form).
    static func samePropertyList(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        func read(_ bytes: [UInt8]) -> NSObject? {
            try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? NSObject
        }
        guard let left = read(lhs), let right = read(rhs) else { return false }
        return left.isEqual(right)
    }
}
