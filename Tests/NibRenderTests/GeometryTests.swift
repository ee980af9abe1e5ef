import NibModel
import NibRender
import Testing

/// Frames converted into picture coordinates, checked in the SVG output. Boards start at the
/// margin (24) below their caption (22): a board's top-left corner is at (24, 46).
@Suite struct GeometryTests {
    @Test func macOSWindowHasTitleBarAndUnflippedContent() throws {
        let svg = try RenderSupport.svg(try RenderSupport.fixture("MacGeometry.xib"))
        let rects = RenderSupport.rects(svg)
        // The content area: 300 × 200 below a 22-point title bar.
        #expect(rects.contains(RenderRect(x: 24, y: 68, width: 300, height: 200)))
        #expect(rects.contains(RenderRect(x: 24, y: 46, width: 300, height: 22)))
        // customView (20, 20, 100, 50) in an unflipped 200-high content view: top = 68 + 200 - 20 - 50.
        #expect(rects.contains(RenderRect(x: 44, y: 198, width: 100, height: 50)))
        // Its child (10, 10, 50, 20), unflipped again: top = 198 + 50 - 10 - 20.
        #expect(rects.contains(RenderRect(x: 54, y: 218, width: 50, height: 20)))
        let title = try #require(RenderSupport.texts(svg).first { $0.text == "Fixture Window" })
        #expect(title.y > 46 && title.y < 68)
        #expect(abs(title.x - 174) < 60)
    }

    @Test func macOSFlippedViewPlacesChildrenFromTheTop() throws {
        let rects = RenderSupport.rects(try RenderSupport.svg(try RenderSupport.fixture("MacGeometry.xib")))
        // The flipped view itself sits in an unflipped superview: top = 68 + 200 - 20 - 100.
        #expect(rects.contains(RenderRect(x: 174, y: 148, width: 120, height: 100)))
        // Its child (10, 10) is measured from the flipped view's top.
        #expect(rects.contains(RenderRect(x: 184, y: 158, width: 50, height: 20)))
    }

    @Test func macOSTextSitsInItsFrame() throws {
        let texts = RenderSupport.texts(try RenderSupport.svg(try RenderSupport.fixture("MacGeometry.xib")))
        // Label (20, 150, 200, 17): top = 68 + 200 - 150 - 17 = 101; text inset by 2.
        let label = try #require(texts.first { $0.text == "Top label" })
        #expect(label.x == 46)
        #expect(label.y > 101 && label.y < 118)
        // Default push button (180, 130, 100, 32): title centred in the bezel.
        let save = try #require(texts.first { $0.text == "Save" })
        #expect(save.x > 204 && save.x < 274)
        #expect(save.y > 106 && save.y < 138)
        // The missing image is a labelled box, not an omission.
        #expect(texts.contains { $0.text.hasPrefix("M") && $0.text.contains("…") || $0.text == "MissingArtwork" })
    }

    @Test func iOSNestedViewsAddOffsetsFromTheTop() throws {
        let svg = try RenderSupport.svg(try RenderSupport.fixture("IOSNested.xib"))
        let rects = RenderSupport.rects(svg)
        #expect(rects.contains(RenderRect(x: 24, y: 46, width: 320, height: 480)))
        #expect(rects.contains(RenderRect(x: 34, y: 66, width: 200, height: 100)))
        #expect(rects.contains(RenderRect(x: 39, y: 72, width: 50, height: 40)))
        let texts = RenderSupport.texts(svg)
        // Label (1, 2, 40, 20) inside both: left edge at 40, baseline inside 74…94.
        let deep = try #require(texts.first { $0.text == "Deep" })
        #expect(deep.x == 40)
        #expect(deep.y > 74 && deep.y < 94)
        #expect(svg.contains("fill=\"#ff0000\" xml:space=\"preserve\">Deep</text>"))
        let placeholder = try #require(texts.first { $0.text == "Email address" })
        #expect(placeholder.x == 51)
        #expect(texts.contains { $0.text == "Continue" })
    }

