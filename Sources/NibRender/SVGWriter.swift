import Foundation
import NibModel

/// Writes a ``Picture`` as SVG: rectangles as `<rect>`, text as `<text>` lines at the positions
/// pango computed (so strings stay searchable and diffable, and sit where the PNG draws them),
/// images embedded, every document object as a `<g data-id=… data-class=…>` group.
struct SVGWriter {
    let shaper: TextShaper
    /// Image files embedded per picture, larger ones are linked as a labelled box instead.
    static let maximumEmbeddedImageBytes = 4 << 20

    func svg(_ picture: Picture) -> [UInt8] {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let w = Self.number(picture.width)
        let h = Self.number(picture.height)
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        out += "<rect x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\"\(Self.paint("fill", picture.background))/>\n"
        var clipCount = 0
        var openClips = 0
        var openGroups = 0
        var indent = ""
        // An image file drawn more than once is embedded once, as a symbol each drawing uses:
        // embedded at every drawing, 200 image views of one 4 MiB PNG made a 1.1 GB file.
        var drawings: [String: Int] = [:]
        for case .image(let path, _) in picture.operations { drawings[path, default: 0] += 1 }
        var symbols: [String: String] = [:]
        var unembeddable: Set<String> = []
        for operation in picture.operations {
            switch operation {
            case .rect(let rect, let radius, let fill, let stroke, let lineWidth, let dashed):
                var line =
                    "\(indent)<rect x=\"\(Self.number(rect.x))\" y=\"\(Self.number(rect.y))\" width=\"\(Self.number(rect.width))\" height=\"\(Self.number(rect.height))\""
                let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
                if r > 0 { line += " rx=\"\(Self.number(r))\"" }
                line += Self.fillAndStroke(fill: fill, stroke: stroke, lineWidth: lineWidth, dashed: dashed)
                out += line + "/>\n"
            case .ellipse(let rect, let fill, let stroke, let lineWidth):
                out +=
                    "\(indent)<ellipse cx=\"\(Self.number(rect.midX))\" cy=\"\(Self.number(rect.midY))\" rx=\"\(Self.number(rect.width / 2))\" ry=\"\(Self.number(rect.height / 2))\""
                    + Self.fillAndStroke(fill: fill, stroke: stroke, lineWidth: lineWidth, dashed: false) + "/>\n"
            case .path(let points, let closed, let fill, let stroke, let lineWidth):
                guard !points.isEmpty else { continue }
                let list = points.map { "\(Self.number($0.x)),\(Self.number($0.y))" }.joined(separator: " ")
                out +=
                    "\(indent)<\(closed ? "polygon" : "polyline") points=\"\(list)\""
                    + Self.fillAndStroke(
                        fill: fill, stroke: stroke, lineWidth: lineWidth, dashed: false, linejoin: true) + "/>\n"
            case .text(let text, let rect, let style):
                for line in shaper.shape(text, in: rect, style: style) {
                    var element =
                        "\(indent)<text x=\"\(Self.number(line.x))\" y=\"\(Self.number(line.baseline))\" font-family=\"\(Self.escape(style.font.families))\" font-size=\"\(Self.number(style.font.size * line.fontScale))\""
                    if style.font.weight != .regular { element += " font-weight=\"\(style.font.weight.rawValue)\"" }
                    if style.font.italic { element += " font-style=\"italic\"" }
                    element += " data-width=\"\(Self.number(line.width))\""
                    if style.role == .classLabel { element += " data-role=\"\(style.role.rawValue)\"" }
                    element += Self.paint("fill", style.color)
                    if line.scaleX < 1 {
                        element += " textLength=\"\(Self.number(line.width))\" lengthAdjust=\"spacingAndGlyphs\""
                    }
                    out += element + " xml:space=\"preserve\">\(Self.escape(line.text))</text>\n"
                }
            case .image(let path, let rect):
                let place =
                    "x=\"\(Self.number(rect.x))\" y=\"\(Self.number(rect.y))\" width=\"\(Self.number(rect.width))\" height=\"\(Self.number(rect.height))\""
                guard drawings[path, default: 0] > 1 else {
                    guard let png = Self.embeddedPNG(path) else { continue }
                    out +=
                        "\(indent)<image \(place) preserveAspectRatio=\"xMidYMid meet\" href=\"data:image/png;base64,\(png.base64)\"/>\n"
                    continue
                }
                if symbols[path] == nil, !unembeddable.contains(path) {
                    guard let png = Self.embeddedPNG(path) else {
                        unembeddable.insert(path)
                        continue
                    }
                    let id = "image\(symbols.count + 1)"
                    symbols[path] = id
                    out +=
                        "\(indent)<symbol id=\"\(id)\" viewBox=\"0 0 \(png.width) \(png.height)\" preserveAspectRatio=\"xMidYMid meet\"><image width=\"\(png.width)\" height=\"\(png.height)\" href=\"data:image/png;base64,\(png.base64)\"/></symbol>\n"
                }
                guard let id = symbols[path] else { continue }
                out += "\(indent)<use href=\"#\(id)\" \(place)/>\n"
            case .pushClip(let rect):
                clipCount += 1
                openClips += 1
                out +=
                    "\(indent)<clipPath id=\"clip\(clipCount)\"><rect x=\"\(Self.number(rect.x))\" y=\"\(Self.number(rect.y))\" width=\"\(Self.number(rect.width))\" height=\"\(Self.number(rect.height))\"/></clipPath>\n"
                out += "\(indent)<g clip-path=\"url(#clip\(clipCount))\">\n"
                indent += " "
            case .popClip:
                guard openClips > 0 else { continue }
                openClips -= 1
                indent = String(indent.dropLast())
                out += "\(indent)</g>\n"
            case .beginObject(let id, let className):
                openGroups += 1
                out += "\(indent)<g data-id=\"\(Self.escape(id))\" data-class=\"\(Self.escape(className))\">\n"
                indent += " "
            case .endObject:
                guard openGroups > 0 else { continue }
                openGroups -= 1
                indent = String(indent.dropLast())
                out += "\(indent)</g>\n"
            }
        }
        out += "</svg>\n"
        return Array(out.utf8)
    }

