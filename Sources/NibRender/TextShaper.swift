import CCairo

/// One line of text as it is drawn: its characters, where its left end and baseline are, and the
/// horizontal scale applied to make it fit (1 when it fits as is).
public struct ShapedLine: Sendable, Hashable {
    public var text: String
    public var x: Double
    public var baseline: Double
    public var scaleX: Double
    /// The drawn width (after scaling).
    public var width: Double
    /// The font size the line is drawn at, over the style's (below 1 when the text shrank to fit).
    public var fontScale: Double = 1
}

/// Lays text out with pango (fonts found through fontconfig): line breaks, truncation with an
/// ellipsis, alignment. Both outputs draw the lines it returns, so PNG, PDF and SVG agree.
/// Hinting is off so metrics do not depend on the output scale.
final class TextShaper {
    /// Characters laid out per string; a longer string is cut (no control shows more).
    static let maximumCharacters = 4_000
    /// How much a line may be condensed to fit before it is truncated instead.
    static let minimumScale = 0.82

    private struct MeasureKey: Hashable {
        var text: String
        var font: RenderFont
    }
    /// Measurements already made in this render (the same strings and fonts recur); bounded.
    private var measured: [MeasureKey: (Double, Double, Double)] = [:]
    private static let maximumCachedMeasurements = 100_000

    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer

