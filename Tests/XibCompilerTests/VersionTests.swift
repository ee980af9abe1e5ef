import Foundation
import NibModel
import Testing

/// The version the tools print is a semantic version, and `CHANGELOG.md` has the section it names.
@Suite struct VersionTests {
    @Test func codegenPrintsTheVersion() throws {
        let result = try CLI.run(["--version"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == SwiftNibVersion.current)
    }

    @Test func theVersionIsSemantic() {
        let pattern = /(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?/
        #expect(SwiftNibVersion.current.wholeMatch(of: pattern) != nil, "\(SwiftNibVersion.current)")
    }

    /// A `-dev` version's changes are listed under `[Unreleased]`, the changelog's first section;
    /// a released version has a section of its own, first.
    @Test func theChangelogsFirstSectionIsTheVersion() throws {
        let changelog = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let sections = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") }
        let version = SwiftNibVersion.current
        let expected = version.hasSuffix("-dev") ? "## [Unreleased]" : "## [\(version)]"
        #expect(sections.first.map { $0.hasPrefix(expected) } == true, "first section: \(sections.first ?? "none")")
        if version.hasSuffix("-dev") {
            let released = String(version.dropLast("-dev".count))
            #expect(!sections.contains { $0.hasPrefix("## [\(released)]") }, "\(released) is listed as released")
        }
    }
}
