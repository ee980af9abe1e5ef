import Foundation
import NibModel
import NibRender
import NibTestSupport
import Testing
import XibCompiler

/// Paths and helpers shared by the renderer's tests.
enum RenderSupport {
    static let packageRoot: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path
    }()

    static let fixtures = packageRoot + "/Tests/NibRenderTests/Fixtures"
    static let goldens = packageRoot + "/Tests/NibRenderTests/Goldens"
    static let corpus = TestCorpus.path("")

    /// Goldens hold text in the faces the renderer names first: where fontconfig lacks one, the
    /// picture falls back to wider faces, so those tests skip and say which faces to install.
    static let pinnedFacesInstalled: ConditionTrait = {
        let missing = FontAvailability.missingPinnedFaces()
        return .enabled(
            if: missing.isEmpty,
            Comment(
                rawValue: "fonts missing: \(missing.joined(separator: ", ")) (Scripts/bootstrap installs them)"))
    }()

    static func fixture(_ name: String) throws -> NibDocument {
        try XibCompiler().compile(contentsOf: fixtures + "/" + name).document
    }

    static func svg(_ document: NibDocument) throws -> String {
        String(decoding: try NibRenderer().render(document, format: .svg), as: UTF8.self)
    }

    /// The `<rect>` elements of an SVG as (x, y, width, height).
    static func rects(_ svg: String) -> [RenderRect] {
        svg.split(separator: "\n").compactMap { line in
            guard line.contains("<rect ") else { return nil }
            func value(_ name: String) -> Double? {
                guard let range = line.range(of: " \(name)=\"") else { return nil }
                return Double(line[range.upperBound...].prefix { $0 != "\"" })
            }
            guard let x = value("x"), let y = value("y"), let w = value("width"), let h = value("height") else {
                return nil
            }
            return RenderRect(x: x, y: y, width: w, height: h)
        }
    }

    /// The `<text>` elements of an SVG as (string, x, baseline y).
    static func texts(_ svg: String) -> [(text: String, x: Double, y: Double)] {
        svg.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "<text ") else { return nil }
            let rest = line[start.upperBound...]
            func value(_ name: String) -> Double? {
                guard let range = rest.range(of: "\(name)=\"") else { return nil }
                return Double(rest[range.upperBound...].prefix { $0 != "\"" })
            }
            guard let x = value("x"), let y = value("y"), let open = rest.range(of: "\">"),
                let close = rest.range(of: "</text>")
            else { return nil }
            return (String(rest[open.upperBound..<close.lowerBound]), x, y)
        }
    }

    /// One drawn line of SVG text with the box it covers (from `data-width` and the font size:
    /// 0.93 of it above the baseline and 0.24 below, DejaVu's, which covers Liberation's 0.905 and
    /// 0.212) and whether it is a class-name label.
    struct TextBox {
        var text: String
        var box: RenderRect
        var isClassLabel: Bool
    }

    /// The `<text>` elements of an SVG with their boxes.
    static func textBoxes(_ svg: String) -> [TextBox] {
        svg.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "<text ") else { return nil }
            let rest = line[start.upperBound...]
            func value(_ name: String) -> Double? {
                guard let range = rest.range(of: " \(name)=\"") ?? rest.range(of: "\(name)=\"") else { return nil }
                return Double(rest[range.upperBound...].prefix { $0 != "\"" })
            }
            guard let x = value("x"), let y = value("y"), let size = value("font-size"),
                let width = value("data-width"),
                let open = rest.range(of: "\">"), let close = rest.range(of: "</text>")
            else { return nil }
            return TextBox(
                text: String(rest[open.upperBound..<close.lowerBound]),
                box: RenderRect(x: x, y: y - size * 0.93, width: width, height: size * 1.17),
                isClassLabel: rest.contains("data-role=\"class-label\""))
        }
    }

    /// The SVG lines drawn by the object `id` itself and its subviews (inside its `<g data-id>` group).
    static func group(_ svg: String, id: String) -> [Substring] {
        let lines = svg.split(separator: "\n")
        guard let start = lines.firstIndex(where: { $0.contains("<g data-id=\"\(id)\"") }) else { return [] }
        let depth = lines[start].prefix { $0 == " " }.count
        var result: [Substring] = []
        for line in lines[(start + 1)...] {
            if line.prefix(while: { $0 == " " }).count <= depth { break }
            result.append(line)
        }
        return result
    }

    /// Whether two boxes overlap by more than half a point both ways.
    static func overlap(_ a: RenderRect, _ b: RenderRect) -> Bool {
        min(a.maxX, b.maxX) - max(a.x, b.x) > 0.5 && min(a.maxY, b.maxY) - max(a.y, b.y) > 0.5
    }

    /// Every document below a corpus folder, sorted.
    static func corpusFiles(_ folder: String, suffix: String) -> [String] {
        let root = corpus + "/" + folder
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.sorted().map { root + "/" + $0 }
    }
}
