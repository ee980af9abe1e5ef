/// Paths taken apart at each `/` byte, as the file system takes them apart.
///
/// Splitting a `String` at the `Character` `/` misses a `/` that a combining mark follows: the two
/// are one `Character`. A document `../\u{345}Top.xib` was then named `../\u{345}Top`, and its
/// manifest written outside the output folder. The plugins compile this file too.
public enum PathComponents {
    /// The components of `path`, without the empty ones a leading, trailing or doubled `/` makes
    /// unless `keepingEmpty`.
    public static func of(_ path: String, keepingEmpty: Bool = false) -> [String] {
        path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: !keepingEmpty).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// The last non-empty component of `path` (`path` itself when it has none).
    public static func last(_ path: String) -> String {
        of(path).last ?? path
    }

    /// `path` up to and including its last `/` (`dir/` of `dir/nib.json`); empty without a `/`.
    public static func directory(_ path: String) -> String {
        splitAtLastSlash(path[...]).map { $0.folder + "/" } ?? ""
    }

    /// The folder `path` is in: `.` for a bare name, `/` for a name at the root.
    public static func folder(of path: String) -> String {
        guard let folder = splitAtLastSlash(path[...])?.folder else { return "." }
        return folder.isEmpty ? "/" : folder
    }

    /// `path` split at its last `/`: the folder before it and the name after it; nil when there is
    /// no `/`.
    public static func splitAtLastSlash(_ path: Substring) -> (folder: String, name: String)? {
        let bytes = path.utf8
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return (
            String(decoding: bytes[..<slash], as: UTF8.self),
            String(decoding: bytes[bytes.index(after: slash)...], as: UTF8.self)
        )
    }
}
