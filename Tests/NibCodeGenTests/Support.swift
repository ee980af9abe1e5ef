import Foundation
import NibModel
import NibTestSupport
import XibCompiler

@testable import NibCodeGen

/// Paths and helpers shared by the generator's tests.
enum TestSupport {
    /// The package root, derived from this file's path.
    static let packageRoot: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path
    }()

    /// Building another package from inside the tests is slow and, under a sanitizer, builds it
    /// without one: with `NIB_SANITIZER` set (`address` or `thread`) those tests are skipped,
    /// visibly (docs/hostile-input.md).
    static var packageBuildsEnabled: Bool { ProcessInfo.processInfo.environment["NIB_SANITIZER"] == nil }

    static let fixtures = packageRoot + "/Tests/NibCodeGenTests/FixtureXibs"
    static let goldens = packageRoot + "/Tests/NibCodeGenTests/Goldens"
    /// Real documents kept in the repository (with their licenses) for the goldens and for the
    /// consumer package when the whole corpus is not here: `RealWorld/<owner>__<repo>/<file>.xib`.
    static let realWorld = fixtures + "/RealWorld"

    /// The corpus's `xib` folder when the corpus is here (``TestCorpus``), else the real-world
    /// documents kept in the repository; one sub-folder per source repository.
    static var xibRoot: String { TestCorpus.isAvailable ? TestCorpus.path("xib") : realWorld }

    /// The source repositories' folders below ``xibRoot``, sorted.
    static func corpusRepositories() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: xibRoot).sorted().filter { name in
            var isDirectory: ObjCBool = false
            return name != "Licenses"
                && FileManager.default.fileExists(atPath: xibRoot + "/" + name, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
    }

    /// The xibs of one source repository, modern (`<document` root) and legacy (`<archive`), sorted.
    static func xibs(in repository: String) throws -> [String] {
        let directory = xibRoot + "/" + repository
        return try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            .filter { $0.hasSuffix(".xib") }
            .map { directory + "/" + $0 }
            .filter { path in
                guard let data = FileManager.default.contents(atPath: path) else { return false }
                let head = String(decoding: data.prefix(2048), as: UTF8.self)
                return head.contains("<document") || head.contains("<archive")
            }
    }

    /// The corpus's storyboard repository folders, sorted; none without the corpus.
    static func storyboardRepositories() throws -> [String] {
        guard TestCorpus.isAvailable else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: TestCorpus.path("storyboard")).sorted()
    }

    /// Every storyboard of one corpus repository, sorted.
    static func storyboards(in repository: String) throws -> [String] {
        let directory = TestCorpus.path("storyboard/" + repository)
        return try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            .filter { $0.hasSuffix(".storyboard") }
            .map { directory + "/" + $0 }
    }

    static func compile(_ path: String) throws -> GeneratorInput {
        GeneratorInput(path: path, document: try XibCompiler().compile(contentsOf: path).document)
    }

    /// Runs a program found on `PATH`, returning its exit status and its output (standard output,
    /// then standard error). These are toolchain commands (`swift build`, `swift run`), and the
    /// package manager has been seen to hang after finishing its work, parked with no child and no
    /// processor time: a command whose processes use no processor time for two minutes is killed
    /// with its children and run once more (what both attempts printed is kept), and any attempt
    /// still running after 20 minutes is killed.
    @discardableResult
    static func run(_ arguments: [String], in directory: String) throws -> (status: Int32, output: String) {
        let run = try ProcessRunner.runCommand(
            arguments, in: directory, deadline: .seconds(1200), idleLimit: .seconds(120), retriesAfterHang: 1)
        return (run.status, run.output)
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
