import CCairo
import Foundation
import NibModel
import NibRender
import Testing
import XibCompiler

/// Hostile documents give a bounded picture or a positioned error: never a crash, a hang or a
/// huge allocation.
@Suite struct HostileRenderTests {
    static func document(_ objects: [NibObject], top: [String], platform: String = "iOS.CocoaTouch") -> NibDocument {
        NibDocument(
            sourceFile: "Hostile.xib",
            info: DocumentInfo(
                type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", version: "3.0", targetRuntime: platform),
            objects: objects, topLevelObjects: top)
    }

    static func view(_ id: String, parent: String? = nil, _ frame: NibRect, className: String = "UIView") -> NibObject {
        NibObject(
            id: id, element: "view", className: className, parent: parent, key: parent == nil ? nil : "subviews",
            properties: NibProperties(["frame": .rect(frame)]))
    }

    @Test func hugeFrameGivesABoundedPicture() throws {
        let doc = Self.document(
            [
                Self.view("root", NibRect(x: 0, y: 0, width: 1e9, height: 1e9)),
                Self.view("child", parent: "root", NibRect(x: 1e9, y: -1e9, width: .infinity, height: .nan)),
            ], top: ["root"])
        let renderer = NibRenderer(options: .init(scale: 3))
        let picture = renderer.picture(doc)
        #expect(picture.width < 30_000 && picture.height < 30_000)
        let png = try renderer.render(doc, format: .png)
        // PNG header: width and height at bytes 16…23.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width <= 16_384 && height <= 16_384 && width * height <= 25_000_000)
        let svg = String(decoding: try renderer.render(doc, format: .svg), as: UTF8.self)
        #expect(svg.contains("frame out of bounds, clamped") || svg.contains("size out of bounds, clamped"))
        _ = try renderer.render(doc, format: .pdf)
    }

    /// Counts a document gives beyond any whole number (`numberOfLines`, a text field's
    /// `maximumNumberOfLines`, a page control's pages and current page, a selected segment):
    /// each read as very many, never a trap (signal 4 in every format, from a xib too).
    @Test func countsBeyondAnyWholeNumberAreDrawn() throws {
        func control(_ id: String, _ element: String, _ className: String, _ properties: [(String, NibValue)])
            -> NibObject
        {
            let frame = NibProperties.Entry(name: "frame", value: .rect(NibRect(x: 0, y: 0, width: 200, height: 40)))
            return NibObject(
                id: id, element: element, className: className, parent: "root", key: "subviews",
                properties: NibProperties([frame] + properties.map { NibProperties.Entry(name: $0.0, value: $0.1) }))
        }
        for huge in [NibValue.real(9.3e18), .real(-1e300), .real(1e300), .integer(.max), .integer(.min)] {
            let doc = Self.document(
                [
                    Self.view("root", NibRect(x: 0, y: 0, width: 320, height: 480)),
                    control("l", "label", "UILabel", [("text", .string("Text")), ("numberOfLines", huge)]),
                    control("p", "pageControl", "UIPageControl", [("numberOfPages", huge), ("currentPage", huge)]),
                    control("s", "segmentedControl", "UISegmentedControl", [("selectedSegmentIndex", huge)]),
                ], top: ["root"])
            let svg = try NibRenderer().render(doc, format: .svg)
            #expect(svg.count > 100, "\(huge)")
            let mac = Self.document(
                [
                    NibObject(
                        id: "f", element: "textField", className: "NSTextField",
                        properties: NibProperties([
                            "frame": .rect(NibRect(x: 0, y: 0, width: 200, height: 40)),
                            "cell": .object("c"),
                        ])),
                    NibObject(
                        id: "c", element: "textFieldCell", className: "NSTextFieldCell", parent: "f", key: "cell",
                        properties: NibProperties(["title": .string("Text"), "maximumNumberOfLines": huge])),
                ], top: ["f"], platform: "MacOSX.Cocoa")
            #expect(try NibRenderer().render(mac, format: .svg).count > 100, "\(huge)")
        }
    }

    @Test func negativeSizesAreClampedAndShown() throws {
        let doc = Self.document(
            [
                Self.view("root", NibRect(x: 0, y: 0, width: 200, height: 200)),
                Self.view(
                    "neg", parent: "root", NibRect(x: 10, y: 10, width: -50, height: -80), className: "UIMysteryView"),
            ], top: ["root"])
        let svg = String(decoding: try NibRenderer().render(doc, format: .svg), as: UTF8.self)
        #expect(svg.contains("data-id=\"neg\""))
        #expect(svg.contains("UIMysteryView neg at 1:1: frame out of bounds, clamped"))
        #expect(RenderSupport.rects(svg).contains(RenderRect(x: 34, y: 56, width: 0, height: 0)))
    }

    @Test func tenThousandNestedViewsAreBounded() throws {
        var objects = [Self.view("v0", NibRect(x: 0, y: 0, width: 400, height: 400))]
        for level in 1...10_000 {
            objects.append(
                Self.view("v\(level)", parent: "v\(level - 1)", NibRect(x: 0.01, y: 0.01, width: 390, height: 390)))
        }
        let doc = Self.document(objects, top: ["v0"])
        let start = Date()
        let svg = String(decoding: try NibRenderer().render(doc, format: .svg), as: UTF8.self)
        _ = try NibRenderer().render(doc, format: .png)
        #expect(Date().timeIntervalSince(start) < 60)
        #expect(svg.contains("objects nested deeper than 128 levels not drawn"))
    }

    @Test func tenThousandNestedViewsInAXibGetAPositionedError() throws {
        var xml =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" targetRuntime=\"iOS.CocoaTouch\"><objects>\n"
        for level in 0..<10_000 {
            xml += "<view id=\"v\(level)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><subviews>\n"
        }
        for _ in 0..<10_000 { xml += "</subviews></view>" }
        xml += "</objects></document>\n"
        #expect {
            _ = try XibCompiler().compile(bytes: Array(xml.utf8), path: "Deep.xib")
        } throws: { error in
            String(describing: error).hasPrefix("Deep.xib:")
        }
    }

