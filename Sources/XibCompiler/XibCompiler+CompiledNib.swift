import NibModel

extension XibCompiler {
    /// The first bytes of every compiled nib: a NIBArchive file starts with them.
    static let nibArchiveMagic: [UInt8] = Array("NIBArchive".utf8)

    /// Whether `path` names what ibtool writes as a folder: a `.storyboardc` (a compiled
    /// storyboard) or a `.nib` folder (a nib compiled without flattening). Called only for a path
    /// that is not a regular file.
    static func isCompiledNibFolder(_ path: String) -> Bool {
        let name = FileIO.withoutTrailingSlashes(path)
        return name.hasSuffix(".storyboardc") || name.hasSuffix(".nib")
    }

    /// Whether `path` names a compiled storyboard (`NAME.storyboardc`, trailing slashes aside).
    public static func isCompiledStoryboard(_ path: String) -> Bool {
        FileIO.withoutTrailingSlashes(path).hasSuffix(".storyboardc")
    }
}
