import Foundation
import NibModel
import Testing

@testable import NibCodeGen

/// A legacy archive's `IBDocument.Classes` feeds the generator where the graph alone does not
/// tell: File's Owner is an `NSObject` placeholder (the graph's type is generic) and the
/// controller is a custom object with no toolkit class behind it.
@Suite struct DeclaredTypeTests {
    static let fixture = TestSupport.fixtures + "/DeclaredTypes.xib"

    @Test func declaredOutletTypeTypesAGenericPlaceholder() throws {
        let input = try TestSupport.compile(Self.fixture)
        let model = try NibCodeGenerator().codeModel(for: [input])
        let controller = try #require(model.classes.first { $0.xibName == "PromptController" })
        #expect(controller.outlets.map(\.name) == ["presenter"])
        #expect(controller.outlets.map(\.type) == ["NibViewController"])
        // The accessor's owner parameter takes the same type, so the outlet's value can be of it.
        #expect(model.nibs.first?.ownerType == "NibViewController")
    }

    @Test func declaredSuperclassChainGivesTheBase() throws {
        let model = try NibCodeGenerator().codeModel(for: [try TestSupport.compile(Self.fixture)])
        let controller = try #require(model.classes.first { $0.xibName == "PromptController" })
        #expect(controller.superclass == "NibWindowController")
    }

    /// Without the descriptions the same graph gives only generic types.
    @Test func theGraphAloneIsGeneric() throws {
        var input = try TestSupport.compile(Self.fixture)
        #expect(input.document.classDescriptions.count == 2)
        input.document.classDescriptions = []
        let model = try NibCodeGenerator().codeModel(for: [input])
        let controller = try #require(model.classes.first { $0.xibName == "PromptController" })
        #expect(controller.outlets.map(\.type) != ["NibViewController"])
        #expect(controller.superclass != "NibWindowController")
    }

    @Test func generatedSourceUsesTheDeclaredTypes() throws {
        let files = try NibCodeGenerator().generate([try TestSupport.compile(Self.fixture)])
        let text = files.map(\.contents).joined(separator: "\n")
        #expect(text.contains("NibViewController"))
        #expect(text.contains("NibWindowController"))
    }
}
