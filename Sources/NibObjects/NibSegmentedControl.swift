import NibModel
import NibRuntime

/// A segmented control (NSSegmentedControl / UISegmentedControl): segment labels and the
/// selected segment.
open class NibSegmentedControl: NibControl {
    /// The segments' labels, in order.
    public var segmentLabels: [String] = []
    /// The selected segment, -1 for none.
    public var selectedSegment = -1

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        guard coder.initialization == .decode else { return }
        selectedSegment = coder.int("selectedSegmentIndex") ?? coder.int("selectedSegment") ?? -1
        if case .array(let segments)? = coder["segments"] {
            segmentLabels = segments.map { NibValueDecoding.string($0) ?? "" }
        }
    }

    public override init(frame: NibRect) { super.init(frame: frame) }

    /// Selects a segment and sends the control's `valueChanged` actions (iOS) or its action (macOS).
    @discardableResult
    public func selectSegment(_ index: Int) -> [AnyObject] {
        selectedSegment = index
        return sendActions(for: "valueChanged")
    }
}
