import NibModel
import NibRuntime

/// A layout constraint (NSLayoutConstraint): the relation the document records between two
/// items. Not a responder, as in the toolkits; headless, it solves nothing.
open class NibLayoutConstraint: NibPassiveObject {
    /// `top`, `leading`, `width`, … as recorded.
    public let firstAttribute: String?
    /// The second item's attribute, as recorded; nil when the constraint has no second item (a
    /// constant width or height).
    public let secondAttribute: String?
    /// `equal` when absent, else `lessThanOrEqual` / `greaterThanOrEqual`.
    public let relation: String
    /// The constant of the relation (first = multiplier × second + constant); 0 when not recorded.
    public var constant: Double
    /// The factor applied to the second item's attribute (`3:2` is 1.5); 1 when not recorded.
    public var multiplier: Double
    /// The priority, from 1 to 1000 (required, the default).
    public var priority: Double
    /// The name the document gives the constraint, for finding it and in layout messages.
    public var identifier: String?
    /// Whether the constraint takes part in layout.
    public var isActive = true
    /// The constrained items; not retained (their views own the constraint).
    public weak var firstItem: AnyObject?
    /// The second constrained item, or nil for a constant width or height.
    public weak var secondItem: AnyObject?

    public required init(coder: NibCoder) {
        firstAttribute = coder.string("firstAttribute")
        secondAttribute = coder.string("secondAttribute")
        relation = coder.string("relation") ?? "equal"
        constant = coder.double("constant") ?? 0
        multiplier = Self.multiplier(coder.string("multiplier")) ?? coder.double("multiplier") ?? 1
        priority = coder.double("priority") ?? 1000
        identifier = coder.string("identifier")
        firstItem = coder.object(forKey: "firstItem")
        secondItem = coder.object(forKey: "secondItem")
        super.init(coder: coder)
    }

    /// `"3:2"` → 1.5; a plain number as is.
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return nil }
        let parts = text.split(separator: ":")
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return a / b }
        return Double(text)
    }

    open override func nibSetValue(_ value: NibValue, forKeyPath keyPath: String) throws(NibError) {
        switch keyPath {
        case "constant": constant = NibValueDecoding.double(value) ?? constant
        case "identifier": identifier = NibValueDecoding.string(value)
        case "active": isActive = NibValueDecoding.bool(value) ?? isActive
        default: try super.nibSetValue(value, forKeyPath: keyPath)
        }
    }
}
