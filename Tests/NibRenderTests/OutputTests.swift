import CCairo
import Foundation
import NibModel
import NibRender
import NibTestSupport
import Testing
import XibCompiler

/// Deterministic output, golden pictures, and every corpus document.
@Suite struct OutputTests {
    static let fixtureNames = [
        "MacGeometry.xib", "IOSNested.xib", "ClassLabels.xib", "CellContentView.xib", "TextLayout.xib", "TextMac.xib",
        "SystemImages.xib", "SymbolImages.xib", "PaintedOver.xib", "PaintedOverIOS.xib", "Flipping.xib",
        "StoryboardReference.storyboard", "SimulatedBars.storyboard", "MainMenu.storyboard", "TextShrink.xib",
        "ParallelSegues.storyboard", "FontFaces.xib", "SegueRouting.storyboard", "WatchInterface.storyboard",
        "TouchBar.xib",
    ]

    /// A fixture's golden file: its name with the picture's extension instead of the document's.
    static func goldenName(_ name: String, _ ext: String) -> String {
        RenderSupport.goldens + "/" + String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)]) + ext
    }

    @Test(arguments: fixtureNames) func sameInputGivesSameBytes(_ name: String) throws {
        let document = try RenderSupport.fixture(name)
        for format in NibRenderer.Format.allCases {
            let first = try NibRenderer(options: .init(scale: 2)).render(document, format: format)
            let second = try NibRenderer(options: .init(scale: 2)).render(document, format: format)
            #expect(!first.isEmpty)
            #expect(first == second, "\(name) as \(format) differs between runs")
        }
    }

    /// PNGs compared with the committed goldens: at most 2% of pixels may differ by more than
    /// a quarter of the range in a channel (anti-aliasing and font-version noise stay below that;
    /// a moved control or a missing string does not). `NIB_RECORD_GOLDENS=1` re-records them.
    @Test(RenderSupport.pinnedFacesInstalled, arguments: fixtureNames) func matchesGoldenPNG(_ name: String) throws {
        let document = try RenderSupport.fixture(name)
        let png = try NibRenderer().render(document, format: .png)
        let golden = Self.goldenName(name, ".png")
        guard try GoldenFile.expected(png, at: golden) != nil else { return }
        let actualPath = NSTemporaryDirectory() + "/nib-render-golden-\(name).png"
        try Data(png).write(to: URL(fileURLWithPath: actualPath))
        defer { try? FileManager.default.removeItem(atPath: actualPath) }
        let difference = try #require(PixelDifference.fraction(actualPath, golden))
        #expect(difference < 0.02, "\(name): \(difference * 100)% of pixels differ from the golden")
    }

    /// SVGs compared byte for byte with the committed goldens (`NIB_RECORD_GOLDENS=1` re-records them).
    @Test(RenderSupport.pinnedFacesInstalled, arguments: fixtureNames) func matchesGoldenSVG(_ name: String) throws {
        let svg = try NibRenderer().render(try RenderSupport.fixture(name), format: .svg)
        let golden = Self.goldenName(name, ".svg")
        let expected = try GoldenFile.expected(svg, at: golden)
        #expect(expected == nil || svg == expected, "\(name): the SVG differs from its golden")
    }

    @Test func goldenComparisonNoticesAMovedControl() throws {
        var document = try RenderSupport.fixture("IOSNested.xib")
        let index = try #require(document.objects.firstIndex { $0.id == "button-02" })
        document.objects[index].properties["frame"] = .rect(NibRect(x: 20, y: 300, width: 280, height: 44))
        let moved = NSTemporaryDirectory() + "/nib-render-moved.png"
        try Data(try NibRenderer().render(document, format: .png)).write(to: URL(fileURLWithPath: moved))
        defer { try? FileManager.default.removeItem(atPath: moved) }
        let difference = try #require(PixelDifference.fraction(moved, RenderSupport.goldens + "/IOSNested.png"))
        #expect(difference > 0.002)
    }

    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func everyCorpusDocumentRenders() throws {
        var rendered = 0
        let documents =
            RenderSupport.corpusFiles("xib", suffix: ".xib")
            + RenderSupport.corpusFiles("storyboard", suffix: ".storyboard")
        #expect(documents.count > 100)
        let renderer = NibRenderer()
        for path in documents {
            // Every format converts: modern and legacy xibs, storyboards.
            let document = try XibCompiler().compile(contentsOf: path).document
            let svg = try renderer.render(document, format: .svg)
            let png = try renderer.render(document, format: .png)
            #expect(svg.count > 200 && png.count > 100, "\(path)")
            let text = String(decoding: svg, as: UTF8.self)
            // Every window and top-level view of the document is on the picture.
            for board in renderer.layout(document).boards {
                #expect(
                    text.contains("data-id=\"\(document.objects[board.index].id)\""),
                    "\(path): \(document.objects[board.index].id)")
            }
            rendered += 1
        }
        #expect(rendered == documents.count)
        print("rendered \(rendered) corpus documents")
    }
}

/// Compares two PNG files pixel by pixel with cairo.
enum PixelDifference {
    static func fraction(_ a: String, _ b: String) -> Double? {
        guard let first = cairo_image_surface_create_from_png(a), let second = cairo_image_surface_create_from_png(b)
        else { return nil }
        defer {
            cairo_surface_destroy(first)
            cairo_surface_destroy(second)
        }
        guard cairo_surface_status(first) == CAIRO_STATUS_SUCCESS, cairo_surface_status(second) == CAIRO_STATUS_SUCCESS
        else { return nil }
        let width = cairo_image_surface_get_width(first)
        let height = cairo_image_surface_get_height(first)
        guard width == cairo_image_surface_get_width(second), height == cairo_image_surface_get_height(second) else {
            return 1
        }
        cairo_surface_flush(first)
        cairo_surface_flush(second)
        guard let p = cairo_image_surface_get_data(first), let q = cairo_image_surface_get_data(second) else {
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(first))
        var differing = 0
        for y in 0..<Int(height) {
            for x in 0..<Int(width) {
                let offset = y * stride + x * 4
                for channel in 0..<4 where abs(Int(p[offset + channel]) - Int(q[offset + channel])) > 64 {
                    differing += 1
                    break
                }
            }
        }
        return Double(differing) / Double(max(1, Int(width) * Int(height)))
    }
}
