import Foundation
import NibArchive
import NibTestSupport
import Testing
import XibCompiler

/// A top-level shared user defaults controller is archived as an `NSUserDefaultsController` with
/// `NSSharedInstance = true` and listed with the other top-level objects; one that is not the
/// shared instance is refused with its reason. Checked on the pairs that compile equal, each
/// given one controller.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CompileUserDefaultsControllerTests {
    static var pairs: [String] {
        AppKitPairEditing.pairs(holding: ["</objects>"]).filter { path in
            CompileCorpusTests.equalPairs.contains(String(path.split(separator: "/").last!.dropLast(4)))
        }
    }

    /// `text` with `element` as its last top-level object.
    static func adding(_ element: String, to text: String) -> String {
        text.replacingOccurrences(of: "    </objects>", with: "        \(element)\n    </objects>")
    }

    @Test func theCorpusHasPairsToChange() {
        #expect(Self.pairs.count > 50)
    }

    @Test(arguments: CompileUserDefaultsControllerTests.pairs)
    func sharedControllerIsArchived(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changed = Self.adding(
            "<userDefaultsController representsSharedInstance=\"YES\" id=\"udc-1\"/>", to: text)
        let document = try XibCompiler().compile(bytes: Array(changed.utf8), path: path).document
        let graph = try AppKitNibEncoder(document: document, file: path).encode()
        let compiled = try NibArchiveReader.read(NibArchiveWriter.bytes(of: graph))
        let controllers = compiled.objects.indices.filter {
            compiled.objects[$0].className == "NSUserDefaultsController"
        }
        #expect(controllers.count == 1, "\(path)")
        guard let controller = controllers.first else { return }
        #expect(compiled.objects[controller].values.map(\.key) == ["NSSharedInstance"])
        #expect(compiled.objects[controller].value(forKey: "NSSharedInstance") == .bool(true))
        let reading = CompiledNibReading(compiled)
        guard case .object(let keys)? = reading.objectData?.value(forKey: "NSObjectsKeys") else {
            Issue.record("\(path): no NSObjectsKeys")
            return
        }
        #expect(reading.elements(of: keys).contains(controller), "\(path): not in NSObjectsKeys")
    }

    @Test func controllerOtherThanTheSharedOneIsRefused() throws {
        let path = try #require(Self.pairs.first)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changed = Self.adding("<userDefaultsController id=\"udc-1\"/>", to: text)
        let messages = try AppKitPairEditing.issues(changed, path: path).map(\.diagnostic.description)
        #expect(messages.count == 1, "\(messages)")
        #expect(
            messages.first?.contains(
                "cannot compile class 'NSUserDefaultsController' (<userDefaultsController> other than the shared instance"
            )
                == true, "\(messages)")
    }
}
