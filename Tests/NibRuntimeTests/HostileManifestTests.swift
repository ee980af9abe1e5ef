import Foundation
import NibManifest
import NibModel
import NibObjects
import NibRuntime
import Testing

/// Corrupt, truncated, deeply nested, wrong-typed and wrong-version manifests through the
/// runtime's loading API: each is `NibError.manifest(…)` with its exact case, path or position,
/// within a time bound. Placeholders the caller cannot supply are typed errors at instantiation.
@Suite("Hostile manifests")
struct HostileManifestTests {
    /// A small manifest as the converter writes it: File's Owner with an outlet to an external
    /// placeholder, one view with a frame.
    static let valid = """
        {
          "format": "swift-nib/1",
          "source": "Small.xib",
          "document": {
            "type": "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
            "version": "3.0",
            "targetRuntime": "iOS.CocoaTouch"
          },
          "placeholders": [
            {"id": "-1", "role": "owner", "identifier": "IBFilesOwner", "element": "placeholder", "class": "NSObject", "line": 3, "column": 1},
            {"id": "s", "role": "external", "identifier": "Store", "element": "placeholder", "class": "NSObject", "line": 4, "column": 1}
          ],
          "objects": [
            {"id": "v", "element": "view", "class": "UIView", "properties": {"frame": {"type": "rect", "x": 0, "y": 0, "width": 10, "height": 10}}, "line": 5, "column": 1}
          ],
          "connections": [
            {"id": "o1", "kind": "outlet", "source": "-1", "destination": "s", "name": "store", "line": 3, "column": 72}
          ],
          "topLevelObjects": ["v"]
        }

        """

