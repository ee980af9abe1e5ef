import CCairo
import Foundation
import NibModel

/// Plays a ``Picture`` onto cairo surfaces: PNG (at a pixel scale) and PDF (vector, text as text).
final class CairoBackend {
    /// The largest PNG drawn, per side and in total, whatever the picture and scale ask.
    static let maximumPixelsPerSide = 16_384.0
    static let maximumPixels = 25_000_000.0
    /// Images larger than this (per side, in pixels) are not loaded.
    static let maximumImageSide: UInt32 = 8_192
    /// The most pixels of the images one picture decodes, together (512 MiB of image data): each
    /// decoded image is kept for the picture's other drawings of it, and a small, well-compressed
    /// PNG of 8,192 × 8,192 decodes to 256 MiB, so six such files in a target's resources took
    /// 1.6 GB. An image beyond it is not decoded, as one over ``maximumImageSide``.
    static let maximumDecodedPixels = 1 << 27

    private let shaper: TextShaper
    private var images: [String: OpaquePointer?] = [:]
    /// What is left of ``maximumDecodedPixels`` for this backend's images.
    private var pixelsLeft = maximumDecodedPixels

    init(shaper: TextShaper) { self.shaper = shaper }

    deinit {
        for case let surface? in images.values { cairo_surface_destroy(surface) }
    }

    /// The scale actually used for a PNG: the requested one, reduced so the image stays bounded.
    static func effectiveScale(_ picture: Picture, requested: Double) -> Double {
        let side = max(picture.width, picture.height, 1)
        var scale = min(requested, maximumPixelsPerSide / side)
        let area = picture.width * picture.height * scale * scale
        if area > maximumPixels { scale *= (maximumPixels / area).squareRoot() }
        return max(scale, 0.001)
    }