    /// A storyboard of many scenes, each with a segue to a distant one: routing an arrow tries its
    /// candidate routes against every scene, so 400 scenes took more than five minutes (arrows ×
    /// scenes²). The routing now has a bound; the arrows beyond it are drawn straight, and the
    /// picture says how many.
    @Test func manySeguesAcrossManyScenesAreRoutedWithinABound() throws {
        let count = 400
        let columns = 21
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="c0"><scenes>

            """
        for scene in 0..<count {
            let destination = (scene * 7919 + 13) % count
            xml += """
                <scene sceneID="s\(scene)"><objects><viewController id="c\(scene)" sceneMemberID="viewController">\
                <view key="view" contentMode="scaleToFill" id="v\(scene)">\
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>\
                <button opaque="NO" contentMode="scaleToFill" id="b\(scene)">\
                <rect key="frame" x="10" y="10" width="100" height="30"/><connections>\
                <segue destination="c\(destination)" kind="show" id="g\(scene)"/></connections></button>\
                </subviews></view></viewController></objects>\
                <point key="canvasLocation" x="\(scene % columns * 500)" y="\(scene / columns * 800)"/></scene>

                """
        }
        xml += "</scenes></document>\n"
        let document = try XibCompiler().compile(bytes: Array(xml.utf8), path: "Many.storyboard").document
        let start = ContinuousClock.now
        let layout = NibRenderer().layout(document)
        #expect(ContinuousClock.now - start < .seconds(120))
        #expect(layout.arrows.count == count + 1)
        let note = try #require(layout.notes.first { $0.contains("segue arrows drawn straight") })
        #expect(
            note.hasSuffix(
                " of 401 segue arrows drawn straight, not routed round the 400 scenes: routing more would exceed the renderer's bound"
            ), "\(note)")
        let straight = try #require(Int(note.prefix { $0 != " " }))
        #expect(straight > 0 && straight < count)
    }

    /// A new, empty folder in the temporary directory, named `label` and a UUID.
    static func newFolder(_ label: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The SVG of a square root view `side` points wide holding one image view at `frame` that
    /// shows the image `name`, looked up under `folder`.
    static func imageSVG(_ name: String, _ frame: NibRect, in side: Double, searching folder: String) throws -> String {
        var image = view("img", parent: "root", frame, className: "UIImageView")
        image.properties["image"] = .string(name)
        let doc = document([view("root", NibRect(x: 0, y: 0, width: side, height: side)), image], top: ["root"])
        let renderer = NibRenderer(options: .init(imageSearchPaths: [folder]))
        return String(decoding: try renderer.render(doc, format: .svg), as: UTF8.self)
    }

    @Test func missingImageIsALabelledBox() throws {
        let svg = try Self.imageSVG(
            "no-such-image", NibRect(x: 10, y: 10, width: 120, height: 60), in: 200, searching: RenderSupport.fixtures)
        #expect(RenderSupport.texts(svg).contains { $0.text == "no-such-image" })
        #expect(svg.contains("stroke-dasharray"))
    }

    /// A PNG wider than 8,192 pixels, or a file named `.png` that is not one, is drawn as a
    /// missing image in every format: the SVG embedded what the PNG and PDF left undrawn.
    @Test func anImageTooLargeOrNotAPNGIsALabelledBox() throws {
        let folder = try Self.newFolder("render-wide")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 8_193, 1))
        #expect(cairo_surface_write_to_png(surface, "\(folder)/Wide.png") == CAIRO_STATUS_SUCCESS)
        cairo_surface_destroy(surface)
        try Data("not a PNG".utf8).write(to: URL(fileURLWithPath: "\(folder)/Fake.png"))
        for name in ["Wide", "Fake"] {
            let svg = try Self.imageSVG(name, NibRect(x: 10, y: 10, width: 80, height: 20), in: 100, searching: folder)
            #expect(!svg.contains("data:image/png"), "\(name)")
            #expect(RenderSupport.texts(svg).contains { $0.text == name }, "\(name)")
        }
    }

    @Test func foundImageIsEmbedded() throws {
        let svg = try Self.imageSVG(
            "Swatch", NibRect(x: 10, y: 10, width: 32, height: 32), in: 100, searching: RenderSupport.fixtures)
        #expect(svg.contains("<image x=\"34\" y=\"56\" width=\"32\" height=\"32\""))
    }

    /// An image file drawn by many views is embedded once in the SVG, as a symbol each drawing
    /// uses: embedded at every drawing, 200 image views of one 4 MiB PNG made a 1.1 GB file.
    @Test func anImageDrawnManyTimesIsEmbeddedOnceInSVG() throws {
        var objects = [Self.view("root", NibRect(x: 0, y: 0, width: 400, height: 400))]
        for index in 0..<50 {
            var image = Self.view(
                "img\(index)", parent: "root",
                NibRect(x: Double(index % 10) * 40, y: Double(index / 10) * 40, width: 32, height: 16),
                className: "UIImageView")
            image.properties["image"] = .string("Swatch")
            objects.append(image)
        }
        let renderer = NibRenderer(options: .init(imageSearchPaths: [RenderSupport.fixtures]))
        let svg = String(
            decoding: try renderer.render(Self.document(objects, top: ["root"]), format: .svg), as: UTF8.self)
        #expect(svg.components(separatedBy: "data:image/png;base64,").count == 2)
        #expect(svg.contains("<symbol id=\"image1\" viewBox=\"0 0 "))
        #expect(svg.components(separatedBy: "<use href=\"#image1\"").count == 51)
        #expect(svg.contains("<use href=\"#image1\" x=\"64\" y=\"46\" width=\"32\" height=\"16\"/>"))
    }

    /// The images one picture decodes are bounded together: a well-compressed 8,192 × 8,192 PNG
    /// decodes to 256 MiB and stays decoded for the picture, so six such files of 200 kB took
    /// 1.6 GB. The first two are drawn; the third is past the bound and is not decoded.
    @Test func decodedImagesAreBoundedTogether() throws {
        let folder = try Self.newFolder("render-images")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var objects = [Self.view("root", NibRect(x: 0, y: 0, width: 300, height: 100))]
        for index in 0..<3 {
            let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 8_192, 8_192))
            let context = cairo_create(surface)
            cairo_set_source_rgb(context, 1, 0, 0)
            cairo_paint(context)
            cairo_destroy(context)
            #expect(cairo_surface_write_to_png(surface, "\(folder)/Big\(index).png") == CAIRO_STATUS_SUCCESS)
            cairo_surface_destroy(surface)
            var image = Self.view(
                "img\(index)", parent: "root", NibRect(x: Double(index) * 100, y: 0, width: 100, height: 100),
                className: "UIImageView")
            image.properties["image"] = .string("Big\(index)")
            objects.append(image)
        }
        let renderer = NibRenderer(options: .init(imageSearchPaths: [folder]))
        let png = try renderer.render(Self.document(objects, top: ["root"]), format: .png)
        let output = folder + "/out.png"
        try Data(png).write(to: URL(fileURLWithPath: output))
        let picture = try #require(cairo_image_surface_create_from_png(output))
        defer { cairo_surface_destroy(picture) }
        cairo_surface_flush(picture)
        let data = try #require(cairo_image_surface_get_data(picture))
        let stride = Int(cairo_image_surface_get_stride(picture))
        // The picture puts the root view at (24, 46); each image's centre, as B, G, R bytes.
        let centres = (0..<3).map { index in
            let offset = (46 + 50) * stride + (24 + index * 100 + 50) * 4
            return [data[offset], data[offset + 1], data[offset + 2]]
        }
        #expect(centres[0] == [0, 0, 255] && centres[1] == [0, 0, 255], "\(centres)")
        #expect(centres[2] != [0, 0, 255], "\(centres)")
    }

    /// Images are looked for inside the document's and the resources' folders only: a symbolic
    /// link there that leads out (`Assets -> ../outside`, `-> /home`) is not followed, so the
    /// picture cannot embed a PNG from elsewhere on the machine; a link that stays inside is.
    @Test func anImageBehindALinkOutOfTheFolderIsNotEmbedded() throws {
        let root = try Self.newFolder("render-links")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        for folder in ["repo/art", "outside/private", "outside/Secret.imageset"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        let swatch = RenderSupport.fixtures + "/Swatch.png"
        try manager.copyItem(atPath: swatch, toPath: root + "/outside/private/secret.png")
        try manager.copyItem(atPath: swatch, toPath: root + "/outside/Secret.imageset/secret@2x.png")
        try manager.copyItem(atPath: swatch, toPath: root + "/repo/art/star.png")
        try manager.createSymbolicLink(atPath: root + "/repo/Assets", withDestinationPath: "../outside")
        try manager.createSymbolicLink(
            atPath: root + "/repo/Outer.imageset", withDestinationPath: root + "/outside/Secret.imageset")
        try manager.createSymbolicLink(
            atPath: root + "/repo/other.png", withDestinationPath: root + "/outside/private/secret.png")
        try manager.createSymbolicLink(atPath: root + "/repo/moon.png", withDestinationPath: "art/star.png")
        let locator = ImageLocator(searchPaths: [root + "/repo"])
        #expect(locator.path(for: "secret") == nil)
        #expect(locator.path(for: "Outer") == nil)
        #expect(locator.path(for: "other") == nil)
        #expect(locator.path(for: "moon") == root + "/repo/moon.png")

        let svg = try Self.imageSVG(
            "secret", NibRect(x: 10, y: 10, width: 32, height: 32), in: 100, searching: root + "/repo")
        #expect(!svg.contains("data:image/png;base64,"))
    }

    @Test func hostileStringsStayEscapedInSVG() throws {
        var label = Self.view("lbl", parent: "root", NibRect(x: 0, y: 0, width: 300, height: 20), className: "UILabel")
        label.properties["text"] = .string("</text><script>alert(1)</script>\u{0}\u{7}&")
        let doc = Self.document(
            [Self.view("root", NibRect(x: 0, y: 0, width: 300, height: 100)), label], top: ["root"])
        let svg = String(decoding: try NibRenderer().render(doc, format: .svg), as: UTF8.self)
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("&lt;/text&gt;&lt;script&gt;"))
    }

    @Test func diffMarksAddedRemovedAndChangedObjects() throws {
        let old = try RenderSupport.fixture("IOSNested.xib")
        var new = old
        new.objects.removeAll { $0.id == "switch-02" }
        let button = try #require(new.objects.firstIndex { $0.id == "button-02" })
        new.objects[button].properties["normal"] = .state(NibProperties(["title": .string("Next")]))
        new.objects.append(
            Self.view("added-1", parent: "root-01", NibRect(x: 200, y: 200, width: 60, height: 60), className: "UIView")
        )
        let renderer = NibRenderer()
        let (picture, diff) = renderer.diffPicture(old: old, new: new)
        #expect(diff.added == ["added-1"])
        #expect(diff.removed == ["switch-02"])
        #expect(diff.changed == ["button-02"])
        let svg = String(decoding: try renderer.encode(picture, format: .svg), as: UTF8.self)
        // Added in green round its frame; the removed switch outlined in red where it was.
        #expect(svg.contains("stroke=\"#28a745\""))
        #expect(RenderSupport.rects(svg).contains(RenderRect(x: 44, y: 246, width: 51, height: 31)))
        #expect(RenderSupport.texts(svg).contains { $0.text == "− UISwitch" })
    }
}
