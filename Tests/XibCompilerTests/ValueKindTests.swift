import NibModel
import Testing

@testable import XibCompiler

/// One test per kind of property value, on a fixture that holds each of them.
@Suite struct ValueKindTests {
    let document: NibDocument
    let root: NibObject

    init() throws {
        document = try XibCompiler().compile(contentsOf: TestPaths.fixture("ValueKinds.xib")).document
        root = try #require(document.objects.first { $0.id == "v1" })
    }

    func object(_ id: String) throws -> NibObject { try #require(document.objects.first { $0.id == id }) }

    @Test func objectIdentityAndClass() throws {
        #expect(root.element == "view")
        #expect(root.className == "UIView")
        #expect(root.userLabel == "Root")
        #expect(root.parent == nil)
        let button = try object("b1")
        #expect(button.className == "UIButton")
        #expect(button.customClass == "FancyButton")
        #expect(button.customModule == "Demo")
        #expect(button.effectiveClassName == "FancyButton")
        #expect(button.parent == "v1")
        #expect(button.key == "subviews")
        #expect(try object("l1").className == "UILabel")
    }

    @Test func attributesAreTyped() {
        #expect(root.properties["hidden"] == .bool(true))
        #expect(root.properties["alpha"] == .real(0.5))
        #expect(root.properties["tag"] == .integer(42))
        #expect(root.properties["contentMode"] == .string("scaleToFill"))
    }

    @Test func geometry() {
        #expect(root.properties["frame"] == .rect(NibRect(x: 0, y: 20.5, width: 320, height: 480)))
        #expect(root.properties["canvasLocation"] == .point(NibPoint(x: -154, y: -3.25)))
        #expect(root.properties["intrinsicContentSize"] == .size(NibSize(width: 44, height: 31)))
        guard case .inset(let inset)? = root.properties["insetFor6xAndEarlier"] else {
            Issue.record("inset missing")
            return
        }
        #expect(inset.value("minX") == 1)
        #expect(inset.value("maxY") == 4)
    }

    @Test func flags() {
        guard case .flags(let mask)? = root.properties["autoresizingMask"] else {
            Issue.record("autoresizingMask missing")
            return
        }
        #expect(mask.setFlags == ["widthSizable", "heightSizable"])
        #expect(mask.flags.map(\.name) == ["widthSizable", "heightSizable", "flexibleMaxY"])
    }

    @Test func colorsInEveryForm() {
        func color(_ key: String) -> NibColor? {
            if case .color(let color)? = root.properties[key] { return color }
            return nil
        }
        let rgb = color("backgroundColor")
        #expect(rgb?.space == .rgb)
        #expect(rgb?.colorSpace == "calibratedRGB")
        #expect(rgb?.component("green") == 0.5)
        let white = color("tintColor")
        #expect(white?.space == .white)
        #expect(white?.component("white") == 0.33333333333333331)
        #expect(white?.component("alpha") == 0.75)
        let custom = color("shadowColor")
        #expect(custom?.space == .rgb)
        #expect(custom?.colorSpace == "custom")
        #expect(custom?.customColorSpace == "sRGB")
        #expect(color("borderColor") == NibColor(space: .system, name: "labelColor"))
        #expect(color("textColor") == NibColor(space: .system, name: "darkTextColor"))
        #expect(color("accentColor") == NibColor(space: .named, name: "AccentColor"))
        #expect(
            color("gridColor") == NibColor(space: .catalog, colorSpace: "catalog", name: "gridColor", catalog: "System")
        )
    }

    @Test func strings() {
        #expect(root.properties["accessibilityLabel"] == .string(#"Quote " backslash \ interpolation \( done"#))
        #expect(root.properties["encodedTitle"] == .string("Hello, 世界 👋"))
        #expect(root.properties["emptyString"] == .string(""))
    }

    @Test func entitiesInAttributesAreDecoded() throws {
        #expect(try object("l1").properties["text"] == .string("Hello & <world>"))
    }

    @Test func scalarsAndNil() {
        #expect(root.properties["count"] == .integer(7))
        #expect(root.properties["ratio"] == .real(1.5))
        #expect(root.properties["flag"] == .bool(true))
        #expect(root.properties["missing"] == .nil)
    }

