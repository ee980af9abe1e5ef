import Foundation

/// The one way the tests compare an output with a reviewed file kept in the repository (a
/// golden) and re-record it. With `NIB_RECORD_GOLDENS=1` a run writes each output over its
/// golden instead of comparing, so the change is reviewed as a diff.
public enum GoldenFile {
    /// Whether this run re-records goldens (`NIB_RECORD_GOLDENS=1`).
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["NIB_RECORD_GOLDENS"] == "1" }

    /// The golden at `path` that `actual` is to be compared with; nil when this run records, in
    /// which case `actual` has been written to `path` (its folder created). Throws when the
    /// golden cannot be read or written.
    public static func expected(_ actual: [UInt8], at path: String) throws -> [UInt8]? {
        guard isRecording else { return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(actual).write(to: URL(fileURLWithPath: path), options: .atomic)
        return nil
    }

    /// Whether `actual` is the golden text at `path` byte for byte; true when this run records it.
    public static func matches(_ actual: String, at path: String) throws -> Bool {
        guard let expected = try expected(Array(actual.utf8), at: path) else { return true }
        return expected == Array(actual.utf8)
    }
}
