import Foundation

/// Where the tests find the real-world corpus of Interface Builder documents, and whether it is here.
///
/// The corpus is not part of the repository. The tests look in the folder named by the
/// `NIB_CORPUS` environment variable when it is set, else in `../shared/corpus` beside the package. When neither
/// exists, every corpus test is skipped with ``skipNote``, which says how to get the files;
/// everything else runs from files in the repository.
public enum TestCorpus {
    /// The package root, derived from this file's path (`<root>/Tests/NibTestSupport/TestCorpus.swift`).
    public static let packageRoot: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path
    }()

    /// The corpus folder, if one was found (it holds `xib/`, `storyboard/`, `strings/`).
    public static let root: String? = {
        let named = ProcessInfo.processInfo.environment["NIB_CORPUS"] ?? ""
        // A folder named by NIB_CORPUS is the only one considered (so NIB_CORPUS=/nonexistent
        // runs the suite as a fresh clone without the corpus would).
        for candidate in named.isEmpty ? [packageRoot + "/../shared/corpus"] : [named] {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate + "/xib", isDirectory: &isDirectory),
                isDirectory.boolValue
            {
                return (candidate as NSString).standardizingPath
            }
        }
        return nil
    }()

    /// Whether the corpus was found.
    public static var isAvailable: Bool { root != nil }

    /// The line printed for every corpus test skipped because the corpus is not here.
    public static let skipNote =
        "the real-world corpus is not here: set NIB_CORPUS to its folder, or run Scripts/fetch-corpus (network access) to download it to ../shared/corpus"

    /// `root/relative`; only meaningful when ``isAvailable``.
    public static func path(_ relative: String) -> String {
        (root ?? packageRoot + "/../shared/corpus") + "/" + relative
    }

    /// Every file below `root/folder` whose name ends in `.ext`, sorted; empty without a corpus.
    public static func files(in folder: String, withExtension ext: String) -> [String] {
        guard let root, let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder) else { return [] }
        var files: [String] = []
        for case let relative as String in enumerator where relative.hasSuffix("." + ext) {
            files.append(root + "/" + folder + "/" + relative)
        }
        return files.sorted()
    }

    /// Whether a document's root element is `<document>` (modern) rather than `<archive>` (legacy),
    /// read from its first bytes without the converter.
    public static func isModern(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: handle.readData(ofLength: 4096), as: UTF8.self)
        guard let range = head.range(of: "<(document|archive)\\b", options: .regularExpression) else { return false }
        return head[range].hasPrefix("<document")
    }
}
