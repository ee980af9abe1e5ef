#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Small POSIX file helpers shared by the tools and the runtime: whole-file reads and
/// atomic writes (a temporary file in the same directory, renamed over the target).
package enum FileIO {
    /// Reads a whole regular file. Refuses directories, devices and files over `limit` bytes, and
    /// unless `followingLinks`, a symbolic link (``linkNotFollowed``).
    package static func read(_ path: String, limit: Int = 1 << 30, followingLinks: Bool = true) throws(FileError)
        -> [UInt8]
    {
        let (fd, size) = try openRegularFile(path, limit: limit, followingLinks: followingLinks)
        defer { close(fd) }
        return try readBytes(fd, count: size, of: path)
    }

    /// The first `count` bytes of a regular file (fewer when it is shorter), opened as ``read(_:limit:)``
    /// opens it: a named pipe or a device is refused by its type, never waited on.
    package static func readPrefix(_ path: String, count: Int) throws(FileError) -> [UInt8] {
        let (fd, size) = try openRegularFile(path, limit: Int.max)
        defer { close(fd) }
        return try readBytes(fd, count: min(count, size), of: path)
    }

    /// Up to `count` bytes from `fd`: fewer when the file ends first (it shrank since it was measured).
    private static func readBytes(_ fd: Int32, count: Int, of path: String) throws(FileError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < bytes.count {
            let read = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + filled, $0.count - filled) }
            if read < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, cause: .system(errorText()))
            }
            if read == 0 { break }
            filled += read
        }
        if filled < bytes.count { bytes.removeLast(bytes.count - filled) }
        return bytes
    }

    /// Maps a whole regular file read-only into memory (see ``Mapping``). Refuses directories,
    /// devices and files over `limit` bytes.
    package static func map(_ path: String, limit: Int = 1 << 30) throws(FileError) -> Mapping {
        let (fd, size) = try openRegularFile(path, limit: limit)
        defer { close(fd) }
        guard size > 0 else { return Mapping(base: nil, count: 0) }
        let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0)
        guard let base, base != MAP_FAILED else { throw FileError(path: path, cause: .system(errorText())) }
        return Mapping(base: base.assumingMemoryBound(to: UInt8.self), count: size)
    }

    /// Opens a regular file of at most `limit` bytes for reading: its descriptor and size. Every
    /// input of the package is opened here. The file is opened without blocking, so a named pipe
    /// (whose opening waits for a writer) or a device is refused by its type instead of hanging
    /// the tool; a regular file is then read normally.
    private static func openRegularFile(_ path: String, limit: Int, followingLinks: Bool = true) throws(FileError) -> (
        Int32, Int
    ) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY | (followingLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else {
            let linked = !followingLinks && errno == ELOOP
            throw FileError(path: path, cause: .system(linked ? linkNotFollowed : errorText()))
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let failure = FileError(path: path, cause: .system(errorText()))
            close(fd)
            throw failure
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw FileError(path: path, cause: .notARegularFile)
        }
        guard Int(info.st_size) <= limit else {
            close(fd)
            throw FileError(path: path, cause: .tooLarge(bytes: Int(info.st_size), limit: limit))
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return (fd, Int(info.st_size))
    }

    /// A file mapped read-only into memory. Its pages are read from the file as they are first
    /// touched, and a reader that goes through the file gives back what it has passed
    /// (``release(before:)``), so a large file never sits whole in memory. The file must not be
    /// truncated while it is mapped.
    package final class Mapping {
        /// The file's bytes, valid while the mapping lives.
        package let bytes: UnsafeBufferPointer<UInt8>

        init(base: UnsafeMutablePointer<UInt8>?, count: Int) {
            bytes = UnsafeBufferPointer(start: base, count: count)
        }

        deinit {
            if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
        }

        /// Gives back the memory of the bytes before `offset`, in whole blocks of 2 MiB (the
        /// system may map a large file in huge pages, which are given back only whole). They stay
        /// readable: a later read of them reads the file again.
        /// A reader that reports its progress often asks the system only about the blocks it
        /// passed since its last call; an offset below that call's starts a new pass over the file
        /// (the converter reads it twice: a scan, then the parse).
        package func release(before offset: Int) {
            guard let base = bytes.baseAddress else { return }
            let block = 2 << 20
            let end = min(offset, bytes.count) / block * block
            if end < released { released = 0 }
            guard end > released else { return }
            madvise(UnsafeMutableRawPointer(mutating: base + released), end - released, Int32(MADV_DONTNEED))
            released = end
        }

        /// How many bytes from the start have been given back.
        private var released = 0
    }

    /// Writes `bytes` to `path` atomically: readers see the old file or the whole new one, never
    /// a partial file. When `onlyIfChanged` is set and the file already holds these bytes it is left
    /// untouched (its modification time too), so build systems see no change.
    /// Returns whether the file was written.
    @discardableResult
    package static func writeAtomically(_ bytes: [UInt8], to path: String, onlyIfChanged: Bool = false)
        throws(FileError)
        -> Bool
    {
        try writeAtomically(to: path, onlyIfChanged: onlyIfChanged) { sink in
            bytes.withUnsafeBytes { sink.write($0) }
        }
    }

    /// Writes a file atomically from `body`, which gives its text in chunks to the ``OutputSink``
    /// it is handed and returns 0 or the first `errno` it met. The text goes to a temporary file in
    /// the same directory, renamed over `path` once complete; with `onlyIfChanged`, a file that
    /// already holds the same bytes is left untouched and nothing is written (each chunk is
    /// compared with the file as it comes, see ``OutputSink``).
    /// Returns whether the file was written.
    @discardableResult
    package static func writeAtomically(
        to path: String, onlyIfChanged: Bool = false,
        _ body: (OutputSink) -> Int32
    ) throws(FileError) -> Bool {
        guard let temporary = try writeTemporary(for: path, onlyIfChanged: onlyIfChanged, body) else { return false }
        try moveTemporary(temporary, to: path)
        return true
    }

    /// Writes what will become `path` into a hidden temporary file beside it (`.NAME.tmp-XXXXXX`)
    /// from `body` (as in ``writeAtomically(to:onlyIfChanged:_:)``) and returns its path; nil when
    /// `onlyIfChanged` is set and `path` already holds the same bytes (then no temporary file was
    /// ever created). Nothing is left behind on failure. A device (`/dev/null`), pipe or socket at
    /// `path` is refused: the rename would replace it with a regular file. A folder is refused too,
    /// here rather than at the rename, so a command staging several outputs fails before it has
    /// moved any of them into place.
    static func writeTemporary(for path: String, onlyIfChanged: Bool, _ body: (OutputSink) -> Int32)
        throws(FileError) -> String?
    {
        if isDirectory(path) {
            throw FileError(path: path, cause: .system("a folder, not a file: give the path of the file to write"))
        }
        if exists(path), !isRegularFile(path) {
            throw FileError(
                path: path,
                cause: .system(
                    "not a regular file (a device, pipe or socket): outputs are written as files, and this would replace it"
                ))
        }
        let sink = try OutputSink(destination: path, comparing: onlyIfChanged)
        return try sink.finish(failure: body(sink))
    }

    /// Renames a file written by ``writeTemporary(for:onlyIfChanged:_:)`` over `path`; on failure
    /// the temporary file is removed.
    static func moveTemporary(_ temporary: String, to path: String) throws(FileError) {
        defer { InterruptedOutputs.untrack(temporary) }
        guard rename(temporary, path) == 0 else {
            let failure = FileError(path: path, cause: .system(errorText()))
            unlink(temporary)
            throw failure
        }
    }

    /// Removes a file (a temporary one that was not moved into place); errors are ignored.
    static func remove(_ path: String) {
        unlink(path)
        InterruptedOutputs.untrack(path)
    }

    /// Removes an empty directory; errors (it is not empty, it is gone) are ignored.
    static func removeEmptyDirectory(_ path: String) { rmdir(path) }

    /// Writes all of `bytes`; returns 0 or the `errno` of the failure.
    package static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        var written = 0
        while written < bytes.count {
            let count = systemWrite(fd, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        return 0
    }

    /// `path` without the slashes that end it, as a folder may be named (`Main.storyboardc/`); a
    /// path of slashes only keeps one (`/`).
    package static func withoutTrailingSlashes(_ path: String) -> Substring {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed
    }

    /// The last path component.
    package static func baseName(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        return PathComponents.splitAtLastSlash(trimmed)?.name ?? String(trimmed)
    }

    /// The last path component without its extension(s) after the first dot of `suffix`, e.g.
    /// `stem("a/Login.xib", dropping: ".xib")` is `Login`.
    package static func stem(_ path: String, dropping suffix: String) -> String {
        let name = baseName(path)
        return name.hasSuffix(suffix) && name.count > suffix.count ? String(name.dropLast(suffix.count)) : name
    }

    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The names of the entries of the directory at `path` (not `.` and `..`), sorted by their
    /// bytes.
    package static func names(inDirectory path: String) throws(FileError) -> [String] {
        guard let directory = opendir(path) else { throw FileError(path: path, cause: .system(errorText())) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// What tells one existing file from every other: its device and inode, whatever the
    /// spelling of a path to it or the links on the way.
    package struct FileIdentity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// The identity of the file at `path` (links followed); nil when there is none.
    package static func identity(of path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// Whether `path` is a regular file (following symbolic links): not a folder, pipe, socket or
    /// device.
    package static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Why an entry of a folder a tool reads whole (a compiled nib or storyboard) is refused when
    /// it is a symbolic link: following it would read a file outside the folder (ibtool refuses
    /// such a folder too).
    package static let linkNotFollowed = "a symbolic link, which is not followed inside a compiled nib or storyboard"

    /// Whether `path` itself is a symbolic link (not followed).
    package static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    package static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Creates a directory and any missing parents (like `mkdir -p`).
    package static func createDirectory(_ path: String) throws(FileError) {
        _ = try createDirectoryReportingCreated(path)
    }

    /// Creates a directory and any missing parents; returns the directories it created, outermost
    /// first (so that they can be removed again, innermost first).
    static func createDirectoryReportingCreated(_ path: String) throws(FileError) -> [String] {
        if isDirectory(path) { return [] }
        var created: [String] = []
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if !isDirectory(prefix) {
                if mkdir(prefix, 0o755) == 0 {
                    created.append(prefix)
                } else if errno != EEXIST {
                    throw FileError(path: prefix, cause: .system(errorText()))
                }
            }
            prefix += "/"
        }
        return created
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
}

// `read` and `write` of the C library, under names that `FileIO.read` does not shadow (calling
// them qualified, as `Glibc.read`, would build on Linux only).
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
