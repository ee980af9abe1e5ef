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
