import NibModel

extension XibCompiler {
    /// The first bytes of every compiled nib: a NIBArchive file starts with them.
    static let nibArchiveMagic: [UInt8] = Array("NIBArchive".utf8)

    /// Whether `path` names what ibtool writes as a folder: a `.storyboardc` (a compiled
    /// storyboard) or a `.nib` folder (a nib compiled without flattening). Called only for a path
    /// that is not a regular file.
    static func isCompiledNibFolder(_ path: String) -> Bool { compiledExtension(ofPath: path) != nil }

    /// Whether `path` names a compiled storyboard (`NAME.storyboardc`, trailing slashes aside).
    public static func isCompiledStoryboard(_ path: String) -> Bool {
        compiledExtension(ofPath: path) == ".storyboardc"
    }

    /// The extension of what ibtool compiles that `path` ends with, trailing slashes aside:
    /// `.nib` (a nib, file or folder) or `.storyboardc` (a compiled storyboard); nil otherwise.
    package static func compiledExtension(ofPath path: String) -> String? {
        let name = FileIO.withoutTrailingSlashes(path)
        return [".nib", ".storyboardc"].first { name.hasSuffix($0) }
    }
}
