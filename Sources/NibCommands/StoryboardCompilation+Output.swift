import NibArchive
import NibModel

extension StoryboardCompilation {
    /// Stages the compiled storyboard as the whole of `folder`: the folder is created when
    /// missing; one that exists must be empty or a compiled storyboard already (its `Info.plist`
    /// lists controllers' nibs), whose nibs the new storyboard does not hold are removed at commit
    /// (an app would load them). Any other folder — an app's resources, a bundle — is refused
    /// before anything is staged: writing there would replace its `Info.plist` and nibs.
    package func stage(replacing folder: String, in outputs: OutputStage) throws(StoryboardOutputError) {
        let existing = try Self.existingNibs(in: folder)
        do {
            try stage(into: outputs, folder: folder)
            let written = Set(files.map(\.name))
            for name in existing where !written.contains(name) { try outputs.stageRemoval(named: name, in: folder) }
        } catch {
            throw StoryboardOutputError(path: folder, reason: .file(error))
        }
    }

    /// The `.nib` files of the compiled storyboard at `folder` (none when it does not exist or is
    /// empty); an error for a file, or a folder that holds something else.
    ///
    /// The folder, and every entry in it, must not be a symbolic link: the files staged into it
    /// (a nib, or a nib folder's files when ``StoryboardLink`` copies one written unflattened)
    /// would be written wherever the link leads.
    static func existingNibs(in folder: String) throws(StoryboardOutputError) -> [String] {
        try refuseLink(folder)
        guard FileIO.exists(folder) else { return [] }
        guard FileIO.isDirectory(folder) else { throw StoryboardOutputError(path: folder, reason: .notAFolder) }
        let names: [String]
        do { names = try FileIO.names(inDirectory: folder) } catch {
            throw StoryboardOutputError(path: folder, reason: .file(error))
        }
        for name in names { try refuseLink(folder + "/" + name) }
        if names.isEmpty { return [] }
        guard isCompiledStoryboard(folder) else {
            throw StoryboardOutputError(path: folder, reason: .notACompiledStoryboard)
        }
        return names.filter { $0.hasSuffix(".nib") && FileIO.isRegularFile(folder + "/" + $0) }
    }

    /// Whether `folder`'s `Info.plist` is a compiled storyboard's: a binary property list whose
    /// dictionary maps identifiers to nib names.
    static func isCompiledStoryboard(_ folder: String) -> Bool {
        guard let bytes = try? FileIO.read(folder + "/Info.plist", limit: 1 << 24),
            let info = try? BinaryPropertyListReader.value(from: bytes),
            case .dictionary? = info[CompiledStoryboard.identifiersToNibNamesKey]
        else { return false }
        return true
    }

    /// An error for a symbolic link at `path` in a compiled storyboard's output.
    private static func refuseLink(_ path: String) throws(StoryboardOutputError) {
        guard FileIO.isSymbolicLink(path) else { return }
        throw StoryboardOutputError(
            path: path,
            reason: .file(
                FileError(
                    path: path,
                    cause: .system(
                        "a symbolic link, which a compiled storyboard is not written through: remove it"))))
    }
}