    init() {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        // Glyph advances as the font has them: rounded to whole points, a 0.6 em monospace face
        // at 11 points gains 0.4 points a character and text stops fitting its frame.
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// A pango layout of `text` in `font`, unwrapped unless `wrapWidth` is given. The caller unrefs it.
    func makeLayout(_ text: String, font: RenderFont, wrapWidth: Double? = nil) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let description = pango_font_description_new()
        pango_font_description_set_family(description, font.families)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        let utf8 = Array(text.utf8)
        utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
        }
        if let wrapWidth {
            pango_layout_set_width(layout, Int32(max(1, min(wrapWidth, 1e6)) * Double(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        pango_layout_set_single_paragraph_mode(layout, wrapWidth == nil ? 1 : 0)
        return layout
    }

    /// Width and height of one unwrapped line, and its baseline from the top.
    func measure(_ text: String, font: RenderFont) -> (width: Double, height: Double, baseline: Double) {
        let key = MeasureKey(text: text, font: font)
        if let known = measured[key] { return known }
        if measured.count >= Self.maximumCachedMeasurements { measured.removeAll(keepingCapacity: true) }
        let result = measureUncached(text, font: font)
        measured[key] = result
        return result
    }

    private func measureUncached(_ text: String, font: RenderFont) -> (width: Double, height: Double, baseline: Double)
    {
        let layout = makeLayout(text, font: font)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        return (
            Double(logical.width) / scale, Double(logical.height) / scale,
            Double(pango_layout_get_baseline(layout)) / scale
        )
    }

    /// The lines to draw for `text` in `rect` with `style`: wrapped text breaks at words (and at
    /// its own newlines) for as many lines as the box holds; one-line modes draw each of the
    /// text's own lines that fits, each condensed, then truncated or clipped. At most one ellipsis
    /// ends a line, whatever the text itself ends with.
    func shape(_ rawText: String, in rect: RenderRect, style: TextStyle) -> [ShapedLine] {
        var cleaned = Self.clean(rawText)
        while cleaned.last?.isNewline == true { cleaned.removeLast() }
        guard !cleaned.isEmpty, rect.width > 0, rect.height > 0 else { return [] }
        let metrics = measure("Hg", font: style.font)
        let lineHeight = metrics.height
        let fitting = max(1, Int(min((rect.height + lineHeight * 0.25) / max(lineHeight, 1), 1e9)))
        let lines: [FittedLine] =
            switch style.wrapping {
            case .wordWrap(let maximumLines):
                wrappedLines(
                    cleaned, width: rect.width, limit: maximumLines > 0 ? min(maximumLines, fitting) : fitting,
                    style: style)
            case .truncateTail, .truncateMiddle, .clip:
                cleaned.split(separator: "\n", omittingEmptySubsequences: false).prefix(fitting).map {
                    fittedLine(String($0), width: rect.width, style: style)
                }
            }
        return place(lines, in: rect, style: style, metrics: metrics)
    }

    /// Pango's word-wrapped lines, the last one shown ending in an ellipsis when more text
    /// follows and the style truncates (clipped otherwise).
    private func wrappedLines(_ text: String, width: Double, limit: Int, style: TextStyle) -> [FittedLine] {
        let broken = breakLines(text, font: style.font, width: width)
        return broken.prefix(limit).enumerated().map { offset, line in
            var text = line
            if offset == limit - 1, broken.count > limit, style.truncatesLastLine {
                text = truncate(line, font: style.font, width: width, middle: false, ellipsis: true, always: true)
            }
            return FittedLine(text: text, width: min(width, measure(text, font: style.font).width), scaleX: 1)
        }
    }

    /// A line ready to place: its text, drawn width, horizontal condensation and font scale.
    struct FittedLine {
        var text: String
        var width: Double
        var scaleX: Double
        var fontScale = 1.0
    }

    /// One line that fits `width`: as is, with its font shrunk down to the style's minimum scale
    /// factor (labels that adjust their font size), condensed down to ``minimumScale``, or cut.
    private func fittedLine(_ line: String, width: Double, style: TextStyle) -> FittedLine {
        let natural = measure(line, font: style.font).width
        if natural <= width { return FittedLine(text: line, width: natural, scaleX: 1) }
        if style.minimumScaleFactor < 1 {
            // Shrink-to-fit: the font gets smaller, as far as the factor allows, before anything else.
            let factor = max(style.minimumScaleFactor, 0.05, width / natural)
            var shrunk = style
            shrunk.font.size = style.font.size * factor
            shrunk.minimumScaleFactor = 1
            var fitted = fittedLine(line, width: width, style: shrunk)
            fitted.fontScale = factor
            return fitted
        }
        if natural * Self.minimumScale <= width { return FittedLine(text: line, width: width, scaleX: width / natural) }
        let middle: Bool = if case .truncateMiddle = style.wrapping { true } else { false }
        let ellipsis: Bool = if case .clip = style.wrapping { false } else { true }
        let text = truncate(
            line, font: style.font, width: width / Self.minimumScale, middle: middle, ellipsis: ellipsis)
        return FittedLine(
            text: text, width: min(width, measure(text, font: style.font).width * Self.minimumScale),
            scaleX: Self.minimumScale)
    }

    /// Lines aligned in the box, from its top or centred; empty lines keep their height only.
    private func place(
        _ lines: [FittedLine], in rect: RenderRect, style: TextStyle,
        metrics: (width: Double, height: Double, baseline: Double)
    ) -> [ShapedLine] {
        let total = Double(lines.count) * metrics.height
        var top = style.verticallyCentered ? rect.y + (rect.height - total) / 2 : rect.y
        var shaped: [ShapedLine] = []
        for line in lines {
            defer { top += metrics.height }
            guard !line.text.isEmpty else { continue }
            let x: Double =
                switch style.alignment {
                case .left: rect.x
                case .center: rect.x + (rect.width - line.width) / 2
                case .right: rect.maxX - line.width
                }
            // A shrunk line keeps its centre where the full-size line's would be.
            let baseline = top + metrics.height * (1 - line.fontScale) / 2 + metrics.baseline * line.fontScale
            shaped.append(
                ShapedLine(
                    text: line.text, x: x, baseline: baseline, scaleX: line.scaleX, width: line.width,
                    fontScale: line.fontScale))
        }
        return shaped
    }

    /// The box each drawn line of `text` covers (its width, from the top of the line to below its descent).
    func lineBoxes(_ text: String, in rect: RenderRect, style: TextStyle) -> [RenderRect] {
        let metrics = measure("Hg", font: style.font)
        return shape(text, in: rect, style: style).map { line in
            RenderRect(x: line.x, y: line.baseline - metrics.baseline, width: line.width, height: metrics.height)
        }
    }

    /// Pango's line breaks for `text` at `width`.
    private func breakLines(_ text: String, font: RenderFont, width: Double) -> [String] {
        let layout = makeLayout(text, font: font, wrapWidth: width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let bytes = Array(text.utf8)
        var result: [String] = []
        let count = Int(pango_layout_get_line_count(layout))
        for index in 0..<min(count, 2_000) {
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
            let start = Int(line.pointee.start_index)
            let length = Int(line.pointee.length)
            guard start >= 0, length >= 0, start + length <= bytes.count else { continue }
            var piece = String(decoding: bytes[start..<(start + length)], as: UTF8.self)
            while piece.last?.isNewline == true || piece.last == " " { piece.removeLast() }
            result.append(piece)
        }
        return result
    }

    /// The longest cut of `text` (at the end or in the middle, with an ellipsis) no wider than
    /// `width`. `always` ends the text with an ellipsis even when nothing needs to be cut (the last
    /// visible line of wrapped text). An ellipsis, or dots, the cut lands on are dropped first, so
    /// a line never ends with two.
    private func truncate(
        _ text: String, font: RenderFont, width: Double, middle: Bool, ellipsis: Bool, always: Bool = false
    ) -> String {
        let characters = Array(text)
        let mark = ellipsis ? "…" : ""
        func candidate(_ keep: Int) -> String {
            if middle {
                let head = (keep + 1) / 2
                let tail = keep / 2
                return String(characters.prefix(head)) + mark + String(characters.suffix(tail))
            }
            if keep == characters.count, !always { return text }
            var head = String(characters.prefix(keep))
            while let last = head.last, last == " " || (ellipsis && (last == "…" || last == ".")) { head.removeLast() }
            return head + mark
        }
        var low = 0
        var high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            if measure(candidate(mid), font: font).width <= width { low = mid } else { high = mid - 1 }
        }
        return candidate(low)
    }

    /// The text without control characters (tabs become spaces), cut to ``maximumCharacters``.
    static func clean(_ text: String) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= maximumCharacters { break }
            if scalar == "\n" || scalar == "\r" {
                result.unicodeScalars.append("\n")
            } else if scalar == "\t" {
                result.unicodeScalars.append(" ")
            } else if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
                || (0xD800..<0xE000).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
            {
                continue
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }
}
