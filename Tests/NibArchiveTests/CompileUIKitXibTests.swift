import Foundation
import NibArchive
import NibModel
import NibTestSupport
import Testing
import XibCompiler

/// UIKit `.xib` documents compile to one nib. The PFWebViewController pairs are refused at
/// their image buttons: the same three images are archived in two of Apple's nibs and left out
/// of the third (`1`), as Apple's compiler does for an image it does not find among the app's
/// resources, which the document does not say. With the button images left out of the
/// document, the first compiles to Apple's nib as an app sees it — its custom-class view,
/// stack view, buttons, unplaced frames, sRGB colours, constraints, actions and outlets — and
/// the two others differ from Apple's by those images.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CompileUIKitXibTests {
    /// `document` without the states of its buttons that show an image.
    static func leavingOutButtonImages(of document: NibDocument) -> NibDocument {
        var reduced = document
        for position in reduced.objects.indices where reduced.objects[position].element == "button" {
            let entries = reduced.objects[position].properties.filter { entry in
                guard case .state(let state) = entry.value else { return true }
                return state["image"] == nil
            }
            reduced.objects[position].properties = NibProperties(entries)
        }
        return reduced
    }

    @Test(arguments: ["1", "2", "3"])
    func pfWebViewToolBarWithoutImagesCompiles(_ number: String) throws {
        let folder = TestCorpus.path("nib-pairs/uikit/PerfectFreeze__PFWebViewController/" + number)
        let source = folder + "/source.xib"
        let document = try XibCompiler().compile(contentsOf: source).document
        // As it is, the document is refused at its first image button.
        #expect(throws: NibCompileError.self) { try UIKitNibEncoder(document: document, file: source).encodeNib() }
        let encoder = UIKitNibEncoder(document: Self.leavingOutButtonImages(of: document), file: source)
        let graph = try encoder.encodeNib()
        let ours = try NibArchiveReader.read(NibArchiveWriter.bytes(of: graph))
        let apple = try NibArchiveFile.read(contentsOf: folder + "/compiled.nib")
        #expect(ours.coderVersion == apple.coderVersion)
        let differences = NibArchiveComparison(ours, apple).differences(limit: 100)
        if number == "1" {
            #expect(differences.isEmpty, "\(differences.map(\.description).joined(separator: "; "))")
        } else {
            // Apple's nib holds the images: the buttons' content is among what differs (and the
            // constraints naming the buttons, which then differ too).
            #expect(differences.contains { $0.path.hasSuffix("UIButtonStatefulContent") }, "\(differences)")
        }
        #expect(try encoder.encodeNib() == graph, "not deterministic")
    }
}
