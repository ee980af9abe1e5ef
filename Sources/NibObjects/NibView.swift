import NibModel
import NibRuntime

/// A view (UIView / NSView and the many view classes without their own default object):
/// frame, bounds, subviews in order, weak superview, hidden, alpha, tag, colours.
open class NibView: NibStandardObject {
    /// The view's rectangle in its superview's coordinates (the document's `frame`).
    public var frame = NibRect(x: 0, y: 0, width: 0, height: 0)
    /// The bounds; unless the document records one, the frame's size at the origin.
    public var bounds = NibRect(x: 0, y: 0, width: 0, height: 0)
    /// The views this view contains, back to front (document order).
    public private(set) var subviews: [NibView] = []
    /// The view that contains this one; not retained.
    public private(set) weak var superview: NibView?
    /// The view controller whose root view this is (set by the controller's `view` outlet).
    public internal(set) weak var viewController: NibViewController?
    /// The window whose content view this is.
    public internal(set) weak var hostWindow: NibWindow?
    /// Whether the view is hidden (the document's `hidden` or `isHidden`).
    public var isHidden = false
    /// The view's opacity, from 0 to 1 (`alpha` or `alphaValue`; 1 unless recorded).
    public var alpha = 1.0
    /// The integer the document tags the view with (0 when it has none), for app code to find it.
    public var tag = 0
    /// Whether the view receives touches (UIKit's `userInteractionEnabled`; true unless recorded).
    public var isUserInteractionEnabled = true
    /// The background colour, or nil when none is recorded.
    public var backgroundColor: NibColor?
    /// The tint colour, or nil to inherit the superview's.
    public var tintColor: NibColor?
    /// The autoresizing flags that are set.
    public var autoresizingMask: [String] = []
    /// Every recorded property, in document order.
    public let properties: NibProperties

    /// A view made in code with `frame`, bounds of the same size at the origin, and no recorded properties.
    public init(frame: NibRect) {
        self.frame = frame
        self.bounds = NibRect(x: 0, y: 0, width: frame.width, height: frame.height)
        properties = NibProperties()
        super.init()
    }

    public override convenience init() { self.init(frame: NibRect(x: 0, y: 0, width: 0, height: 0)) }

    public required init(coder: NibCoder) {
        properties = coder.properties
        super.init(coder: coder)
        switch coder.initialization {
        case .plain:
            return
        case .frame(let rect):
            frame = rect
            bounds = NibRect(x: 0, y: 0, width: rect.width, height: rect.height)
        case .decode:
            var boundsRecorded = false
            for entry in coder.properties {
                switch entry.name {
                case "frame": if case .rect(let r) = entry.value { frame = r }
                case "bounds":
                    if case .rect(let r) = entry.value {
                        bounds = r
                        boundsRecorded = true
                    }
                case "hidden", "isHidden": isHidden = NibValueDecoding.bool(entry.value) ?? isHidden
                case "alpha", "alphaValue": alpha = NibValueDecoding.double(entry.value) ?? alpha
                case "tag": tag = NibValueDecoding.int(entry.value) ?? tag
                case "userInteractionEnabled": isUserInteractionEnabled = NibValueDecoding.bool(entry.value) ?? true
                case "backgroundColor": if case .color(let c) = entry.value { backgroundColor = c }
                case "tintColor": if case .color(let c) = entry.value { tintColor = c }
                case "autoresizingMask": if case .flags(let f) = entry.value { autoresizingMask = f.setFlags }
                default: break
                }
            }
            if !boundsRecorded { bounds = NibRect(x: 0, y: 0, width: frame.width, height: frame.height) }
        }
        for case let view as NibView in coder.children(forKey: "subviews") { addSubview(view) }
    }

    /// Adds `view` at the end of the subviews, removing it from its old superview first.
    public func addSubview(_ view: NibView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Detaches the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// The window the view is in, through its superviews.
    public var window: NibWindow? {
        var view: NibView? = self
        while let current = view {
            if let window = current.hostWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// The first view in this subtree (this one included) with the tag.
    public func viewWithTag(_ tag: Int) -> NibView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    /// UIKit: a controller's root view answers its controller, other views their superview;
    /// a window's content view answers the window.
    open override var nextResponder: NibResponder? {
        if let viewController { return viewController }
        if let superview { return superview }
        if let hostWindow { return hostWindow }
        return fallbackNextResponder
    }

    open override func nibSetValue(_ value: NibValue, forKeyPath keyPath: String) throws(NibError) {
        switch keyPath {
        case "tag": tag = NibValueDecoding.int(value) ?? tag
        case "hidden", "isHidden": isHidden = NibValueDecoding.bool(value) ?? isHidden
        case "alpha": alpha = NibValueDecoding.double(value) ?? alpha
        case "backgroundColor": if case .color(let c) = value { backgroundColor = c }
        default: try super.nibSetValue(value, forKeyPath: keyPath)
        }
    }
}
