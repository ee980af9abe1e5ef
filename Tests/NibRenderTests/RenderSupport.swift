import Foundation
import NibModel
import NibRender
import NibTestSupport
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

    /// Every document below a corpus folder, sorted.
    static func corpusFiles(_ folder: String, suffix: String) -> [String] {
        let root = corpus + "/" + folder
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.sorted().map { root + "/" + $0 }
    }
}
