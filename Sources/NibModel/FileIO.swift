#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Small POSIX file helpers shared by the tools and the runtime: whole-file reads and
/// atomic writes (a temporary file in the same directory, renamed over the target).
public enum FileIO {
    /// Why a file could not be read or written.
    public struct Failure: Error, DiagnosticConvertible, Sendable, Equatable {
        /// What went wrong, as a value (callers decide on it; they never read the text).
        public enum Cause: Sendable, Equatable {
            /// The system refused, with its explanation (`strerror`).
            case system(String)
            /// A directory, device or other non-regular file.
            case notARegularFile
            /// The file is larger than the caller's limit.
            case tooLarge(bytes: Int, limit: Int)
        }

        public var path: String
        public var cause: Cause

        public init(path: String, cause: Cause) {
            self.path = path
            self.cause = cause
        }

        /// The cause in words, without the path.
        public var reason: String {
            switch cause {
            case .system(let text): return text
            case .notARegularFile: return "not a regular file"
            case .tooLarge(let bytes, let limit): return "file is \(bytes) bytes, over the limit of \(limit)"
            }
        }

        public var diagnostic: Diagnostic { Diagnostic(file: path, message: reason) }
    }

    /// Reads a whole regular file. Refuses directories, devices and files over `limit` bytes.
    public static func read(_ path: String, limit: Int = 1 << 30) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(path: path, cause: .system(errorText())) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(path: path, cause: .system(errorText())) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw Failure(path: path, cause: .notARegularFile) }
        guard Int(info.st_size) <= limit else {
            throw Failure(path: path, cause: .tooLarge(bytes: Int(info.st_size), limit: limit))
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, cause: .system(errorText()))
            }
            if count == 0 { break }
            filled += count
        }
        if filled < bytes.count { bytes.removeLast(bytes.count - filled) }
        return bytes
    }

    /// Writes `bytes` to `path` atomically: readers see the old file or the whole new one, never
    /// a partial file. When `onlyIfChanged` is set and the file already holds these bytes it is left
    /// untouched (its modification time too), so build systems see no change.
    /// Returns whether the file was written.
    @discardableResult
    public static func writeAtomically(_ bytes: [UInt8], to path: String, onlyIfChanged: Bool = false) throws(Failure) -> Bool {
        if onlyIfChanged, let existing = try? read(path), existing == bytes { return false }
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        var template = Array("\(directory.isEmpty ? "/" : directory)/.\(baseName(path)).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw Failure(path: path, cause: .system(errorText())) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = false
        defer {
            if !ok { unlink(temporary) }
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = errorText()
                close(fd)
                throw Failure(path: path, cause: .system(reason))
            }
            written += count
        }
        fchmod(fd, 0o644)
        guard close(fd) == 0 else { throw Failure(path: path, cause: .system(errorText())) }
        guard rename(temporary, path) == 0 else { throw Failure(path: path, cause: .system(errorText())) }
        ok = true
        return true
    }

    /// The last path component.
    public static func baseName(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        if let slash = trimmed.lastIndex(of: "/") { return String(trimmed[trimmed.index(after: slash)...]) }
        return String(trimmed)
    }

    /// The last path component without its extension(s) after the first dot of `suffix`, e.g.
    /// `stem("a/Login.xib", dropping: ".xib")` is `Login`.
    public static func stem(_ path: String, dropping suffix: String) -> String {
        let name = baseName(path)
        return name.hasSuffix(suffix) && name.count > suffix.count ? String(name.dropLast(suffix.count)) : name
    }

    /// A document's name: its file name without `.nib.json`, `.storyboard.json`, `.xib`, `.storyboard` or `.json`
    /// (`Sources/App/Main.storyboard` → `Main`). Manifests of xibs and storyboards alike are `NAME.nib.json`.
    public static func documentName(_ path: String) -> String {
        let name = baseName(path)
        for suffix in [".storyboard.nib.json", ".storyboard.json", ".nib.json", ".xib", ".storyboard", ".json"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Creates a directory and any missing parents (like `mkdir -p`).
    public static func createDirectory(_ path: String) throws(Failure) {
        if isDirectory(path) { return }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if !isDirectory(prefix) && mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw Failure(path: prefix, cause: .system(errorText()))
            }
            prefix += "/"
        }
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
}

// `read` and `write` of the C library, under names that `FileIO.read` does not shadow (calling
// them qualified, as `Glibc.read`, would build on Linux only).
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }

extension ManifestReader {
    /// Reads a manifest file.
    public static func read(contentsOf path: String) throws(ManifestError) -> NibDocument {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, limit: 256 << 20) } catch { throw .unreadable(path: path, reason: error.reason) }
        return try read(bytes)
    }
}
