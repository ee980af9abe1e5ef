import Foundation
import NibTestSupport
import Testing

@testable import NibCodeGen

/// The accessor's doc comment shows a call the accessor has.
@Suite struct StoryboardDocCommentTests {
    func accessor(initial: Bool, identifier: String) throws -> String {
        var text = UIKitStoryboardText.document(
            toolsVersion: "20037", scenes: [UIKitStoryboardText.scene(0, identifier: identifier)])
        if !initial { text = text.replacingOccurrences(of: " initialViewController=\"c0\"", with: "") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doc-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TestSupport.write(text, to: folder + "/Main.storyboard")
        return try NibCodeGenerator().generate([TestSupport.compile(folder + "/Main.storyboard")])[0].contents
    }

    @Test func theExampleCallIsGenerated() throws {
        let withInitial = try accessor(initial: true, identifier: "First")
        #expect(withInitial.contains("///     let controller = try storyboard.instantiateInitial()\n"))
        #expect(withInitial.contains("func instantiateInitial("))

        let identified = try accessor(initial: false, identifier: "First")
        #expect(!identified.contains("instantiateInitial"), "\(identified)")
        #expect(identified.contains("///     let controller = try storyboard.instantiateFirst()\n"))
        #expect(identified.contains("func instantiateFirst("))
    }
}
