import Foundation
import NibModel
import NibRender
import NibTestSupport
import Testing
import XibCompiler

/// What the canvas shows against what Interface Builder draws, one defect class per fixture,
/// and the same properties over every corpus document.
@Suite struct CanvasFidelityTests {
    // MARK: Class-name labels

    @Test func classLabelsOnlyWhereNothingElseIsDrawn() throws {
        let lines = RenderSupport.textBoxes(try RenderSupport.svg(try RenderSupport.fixture("ClassLabels.xib")))
        let labels = lines.filter(\.isClassLabel)
        // Only the empty custom view keeps its name: the others hold a search field or a headline.
        #expect(labels.map(\.text) == ["GraphView"])
        // The custom search field subclass is drawn as a search field.
        #expect(lines.contains { $0.text == "Search" && !$0.isClassLabel })
        #expect(!lines.contains { $0.text.contains("TokenSearchField") })
        #expect(lines.contains { $0.text == "Headline across the middle" })
    }

    @Test func tableCellContentViewIsNotLabelled() throws {
        let lines = RenderSupport.textBoxes(try RenderSupport.svg(try RenderSupport.fixture("CellContentView.xib")))
        #expect(!lines.contains { $0.text.contains("ContentView") })
        #expect(!lines.contains { $0.text.contains("AccountCell") && $0.isClassLabel })
        #expect(lines.contains { $0.text == "Account name" })
    }

    // MARK: Text

    /// The drawn lines that are pieces of `source` (cut or wrapped), in order.
    static func pieces(of source: String, in lines: [RenderSupport.TextBox]) -> [String] {
        lines.map(\.text).filter { line in
            let body = line.hasSuffix("…") ? String(line.dropLast()) : line
            return !body.isEmpty && source.contains(body)
        }
    }

    @Test func oneEllipsisAndMultiLineTextOnIOS() throws {
        let lines = RenderSupport.textBoxes(try RenderSupport.svg(try RenderSupport.fixture("TextLayout.xib")))
        #expect(!lines.contains { $0.text.contains("……") })
        // Two lines allowed: the second of three ends with the label's own ellipsis, not a second one.
        #expect(Self.pieces(of: "Preferences\nShould Hide…", in: lines) == ["Preferences", "Should Hide…"])
        #expect(!lines.contains { $0.text.contains("inactive") })
        let wrapped = Self.pieces(
            of: "A label that wraps over several lines because it allows any number of them", in: lines)
        #expect(wrapped.count >= 3)
        // The text view shows whole lines and clips the rest: no ellipsis.
        let viewLines = Self.pieces(
            of: "A text view holds more text than it shows: the lines below its frame are clipped, never ended "
                + "with an ellipsis, because the text scrolls.", in: lines)
        #expect(viewLines.count >= 2)
        #expect(!viewLines.contains { $0.hasSuffix("…") })
    }

    /// A label that adjusts its font size shrinks it, down to its minimum scale factor (or
    /// minimum font size), before it is cut; with the adjustment off it is cut at its size.
    @Test func labelsShrinkToFitAsInterfaceBuilderDoes() throws {
        let svg = try RenderSupport.svg(try RenderSupport.fixture("TextShrink.xib"))
        func line(_ id: String) -> (text: String, size: Double)? {
            guard let text = RenderSupport.group(svg, id: id).first(where: { $0.contains("<text ") }) else {
                return nil
            }
            let box = RenderSupport.textBoxes(String(text)).first
            let size = text.range(of: "font-size=\"").flatMap { Double(text[$0.upperBound...].prefix { $0 != "\"" }) }
            return box.flatMap { box in size.map { (box.text, $0) } }
        }
        let shrinks = try #require(line("shrinks-ts"))
        #expect(shrinks.text == "Synchronising every feed now")
        #expect(shrinks.size < 20 && shrinks.size >= 10)
        let fixed = try #require(line("fixed-ts"))
        #expect(fixed.size == 20 && fixed.text.hasSuffix("…"))
        // A minimum font size of 16 is not small enough: shrunk to 16, then cut.
        let floor = try #require(line("floor-ts"))
        #expect(floor.size == 16 && floor.text.hasSuffix("…"))
    }

