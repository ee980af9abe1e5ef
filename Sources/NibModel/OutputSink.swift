#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the bytes of one staged output go as they are produced, in chunks.
///
/// When the destination already exists and may be left untouched, each chunk is first compared
/// with the existing file's bytes at the same offset (read into one reused buffer with `pread`,
/// never mapped: a file truncated under a mapping would kill the process) and nothing is written
/// while they agree. At the first difference — or when the lengths differ at the end — the
/// hidden temporary file beside the destination is created, the equal prefix is copied into it
/// from the existing file, and the rest is written normally. An output identical to the existing
/// file is thus never written at all.
///
/// Otherwise (a new file, or every output rewritten) the temporary file is created at once and
/// every chunk is written to it.
package final class OutputSink {
    /// The file the output will replace.
    let destination: String
    /// The existing file being compared with, or -1 once a difference was found (or when there is
    /// nothing to compare with).
    private var existing: Int32 = -1
    /// The existing file's size, when comparing.
    private var existingSize = 0
    /// How many bytes of output so far equal the existing file's first bytes.
    private var compared = 0
    /// The temporary file being written, or -1 while it is not needed.
    private var staged: Int32 = -1
    /// Its path, once created.
    private(set) var temporary: String?
    /// Whether the temporary file has been handed on (and must not be removed here).
    private var kept = false
    /// The reused buffer the existing file's bytes are read into.
    private var buffer: UnsafeMutableRawPointer?
    private static let bufferSize = 1 << 18

    /// A sink for `destination`; with `comparing`, an existing regular file there is compared
    /// with, otherwise the temporary file is created now.
    init(destination: String, comparing: Bool) throws(FileError) {
        self.destination = destination
        if comparing { openExisting() }
        if existing < 0 {
            let error = createStaged()
            guard error == 0 else {
                throw FileError(path: destination, cause: .system(String(cString: strerror(error))))
            }
        }
    }

    deinit {
        if existing >= 0 { close(existing) }
        if staged >= 0 { close(staged) }
        if let temporary, !kept {
            unlink(temporary)
            InterruptedOutputs.untrack(temporary)
        }
        buffer?.deallocate()
    }

    /// Takes the next `bytes` of the output; returns 0 or the `errno` of a failure (after which
    /// the output is abandoned).
    package func write(_ bytes: UnsafeRawBufferPointer) -> Int32 {
        guard bytes.count > 0 else { return 0 }
        if existing >= 0 {
            if agreesWithExisting(bytes) {
                compared += bytes.count
                return 0
            }
            let error = startWritingAfterEqualPrefix()
            guard error == 0 else { return error }
        }
        return FileIO.writeAll(staged, bytes)
    }

    /// Ends the output: the temporary file holding it (closed, ready to be moved into place), or
    /// nil when the existing file already holds exactly these bytes and nothing was written.
    /// `failure` is the `errno` the producer met, if any: then nothing is kept.
    func finish(failure: Int32) throws(FileError) -> String? {
        guard failure == 0 else {
            throw FileError(path: destination, cause: .system(String(cString: strerror(failure))))
        }
        if existing >= 0 {
            if compared == existingSize {
                close(existing)
                existing = -1
                return nil
            }
            let error = startWritingAfterEqualPrefix()
            guard error == 0 else {
                throw FileError(path: destination, cause: .system(String(cString: strerror(error))))
            }
        }
        let descriptor = staged
        staged = -1
        guard close(descriptor) == 0 else { throw FileError(path: destination, cause: .system(FileIO.errorText())) }
        kept = true
        return temporary
    }

    // MARK: Phases

    /// Opens the destination to compare with, when it is a regular file.
    private func openExisting() {
        let descriptor = open(destination, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return
        }
        existing = descriptor
        existingSize = Int(info.st_size)
        buffer = .allocate(byteCount: Self.bufferSize, alignment: 16)
    }

    /// Whether `bytes` equal the existing file's bytes from offset `compared`.
    private func agreesWithExisting(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let buffer, compared + bytes.count <= existingSize else { return false }
        var done = 0
        while done < bytes.count {
            let piece = min(Self.bufferSize, bytes.count - done)
            guard readFully(existing, into: buffer, piece, at: compared + done),
                memcmp(buffer, bytes.baseAddress! + done, piece) == 0
            else { return false }
            done += piece
        }
        return true
    }

    /// At the first difference: creates the temporary file, copies the equal prefix into it from
    /// the existing file and stops comparing. Returns 0 or an `errno`.
    private func startWritingAfterEqualPrefix() -> Int32 {
        defer {
            close(existing)
            existing = -1
        }
        let error = createStaged()
        guard error == 0 else { return error }
        return copyEqualPrefix()
    }

    /// Creates the hidden temporary file beside the destination (`.NAME.tmp-XXXXXX`) with the mode
    /// the file gets (``modeOfReplacement(for:)``).
    private func createStaged() -> Int32 {
        var template = Array(
            "\(PathComponents.folder(of: destination))/\(Self.temporaryName(for: FileIO.baseName(destination)))"
                .utf8CString)
        // Created and tracked with the cancelling signals held back, so none lands in between.
        // The descriptor and the path, or the errno of a failure and nil.
        let created = InterruptedOutputs.holdingSignals { () -> (value: Int32, path: String?) in
            let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { return (errno, nil) }
            let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            InterruptedOutputs.track(path)
            return (descriptor, path)
        }
        guard let path = created.path else { return created.value }
        temporary = path
        staged = created.value
        fchmod(created.value, Self.modeOfReplacement(for: destination))
        return 0
    }

    /// The permissions of the file written to `destination`: those of the regular file it
    /// replaces, else those of a new file under the process's umask, as `open` gives them
    /// (`0666 & ~umask`). A fixed 0644 made private files readable by everyone.
    static func modeOfReplacement(for destination: String) -> mode_t {
        var status = stat()
        if lstat(destination, &status) == 0, status.st_mode & S_IFMT == S_IFREG { return status.st_mode & 0o777 }
        return 0o666 & ~creationMask
    }

    /// The process's umask, read once (reading it means setting it, and setting it back).
    private static let creationMask: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()

    /// The `mkstemp` template of the temporary file for the file `name`: `.NAME.tmp-XXXXXX`, with
    /// NAME cut (between Unicode scalars) so the whole stays within the 255 bytes of a file name,
    /// so any name the destination may have can be written.
    package static func temporaryName(for name: String) -> String {
        let room = 255 - ".".utf8.count - ".tmp-XXXXXX".utf8.count
        var kept = String.UnicodeScalarView()
        var length = 0
        for scalar in name.unicodeScalars {
            length += UTF8.width(scalar)
            if length > room { break }
            kept.append(scalar)
        }
        return "." + String(kept) + ".tmp-XXXXXX"
    }

    /// Copies the existing file's first `compared` bytes into the temporary file: in the kernel
    /// where it can, else through the buffer.
    private func copyEqualPrefix() -> Int32 {
        var offset: off_t = 0
        while Int(offset) < compared {
            let count = sendfile(staged, existing, &offset, compared - Int(offset))
            if count > 0 { continue }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && errno != EINVAL && errno != ENOSYS { return errno }
            return copyThroughBuffer(from: Int(offset))
        }
        return 0
    }

    /// Copies the existing file's bytes from `start` to `compared` with `pread` and `write`.
    private func copyThroughBuffer(from start: Int) -> Int32 {
        guard let buffer else { return EIO }
        var offset = start
        while offset < compared {
            let piece = min(Self.bufferSize, compared - offset)
            errno = 0
            guard readFully(existing, into: buffer, piece, at: offset) else { return errno == 0 ? EIO : errno }
            let error = FileIO.writeAll(staged, UnsafeRawBufferPointer(start: buffer, count: piece))
            guard error == 0 else { return error }
            offset += piece
        }
        return 0
    }

    /// Reads exactly `count` bytes at `offset`; false at an error or the end of the file.
    private func readFully(_ descriptor: Int32, into target: UnsafeMutableRawPointer, _ count: Int, at offset: Int)
        -> Bool
    {
        var filled = 0
        while filled < count {
            let result = pread(descriptor, target + filled, count - filled, off_t(offset + filled))
            if result < 0 && errno == EINTR { continue }
            if result <= 0 { return false }
            filled += result
        }
        return true
    }
}