    static func load(
        _ text: String, within bound: Duration = .seconds(2),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> NibError? {
        load(Array(text.utf8), within: bound, sourceLocation: sourceLocation)
    }

    static func load(
        _ bytes: [UInt8], within bound: Duration = .seconds(2),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> NibError? {
        let clock = ContinuousClock()
        let start = clock.now
        defer {
            let elapsed = clock.now - start
            #expect(elapsed < bound, "took \(elapsed)", sourceLocation: sourceLocation)
        }
        do {
            _ = try Nib(bytes: bytes)
            return nil
        } catch {
            // Positions in the text are pinned by `ManifestReaderErrorTests`; here the member.
            if case .manifest(let manifestError) = error { return .manifest(manifestError.withoutPosition) }
            return error
        }
    }

    static func replacing(_ target: String, with replacement: String) -> String {
        precondition(valid.contains(target), "the sample has no \(target)")
        return valid.replacingOccurrences(of: target, with: replacement)
    }

    @Test func theSampleLoads() throws {
        let nib = try Nib(bytes: Array(Self.valid.utf8))
        #expect(nib.document.objects.map(\.id) == ["v"])
    }

    @Test func corruptBytes() {
        #expect(
            Self.load([0xFF, 0xFE, 0x00, 0x01]) == .manifest(.syntax(message: "invalid utf-8 string", position: .start))
        )
        #expect(
            Self.load("{\"format\": \"swift-nib/1\",\n \"source\": \"a\u{0}b\"}")
                == .manifest(
                    .syntax(
                        message: "a NUL byte is not allowed in JSON text", position: SourcePosition(line: 2, column: 14)
                    )))
        #expect(
            Self.load("{'format': 'swift-nib/1'}")
                == .manifest(.syntax(message: "unexpected character", position: SourcePosition(line: 1, column: 12))))
        #expect(
            Self.load("{\"format\": \"swift-nib/1\", /* comment */ \"source\": 1}")
                == .manifest(
                    .syntax(
                        message: "quoted object property name expected", position: SourcePosition(line: 1, column: 27)))
        )
        #expect(
            Self.load(Self.valid + "{}")
                == .manifest(.syntax(message: "unexpected character", position: SourcePosition(line: 21, column: 1))))
        #expect(
            Self.load(Self.valid + "x")
                == .manifest(.syntax(message: "unexpected character", position: SourcePosition(line: 21, column: 1))))
        #expect(Self.load("") == .manifest(.syntax(message: "unexpected end of input", position: .start)))
        var invalid = Array(Self.valid.utf8)
        invalid[invalid.firstIndex(of: UInt8(ascii: "S"))!] = 0xC3
        #expect(
            Self.load(invalid)
                == .manifest(.syntax(message: "invalid utf-8 string", position: SourcePosition(line: 3, column: 15))))
    }

    @Test func everyTruncationIsAnEndOfInputErrorAtTheEnd() {
        let bytes = Array(Self.valid.utf8)
        let end = bytes.lastIndex(of: UInt8(ascii: "}"))!
        for length in 1...end {
            let prefix = Array(bytes.prefix(length))
            let lines = prefix.split(separator: 0x0A, omittingEmptySubsequences: false)
            let position = SourcePosition(
                line: lines.count, column: String(decoding: lines.last!, as: UTF8.self).count + 1)
            let error = Self.load(prefix, within: .seconds(1))
            #expect(
                error == .manifest(.syntax(message: "unexpected end of input", position: position)), "length \(length)")
        }
    }

    @Test func deepNestingIsRefusedAtTheLimit() {
        let arrays = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(Self.load(arrays) == .manifest(.tooDeep(limit: 256, position: SourcePosition(line: 1, column: 257))))
        // Inside an otherwise valid manifest, in a property value.
        let nested = Self.replacing(
            "\"properties\": {\"frame\"",
            with: "\"properties\": {\"deep\": "
                + String(repeating: "{\"a\": ", count: 300) + "1" + String(repeating: "}", count: 300) + ", \"frame\"")
        guard case .manifest(.tooDeep(256, let position))? = Self.load(nested) else {
            Issue.record("expected tooDeep")
            return
        }
        #expect(position.line == 14)
        // Within the limit, nested elements of the generic kind decode (recursively) without trouble.
        var element = "{\"type\": \"element\", \"name\": \"e\"}"
        for _ in 0..<60 { element = "{\"type\": \"element\", \"name\": \"e\", \"children\": [\(element)]}" }
        #expect(
            Self.load(
                Self.replacing("\"properties\": {\"frame\"", with: "\"properties\": {\"deep\": \(element), \"frame\""))
                == nil)
    }

    @Test func wrongTypes() {
        let cases: [(String, String, ManifestError)] = [
            (
                "\"source\": \"Small.xib\"", "\"source\": [\"Small.xib\"]",
                .invalidValue(path: "$.source", expected: "a string")
            ),
            (
                "\"topLevelObjects\": [\"v\"]", "\"topLevelObjects\": {\"v\": 1}",
                .invalidValue(path: "$.topLevelObjects", expected: "an array")
            ),
            (
                "\"role\": \"external\"", "\"role\": \"landlord\"",
                .invalidValue(
                    path: "$.placeholders[1].role",
                    expected: "one of [\"owner\", \"firstResponder\", \"application\", \"external\", \"exit\"]")
            ),
            (
                "\"width\": 10", "\"width\": \"10\"",
                .invalidValue(path: "$.objects[0].properties.frame.width", expected: "a number")
            ),
            (
                "\"width\": 10", "\"width\": NaN",
                .invalidValue(path: "$.objects[0].properties.frame.width", expected: "a finite number")
            ),
            (
                "\"width\": 10", "\"width\": 1e400",
                .invalidValue(path: "$.objects[0].properties.frame.width", expected: "a finite number")
            ),
            (
                "\"width\": 10", "\"width\": -Infinity",
                .invalidValue(path: "$.objects[0].properties.frame.width", expected: "a finite number")
            ),
            (
                "\"line\": 5", "\"line\": 99999999999999999999999",
                .invalidValue(path: "$.objects[0].line", expected: "an integer within 64 bits")
            ),
            ("\"line\": 5", "\"line\": 5.5", .invalidValue(path: "$.objects[0].line", expected: "an integer")),
            (
                "\"kind\": \"outlet\"", "\"kind\": null",
                .invalidValue(path: "$.connections[0].kind", expected: "a string")
            ),
            ("\"kind\": \"outlet\", ", "", .missingMember(path: "$.connections[0].kind")),
            (
                "\"kind\": \"outlet\"", "\"kind\": \"wormhole\"",
                .invalidValue(
                    path: "$.connections[0].kind",
                    expected: "one of [\"outlet\", \"outletCollection\", \"action\", \"binding\", \"segue\"]")
            ),
            (
                "\"topLevelObjects\": [\"v\"]", "\"topLevelObjects\": [7]",
                .invalidValue(path: "$.topLevelObjects[0]", expected: "a string")
            ),
            (
                "\"type\": \"rect\"", "\"type\": true",
                .invalidValue(path: "$.objects[0].properties.frame.type", expected: "a string")
            ),
        ]
        for (target, replacement, expected) in cases {
            #expect(Self.load(Self.replacing(target, with: replacement)) == .manifest(expected), "\(replacement)")
        }
        // The largest 64-bit integer itself is an integer.
        #expect(Self.load(Self.replacing("\"line\": 5", with: "\"line\": 9223372036854775807")) == nil)
    }

    @Test func wrongVersions() {
        #expect(
            Self.load(Self.replacing("swift-nib/1", with: "swift-nib/2"))
                == .manifest(.unsupportedFormat(found: "swift-nib/2")))
        #expect(
            Self.load(Self.replacing("\"format\": \"swift-nib/1\"", with: "\"format\": 1"))
                == .manifest(.unsupportedFormat(found: nil)))
        #expect(
            Self.load(Self.replacing("\"format\": \"swift-nib/1\",", with: ""))
                == .manifest(.unsupportedFormat(found: nil)))
        // A duplicate key: json-c keeps the last one, which is what the reader checks.
        #expect(
            Self.load(
                Self.replacing(
                    "\"format\": \"swift-nib/1\",", with: "\"format\": \"swift-nib/1\", \"format\": \"swift-nib/0\","))
                == .manifest(.unsupportedFormat(found: "swift-nib/0")))
        #expect(Self.load("\"swift-nib/1\"") == .manifest(.invalidValue(path: "$", expected: "an object")))
    }

    @Test func inconsistentGraphs() {
        #expect(
            Self.load(Self.replacing("\"destination\": \"s\"", with: "\"destination\": \"o1\""))
                == .manifest(
                    .inconsistentGraph(path: "$.connections[0].destination", message: "no object has id \"o1\"")))
        #expect(
            Self.load(Self.replacing("\"source\": \"-1\"", with: "\"source\": \"o1\""))
                == .manifest(.inconsistentGraph(path: "$.connections[0].source", message: "no object has id \"o1\"")))
        #expect(
            Self.load(Self.replacing("{\"id\": \"v\"", with: "{\"id\": \"s\""))
                == .manifest(.inconsistentGraph(path: "$.objects[0].id", message: "duplicate id \"s\"")))
        #expect(
            Self.load(Self.replacing("\"topLevelObjects\": [\"v\"]", with: "\"topLevelObjects\": [\"ghost\"]"))
                == .manifest(.inconsistentGraph(path: "$.topLevelObjects[0]", message: "no object has id \"ghost\"")))
    }

    @Test func unreadableAndOversizedFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hostile-manifests-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let huge = directory + "/Huge.nib.json"
        // A sparse 300 MB file: the reader must refuse it from its size, without reading it.
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
        try handle.truncate(atOffset: 300 << 20)
        try handle.close()
        let clock = ContinuousClock()
        let start = clock.now
        #expect(
            throws: NibError.manifest(
                .unreadable(path: huge, reason: "file is \(300 << 20) bytes, over the limit of \(256 << 20)"))
        ) {
            try Nib(contentsOf: huge)
        }
        #expect(clock.now - start < .seconds(1))
        #expect(throws: NibError.manifest(.unreadable(path: directory, reason: "not a regular file"))) {
            try Nib(contentsOf: directory)
        }
    }

    /// A manifest file that fails to read is named in the error, with the line and column in it,
    /// by every loader that reads a file: the nib, the storyboard and a storyboard set's directory.
    @Test func aFileThatFailsToReadIsNamedWithItsLineAndColumn() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hostile-manifests-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let text = Self.replacing("\"destination\": \"s\"", with: "\"destination\": \"o1\"")
        let path = directory + "/Broken.nib.json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let inMemory: NibError
        do throws(NibError) {
            _ = try Nib(bytes: Array(text.utf8))
            Issue.record("the broken manifest loads from bytes")
            return
        } catch { inMemory = error }
        let position = try #require(inMemory.diagnostic.position)
        let set = NibStoryboardSet()
        set.register("Broken", directory: directory)
        let loaders: [(String, () throws(NibError) -> Void)] = [
            ("Nib(contentsOf:)", { () throws(NibError) in _ = try Nib(contentsOf: path) }),
            ("NibStoryboard(contentsOf:)", { () throws(NibError) in _ = try NibStoryboard(contentsOf: path) }),
            ("NibStoryboardSet", { () throws(NibError) in _ = try set.storyboard(named: "Broken") }),
        ]
        for (loader, load) in loaders {
            do throws(NibError) {
                try load()
                Issue.record("\(loader) read a broken manifest")
            } catch {
                #expect(error.underlying == inMemory, "\(loader)")
                #expect(error.diagnostic.location == SourceLocation(file: path, position: position), "\(loader)")
                #expect(
                    error.diagnostic.description.hasPrefix(
                        "\(path):\(position.line):\(position.column): error: $.connections[0].destination: "),
                    "\(loader): \(error.diagnostic)")
            }
        }
    }

    // MARK: Placeholders the caller cannot supply

    @Test func anOutletToAnExternalNobodyPassesIsATypedError() throws {
        let nib = try Nib(bytes: Array(Self.valid.utf8))
        #expect(
            throws: NibError.located(
                .missingExternalObject(name: "Store"), at: SourceLocation(file: "Small.xib", line: 4, column: 1))
        ) {
            try nib.instantiate(owner: NibResponder(), registry: .defaultObjects)
        }
        #expect(
            throws: NibError.located(
                .missingOwner(expectedClass: "NSObject"), at: SourceLocation(file: "Small.xib", line: 3, column: 1))
        ) {
            try nib.instantiate(externals: ["Store": NibResponder()], registry: .defaultObjects)
        }
        let owner = StoreOwner()
        let store = NibResponder()
        let objects = try nib.instantiate(owner: owner, externals: ["Store": store], registry: .defaultObjects)
        #expect(objects.count == 1)
        #expect(owner.store === store)
    }

    @Test func anOutletToFirstResponderIsATypedError() throws {
        let text = Self.replacing(
            "{\"id\": \"s\", \"role\": \"external\", \"identifier\": \"Store\"",
            with: "{\"id\": \"s\", \"role\": \"firstResponder\", \"identifier\": \"IBFirstResponder\"")
        let nib = try Nib(bytes: Array(text.utf8))
        do {
            _ = try nib.instantiate(owner: StoreOwner(), registry: .defaultObjects)
            Issue.record("no error")
        } catch {
            #expect(
                error
                    == .located(
                        .invalidConnection(
                            kind: "outlet \"store\"", name: "First Responder",
                            reason: "First Responder is not an object; only actions can target it"),
                        at: SourceLocation(file: "Small.xib", line: 3, column: 72)))
        }
    }
}

/// An owner as generated code writes it: one typed outlet, `store`.
final class StoreOwner: NibResponder {
    private(set) weak var store: NibResponder?

    override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        switch name {
        case "store": store = try nibCast(value, outlet: name, of: self)
        default: try super.nibSetOutlet(name, to: value)
        }
    }
}
