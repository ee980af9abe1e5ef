import Foundation
import NibTestSupport
import Testing

/// docs/runtime.md names the suite or test that shows each rule (`*Tests: "Name"*`): every name it
/// gives is a suite or test of this target.
@Suite struct RuntimeDocTests {
    @Test func everySuiteTheRuntimeDocNamesExists() throws {
        let doc = try String(contentsOfFile: TestCorpus.packageRoot + "/docs/runtime.md", encoding: .utf8)
        // Each `*Tests: "A", "B".*` span, and every quoted name in it, its line breaks made spaces.
        let named = doc.matches(of: /\*Tests: ([^*]+)\*/).flatMap { span in
            span.output.1.matches(of: /"([^"]+)"/).map {
                $0.output.1.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            }
        }
        #expect(named.count >= 5, "the doc names \(named.count) suites")
        let folder = TestCorpus.packageRoot + "/Tests/NibRuntimeTests"
        var declared: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".swift") {
            let source = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            declared.formUnion(source.matches(of: /@(?:Suite|Test)\("([^"]+)"/).map { String($0.output.1) })
        }
        for name in named {
            #expect(declared.contains(name), "docs/runtime.md names a suite or test \"\(name)\" that does not exist")
        }
    }
}