    @Test func appKitTextWrapsAndKeepsItsLines() throws {
        let lines = RenderSupport.textBoxes(try RenderSupport.svg(try RenderSupport.fixture("TextMac.xib")))
        let wrapping = Self.pieces(
            of:
                "A wrapping label has no line break mode of its own, so the cell's word wrapping lays it out over lines",
            in: lines)
        #expect(wrapping.count >= 2)
        #expect(lines.contains { $0.text == "First line of the label" })
        #expect(lines.contains { $0.text == "Second line after a newline" })
        let check = Self.pieces(
            of: "Check for updates automatically and download them in the background", in: lines)
        #expect(check.count == 2)
    }

    // MARK: Fonts

    /// Labels framed as Interface Builder sizes them fit in the metric-compatible faces: no line is
    /// condensed or cut, and each document font gets its stand-in.
    @Test(RenderSupport.pinnedFacesInstalled) func metricCompatibleFacesKeepTextInItsFrame() throws {
        let svg = try RenderSupport.svg(try RenderSupport.fixture("FontFaces.xib"))
        func family(_ id: String) -> String? {
            guard let line = RenderSupport.group(svg, id: id).first(where: { $0.contains("<text ") }),
                !line.contains("textLength="), !line.contains("…</text>"),
                let range = line.range(of: "font-family=\"")
            else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "," })
        }
        #expect(family("system-ff") == "Liberation Sans")
        #expect(family("bold-ff") == "Liberation Sans")
        #expect(family("helvetica-ff") == "Liberation Sans")
        #expect(family("arial-ff") == "Liberation Sans")
        #expect(family("times-ff") == "Liberation Serif")
        #expect(family("courier-ff") == "Liberation Mono")
        #expect(family("menlo-ff") == "DejaVu Sans Mono")
        #expect(family("calibri-ff") == "Carlito")
    }

    // MARK: System images

    @Test func systemImagesAreGlyphsNotMissingBoxes() throws {
        let svg = try RenderSupport.svg(try RenderSupport.fixture("SystemImages.xib"))
        let texts = RenderSupport.texts(svg).map(\.text)
        for name in ["NSAdvanced", "NSStatusAvailable", "NSBonjour", "NSAddTemplate", "NSRadioButton"] {
            #expect(!texts.contains { $0.contains(name) }, "\(name) is drawn as a missing image")
            for id in ["advanced-si", "status-si", "unknown-si", "add-si", "radio-si"] {
                #expect(!RenderSupport.group(svg, id: id).contains { $0.contains("stroke-dasharray") }, "\(id)")
            }
        }
        // The status dot in its colour, the radio glyph as a circle beside its title.
        #expect(RenderSupport.group(svg, id: "status-si").contains { $0.contains("fill=\"#34c759\"") })
        #expect(RenderSupport.group(svg, id: "radio-si").contains { $0.contains("<ellipse") })
        #expect(texts.contains("Legacy radio"))
        // An image the document names and the resources do not hold is still marked missing.
        #expect(texts.contains("app-logo"))
    }

    @Test func sfSymbolsArePlaceholderGlyphs() throws {
        let svg = try RenderSupport.svg(try RenderSupport.fixture("SymbolImages.xib"))
        let texts = RenderSupport.texts(svg).map(\.text)
        #expect(!texts.contains("star.fill") && !texts.contains("square.and.arrow.up"))
        for id in ["star-sy", "share-sy"] {
            let drawn = RenderSupport.group(svg, id: id)
            #expect(!drawn.contains { $0.contains("stroke-dasharray") }, "\(id)")
            #expect(drawn.contains { $0.contains("<ellipse") }, "\(id)")
        }
    }

    // MARK: Painted over

    @Test func borderlessAndTransparentButtonsAreNotPainted() throws {
        let svg = try RenderSupport.svg(try RenderSupport.fixture("PaintedOver.xib"))
        // The borderless toolbar button draws its glyph and title, no white bezel.
        let borderless = RenderSupport.group(svg, id: "borderless-po")
        #expect(!borderless.contains { $0.contains("<rect") && $0.contains("fill=\"#ffffff\"") })
        #expect(borderless.contains { $0.contains(">General</text>") })
        // A transparent button draws nothing at all.
        #expect(RenderSupport.group(svg, id: "transparent-po").isEmpty)
        // A bordered push button keeps its bezel.
        #expect(RenderSupport.group(svg, id: "bordered-po").contains { $0.contains("<rect") })
    }

    @Test func iOSFieldBackgroundAndRoundedRectButton() throws {
        let svg = try RenderSupport.svg(try RenderSupport.fixture("PaintedOverIOS.xib"))
        let field = RenderSupport.group(svg, id: "field-pi")
        // The field's own colour is drawn, and no white fill covers it.
        #expect(field.contains { $0.contains("fill=\"#ffed99\"") })
        #expect(!field.contains { $0.contains("fill=\"#ffffff\"") })
        // A rounded-rect button is its tinted title, with no border.
        let button = RenderSupport.group(svg, id: "button-pi")
        #expect(!button.contains { $0.contains("<rect") })
        #expect(button.contains { $0.contains(">Rounded rect</text>") })
    }

    // MARK: Flipping

    @Test func tableCellViewAndVerticalStackAreNotMirrored() throws {
        let texts = RenderSupport.texts(try RenderSupport.svg(try RenderSupport.fixture("Flipping.xib")))
        func baseline(_ text: String) throws -> Double { try #require(texts.first { $0.text == text }).y }
        // The title (higher y in an unflipped cell view) is drawn above the subtitle.
        #expect(try baseline("Cell title") < baseline("Cell subtitle"))
        // A vertical stack shows its first arranged view on top.
        #expect(try baseline("First arranged") < baseline("Second arranged"))
        #expect(try baseline("Second arranged") < baseline("Third arranged"))
    }

    // MARK: Storyboard canvas

    @Test func storyboardReferenceIsASmallTileNamingItsTarget() throws {
        let document = try RenderSupport.fixture("StoryboardReference.storyboard")
        let layout = NibRenderer().layout(document)
        let tile = try #require(layout.boards.first { document.objects[$0.index].id == "ref-sr" })
        #expect(tile.frame.width <= 240 && tile.frame.height <= 100, "\(tile.frame)")
        #expect(tile.caption == "Storyboard Reference")
        let texts = RenderSupport.texts(try RenderSupport.svg(document)).map(\.text)
        #expect(texts.contains("Settings") && texts.contains("Account"))
        #expect(!texts.contains("UIViewController"))
        // The segue still reaches the tile.
        #expect(texts.contains("showAccount"))
    }

    /// The canvas area over what its boards need (each with its caption and a gap).
    static func areaRatio(_ layout: CanvasLayout) -> Double {
        let needed = layout.boards.reduce(0.0) { sum, board in
            sum + (board.frame.width + 48) * (board.frame.height + 22 + 48)
        }
        return needed > 0 ? layout.size.width * layout.size.height / needed : 1
    }

    @Test func scenesCloseTogetherDoNotBlowTheCanvasUp() throws {
        // Two 320 × 480 scenes whose centres are 56 points apart, and a third far from both:
        // spreading the first two apart would carry the third thousands of points away.
        var document = StoryboardFixture.make()
        document.scenes[0].canvasLocation = NibPoint(x: 0, y: 0)
        document.scenes[1].canvasLocation = NibPoint(x: 56, y: 0)
        document.objects += [
            NibObject(id: "vc3", element: "viewController", className: "UIViewController"),
            NibObject(
                id: "v3", element: "view", className: "UIView", parent: "vc3", key: "view",
                properties: NibProperties(["frame": .rect(NibRect(x: 0, y: 0, width: 320, height: 480))])),
        ]
        document.topLevelObjects.append("vc3")
        document.scenes.append(
            NibScene(id: "sc3", controller: "vc3", objects: ["vc3"], canvasLocation: NibPoint(x: 1_500, y: 1_500)))
        let layout = NibRenderer().layout(document)
        #expect(layout.boards.count == 3)
        #expect(Self.areaRatio(layout) <= 12, "\(layout.size)")
        #expect(layout.size.width < 3_000 && layout.size.height < 3_000, "\(layout.size)")
    }

    // MARK: Every corpus document

    /// No drawn line carries two ellipses, and no class-name label crosses drawn text.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func corpusPicturesKeepTextReadable() throws {
        let documents =
            RenderSupport.corpusFiles("xib", suffix: ".xib")
            + RenderSupport.corpusFiles("storyboard", suffix: ".storyboard")
        #expect(documents.count > 100)
        let renderer = NibRenderer()
        var labels = 0
        var lines = 0
        for path in documents {
            let document = try XibCompiler().compile(contentsOf: path).document
            let boxes = RenderSupport.textBoxes(
                String(decoding: try renderer.render(document, format: .svg), as: UTF8.self))
            lines += boxes.count
            for line in boxes where line.text.contains("……") || line.text.contains("…...") {
                Issue.record("\(path): two ellipses in “\(line.text)”")
            }
            let text = boxes.filter { !$0.isClassLabel }
            for label in boxes where label.isClassLabel {
                labels += 1
                if let crossed = text.first(where: { RenderSupport.overlap($0.box, label.box) }) {
                    Issue.record("\(path): class label “\(label.text)” crosses “\(crossed.text)”")
                }
            }
        }
        print("checked \(lines) text lines and \(labels) class labels in \(documents.count) corpus documents")
    }

    /// No storyboard's canvas is much larger than its scenes need.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func corpusStoryboardCanvasesAreBounded() throws {
        let documents = RenderSupport.corpusFiles("storyboard", suffix: ".storyboard")
        #expect(documents.count >= 10)
        var largest = (0.0, "")
        for path in documents {
            let ratio = Self.areaRatio(NibRenderer().layout(try XibCompiler().compile(contentsOf: path).document))
            if ratio > largest.0 { largest = (ratio, path) }
            #expect(ratio <= 12, "\(path): the canvas is \(ratio) times the area its scenes need")
        }
        print("largest canvas-to-scenes area ratio over \(documents.count) storyboards: \(largest.0) (\(largest.1))")
    }

    // MARK: Storyboards

    /// Segue labels: 10-point regular text in the caption colour.
    static func segueLabels(_ svg: String) -> [RenderSupport.TextBox] {
        svg.split(separator: "\n").filter {
            $0.contains("<text ") && $0.contains("font-size=\"10\"") && !$0.contains("font-weight")
                && $0.contains("fill=\"#5a5a60\"")
        }.flatMap { RenderSupport.textBoxes(String($0)) }
    }

    /// Several segues between the same two scenes, either way, are drawn side by side: their
    /// labels never overlap.
    @Test func parallelSeguesFanOut() throws {
        let labels = Self.segueLabels(try RenderSupport.svg(try RenderSupport.fixture("ParallelSegues.storyboard")))
        #expect(Set(labels.map(\.text)) == ["openItem", "editItem", "shareItem", "backToList"])
        for (offset, label) in labels.enumerated() {
            for other in labels[(offset + 1)...] {
                #expect(!RenderSupport.overlap(label.box, other.box), "\(label.text) overlaps \(other.text)")
            }
        }
    }

    /// Over every corpus storyboard, no two segue labels overlap.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func corpusSegueLabelsDoNotOverlap() throws {
        var overlapping: [String] = []
        for path in RenderSupport.corpusFiles("storyboard", suffix: ".storyboard") {
            let labels = Self.segueLabels(try RenderSupport.svg(try XibCompiler().compile(contentsOf: path).document))
            for (offset, label) in labels.enumerated() {
                for other in labels[(offset + 1)...] where RenderSupport.overlap(label.box, other.box) {
                    overlapping.append("\(path): \(label.text) / \(other.text)")
                }
            }
        }
        #expect(overlapping.isEmpty, "\(overlapping)")
    }

    /// A macOS storyboard's Application scene shows its main menu, opened, as the canvas does.
    @Test func applicationSceneShowsItsMainMenu() throws {
        let lines = RenderSupport.texts(try RenderSupport.svg(try RenderSupport.fixture("MainMenu.storyboard")))
            .map(\.text)
        #expect(lines.contains("Application – Main Menu"))
        for title in ["Editor", "File", "About Editor", "Quit Editor", "New", "Export…", "Close"] {
            #expect(lines.contains(title), "\(title) is not drawn")
        }
        #expect(!lines.contains("NSApplication"))
    }
}