    func png(_ picture: Picture, scale requested: Double) throws(RenderError) -> [UInt8] {
        let scale = Self.effectiveScale(picture, requested: requested)
        let width = Int32(max(1, (picture.width * scale).rounded(.down)))
        let height = Int32(max(1, (picture.height * scale).rounded(.down)))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else {
            throw .output("cannot create a \(width)×\(height) image")
        }
        defer { cairo_surface_destroy(surface) }
        draw(picture, on: surface, scale: scale)
        let sink = ByteSink()
        let status = cairo_surface_write_to_png_stream(
            surface,
            { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(
                    contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw .output(String(cString: cairo_status_to_string(status))) }
        return sink.bytes
    }

    func pdf(_ picture: Picture) throws(RenderError) -> [UInt8] {
        let sink = ByteSink()
        guard
            let surface = cairo_pdf_surface_create_for_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(
                        contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(sink).toOpaque(), min(picture.width, 14_400), min(picture.height, 14_400))
        else {
            throw .output("cannot create a PDF surface")
        }
        // A fixed date keeps the file byte-identical from run to run.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2001-01-01T00:00:00Z")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "nib-render")
        // PDF pages are limited to 200 inches; a larger picture is scaled down to fit.
        let scale = min(1, 14_400 / max(picture.width, picture.height, 1))
        draw(picture, on: surface, scale: scale)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw .output(String(cString: cairo_status_to_string(status))) }
        return sink.bytes
    }

    private func draw(_ picture: Picture, on surface: OpaquePointer, scale: Double) {
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        setColor(cr, picture.background)
        cairo_paint(cr)
        var clipDepth = 0
        for operation in picture.operations {
            switch operation {
            case .rect(let rect, let radius, let fill, let stroke, let lineWidth, let dashed):
                roundedRect(cr, rect, radius: radius)
                fillAndStroke(cr, fill: fill, stroke: stroke, lineWidth: lineWidth, dashed: dashed)
            case .ellipse(let rect, let fill, let stroke, let lineWidth):
                guard rect.width > 0, rect.height > 0 else { continue }
                cairo_save(cr)
                cairo_translate(cr, rect.midX, rect.midY)
                cairo_scale(cr, rect.width / 2, rect.height / 2)
                cairo_new_path(cr)
                cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
                cairo_restore(cr)
                fillAndStroke(cr, fill: fill, stroke: stroke, lineWidth: lineWidth, dashed: false)
            case .path(let points, let closed, let fill, let stroke, let lineWidth):
                guard let first = points.first else { continue }
                cairo_new_path(cr)
                cairo_move_to(cr, first.x, first.y)
                for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
                if closed { cairo_close_path(cr) }
                fillAndStroke(cr, fill: fill, stroke: stroke, lineWidth: lineWidth, dashed: false)
            case .text(let text, let rect, let style):
                drawText(cr, text, rect, style)
            case .image(let path, let rect):
                drawImage(cr, path: path, rect: rect)
            case .pushClip(let rect):
                cairo_save(cr)
                cairo_new_path(cr)
                cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
                cairo_clip(cr)
                clipDepth += 1
            case .popClip:
                if clipDepth > 0 {
                    cairo_restore(cr)
                    clipDepth -= 1
                }
            case .beginObject, .endObject:
                break
            }
        }
        while clipDepth > 0 {
            cairo_restore(cr)
            clipDepth -= 1
        }
    }

    private func setColor(_ cr: OpaquePointer, _ color: RenderColor) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    private func roundedRect(_ cr: OpaquePointer, _ rect: RenderRect, radius: Double) {
        cairo_new_path(cr)
        let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
        guard r > 0 else {
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            return
        }
        let half = Double.pi / 2
        cairo_arc(cr, rect.maxX - r, rect.y + r, r, -half, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, half)
        cairo_arc(cr, rect.x + r, rect.maxY - r, r, half, 2 * half)
        cairo_arc(cr, rect.x + r, rect.y + r, r, 2 * half, 3 * half)
        cairo_close_path(cr)
    }

    private func fillAndStroke(
        _ cr: OpaquePointer, fill: RenderColor?, stroke: RenderColor?, lineWidth: Double, dashed: Bool
    ) {
        if let fill {
            setColor(cr, fill)
            if stroke != nil { cairo_fill_preserve(cr) } else { cairo_fill(cr) }
        }
        guard let stroke else {
            cairo_new_path(cr)
            return
        }
        setColor(cr, stroke)
        cairo_set_line_width(cr, max(lineWidth, 0.1))
        if dashed {
            let dashes: [Double] = [4, 3]
            cairo_set_dash(cr, dashes, 2, 0)
        }
        cairo_stroke(cr)
        if dashed { cairo_set_dash(cr, nil, 0, 0) }
    }

    private func drawText(_ cr: OpaquePointer, _ text: String, _ rect: RenderRect, _ style: TextStyle) {
        let lines = shaper.shape(text, in: rect, style: style)
        guard !lines.isEmpty else { return }
        setColor(cr, style.color)
        for line in lines {
            var font = style.font
            font.size *= line.fontScale
            let layout = shaper.makeLayout(line.text, font: font)
            let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
            cairo_save(cr)
            cairo_translate(cr, line.x, line.baseline - baseline)
            cairo_scale(cr, line.scaleX, 1)
            cairo_move_to(cr, 0, 0)
            pango_cairo_show_layout(cr, layout)
            cairo_restore(cr)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
    }

    private func drawImage(_ cr: OpaquePointer, path: String, rect: RenderRect) {
        if images[path] == nil { images[path] = Self.loadPNG(path, pixelsLeft: &pixelsLeft) }
        guard let loaded = images[path], let surface = loaded else { return }
        let width = Double(cairo_image_surface_get_width(surface))
        let height = Double(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0, rect.width > 0, rect.height > 0 else { return }
        // Aspect fit, centred, as image views show by default.
        let factor = min(rect.width / width, rect.height / height)
        cairo_save(cr)
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(cr)
        cairo_translate(cr, rect.midX - width * factor / 2, rect.midY - height * factor / 2)
        cairo_scale(cr, factor, factor)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The largest PNG file a picture decodes (64 MiB); a larger one is drawn as a missing image.
    static let maximumImageBytes = 64 << 20

    /// A PNG's pixel size from its first 24 bytes (the signature, then the `IHDR` chunk's width
    /// and height), without decoding it; nil when they are not a PNG's.
    static func pngSize(_ header: some Collection<UInt8>) -> (UInt32, UInt32)? {
        let header = Array(header.prefix(24))
        guard header.count == 24, header[0] == 0x89, header[1] == 0x50, header[2] == 0x4E, header[3] == 0x47 else {
            return nil
        }
        func word(_ at: Int) -> UInt32 { header[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) } }
        return (word(16), word(20))
    }

    /// The size of a PNG a picture draws, from its first bytes: a PNG (by its header) of at most
    /// ``maximumImageSide`` pixels a side. Anything else is drawn as a missing image, in every
    /// format.
    static func drawableSize(ofPNG header: some Collection<UInt8>) -> (width: UInt32, height: UInt32)? {
        guard let (width, height) = pngSize(header), width > 0, height > 0, width <= maximumImageSide,
            height <= maximumImageSide
        else { return nil }
        return (width, height)
    }

    /// ``drawableSize(ofPNG:)`` of the file at `path`, read from its header (a regular file only:
    /// a pipe or a device found among the resources would block). What draws the image reads the
    /// file once and checks those bytes again: the file may change in between.
    static func drawableSize(_ path: String) -> (width: UInt32, height: UInt32)? {
        guard let header = try? FileIO.readPrefix(path, count: 24) else { return nil }
        return drawableSize(ofPNG: header)
    }

    /// The decoded PNG at `path`, when it is drawable (``drawableSize(ofPNG:)``), at most
    /// ``maximumImageBytes`` long and its pixels within `pixelsLeft`, which it then takes from.
    /// The file is read once: the bytes checked are the bytes decoded, whatever the file becomes
    /// after (a file swapped for a larger image between a check by path and cairo's own opening
    /// of it would have been decoded unchecked).
    static func loadPNG(_ path: String, pixelsLeft: inout Int) -> OpaquePointer? {
        guard let bytes = try? FileIO.read(path, limit: maximumImageBytes),
            let (width, height) = drawableSize(ofPNG: bytes), Int(width) * Int(height) <= pixelsLeft
        else { return nil }
        pixelsLeft -= Int(width) * Int(height)
        let source = ByteSource(bytes)
        let surface = cairo_image_surface_create_from_png_stream(
            { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
                return source.read(into: data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, Unmanaged.passUnretained(source).toOpaque())
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            cairo_image_surface_get_width(surface) == Int32(width),
            cairo_image_surface_get_height(surface) == Int32(height)
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }
}

/// Hands cairo the bytes of a PNG already read, in the pieces it asks for.
private final class ByteSource {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Copies the next `count` bytes to `destination`; false when fewer are left.
    func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= bytes.count - offset else { return false }
        bytes.withUnsafeBufferPointer { destination.update(from: $0.baseAddress! + offset, count: count) }
        offset += count
        return true
    }
}

/// Collects the bytes cairo writes to a stream.
private final class ByteSink {
    var bytes: [UInt8] = []
}
