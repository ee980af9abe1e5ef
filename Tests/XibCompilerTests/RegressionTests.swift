import Foundation
import Testing
import XibCompiler

/// Inputs that once crashed, hung or gave an unclear error, kept in `Regressions/` (fuzzer finds
/// go there too, named for what they hit). Each runs through the public API with its exact result.
@Suite struct RegressionTests {
    static let directory = TestPaths.packageRoot.appendingPathComponent("Tests/XibCompilerTests/Regressions").path

    static let expected: [String: String] = [
        // Recursed once per level in the converter: a 100,000-deep chain overflowed the stack.
        "deep-distinct-ids.xib": "3:3955: error: malformed XML: elements nest deeper than 256 levels",
        // libxml2 2.9 compares an element's attributes pairwise: 200,000 took half a minute.
        "many-attributes.xib": "3:1: error: malformed XML: an element has more than 1024 attributes",
        // Was libxml2's "attributes construct error".
        "truncated-in-tag.xib": "4:38: error: malformed XML: the file ends before <view> (line 3, column 5) is closed",
        // Was a two-line message, breaking the one-line diagnostic form.
        "invalid-utf8-message.xib":
            "3:25: error: malformed XML: Input is not proper UTF-8, indicate encoding ! Bytes: 0xC3 0x28 0x22 0x2F",
        // A xib naming an initial view controller it does not have: converted into a manifest the
        // reader then refused (dangling `initialController`).
        "initial-controller-in-xib.xib":
            "2:1: error: initial view controller \"none\" is not the controller of a scene in this storyboard",
    ]

    @Test func everyRegressionFileHasAnExpectedResult() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory).sorted()
        #expect(files == Self.expected.keys.sorted())
    }

    @Test(arguments: expected.keys.sorted())
    func regression(_ name: String) throws {
        let path = Self.directory + "/" + name
        let clock = ContinuousClock()
        let start = clock.now
        do {
            _ = try XibCompiler().compile(contentsOf: path)
            Issue.record("\(name) compiled")
        } catch {
            #expect(error.description == path + ":" + Self.expected[name]!)
            #expect(!error.description.contains("\n"))
        }
        #expect(clock.now - start < .seconds(2))
    }
}