    /// The PNG file at `path`, base64-encoded, and its pixel size; nil when it is not drawable
    /// (``CairoBackend/drawableSize(ofPNG:)``, checked on the bytes embedded) or is larger than
    /// ``maximumEmbeddedImageBytes``.
    static func embeddedPNG(_ path: String) -> (base64: String, width: UInt32, height: UInt32)? {
        guard let bytes = try? FileIO.read(path, limit: maximumEmbeddedImageBytes),
            let (width, height) = CairoBackend.drawableSize(ofPNG: bytes)
        else { return nil }
        return (String(decoding: Base64.encoded(bytes), as: UTF8.self), width, height)
    }

    /// A number with at most two decimals, no exponent, no trailing zeros.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        let whole = Int64(rounded.magnitude.rounded(.down))
        let cents = Int64((rounded.magnitude * 100).rounded()) - whole * 100
        var text = (rounded < 0 ? "-" : "") + String(whole) + "." + (cents < 10 ? "0" : "") + String(cents)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func hex(_ color: RenderColor) -> String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for component in [color.red, color.green, color.blue] {
            let value = Int((component * 255).rounded())
            text.append(digits[value / 16])
            text.append(digits[value % 16])
        }
        return text
    }

    static func paint(_ attribute: String, _ color: RenderColor) -> String {
        var text = " \(attribute)=\"\(hex(color))\""
        if color.alpha < 1 { text += " \(attribute)-opacity=\"\(number(color.alpha))\"" }
        return text
    }

    static func fillAndStroke(
        fill: RenderColor?, stroke: RenderColor?, lineWidth: Double, dashed: Bool, linejoin: Bool = false
    ) -> String {
        var text = fill.map { paint("fill", $0) } ?? " fill=\"none\""
        if let stroke {
            text += paint("stroke", stroke) + " stroke-width=\"\(number(max(lineWidth, 0.1)))\""
            if dashed { text += " stroke-dasharray=\"4 3\"" }
            if linejoin { text += " stroke-linejoin=\"round\"" }
        }
        return text
    }

    /// Text safe in XML content and attribute values: markup characters and both quotes as
    /// entities; line breaks, tabs and what XML cannot hold left out (a text run is one line).
    static func escape(_ text: String) -> String { escaper.escape(text) }

    private static let escaper = XMLEscaper(
        quote: true, apostrophe: true, whitespace: .drop, unrepresentable: .drop)
}
