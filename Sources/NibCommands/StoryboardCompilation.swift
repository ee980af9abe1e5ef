import NibArchive
import NibModel

/// The files of a compiled UIKit storyboard (`.storyboardc` folder): `Info.plist` in the binary
/// form Apple's compiler writes (`UIViewControllerIdentifiersToNibNames`,
/// `UIStoryboardDesignatedEntryPointIdentifier`, `UIStoryboardVersion`) and one `NAME.nib` per
/// nib. The same storyboard always gives the same bytes.
package struct StoryboardCompilation {
    /// The compiled storyboard.
    package let storyboard: CompiledStoryboard

    /// The files of `storyboard`.
    package init(_ storyboard: CompiledStoryboard) {
        self.storyboard = storyboard
    }

    /// `Info.plist`'s property list.
    var infoPropertyList: PropertyListValue {
        var entries: [PropertyListValue.Entry] = [
            .init(
                CompiledStoryboard.identifiersToNibNamesKey,
                .dictionary(storyboard.identifiersToNibNames.map { .init($0.identifier, .string($0.nibName)) }))
        ]
        if let entryPoint = storyboard.entryPointIdentifier {
            entries.append(.init(CompiledStoryboard.entryPointKey, .string(entryPoint)))
        }
        entries.append(.init(CompiledStoryboard.versionKey, .integer(Int64(storyboard.version))))
        return .dictionary(entries)
    }

    /// Each file's name in the folder and its bytes: `Info.plist`, then the nibs in order.
    package var files: [(name: String, bytes: [UInt8])] {
        [("Info.plist", BinaryPropertyListWriter.bytes(of: infoPropertyList))]
            + storyboard.nibs.map { ($0.name + ".nib", NibArchiveWriter.bytes(of: $0.graph)) }
    }

    /// Stages every file into `folder` (created when missing).
    package func stage(into outputs: OutputStage, folder: String) throws(FileError) {
        for file in files { try outputs.stage(file.bytes, named: file.name, in: folder) }
    }
}
