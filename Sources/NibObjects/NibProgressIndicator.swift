import NibModel
import NibRuntime

/// A progress indicator (NSProgressIndicator, UIProgressView, UIActivityIndicatorView): a value
/// between a minimum and a maximum, or indeterminate and animating.
open class NibProgressIndicator: NibView {
    /// The current value, between ``minValue`` and ``maxValue`` (the minimum unless recorded).
    public var value = 0.0
    /// The value at which the indicator is empty (0 unless recorded).
    public var minValue = 0.0
    /// The value at which the indicator is full: unless recorded, 100 on macOS, 1 on iOS.
    public var maxValue = 1.0
    /// Whether the indicator shows activity rather than a value; always for UIActivityIndicatorView.
    public var isIndeterminate = false
    /// Whether the indicator is animating (headless: only recorded).
    public private(set) var isAnimating = false

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        guard coder.initialization == .decode else { return }
        minValue = coder.double("minValue") ?? 0
        maxValue = coder.double("maxValue") ?? (coder.platform == .macOS ? 100 : 1)
        value = coder.double("doubleValue") ?? coder.double("progress") ?? minValue
        isIndeterminate = coder.bool("indeterminate") ?? (coder.standardClassName == "UIActivityIndicatorView")
        isAnimating = coder.bool("animating") ?? false
    }

    public override init(frame: NibRect) { super.init(frame: frame) }

    /// Starts the animation.
    public func startAnimation() { isAnimating = true }
    /// Stops the animation.
    public func stopAnimation() { isAnimating = false }
}
