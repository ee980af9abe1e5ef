import Foundation
import NibTestSupport

/// Locations shared by the tests: the package root, its fixtures, and the corpus (``TestCorpus``).
enum TestPaths {
    /// `<package>/Tests/XibCompilerTests/Corpus.swift` → `<package>`.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = packageRoot.appendingPathComponent("Tests/XibCompilerTests/Fixtures")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    /// The built `codegen` executable, beside the test bundle.
    static var codegen: URL {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return exe.deletingLastPathComponent().appendingPathComponent("codegen")
    }

    /// Every modern-format (`<document` root) `.xib` of the corpus, sorted; empty without a corpus.
    static func modernCorpusXibs() -> [String] {
        TestCorpus.files(in: "xib", withExtension: "xib").filter(TestCorpus.isModern)
    }
}
