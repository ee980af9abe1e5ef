import ArgumentParser
import NibArchive
import NibCommands
import NibModel

/// `codegen dump X.nib [--sorted]`: lists a compiled nib's objects, keys and typed values.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "List the objects, keys and typed values of a compiled .nib (NIBArchive).",
        discussion: """
            One block per object: '#N Class' then 'key = value' lines, values with their encoded \
            width (int8 3, float32 0.5), references as @N. With --sorted, keys are sorted within \
            objects and objects numbered in walk order from the root, so two nibs of the same \
            graph list the same text. A .nib folder is read through its keyedobjects.nib or \
            runtime.nib.
            """
    )

    @Argument(help: "A compiled .nib file, or a .nib folder.")
    var input: String

    @Flag(name: .long, help: "Sort keys within objects and number objects in walk order from the root.")
    var sorted = false

    func run() throws {
        let archive: NibArchiveFile
        do { archive = try NibArchiveFile.read(contentsOf: input) } catch {
            Diagnostics.emit(error)
            throw ExitCode.failure
        }
        print(NibArchiveDump(archive, order: sorted ? .walk : .file).text, terminator: "")
    }
}
