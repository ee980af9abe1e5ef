import Foundation
import NibManifest
import NibModel
import Testing

/// Corrupt, truncated, deeply nested, wrong-typed and wrong-version manifests give typed errors.
@Suite struct ManifestReaderErrorTests {
    /// The error reading `text` gives, without its position in the text (``positioned(_:)``
    /// keeps it; `errorsSayWhereInTheText` checks positions).
    func failure(_ text: String) -> ManifestError? {
        positioned(text)?.withoutPosition
    }

    func positioned(_ text: String) -> ManifestError? {
        do {
            _ = try ManifestReader.read(string: text)
            return nil
        } catch {
            return error
        }
    }

    var valid: String { ManifestWriter.string(for: ManifestRoundTripTests.sample()) }

    @Test func truncated() {
        let text = String(valid.prefix(200))
        guard case .syntax(let message, _)? = failure(text) else {
            Issue.record("expected a syntax error")
            return
        }
        #expect(message == "unexpected end of input")
    }

    @Test func syntaxErrorsSayWhere() {
        #expect(
            failure("{\n  \"format\": ,\n}")
                == .syntax(message: "unexpected character", position: SourcePosition(line: 2, column: 13)))
    }

    @Test func trailingGarbage() {
        guard case .syntax? = failure(valid + "x") else {
            Issue.record("expected a syntax error")
            return
        }
    }

    @Test func deepNesting() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        guard case .tooDeep(let limit, _)? = failure(text) else {
            Issue.record("expected tooDeep")
            return
        }
        #expect(limit == ManifestReader.maximumDepth)
    }

    @Test func wrongVersion() {
        #expect(
            failure(valid.replacingOccurrences(of: "swift-nib/1", with: "swift-nib/99"))
                == .unsupportedFormat(found: "swift-nib/99"))
        #expect(failure("{}") == .unsupportedFormat(found: nil))
        #expect(failure("[]") == .invalidValue(path: "$", expected: "an object"))
    }

    @Test func wrongTypes() {
        let text = valid.replacingOccurrences(of: "\"source\": \"Sample.xib\"", with: "\"source\": 7")
        #expect(failure(text) == .invalidValue(path: "$.source", expected: "a string"))
        let badValue = valid.replacingOccurrences(of: "\"type\": \"rect\"", with: "\"type\": \"hexagon\"")
        #expect(
            failure(badValue)
                == .invalidValue(
                    path: "$.objects[0].properties.rect.type", expected: "a known value type, not \"hexagon\""))
    }

    @Test func wrongTypedIdentity() {
        let identity = { (member: String) in
            self.valid.replacingOccurrences(of: "\"document\":", with: "\"identity\": \(member),\n  \"document\":")
        }
        #expect(failure(identity("\"Main.xib\"")) == .invalidValue(path: "$.identity", expected: "an object"))
        #expect(failure(identity("{}")) == .missingMember(path: "$.identity.path"))
        #expect(failure(identity("{ \"path\": 1 }")) == .invalidValue(path: "$.identity.path", expected: "a string"))
        #expect(
            failure(identity("{ \"path\": \"A.xib\", \"localization\": [] }"))
                == .invalidValue(path: "$.identity.localization", expected: "a string"))
    }

    @Test func missingMembers() {
        let text = valid.replacingOccurrences(of: "\"objects\":", with: "\"things\":")
        #expect(failure(text) == .missingMember(path: "$.objects"))
    }

    @Test func inconsistentGraphs() {
        let dangling = valid.replacingOccurrences(of: "\"destination\": \"-1\"", with: "\"destination\": \"ghost\"")
        #expect(
            failure(dangling)
                == .inconsistentGraph(path: "$.connections[0].destination", message: "no object has id \"ghost\""))
        let duplicate = valid.replacingOccurrences(of: "\"id\": \"ext\"", with: "\"id\": \"-1\"")
        #expect(failure(duplicate) == .inconsistentGraph(path: "$.placeholders[1].id", message: "duplicate id \"-1\""))
    }

    /// Connections share the document's one namespace of ids, as the converter holds it: a
    /// connection id used twice, or also by an object or placeholder, is refused at the connection.
    @Test func connectionIDsAreUniqueInTheDocument() {
        var twice = ManifestRoundTripTests.sample()
        twice.connections.append(twice.connections[0])
        #expect(
            failure(ManifestWriter.string(for: twice))
                == .inconsistentGraph(path: "$.connections[1].id", message: "duplicate id \"c\""))
        for taken in ["v", "-1"] {
            var clash = ManifestRoundTripTests.sample()
            clash.connections[0].id = taken
            #expect(
                failure(ManifestWriter.string(for: clash))
                    == .inconsistentGraph(path: "$.connections[0].id", message: "duplicate id \"\(taken)\""))
        }
    }

    /// A top-level object listed twice is refused where it repeats (the converter lists each
    /// once; each repeat was another accessor property and another drawing of the object).
    @Test func topLevelObjectsAreListedOnce() throws {
        var twice = ManifestRoundTripTests.sample()
        let first = try #require(twice.topLevelObjects.first)
        twice.topLevelObjects.append(first)
        let repeated = twice.topLevelObjects.count - 1
        #expect(
            failure(ManifestWriter.string(for: twice))
                == .inconsistentGraph(
                    path: "$.topLevelObjects[\(repeated)]",
                    message: "\"\(first)\" is listed as a top-level object twice"))
    }

    @Test func invalidUTF8() {
        var bytes = Array(valid.utf8)
        let index = bytes.firstIndex(of: UInt8(ascii: "S"))!
        bytes[index] = 0xFF
        #expect(throws: ManifestError.self) { try ManifestReader.read(bytes) }
    }

    @Test func emptyInput() {
        #expect(failure("") != nil)
    }

    /// Line and column (1-based) of the first `marker` in `text`, plus `offset` characters.
    static func position(of marker: String, in text: String, offset: Int = 0) -> SourcePosition {
        let before = text[..<text.range(of: marker)!.lowerBound]
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        return SourcePosition(line: lines.count, column: lines.last!.count + 1 + offset)
    }

    /// Every error about a member names where the text writes it: the value at fault, the object
    /// that lacks a member, the `format` value; the diagnostic then reads `FILE:LINE:COLUMN`.
    @Test func errorsSayWhereInTheText() throws {
        let wrongType = valid.replacingOccurrences(of: "\"source\": \"Sample.xib\"", with: "\"source\": 7")
        #expect(
            positioned(wrongType)
                == .invalidValue(
                    path: "$.source", expected: "a string",
                    position: Self.position(of: "\"source\": 7", in: wrongType, offset: 10)))

        let dangling = valid.replacingOccurrences(of: "\"destination\": \"-1\"", with: "\"destination\": \"ghost\"")
        #expect(
            positioned(dangling)
                == .inconsistentGraph(
                    path: "$.connections[0].destination", message: "no object has id \"ghost\"",
                    position: Self.position(of: "\"ghost\"", in: dangling)))

        // A missing member: the object that should hold it.
        let noElement = valid.replacingOccurrences(of: "\"element\": \"view\"", with: "\"elementName\": \"view\"")
        let objects = try #require(noElement.range(of: "\"objects\": ["))
        let firstObject = String(noElement[..<objects.upperBound]) + "\n    {"
        #expect(
            positioned(noElement)
                == .missingMember(
                    path: "$.objects[0].element",
                    position: SourcePosition(
                        line: firstObject.split(separator: "\n", omittingEmptySubsequences: false).count, column: 5)))

        let version = valid.replacingOccurrences(of: "swift-nib/1", with: "swift-nib/2")
        let error = try #require(positioned(version))
        let at = Self.position(of: "\"swift-nib/2\"", in: version)
        #expect(error == .unsupportedFormat(found: "swift-nib/2", position: at))
        #expect(
            error.diagnostic.located(in: "A.nib.json").description.hasPrefix(
                "A.nib.json:\(at.line):\(at.column): error: "))
    }

    /// Member names are matched as the text writes them, dots, brackets and escapes included.
    @Test func positionsOfMembersWithAwkwardNames() throws {
        let awkward = valid.replacingOccurrences(
            of: "\"id\": \"retina6_1\"", with: "\"x\": \"1\", \"x.y[0]\": 5, \"x.\\u0079\": \"2\"")
        #expect(
            positioned(awkward)
                == .invalidValue(
                    path: "$.metadata[0].attributes.x.y[0]", expected: "a string",
                    position: Self.position(of: "\"x.y[0]\": 5", in: awkward, offset: 10)))
    }

    @Test func errorsDescribeThemselves() {
        #expect(ManifestError.missingMember(path: "$.objects").description == "error: $.objects: missing")
        #expect(
            ManifestError.syntax(message: "x", position: SourcePosition(line: 4, column: 1)).diagnostic.located(
                in: "A.nib.json"
            ).description
                == "A.nib.json:4:1: error: invalid JSON: x")
        #expect(ManifestError.unsupportedFormat(found: "x").description.contains("swift-nib/1"))
    }
}
