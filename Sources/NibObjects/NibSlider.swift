import NibModel
import NibRuntime

/// A slider (NSSlider / UISlider): a value between a minimum and a maximum.
open class NibSlider: NibControl {
    /// The slider's value, between ``minValue`` and ``maxValue`` (the minimum unless recorded).
    public var value = 0.0
    /// The lowest value (0 unless recorded on the slider or its cell).
    public var minValue = 0.0
    /// The highest value (1 unless recorded on the slider or its cell).
    public var maxValue = 1.0

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        guard coder.initialization == .decode else { return }
        minValue = coder.double("minValue") ?? cell?.double("minValue") ?? 0
        maxValue = coder.double("maxValue") ?? cell?.double("maxValue") ?? 1
        value = coder.double("value") ?? coder.double("doubleValue") ?? cell?.double("doubleValue") ?? minValue
    }

    public override init(frame: NibRect) { super.init(frame: frame) }

    /// Moves the slider (clamped to its range) and sends its `valueChanged` actions.
    @discardableResult
    public func setValue(_ newValue: Double) -> [AnyObject] {
        value = min(max(newValue, minValue), maxValue)
        return sendActions(for: "valueChanged")
    }
}

/// A stepper (NSStepper / UIStepper): a value stepped by an increment within a range.
open class NibStepper: NibControl {
    /// The stepper's value (the minimum unless recorded).
    public var value = 0.0
    /// The lowest value (`minimumValue` or `minValue`; 0 unless recorded).
    public var minValue = 0.0
    /// The highest value (`maximumValue` or `maxValue`; 100 unless recorded).
    public var maxValue = 100.0
    /// The amount one step adds or takes away (`stepValue` or `increment`; 1 unless recorded).
    public var increment = 1.0

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        guard coder.initialization == .decode else { return }
        minValue = coder.double("minimumValue") ?? coder.double("minValue") ?? cell?.double("minValue") ?? 0
        maxValue = coder.double("maximumValue") ?? coder.double("maxValue") ?? cell?.double("maxValue") ?? 100
        increment = coder.double("stepValue") ?? coder.double("increment") ?? cell?.double("increment") ?? 1
        value = coder.double("value") ?? coder.double("doubleValue") ?? cell?.double("doubleValue") ?? minValue
    }

    public override init(frame: NibRect) { super.init(frame: frame) }

    /// Steps up (or down with a negative count), clamped, and sends `valueChanged` actions.
    @discardableResult
    public func step(by count: Int = 1) -> [AnyObject] {
        value = min(max(value + Double(count) * increment, minValue), maxValue)
        return sendActions(for: "valueChanged")
    }
}
