import NibModel

/// Why a compiled storyboard is not written into the folder it was given.
package struct StoryboardOutputError: Error, Equatable {
    /// What is wrong with the folder.
    package enum Reason: Equatable {
        /// The path names a file (a compiled storyboard is a folder).
        case notAFolder
        /// The folder holds files but no compiled storyboard's `Info.plist`: an app's resources or
        /// bundle, say, whose nibs writing a storyboard there would replace.
        case notACompiledStoryboard
        /// A folder given to link is not a compiled storyboard (`NAME.storyboardc` whose
        /// `Info.plist` maps identifiers to nibs).
        case notACompiledStoryboardToLink
        /// A compiled storyboard to link holds something other than files and nib folders (a link,
        /// a pipe, a deeper folder).
        case notAStoryboardFile
        /// The folder to link into is the compiled storyboard itself, or inside it: the copy
        /// would be written into the folder it copies.
        case linkIntoItself
        /// An earlier compiled storyboard to link, `first`, has the same name (in a `.lproj` folder
        /// of the same name, if any): both would be copied to one folder of the destination.
        case linkedTwice(first: String)
        /// The folder cannot be listed, or a file cannot be staged.
        case file(FileError)
    }

    /// The folder, as given.
    package var path: String
    /// What is wrong with it.
    package var reason: Reason

    /// The message after `PATH: error: `.
    package var message: String {
        switch reason {
        case .notAFolder:
            return "cannot write: a file, not a folder (a compiled storyboard is a folder)"
        case .notACompiledStoryboard:
            return
                "cannot write: the folder holds other files and is not a compiled storyboard (no Info.plist "
                + "mapping identifiers to nibs); give the storyboard's own NAME.storyboardc folder"
        case .notACompiledStoryboardToLink:
            return
                "cannot link: not a compiled storyboard (a NAME.storyboardc folder whose Info.plist maps "
                + "identifiers to nibs)"
        case .notAStoryboardFile:
            return "cannot link: neither a file nor a nib folder of a compiled storyboard"
        case .linkIntoItself:
            return
                "cannot link: the folder to link into is inside this compiled storyboard; "
                + "give the folder that holds it"
        case .linkedTwice(let first):
            return
                "cannot link: \(first.debugDescription) has the same name, and both would be copied to one "
                + "folder; link storyboards of different names (or of different .lproj folders)"
        case .file(let error):
            return "cannot write: \(error.reason)"
        }
    }

    /// The error as a diagnostic naming the path the failure is about.
    package var diagnostic: Diagnostic {
        if case .file(let error) = reason { return Diagnostic(file: error.path, message: message) }
        return Diagnostic(file: path, message: message)
    }
}
