/// A typed property value recorded from an Interface Builder document.
///
/// Every value the design tool writes has a case here; what the converter does not understand
/// is kept as ``element(_:)`` so that nothing disappears on the way to the manifest.
///
/// Only the cases with large payloads are boxed, so a string, number, flag set or list is stored
/// inline (a value is as small as a `String` plus its tag) and costs no allocation of its own.
public enum NibValue: Sendable, Hashable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case `nil`
    indirect case rect(NibRect)
    case point(NibPoint)
    case size(NibSize)
    /// Edge insets (`<inset>`): the four numbers keyed by the names the document used.
    case inset(NibInset)
    indirect case color(NibColor)
    case font(NibFont)
    /// A set of named flags (`autoresizingMask`, `windowStyleMask`, `modifierMask`, …),
    /// in document order, each with the value the document gave it.
    case flags(NibFlags)
    /// A control state (`<state key="normal" title=…>`) with its own properties.
    case state(NibProperties)
    /// An attributed string: its fragments with their attributes.
    case attributedString([NibFragment])
    case array([NibValue])
    /// A keyed collection (`<dictionary>`), keys in document order.
    case dictionary(NibProperties)
    /// A reference to one object of the graph (a child that fills this key, or a named object).
    case object(String)
    /// An ordered relationship (`subviews`, `items`, `constraints`, …): the ids of its objects.
    case objects([String])
    /// A structured value of a kind the converter keeps as it was written.
    indirect case element(NibElement)
}

public struct NibRect: Sendable, Hashable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

public struct NibPoint: Sendable, Hashable {
    public var x: Double, y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

public struct NibSize: Sendable, Hashable {
    public var width: Double, height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

public struct NibInset: Sendable, Hashable {
    /// The edges as written (`minX`, `minY`, `maxX`, `maxY`, or `top`, `left`, …).
    public var edges: [NibNamedNumber]
    public init(edges: [NibNamedNumber]) { self.edges = edges }

    public func value(_ name: String) -> Double? { edges.first { $0.name == name }?.value }
}

/// A named number, used where a value's component names vary with its form.
public struct NibNamedNumber: Sendable, Hashable {
    public var name: String
    public var value: Double
    public init(name: String, value: Double) {
        self.name = name
        self.value = value
    }
}

/// A colour in any of the forms the design tool writes.
public struct NibColor: Sendable, Hashable {
    public enum Space: String, Sendable, Hashable, CaseIterable {
        /// Red, green, blue and alpha components (`calibratedRGB`, `deviceRGB`, `custom` sRGB/P3…).
        case rgb
        /// White and alpha components (`calibratedWhite`, `deviceWhite`, `custom` gray).
        case white
        /// Cyan, magenta, yellow, black and alpha.
        case cmyk
        /// A colour from a named catalog (`name` + `catalog`, e.g. `System`).
        case catalog
        /// A semantic system colour (`systemColor="labelColor"`).
        case system
        /// A colour from the app's asset catalog (`name` only).
        case named
        /// A pattern image colour.
        case pattern
    }

    public var space: Space
    /// The document's `colorSpace` attribute (`calibratedRGB`, `custom`, `catalog`, …).
    public var colorSpace: String?
    /// The document's `customColorSpace` attribute (`sRGB`, `displayP3`, `genericGamma22GrayColorSpace`, …).
    public var customColorSpace: String?
    /// Numeric components in document order (`red`, `green`, `blue`, `white`, `alpha`, …).
    public var components: [NibNamedNumber]
    /// The colour's name, for catalog, system, named and pattern colours.
    public var name: String?
    /// The catalog a catalog colour comes from.
    public var catalog: String?
    /// For a system colour, the older UIKit colour the document names beside it
    /// (`cocoaTouchSystemColor` written next to `systemColor`), which iOS versions without the
    /// semantic colour show instead.
    public var fallbackName: String?

    public init(
        space: Space, colorSpace: String? = nil, customColorSpace: String? = nil,
        components: [NibNamedNumber] = [], name: String? = nil, catalog: String? = nil,
        fallbackName: String? = nil
    ) {
        self.space = space
        self.colorSpace = colorSpace
        self.customColorSpace = customColorSpace
        self.components = components
        self.name = name
        self.catalog = catalog
        self.fallbackName = fallbackName
    }

    public func component(_ name: String) -> Double? { components.first { $0.name == name }?.value }
}

/// A font, either an iOS font description or a macOS font.
public struct NibFont: Sendable, Hashable {
    public enum Form: String, Sendable, Hashable {
        /// `<fontDescription>`: `type` (system, boldSystem, …) or `name`/`family`, `pointSize`, `weight`.
        case description
        /// `<font>`: `metaFont` or `name`, `size`.
        case font
    }
    public var form: Form
    /// The font's attributes, as written (strings; numbers stay textual so nothing is lost).
    public var attributes: [NibAttribute]

    public init(form: Form, attributes: [NibAttribute]) {
        self.form = form
        self.attributes = attributes
    }

    public subscript(name: String) -> String? { attributes.first { $0.name == name }?.value }

    /// The point size, whichever attribute holds it.
    public var pointSize: Double? { (self["pointSize"] ?? self["size"]).flatMap(Double.init) }
}

public struct NibFlags: Sendable, Hashable {
    public var flags: [NibFlag]
    public init(flags: [NibFlag]) { self.flags = flags }
    /// The names of the flags that are set.
    public var setFlags: [String] { flags.filter(\.isSet).map(\.name) }
    public func isSet(_ name: String) -> Bool { flags.first { $0.name == name }?.isSet ?? false }
}

public struct NibFlag: Sendable, Hashable {
    public var name: String
    public var isSet: Bool
    public init(name: String, isSet: Bool) {
        self.name = name
        self.isSet = isSet
    }
}

/// One run of an attributed string.
public struct NibFragment: Sendable, Hashable {
    public var content: String
    public var attributes: NibProperties
    public init(content: String, attributes: NibProperties) {
        self.content = content
        self.attributes = attributes
    }
}

/// An XML attribute kept as written.
public struct NibAttribute: Sendable, Hashable {
    public var name: String
    public var value: String
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// An element kept generically: its name, attributes, text and children, all in document order.
public struct NibElement: Sendable, Hashable {
    public var name: String
    public var attributes: [NibAttribute]
    public var text: String?
    public var children: [NibElement]

    public init(name: String, attributes: [NibAttribute] = [], text: String? = nil, children: [NibElement] = []) {
        self.name = name
        self.attributes = attributes
        self.text = text
        self.children = children
    }

    public subscript(attribute: String) -> String? { attributes.first { $0.name == attribute }?.value }
}
