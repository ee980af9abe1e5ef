import NibModel

extension NibArchiveFile {
    /// The names, in order of preference, of the archive inside a `.nib` folder.
    public static let archiveNamesInFolder = ["keyedobjects.nib", "runtime.nib"]

    /// The file that holds the archive of `path`: `path` itself, or for a `.nib` folder the
    /// first of ``archiveNamesInFolder`` it holds.
    public static func archivePath(for path: String) throws(NibArchiveLoadError) -> String {
        guard FileIO.isDirectory(path) else { return path }
        for name in archiveNamesInFolder where FileIO.isRegularFile(path + "/" + name) {
            return path + "/" + name
        }
        throw .noArchiveInFolder(path: path)
    }

    /// The archive of a `.nib` file or folder; errors name the file actually read.
    public static func read(contentsOf path: String) throws(NibArchiveLoadError) -> NibArchiveFile {
        let file = try archivePath(for: path)
        let bytes: [UInt8]
        do { bytes = try FileIO.read(file) } catch { throw .file(error) }
        do { return try NibArchiveReader.read(bytes) } catch { throw .archive(error.located(in: file)) }
    }
}
