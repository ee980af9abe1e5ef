import NibArchive
import NibModel
import NibTestSupport
import Testing
import XibCompiler

/// A `.xib` document's table view is archived with the table keys learnt from the pairs' scene
/// tables. `SwiftGen__SwiftGen`'s `UnitTests/fixtures/TableView.xib` (toolsVersion 10117) holds
/// the table of the `SwiftGen__SwiftGen/4` pair's table view controller (10117), attribute for
/// attribute, but for its autoresizing mask and prototypes: its compiled table must carry the
/// keys and values of Apple's table in that pair but for those.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CompileUIKitXibTableTests {
    /// What the two documents give differently, or only a scene has.
    static let sceneOnlyKeys: Set<String> = [
        "UIAutoresizingMask", "UITableViewCellPrototypeNibs", "UITableViewCellPrototypeNibExternalObjects",
    ]

    /// A table's keys: values as they are, an object as its class and, one level down, its
    /// own values (an `NSString` as its text).
    static func keys(of table: NibArchiveObject, in file: NibArchiveFile) -> [String: String] {
        var keys: [String: String] = [:]
        for value in table.values where !sceneOnlyKeys.contains(file.keys[value.keyIndex]) {
            keys[file.keys[value.keyIndex]] = describe(value.kind, in: file, depth: 1)
        }
        return keys
    }

    /// A value as text; an object as its class and its values, `depth` levels down.
    static func describe(_ kind: NibArchiveValue.Kind, in file: NibArchiveFile, depth: Int) -> String {
        guard case .object(let index) = kind, file.objects.indices.contains(index) else { return "\(kind)" }
        let object = file.objects[index]
        guard depth > 0 else { return object.className }
        let values = object.values.map { value in
            file.keys[value.keyIndex] + "=" + describe(value.kind, in: file, depth: depth - 1)
        }.sorted()
        return object.className + "{" + values.joined(separator: ", ") + "}"
    }

    @Test func theTableCarriesTheKeysOfApplesSceneTable() throws {
        let source = TestCorpus.path("xib/SwiftGen__SwiftGen/UnitTests__fixtures__TableView.xib")
        let document = try XibCompiler().compile(contentsOf: source).document
        let compiled = try NibArchiveReader.read(
            NibArchiveWriter.bytes(of: UIKitNibEncoder(document: document, file: source).encodeNib()))
        let apple = try NibArchiveFile.read(
            contentsOf: TestCorpus.path(
                "nib-pairs/uikit/SwiftGen__SwiftGen/4/compiled.storyboardc/rJ7-m2-Mn7-view-wtR-sc-VB5.nib"))
        let ours = try #require(compiled.objects.first { $0.className == "UITableView" })
        let theirs = try #require(apple.objects.first { $0.className == "UITableView" })
        #expect(Self.keys(of: ours, in: compiled) == Self.keys(of: theirs, in: apple))
        #expect(ours.value(forKey: "UIAutoresizingMask") == .int8(36))
        #expect(ours.value(forKey: "UITableViewCellPrototypeNibs") == nil)
    }

    @Test func aTableOfAVersionNotLearntIsAnIssue() throws {
        let source = TestCorpus.path(
            "xib/SwiftGen__SwiftGen/Tests__Fixtures__Resources__Identifiers-iOS__Xibs__TableViewController.xib")
        let document = try XibCompiler().compile(contentsOf: source).document
        let issues = UIKitNibEncoder(document: document, file: source).coverage().map(\.diagnostic.description)
        #expect(
            issues.contains(
                source
                    + ":18:9: error: cannot compile class 'UITableView' (<tableView>: toolsVersion 13771 not learnt): not encoded yet"
            ))
    }
}
