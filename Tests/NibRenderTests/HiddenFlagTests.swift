import NibModel
import Testing

/// The renderer reads a flag the way the runtime does (``NibValueReading``): a view whose `hidden`
/// is `"1"` is hidden for both, so the picture does not show what the running app never shows.
@Suite struct HiddenFlagTests {
    static func withListTitleHidden(_ value: NibValue) -> NibDocument {
        var document = StoryboardFixture.make()
        let offset = document.objects.firstIndex { $0.id == "l1" }!
        document.objects[offset].properties.set("hidden", value)
        return document
    }

    @Test(arguments: [NibValue.string("1"), .string("YES"), .string("true"), .bool(true), .integer(1)])
    func aHiddenViewIsNotDrawn(value: NibValue) throws {
        let texts = RenderSupport.texts(try RenderSupport.svg(Self.withListTitleHidden(value))).map(\.text)
        #expect(!texts.contains("List title"), "hidden = \(value)")
        #expect(texts.contains("Detail title"))
    }

    @Test(arguments: [NibValue.string("0"), .string("NO"), .bool(false), .integer(0)])
    func aShownViewIsDrawn(value: NibValue) throws {
        let texts = RenderSupport.texts(try RenderSupport.svg(Self.withListTitleHidden(value))).map(\.text)
        #expect(texts.contains("List title"), "hidden = \(value)")
    }
}
