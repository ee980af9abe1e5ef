import NibModel

/// Renders an Interface Builder document's model to a picture.
///
/// ```swift
/// let document = try XibCompiler().compile(contentsOf: "Login.xib").document
/// let png = try NibRenderer(options: .init(imageSearchPaths: ["Sources/App"])).render(document, format: .png)
/// ```
public final class NibRenderer {
    public enum Format: String, Sendable, CaseIterable {
        case png, svg, pdf

        /// The format a file name asks for by its extension.
        public init?(path: String) {
            let lower = path.lowercased()
            guard let match = Format.allCases.first(where: { lower.hasSuffix("." + $0.rawValue) }) else { return nil }
            self = match
        }
    }

    public struct Options: Sendable {
        /// Folders searched for named images (loose PNGs and `.xcassets` image sets).
        public var imageSearchPaths: [String]
        /// Pixels per point for PNG output (1, 2 or 3).
        public var scale: Double
        /// Storyboard references that could not be resolved, by object id, with the reason: their
        /// tiles are marked (red, dashed) and carry the reason.
        public var unresolvedReferences: [String: String]

        public init(imageSearchPaths: [String] = [], scale: Double = 1, unresolvedReferences: [String: String] = [:]) {
            self.imageSearchPaths = imageSearchPaths
            self.scale = scale
            self.unresolvedReferences = unresolvedReferences
        }
    }

    public let options: Options
    private let images: ImageLocator
    private let shaper = TextShaper()

    public init(options: Options = Options()) {
        self.options = options
        images = ImageLocator(searchPaths: options.imageSearchPaths)
    }

    /// Places every window, view, menu and scene of the document (no drawing yet).
    public func layout(_ document: NibDocument) -> CanvasLayout {
        var builder = LayoutBuilder(document: document, model: DocumentIndex(document))
        return builder.build()
    }

    /// The drawing operations for the document; `marks` outlines objects by id (the diff view).
    public func picture(
        _ document: NibDocument, marks: [String: ChangeMark] = [:], removed: [(RenderRect, String)] = []
    ) -> Picture {
        picture(document, marks: marks, removed: removed, initialControllerChanged: false)
    }

    func picture(
        _ document: NibDocument, marks: [String: ChangeMark], removed: [(RenderRect, String)],
        initialControllerChanged: Bool
    ) -> Picture {
        let model = DocumentIndex(document)
        var builder = LayoutBuilder(document: document, model: model)
        let canvas = builder.build()
        let controls = ControlPainter(model: model, colors: ColorResolver(document: document), images: images)
        var painter = Painter(layout: canvas, controls: controls, marks: marks, removedFrames: removed)
        painter.unresolvedReferences = options.unresolvedReferences
        painter.initialControllerChanged = initialControllerChanged
        return ClassLabelFilter(shaper: shaper).apply(painter.paint())
    }

    /// The picture encoded in `format`.
    public func encode(_ picture: Picture, format: Format) throws(RenderError) -> [UInt8] {
        switch format {
        case .svg: return SVGWriter(shaper: shaper).svg(picture)
        case .png: return try CairoBackend(shaper: shaper).png(picture, scale: options.scale)
        case .pdf: return try CairoBackend(shaper: shaper).pdf(picture)
        }
    }

    public func render(_ document: NibDocument, format: Format) throws(RenderError) -> [UInt8] {
        try encode(picture(document), format: format)
    }
}
