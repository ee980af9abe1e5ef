import NibModel

extension NibArchiveFile {
    /// The names, in order of preference, of the archive inside a `.nib` folder.
    public static let archiveNamesInFolder = ["keyedobjects.nib", "runtime.nib"]

    /// The file that holds the archive of `path`: `path` itself, or for a `.nib` folder the
    /// first of ``archiveNamesInFolder`` it holds as a file (a symbolic link there is not followed).
    public static func archivePath(for path: String) throws(NibArchiveLoadError) -> String {
        guard FileIO.isDirectory(path) else { return path }
        for name in archiveNamesInFolder
        where !FileIO.isSymbolicLink(path + "/" + name) && FileIO.isRegularFile(path + "/" + name) {
            return path + "/" + name
        }
        throw .noArchiveInFolder(path: path)
    }

    /// The archive of a `.nib` file or folder; errors name the file actually read.
    public static func read(contentsOf path: String) throws(NibArchiveLoadError) -> NibArchiveFile {
        try read(contentsOf: path, followingLinks: true)
    }

    /// The archive of a nib inside a compiled storyboard: as ``read(contentsOf:)``, but a symbolic
    /// link is refused (``FileIO/linkNotFollowed``), so the folder cannot make the reader read a file
    /// outside it.
    static func read(memberAt path: String) throws(NibArchiveLoadError) -> NibArchiveFile {
        if FileIO.isSymbolicLink(path) { throw .file(FileError(path: path, cause: .system(FileIO.linkNotFollowed))) }
        return try read(contentsOf: path, followingLinks: false)
    }

    private static func read(contentsOf path: String, followingLinks: Bool) throws(NibArchiveLoadError)
        -> NibArchiveFile
    {
        let file = try archivePath(for: path)
        let bytes: [UInt8]
        // The archive inside a `.nib` folder is the folder's own entry: a link there is not followed.
        do { bytes = try FileIO.read(file, followingLinks: followingLinks && file == path) } catch {
            throw .file(error)
        }
        do { return try NibArchiveReader.read(bytes) } catch { throw .archive(error.located(in: file)) }
    }
}
