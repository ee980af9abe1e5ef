/// The outputs of one command, written only once every check has passed: the one place the
/// tools write files.
///
/// A command stages each output as it produces it; the bytes go to a hidden temporary file beside
/// the destination (so a large manifest is streamed, never held whole), or, while they agree with
/// the file already there, are only compared with it (``OutputSink``). ``commit()`` then moves
/// every staged file into place; a stage that is discarded — explicitly, or by going away
/// uncommitted because a check failed — removes its temporary files and the folders it created,
/// so a failing command leaves the file system as it found it.
///
/// Outputs named by a document (``stage(_:named:in:onlyIfChanged:)``) must be names
/// (``ResourceName``): they land in the folder the user gave, never elsewhere.
package final class OutputStage {
    /// A staged file: where it goes and the temporary file holding it (nil when the destination
    /// already holds the same bytes and is left untouched).
    private struct Entry {
        var destination: String
        var temporary: String?
    }

    private var entries: [Entry] = []
    /// Files an output replaces as a whole (a compiled storyboard's nibs it no longer holds):
    /// removed at commit, left alone on discard.
    private var removals: [String] = []
    /// The files the command reads, by identity, and their paths as given: an output that is one
    /// of them is refused (``protect(inputs:)``).
    private var inputs: [FileIO.FileIdentity: String] = [:]
    /// Where each staged file goes, as its folder's identity and its name: a second output to the
    /// same file, however its path is spelled, is refused rather than silently replacing the first.
    private var staged: [Place: String] = [:]
    /// The places of ``removals``: a file removed at commit cannot also be an output.
    private var removedPlaces: [Place: String] = [:]
    /// Folders created for staged files, outermost first: removed on discard.
    private var createdDirectories: [String] = []
    private var isClosed = false

    package init() {}

    deinit { discard() }

    /// The destinations staged so far, in staging order.
    package var destinations: [String] { entries.map(\.destination) }

    /// Refuses, from now on, to stage an output that is one of `paths` (the documents the command
    /// reads), however the two paths are spelled: `compile A.xib -o A.xib` would replace the
    /// document with its nib.
    package func protect(inputs paths: [String]) {
        for path in paths {
            if let identity = FileIO.identity(of: path), inputs[identity] == nil { inputs[identity] = path }
        }
    }

    /// Stages `bytes` as the new contents of `path`. With `onlyIfChanged`, a file that already
    /// holds them is left untouched at commit (its modification time too).
    package func stage(_ bytes: [UInt8], to path: String, onlyIfChanged: Bool = true) throws(FileError) {
        try stage(to: path, onlyIfChanged: onlyIfChanged) { sink in
            bytes.withUnsafeBytes { sink.write($0) }
        }
    }

    /// Stages the file `body` gives, in chunks, to the ``OutputSink`` it is handed (returning 0 or
    /// an `errno`) as the new contents of `path`. With `onlyIfChanged`, chunks that agree with the
    /// existing file are only compared, and an identical output creates no temporary file at all.
    package func stage(to path: String, onlyIfChanged: Bool = true, _ body: (OutputSink) -> Int32)
        throws(FileError)
    {
        precondition(!isClosed, "an output stage takes no files once committed or discarded")
        if !inputs.isEmpty, let identity = FileIO.identity(of: path), let input = inputs[identity] {
            throw FileError(path: path, cause: .system("it is the input \(input): give another output"))
        }
        try createParent(of: path)
        if let place = Self.place(of: path) {
            if let earlier = staged[place] {
                throw FileError(
                    path: path, cause: .system("it is also the output \(earlier): give each output a file of its own"))
            }
            if let removed = removedPlaces[place] {
                throw FileError(
                    path: path,
                    cause: .system("it is \(removed), which another output removes: give each output a file of its own")
                )
            }
            staged[place] = path
        }
        let temporary = try FileIO.writeTemporary(for: path, onlyIfChanged: onlyIfChanged, body)
        entries.append(Entry(destination: path, temporary: temporary))
    }

    /// A file's place: the identity of the folder it is in and its name there.
    private struct Place: Hashable {
        var folder: FileIO.FileIdentity
        var name: String
    }

    /// The place of `path`, once its folder exists.
    private static func place(of path: String) -> Place? {
        let trimmed = FileIO.withoutTrailingSlashes(path)
        let folder = PathComponents.folder(of: String(trimmed))
        let name = PathComponents.splitAtLastSlash(trimmed)?.name ?? String(trimmed)
        return FileIO.identity(of: folder).map { Place(folder: $0, name: name) }
    }

    /// Stages `bytes` as the file `name` in `directory`. `name` comes from a document or a
    /// manifest, so it must be a name: a path (`../x`, `/x`, `a/b`) is refused.
    package func stage(_ bytes: [UInt8], named name: String, in directory: String, onlyIfChanged: Bool = true)
        throws(FileError)
    {
        try stage(bytes, to: Self.path(named: name, in: directory), onlyIfChanged: onlyIfChanged)
    }

    /// `directory/name`, once `name` is known to be a name.
    package static func path(named name: String, in directory: String) throws(FileError) -> String {
        if let problem = ResourceName.problem(name: name) {
            throw FileError(
                path: directory,
                cause: .system(ResourceName.message(what: "output file name", value: name, problem: problem)))
        }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Stages the removal of the file `name` in `directory` at commit: a file of an earlier output
    /// that the new one, written into the same folder, no longer holds. `name` must be a name.
    package func stageRemoval(named name: String, in directory: String) throws(FileError) {
        let path = try Self.path(named: name, in: directory)
        if !inputs.isEmpty, let identity = FileIO.identity(of: path), let input = inputs[identity] {
            throw FileError(path: path, cause: .system("it is the input \(input): give another output"))
        }
        if let place = Self.place(of: path) {
            if let output = staged[place] {
                throw FileError(
                    path: path,
                    cause: .system(
                        "it is the output \(output), which another output removes: give each output a file of its own"))
            }
            removedPlaces[place] = path
        }
        removals.append(path)
    }

    /// Moves every staged file into place and returns the paths written (files that already held
    /// their bytes are not). A failure stops there and discards what was not yet moved.
    @discardableResult
    package func commit() throws(FileError) -> [String] {
        precondition(!isClosed, "an output stage is committed once")
        var written: [String] = []
        for offset in entries.indices {
            guard let temporary = entries[offset].temporary else { continue }
            entries[offset].temporary = nil
            do { try FileIO.moveTemporary(temporary, to: entries[offset].destination) } catch {
                discard()
                throw error
            }
            written.append(entries[offset].destination)
        }
        for path in removals { FileIO.remove(path) }
        removals = []
        entries = []
        createdDirectories = []
        isClosed = true
        return written
    }

    /// Removes every staged temporary file and the folders created for them; nothing is written.
    package func discard() {
        for entry in entries { entry.temporary.map(FileIO.remove) }
        entries = []
        removals = []
        for directory in createdDirectories.reversed() { FileIO.removeEmptyDirectory(directory) }
        createdDirectories = []
        isClosed = true
    }

    /// Creates the folder `path` goes into, when it is missing, remembering what was created.
    private func createParent(of path: String) throws(FileError) {
        guard let folder = PathComponents.splitAtLastSlash(Substring(path))?.folder, !folder.isEmpty else { return }
        createdDirectories += try FileIO.createDirectoryReportingCreated(folder)
    }
}
