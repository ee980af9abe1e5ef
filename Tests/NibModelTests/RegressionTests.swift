import Foundation
import NibManifest
import NibModel
import Testing

/// Manifests that once read silently wrong or gave an unclear error, kept in `Regressions/`
/// (fuzzer finds go there too). Each runs through the public API with its exact error.
@Suite struct ManifestRegressionTests {
    static let directory: String = {
        var path = #filePath
        path = String(path[..<path.lastIndex(of: "/")!])
        return path + "/Regressions"
    }()

    static let expected: [String: ManifestError] = [
        // json-c reads NaN even in strict mode; the graph then never equals itself.
        "nan-width.nib.json": .invalidValue(
            path: "$.objects[0].properties.frame.width", expected: "a finite number",
            position: SourcePosition(line: 46, column: 20)),
        // 1e400 became infinity, which the writer cannot write back.
        "infinite-width.nib.json": .invalidValue(
            path: "$.objects[0].properties.frame.width", expected: "a finite number",
            position: SourcePosition(line: 46, column: 20)),
        // json-c saturates: the line read as 9223372036854775807.
        "integer-overflow-line.nib.json": .invalidValue(
            path: "$.objects[0].line", expected: "an integer within 64 bits",
            position: SourcePosition(line: 50, column: 15)),
        // Was "unexpected end of data".
        "nul-byte.nib.json": .syntax(
            message: "a NUL byte is not allowed in JSON text", position: SourcePosition(line: 2, column: 14)),
    ]

    @Test func everyRegressionFileHasAnExpectedResult() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory).sorted()
        #expect(files == Self.expected.keys.sorted())
    }

    @Test(arguments: expected.keys.sorted())
    func regression(_ name: String) throws {
        #expect(throws: Self.expected[name]!) { try ManifestReader.read(contentsOf: Self.directory + "/" + name) }
    }
}
