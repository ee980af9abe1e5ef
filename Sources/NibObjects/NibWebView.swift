import NibModel
import NibRuntime

/// A web view (WebView, WKWebView, UIWebView). Headless: it records the address asked for and
/// the navigation delegates; it loads nothing.
open class NibWebView: NibView {
    /// The last address passed to ``load(_:)``.
    public private(set) var url: String?
    /// Navigation, frame-load or UI delegates as the document connects them; not retained.
    public private(set) var delegates: [String: WeakReference] = [:]

    public required init(coder: NibCoder) { super.init(coder: coder) }

    public override init(frame: NibRect) { super.init(frame: frame) }

    /// Records `url` as the page to show.
    public func load(_ url: String) { self.url = url }

    /// The delegate connected under `name` (`navigationDelegate`, `frameLoadDelegate`, …).
    public func delegate(_ name: String) -> AnyObject? { delegates[name]?.object }

    open override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        if name.hasSuffix("Delegate") || name == "delegate" {
            delegates[name] = WeakReference(value)
        } else {
            try super.nibSetOutlet(name, to: value)
        }
    }
}
