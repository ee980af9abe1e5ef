import NibModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// ibtool's link step (`ibtool --link DIR A.storyboardc …`, what Xcode's build system and
/// rules_apple run after compiling storyboards): each compiled storyboard is copied into the
/// folder, as `DIR/NAME.storyboardc` — `DIR/LANG.lproj/NAME.storyboardc` for one compiled into a
/// `LANG.lproj` folder, so the bundle keeps its localizations (``linkedPath(of:)``) — under the
/// rule a compiled storyboard's folder is written by (``StoryboardCompilation/stage(replacing:in:)``):
/// the copy replaces an earlier one, nibs it no longer holds included, and never a folder of other
/// files.
package enum StoryboardLink {
    /// The most files a compiled storyboard is copied with, and the largest file: a folder beyond
    /// them is not one ibtool wrote.
    static let maximumFiles = 1 << 16
    static let maximumFileSize = 1 << 30

    /// Stages the copy of the compiled storyboard `source` into `directory`; returns the folder it
    /// goes to.
    package static func stage(_ source: String, into directory: String, in outputs: OutputStage)
        throws(StoryboardOutputError) -> String
    {
        let folder = String(FileIO.withoutTrailingSlashes(source))
        let name = FileIO.baseName(folder)
        guard name.hasSuffix(".storyboardc"), FileIO.isDirectory(folder),
            StoryboardCompilation.isCompiledStoryboard(folder)
        else { throw StoryboardOutputError(path: source, reason: .notACompiledStoryboardToLink) }
        if isInside(directory, folder) { throw StoryboardOutputError(path: source, reason: .linkIntoItself) }
        let destination: String
        do throws(FileError) {
            var parent = directory
            if let localization = localizationFolder(of: folder) {
                parent = try OutputStage.path(named: localization, in: directory)
            }
            destination = try OutputStage.path(named: name, in: parent)
        } catch {
            throw StoryboardOutputError(path: directory, reason: .file(error))
        }
        let files = try self.files(of: folder)
        let existing = try StoryboardCompilation.existingNibs(in: destination)
        do {
            for file in files {
                let bytes = try FileIO.read(folder + "/" + file, limit: maximumFileSize)
                try outputs.stage(bytes, to: destination + "/" + file)
            }
            for nib in existing where !files.contains(nib) { try outputs.stageRemoval(named: nib, in: destination) }
        } catch {
            throw StoryboardOutputError(path: destination, reason: .file(error))
        }
        return destination
    }

    /// Where the compiled storyboard `source` goes in the folder it is linked into:
    /// `Main.storyboardc`, or `Base.lproj/Main.storyboardc` for one in a `.lproj` folder. Two
    /// storyboards of one such path cannot be linked together.
    package static func linkedPath(of source: String) -> String {
        let folder = String(FileIO.withoutTrailingSlashes(source))
        let name = FileIO.baseName(folder)
        return localizationFolder(of: folder).map { $0 + "/" + name } ?? name
    }

    /// The `LANG.lproj` folder that holds the compiled storyboard `folder`, if one does (the
    /// localization rule of ``NibOutputNames/localization(ofPath:)``): as Apple's build system
    /// declares the link step's outputs (each input's path below the folder it was compiled into),
    /// the copy goes into a folder of that name.
    static func localizationFolder(of folder: String) -> String? {
        NibOutputNames.localization(ofPath: folder).map { $0 + ".lproj" }
    }

    /// Whether the folder `directory` is `folder` or lies inside it, links resolved: `--link
    /// A.storyboardc A.storyboardc` wrote a nested copy, `A.storyboardc/A.storyboardc`. A folder
    /// that does not exist yet is where its nearest existing parent is.
    static func isInside(_ directory: String, _ folder: String) -> Bool {
        var existing = directory
        var resolved = realpath(existing, nil)
        while resolved == nil, existing != ".", existing != "/" {
            existing = PathComponents.folder(of: existing)
            resolved = realpath(existing, nil)
        }
        guard let inner = resolved else { return false }
        defer { free(inner) }
        guard let outer = realpath(folder, nil) else { return false }
        defer { free(outer) }
        let child = String(cString: inner)
        let parent = String(cString: outer)
        return child == parent || child.utf8.starts(with: (parent.hasSuffix("/") ? parent : parent + "/").utf8)
    }

    /// The regular files of the compiled storyboard `folder`, and of the nib folders in it (a nib
    /// written unflattened), as paths relative to it, sorted; anything else in it (a link, a pipe,
    /// a deeper folder) is an error.
    static func files(of folder: String) throws(StoryboardOutputError) -> [String] {
        var files: [String] = []
        func list(_ relative: String, depth: Int) throws(StoryboardOutputError) {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            let names: [String]
            do { names = try FileIO.names(inDirectory: path) } catch {
                throw StoryboardOutputError(path: folder, reason: .file(error))
            }
            for name in names {
                let child = relative.isEmpty ? name : relative + "/" + name
                let full = folder + "/" + child
                if FileIO.isSymbolicLink(full) || !(FileIO.isRegularFile(full) || FileIO.isDirectory(full)) {
                    throw StoryboardOutputError(path: full, reason: .notAStoryboardFile)
                }
                if FileIO.isDirectory(full) {
                    guard depth == 0, name.hasSuffix(".nib") else {
                        throw StoryboardOutputError(path: full, reason: .notAStoryboardFile)
                    }
                    try list(child, depth: depth + 1)
                } else {
                    files.append(child)
                    guard files.count <= maximumFiles else {
                        throw StoryboardOutputError(path: folder, reason: .notACompiledStoryboardToLink)
                    }
                }
            }
        }
        try list("", depth: 0)
        return files
    }
}
