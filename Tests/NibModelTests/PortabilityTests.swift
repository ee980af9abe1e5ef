import Foundation
import Testing

/// The package declares macOS 13 as well as Linux, so every use of the C library must build
/// against Darwin too: a file that imports Glibc imports Darwin in the `#elseif` branch, and no
/// call names the Glibc module (`Glibc.read(…)` exists only on Linux).
@Suite struct PortabilityTests {
    static let packageRoot: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path
    }()

    /// Every Swift file under `Sources/` and `Plugins/`, relative to the package root.
    static func swiftSources() -> [String] {
        var files: [String] = []
        for folder in ["Sources", "Plugins"] {
            let enumerator = FileManager.default.enumerator(atPath: packageRoot + "/" + folder)
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".swift") { files.append(folder + "/" + path) }
            }
        }
        return files.sorted()
    }

    static func lines(_ file: String) throws -> [String] {
        try String(contentsOfFile: packageRoot + "/" + file, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func sourcesAreFound() {
        #expect(Self.swiftSources().contains("Sources/NibModel/FileIO.swift"))
    }

    @Test func glibcImportsHaveADarwinBranch() throws {
        var missing: [String] = []
        for file in Self.swiftSources() {
            let lines = try Self.lines(file)
            guard let index = lines.firstIndex(of: "import Glibc") else { continue }
            let block = lines[index...].prefix { $0 != "#endif" }
            if !(block.contains("#elseif canImport(Darwin)") && block.contains("import Darwin")) {
                missing.append(file)
            }
        }
        #expect(missing == [], "import Glibc without an `#elseif canImport(Darwin)` / `import Darwin` branch")
    }

    @Test func noCallNamesTheGlibcModule() throws {
        var found: [String] = []
        for file in Self.swiftSources() {
            for (number, line) in try Self.lines(file).enumerated()
            where line.contains("Glibc.") && !line.hasPrefix("//") {
                found.append("\(file):\(number + 1)")
            }
        }
        #expect(found == [], "calls qualified with Glibc. do not build on macOS")
    }
}