    @Test func collections() {
        #expect(root.properties["list"] == .array([.string("one"), .integer(2)]))
        #expect(
            root.properties["options"]
                == .dictionary(
                    NibProperties([
                        "NSNullPlaceholder": .string("None"), "NSRaisesForNotApplicableKeys": .bool(false),
                    ])))
    }

    @Test func fonts() throws {
        guard case .font(let font)? = try object("l1").properties["fontDescription"] else {
            Issue.record("font missing")
            return
        }
        #expect(font.form == .description)
        #expect(font["type"] == "boldSystem")
        #expect(font.pointSize == 17)
    }

    @Test func controlStates() throws {
        let button = try object("b1")
        guard case .state(let normal)? = button.properties["normal"],
            case .state(let highlighted)? = button.properties["highlighted"]
        else {
            Issue.record("states missing")
            return
        }
        #expect(normal["title"] == .string("Tap"))
        if case .color(let color)? = normal["titleColor"] {
            #expect(color.space == .rgb)
        } else {
            Issue.record("titleColor")
        }
        #expect(highlighted["title"] == .string("Tapped"))
        #expect(highlighted["image"] == .string("pressed.png"))
    }

    @Test func attributedStrings() throws {
        guard case .attributedString(let fragments)? = try object("l1").properties["attributedText"] else {
            Issue.record("attributed string missing")
            return
        }
        #expect(fragments.map(\.content) == ["Bold ", "plain"])
        if case .font(let font)? = fragments[0].attributes["NSFont"] {
            #expect(font.form == .font)
            #expect(font["name"] == "Helvetica-Bold")
            #expect(font.pointSize == 12)
        } else {
            Issue.record("fragment font")
        }
    }

    @Test func runtimeAttributes() {
        let attributes = root.runtimeAttributes
        #expect(
            attributes.map(\.keyPath) == [
                "layer.masksToBounds", "layer.cornerRadius", "accessibilityHint",
                "layer.borderUIColor", "anchor", "cleared",
            ])
        #expect(attributes.map(\.type) == ["boolean", "number", "string", "color", "point", "nil"])
        #expect(attributes[0].value == .bool(true))
        #expect(attributes[1].value == .real(8))
        #expect(attributes[2].value == .string("Hint"))
        if case .color(let color) = attributes[3].value {
            #expect(color.component("blue") == 1)
        } else {
            Issue.record("color")
        }
        #expect(attributes[4].value == .point(NibPoint(x: 0.5, y: 1)))
        #expect(attributes[5].value == .nil)
    }

    @Test func relationshipsKeepDocumentOrder() {
        #expect(root.properties["subviews"] == .objects(["l1", "b1"]))
        #expect(document.topLevelObjects == ["v1"])
        #expect(document.objects.map(\.id) == ["v1", "l1", "b1"])
    }

    @Test func unknownElementsAreKeptAndReported() throws {
        guard case .element(let element)? = root.properties["mystery"] else {
            Issue.record("unknown element vanished")
            return
        }
        #expect(element.name == "mysteryThing")
        #expect(element["level"] == "9")
        #expect(element.children.first?.name == "deeper")
        #expect(element.children.first?["note"] == "kept")
        let coverage = try XibCompiler().compile(contentsOf: TestPaths.fixture("ValueKinds.xib")).coverage
        let entry = try #require(coverage.entries.first { $0.name == "mysteryThing" })
        #expect(entry.kind == .element)
        #expect(entry.count == 1)
        #expect(entry.firstPosition.line == 39)
        #expect(entry.firstPosition.column == 13)
    }

    @Test func resources() {
        #expect(document.resources.map(\.kind) == [.image, .image, .namedColor, .systemColor])
        #expect(document.resources.map(\.name) == ["pressed.png", "star", "AccentColor", "labelColor"])
        #expect(document.resources[0].properties["width"] == .real(32))
        #expect(document.resources[1].properties["catalog"] == .string("system"))
        if case .color(let color)? = document.resources[2].properties["color"] {
            #expect(color.customColorSpace == "sRGB")
        } else {
            Issue.record("named colour value")
        }
    }

    @Test func documentInfoAndMetadata() {
        #expect(document.sourceFile == "ValueKinds.xib")
        #expect(document.info.platform == .iOS)
        #expect(document.info.toolsVersion == "22505")
        #expect(document.info.attributes.contains(NibAttribute(name: "useAutolayout", value: "YES")))
        #expect(document.metadata.map(\.name) == ["device", "dependencies"])
    }

    @Test func positionsPointAtTheStartTag() {
        #expect(root.position == SourcePosition(line: 10, column: 9))
        #expect(document.placeholders[0].position == SourcePosition(line: 8, column: 9))
    }
}