    @Test func storyboardScenesAtCanvasLocationsWithSegueArrows() throws {
        let document = StoryboardFixture.make()
        let renderer = NibRenderer()
        let layout = renderer.layout(document)
        #expect(layout.boards.count == 2)
        let first = layout.boards[0].frame
        let second = layout.boards[1].frame
        // Centres 500 points apart on the canvas stay 500 apart (no overlap to resolve).
        #expect(second.midX - first.midX == 500)
        #expect(second.midY == first.midY)
        #expect(layout.arrows.contains { $0.from == 0 && $0.to == 1 && $0.label == "showDetail" })
        #expect(layout.arrows.contains { $0.from == nil && $0.to == 0 })
        let svg = try RenderSupport.svg(document)
        // The segue runs from the first board's right edge to the second's left edge.
        #expect(
            svg.contains(
                "<polyline points=\"\(SVGNumber.format(first.maxX)),\(SVGNumber.format(first.midY)) \(SVGNumber.format(second.x)),\(SVGNumber.format(second.midY))\""
            ))
        #expect(RenderSupport.texts(svg).contains { $0.text == "Initial" })
        #expect(RenderSupport.texts(svg).contains { $0.text == "Detail title" })
    }

    @Test func overlappingScenesAreSpreadApart() {
        var document = StoryboardFixture.make()
        document.scenes[1].canvasLocation = NibPoint(x: 110, y: 10)
        let layout = NibRenderer().layout(document)
        let a = layout.boards[0].frame
        let b = layout.boards[1].frame
        #expect(a.maxX <= b.x || b.maxX <= a.x || a.maxY <= b.y || b.maxY <= a.y)
    }
}

/// Numbers as the SVG writer prints them (two decimals at most).
enum SVGNumber {
    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}

/// A two-scene iOS storyboard built as a model: a list scene with a segue to a detail scene.
enum StoryboardFixture {
    static func make() -> NibDocument {
        let frame = NibValue.rect(NibRect(x: 0, y: 0, width: 320, height: 480))
        func label(_ id: String, parent: String, text: String) -> NibObject {
            NibObject(
                id: id, element: "label", className: "UILabel", parent: parent, key: "subviews",
                properties: NibProperties([
                    "text": .string(text), "frame": .rect(NibRect(x: 20, y: 40, width: 200, height: 21)),
                ]))
        }
        let objects = [
            NibObject(
                id: "vc1", element: "viewController", className: "UIViewController", customClass: "ListController"),
            NibObject(
                id: "v1", element: "view", className: "UIView", parent: "vc1", key: "view",
                properties: NibProperties(["frame": frame])),
            label("l1", parent: "v1", text: "List title"),
            NibObject(
                id: "b1", element: "button", className: "UIButton", parent: "v1", key: "subviews",
                properties: NibProperties([
                    "frame": .rect(NibRect(x: 20, y: 100, width: 100, height: 30)), "buttonType": .string("system"),
                    "normal": .state(NibProperties(["title": .string("Open")])),
                ])),
            NibObject(
                id: "vc2", element: "viewController", className: "UIViewController", customClass: "DetailController"),
            NibObject(
                id: "v2", element: "view", className: "UIView", parent: "vc2", key: "view",
                properties: NibProperties(["frame": frame])),
            label("l2", parent: "v2", text: "Detail title"),
        ]
        let segue = NibConnection(
            id: "s1", kind: .segue, source: "b1", destination: "vc2", name: "show",
            properties: NibProperties(["identifier": .string("showDetail")]))
        return NibDocument(
            sourceFile: "Fixture.storyboard",
            info: DocumentInfo(
                type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", version: "3.0",
                targetRuntime: "iOS.CocoaTouch"),
            objects: objects, connections: [segue], topLevelObjects: ["vc1", "vc2"],
            scenes: [
                NibScene(id: "sc1", controller: "vc1", objects: ["vc1"], canvasLocation: NibPoint(x: 100, y: 100)),
                NibScene(id: "sc2", controller: "vc2", objects: ["vc2"], canvasLocation: NibPoint(x: 600, y: 100)),
            ],
            initialController: "vc1")
    }
}
