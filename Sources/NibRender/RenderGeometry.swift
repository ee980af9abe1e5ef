/// A rectangle in picture coordinates: points, origin at the top left, y growing downward
/// (the coordinate system of cairo and SVG; macOS frames are converted into it).
public struct RenderRect: Sendable, Hashable, CustomStringConvertible {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(_ dx: Double, _ dy: Double) -> RenderRect {
        RenderRect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    public func offsetBy(_ dx: Double, _ dy: Double) -> RenderRect {
        RenderRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The smallest rectangle holding both.
    public func union(_ other: RenderRect) -> RenderRect {
        let minX = min(x, other.x)
        let minY = min(y, other.y)
        return RenderRect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// A colour with straight (not premultiplied) components in 0…1, sRGB.
public struct RenderColor: Sendable, Hashable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.unit(red)
        self.green = Self.unit(green)
        self.blue = Self.unit(blue)
        self.alpha = Self.unit(alpha)
    }

    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// From 0…255 components.
    public init(_ r: Int, _ g: Int, _ b: Int, _ alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    private static func unit(_ value: Double) -> Double { value.isFinite ? min(1, max(0, value)) : 0 }

    public func withAlpha(_ alpha: Double) -> RenderColor {
        RenderColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static let black = RenderColor(white: 0)
    public static let white = RenderColor(white: 1)
    public static let clear = RenderColor(white: 0, alpha: 0)
}
