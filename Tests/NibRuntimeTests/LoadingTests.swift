import Foundation
import NibManifest
import NibModel
import NibObjects
import NibRuntime
import Testing

@Suite("1. Read the manifest")
struct LoadingTests {
    func loadError(_ bytes: [UInt8]) -> NibError? {
        do {
            _ = try Nib(bytes: bytes)
            return nil
        } catch { return error }
    }

    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "nibrt-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("loads from bytes, from a file, and by name from a directory")
    func loadsFromEverySource() throws {
        let document = loginDocument().document
        let bytes = ManifestWriter.data(for: document)
        let fromBytes = try Nib(bytes: bytes)
        #expect(fromBytes.document == document)

        let directory = try temporaryDirectory()
        try Data(bytes).write(to: URL(fileURLWithPath: directory + "/Login.nib.json"))
        let fromFile = try Nib(contentsOf: directory + "/Login.nib.json")
        #expect(fromFile.document == document)
        #expect(fromFile.directory == directory)
        let byName = try Nib.named("Login", in: directory)
        #expect(byName.document == document)
    }

    @Test("device-specific names are preferred when present")
    func deviceSpecificNames() throws {
        let directory = try temporaryDirectory()
        var plain = loginDocument()
        plain.document.sourceFile = "Login.xib"
        var pad = loginDocument()
        pad.document.sourceFile = "Login~ipad.xib"
        try Data(ManifestWriter.data(for: plain.document)).write(
            to: URL(fileURLWithPath: directory + "/Login.nib.json"))
        try Data(ManifestWriter.data(for: pad.document)).write(
            to: URL(fileURLWithPath: directory + "/Login~ipad.nib.json"))
        #expect(try Nib.named("Login", in: directory, device: "ipad").document.sourceFile == "Login~ipad.xib")
        #expect(try Nib.named("Login", in: directory, device: "iphone").document.sourceFile == "Login.xib")
        #expect(try Nib.named("Login", in: directory).document.sourceFile == "Login.xib")
    }

    @Test("a missing nib is an error listing where it looked")
    func missingNib() throws {
        let directory = try temporaryDirectory()
        #expect(
            throws: NibError.nibNotFound(
                name: "Nope", searched: [directory + "/Nope~ipad.nib.json", directory + "/Nope.nib.json"])
        ) {
            try Nib.named("Nope", in: directory, device: "ipad")
        }
    }

    @Test("a wrong format version is rejected")
    func formatVersion() throws {
        var text = ManifestWriter.string(for: loginDocument().document)
        text = text.replacingOccurrences(of: "swift-nib/1", with: "swift-nib/99")
        let error = loadError(Array(text.utf8))
        guard case .manifest(.unsupportedFormat(let found, _))? = error else {
            Issue.record("wrong error \(String(describing: error))")
            return
        }
        #expect(found == "swift-nib/99")
    }

    @Test("corrupt JSON is a typed error that says where")
    func corruptJSON() throws {
        let text = "{\n  \"format\": \"swift-nib/1\",\n  \"objects\": [ 1, \n}"
        let error = loadError(Array(text.utf8))
        guard case .manifest(.syntax(_, let position))? = error else {
            Issue.record("wrong error \(String(describing: error))")
            return
        }
        #expect(position.line == 4)
        #expect(error?.description.hasPrefix("4:") == true)
    }

    @Test("hostile JSON (deep nesting, truncation, garbage, wrong types) is rejected without crashing")
    func hostileJSON() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let inputs: [[UInt8]] = [
            Array(deep.utf8), [], [0xFF, 0xFE, 0x00], Array("{\"format\":\"swift-nib/1\"".utf8),
            Array("{\"format\":\"swift-nib/1\",\"objects\":\"x\"}".utf8), Array("null".utf8), Array("[]".utf8),
            Array(
                ManifestWriter.string(for: loginDocument().document).replacingOccurrences(
                    of: "\"destination\": \"6\"", with: "\"destination\": \"404\""
                ).utf8),
        ]
        for input in inputs {
            #expect(throws: NibError.self) { try Nib(bytes: input) }
        }
    }

    @Test("a nib is parsed once and instantiated many times")
    func parsedOnce() throws {
        let nib = try loginDocument().nib()
        let a = LoginController()
        let b = LoginController()
        let first = try nib.instantiate(owner: a, registry: testRegistry)
        let second = try nib.instantiate(owner: b, registry: testRegistry)
        #expect(first.count == 2 && second.count == 2)
        #expect(a.nameField != nil && b.nameField != nil && a.nameField !== b.nameField)
    }
}
