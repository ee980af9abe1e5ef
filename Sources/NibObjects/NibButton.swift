import NibModel
import NibRuntime

/// A button (UIButton / NSButton / NSPopUpButton): titles per control state.
open class NibButton: NibControl {
    /// Titles by state name (`normal`, `highlighted`, `selected`, `disabled`). macOS buttons have one, under `normal`.
    public private(set) var titles: [String: String] = [:]
    /// Image names by state name.
    public private(set) var imageNames: [String: String] = [:]
    /// macOS: the button's on/off state (`on`, `off`, `mixed`).
    public var state: String?
    /// macOS: the key equivalent.
    public var keyEquivalent: String?

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        guard coder.initialization == .decode else { return }
        for entry in coder.properties {
            if case .state(let values) = entry.value {
                if let title = NibValueDecoding.string(values["title"]) { titles[entry.name] = title }
                if let image = NibValueDecoding.string(values["image"]) { imageNames[entry.name] = image }
            }
        }
        if titles["normal"] == nil, let title = coder.string("title") ?? cell?.title { titles["normal"] = title }
        if imageNames["normal"] == nil, let image = coder.string("image") ?? cell?.imageName {
            imageNames["normal"] = image
        }
        state = coder.string("state") ?? cell?.string("state")
        keyEquivalent = coder.string("keyEquivalent") ?? cell?.string("keyEquivalent")
    }

    public override init(frame: NibRect) { super.init(frame: frame) }

    /// The title for a state, falling back to the normal title (as UIKit does).
    public func title(for state: String = "normal") -> String? { titles[state] ?? titles["normal"] }

    /// Sets the title for a state.
    public func setTitle(_ title: String?, for state: String = "normal") { titles[state] = title }

    /// A click / tap: sends `touchUpInside` actions (iOS) or the action (macOS).
    @discardableResult
    public func performClick() -> [AnyObject] { sendActions(for: "touchUpInside") }
}
