import Foundation

/// Locations shared by the tests: the package root, its fixtures, and the shared corpus beside it.
enum TestPaths {
    /// `<package>/Tests/XibCompilerTests/Corpus.swift` → `<package>`.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = packageRoot.appendingPathComponent("Tests/XibCompilerTests/Fixtures")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    /// `../shared/corpus` relative to the package root.
    static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// The built `codegen` executable, beside the test bundle.
    static var codegen: URL {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return exe.deletingLastPathComponent().appendingPathComponent("codegen")
    }

    /// Every `.xib` file below the corpus directory, found at run time, sorted.
    static func corpusXibs() -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil) else { return [] }
        var files: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "xib" { files.append(url.path) }
        return files.sorted()
    }

    /// Whether a file's root element is `<document>` (the modern format), read without the converter.
    static func isModern(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: handle.readData(ofLength: 4096), as: UTF8.self)
        guard let range = head.range(of: "<(document|archive)\\b", options: .regularExpression) else { return false }
        return head[range].hasPrefix("<document")
    }

    static func modernCorpusXibs() -> [String] { corpusXibs().filter(isModern) }
}
