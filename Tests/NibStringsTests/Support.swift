import Foundation
import NibModel
import NibStrings
import NibTestSupport
import XibCompiler

/// Paths shared by the tests: the package, its fixtures, the corpus and the built `codegen`.
enum StringsTestPaths {
    /// `<package>/Tests/NibStringsTests/Support.swift` → `<package>`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func fixture(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/NibStringsTests/Fixtures/\(name)").path
    }

    /// The corpus's `strings/` folder (``TestCorpus``: `NIB_CORPUS` or `../shared/corpus`).
    static let corpusStrings = URL(fileURLWithPath: TestCorpus.path("strings"))

    /// The built `codegen`, beside the test bundle.
    static var codegen: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("codegen")
    }

    /// Every document in a `Base.lproj` folder below the corpus's `strings/`, sorted.
    static func baseDocuments() -> [String] {
        guard let walker = FileManager.default.enumerator(at: corpusStrings, includingPropertiesForKeys: nil) else {
            return []
        }
        var found: [String] = []
        for case let url as URL in walker
        where url.deletingLastPathComponent().lastPathComponent == "Base.lproj"
            && ["xib", "storyboard"].contains(url.pathExtension)
        {
            found.append(url.path)
        }
        return found.sorted()
    }

    static func compile(_ path: String) throws -> NibDocument { try XibCompiler().compile(contentsOf: path).document }

    static func compile(xml: String, name: String = "Fixture.xib") throws -> NibDocument {
        try XibCompiler().compile(bytes: Array(xml.utf8), path: name).document
    }
}

/// Runs the built `codegen` with arguments; returns its exit status and output.
enum StringsCLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        let run = try ProcessRunner.run(StringsTestPaths.codegen.path, arguments, in: directory?.path)
        return Result(status: run.status, stdout: run.stdout, stderr: run.stderr)
    }
}
