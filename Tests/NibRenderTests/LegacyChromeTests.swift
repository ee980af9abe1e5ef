import Foundation
import NibModel
import NibRender
import NibTestSupport
import Testing
import XibCompiler

/// Legacy archives (`<archive>` xibs) get the chrome modern documents get: their cells' flag
/// words are read into the same attributes.
@Suite struct LegacyChromeTests {
    /// Every legacy archive of the corpus' `xib/` and `merges/` folders.
    static func legacyArchives() -> [String] {
        (RenderSupport.corpusFiles("xib", suffix: ".xib") + RenderSupport.corpusFiles("merges", suffix: ".xib"))
            .filter { path in
                guard let handle = FileHandle(forReadingAtPath: path) else { return false }
                defer { try? handle.close() }
                return String(decoding: handle.readData(ofLength: 400), as: UTF8.self).contains("<archive")
            }
    }

    /// A flag word of a cell, as its 32 bits.
    static func word(_ object: NibObject, _ key: String) -> Int? {
        guard case .integer(let value)? = object.properties[key] else { return nil }
        return value & 0xFFFF_FFFF
    }

    /// What was checked, to print and to make sure the check saw something.
    struct Counts {
        var bordered = 0
        var defaults = 0
        var bezeledFields = 0
        var headers = 0
    }

    /// Over every legacy archive: a bordered button draws its bezel, the default button (key
    /// equivalent Return) is filled with the accent colour, a bezeled text field draws its frame,
    /// a table header shows its columns' titles.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func legacyControlsGetTheirChrome() throws {
        let paths = Self.legacyArchives()
        #expect(!paths.isEmpty)
        var counts = Counts()
        for path in paths {
            guard let document = try? XibCompiler().compile(contentsOf: path).document else { continue }
            let svg = try RenderSupport.svg(document)
            let name = String(path.dropFirst(RenderSupport.corpus.count))
            let byID = Dictionary(document.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for object in document.objects {
                let drawn = RenderSupport.group(svg, id: object.id)
                guard !drawn.isEmpty else { continue }
                let cell: NibObject? =
                    if case .object(let id)? = object.properties["cell"] { byID[id] } else { nil }
                switch object.className {
                case "NSButton":
                    guard let cell, let flags = Self.word(cell, "NSButtonFlags"), flags & 0x80_0000 != 0 else {
                        continue
                    }
                    counts.bordered += 1
                    #expect(drawn.contains { $0.contains("<rect") }, "\(name): button \(object.id) has no bezel")
                    if case .string("\r")? = cell.properties["keyEquivalent"] {
                        counts.defaults += 1
                        #expect(
                            drawn.contains { $0.contains("<rect") && $0.contains("fill=\"#007aff\"") },
                            "\(name): default button \(object.id) is not blue")
                    }
                case "NSTextField", "NSSecureTextField":
                    guard let cell, let flags = Self.word(cell, "NSCellFlags"), flags & 0x40_0000 != 0 else {
                        continue
                    }
                    counts.bezeledFields += 1
                    #expect(drawn.contains { $0.contains("<rect") }, "\(name): bezeled field \(object.id) is invisible")
                case "NSTableHeaderView":
                    counts.headers += 1
                    #expect(drawn.contains { $0.contains("<text") }, "\(name): header \(object.id) shows no titles")
                default: continue
                }
            }
        }
        print(
            "legacy archives: \(paths.count); bordered buttons \(counts.bordered), default \(counts.defaults), "
                + "bezeled fields \(counts.bezeledFields), table headers \(counts.headers)")
        #expect(counts.bordered > 0 && counts.defaults > 0 && counts.bezeledFields > 0 && counts.headers > 0)
    }

    /// Legacy corpus documents compared with their goldens (PNG with the tolerance, SVG exact):
    /// a password prompt (secure field, push buttons, a default button) and a sheet with a table.
    static let corpusGoldens = [
        ("xib/sparkle-project__Sparkle/en.lproj__SUPasswordPrompt@4ba453f.xib", "LegacyPasswordPrompt"),
        ("merges/sequelpro__sequelpro/30/base.xib", "LegacyTableSheet"),
    ]

    @Test(
        .enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)),
        RenderSupport.pinnedFacesInstalled, arguments: corpusGoldens)
    func legacyDocumentsMatchTheirGoldens(_ path: String, _ golden: String) throws {
        let document = try XibCompiler().compile(contentsOf: RenderSupport.corpus + "/" + path).document
        let svg = try NibRenderer().render(document, format: .svg)
        let expectedSVG = try GoldenFile.expected(svg, at: RenderSupport.goldens + "/\(golden).svg")
        #expect(expectedSVG == nil || svg == expectedSVG, "\(path): the SVG differs from its golden")
        let png = try NibRenderer().render(document, format: .png)
        let goldenPNG = RenderSupport.goldens + "/\(golden).png"
        guard try GoldenFile.expected(png, at: goldenPNG) != nil else { return }
        let actualPath = NSTemporaryDirectory() + "/nib-render-golden-\(golden).png"
        try Data(png).write(to: URL(fileURLWithPath: actualPath))
        defer { try? FileManager.default.removeItem(atPath: actualPath) }
        let difference = try #require(PixelDifference.fraction(actualPath, goldenPNG))
        #expect(difference < 0.02, "\(path): \(difference * 100)% of pixels differ from the golden")
    }
}
