import NibModel
import NibRuntime

/// One segment of a segmented control, as the document records it (`<segment …/>`).
public struct NibSegment: Sendable, Hashable {
    /// The segment's text: AppKit's `label`, UIKit's `title`; nil for a segment that shows only an image.
    public var label: String?
    /// The name of the segment's image, if it has one.
    public var imageName: String?
    /// AppKit: the segment's tool tip.
    public var toolTip: String?
    /// Whether the segment can be selected (`enabled="NO"` in the document makes it false).
    public var isEnabled: Bool
    /// AppKit: the segment's tag (0 when the document records none).
    public var tag: Int
    /// AppKit: the segment's fixed width in points; nil sizes it to fit.
    public var width: Double?

    /// A segment with the given values.
    public init(
        label: String? = nil, imageName: String? = nil, toolTip: String? = nil, isEnabled: Bool = true, tag: Int = 0,
        width: Double? = nil
    ) {
        self.label = label
        self.imageName = imageName
        self.toolTip = toolTip
        self.isEnabled = isEnabled
        self.tag = tag
        self.width = width
    }

    /// The segment a `<segment>` element describes: `label` (AppKit) or `title` (UIKit), `image`,
    /// `toolTip`, `enabled`, `tag`, `width`.
    public init(element: NibElement) {
        self.init(
            label: element["label"] ?? element["title"], imageName: element["image"], toolTip: element["toolTip"],
            isEnabled: element["enabled"].flatMap { NibValueDecoding.bool(.string($0)) } ?? true,
            tag: element["tag"].flatMap { Int($0) } ?? 0,
            width: element["width"].flatMap { Double($0) })
    }
}

/// A segmented control (NSSegmentedControl / UISegmentedControl): its segments (labels, images)
/// and the selected segment.
///
/// UIKit documents record the segments on the control (`<segments><segment title=…/>`) and the
/// selection as `selectedSegmentIndex`; AppKit documents record them on the control's
/// `NSSegmentedCell` (`<segments><segment label=… image=… selected="YES"/>`). Both are read at
/// decoding, so a translated manifest (`codegen strings localize`) shows the translated labels.
open class NibSegmentedControl: NibControl {
    /// The segments, in order.
    public var segments: [NibSegment] = []
    /// The selected segment, -1 for none.
    public var selectedSegment = -1

    /// The segments' labels, in order (an empty string for a segment without one). Setting it
    /// gives the segments these labels, keeping the other values of the segments that remain;
    /// a longer list adds segments, a shorter one removes the last ones.
    public var segmentLabels: [String] {
        get { segments.map { $0.label ?? "" } }
        set {
            segments = newValue.enumerated().map { index, label in
                var segment = index < segments.count ? segments[index] : NibSegment()
                segment.label = label
                return segment
            }
        }
    }

    /// The segments' image names, in order (nil for a segment without an image).
    public var segmentImageNames: [String?] { segments.map(\.imageName) }

    /// The number of segments.
    public var segmentCount: Int { segments.count }

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        guard coder.initialization == .decode else { return }
        let elements = Self.segmentElements(in: coder["segments"] ?? cell?.properties["segments"])
        segments = elements.map(NibSegment.init(element:))
        selectedSegment =
            coder.int("selectedSegmentIndex") ?? coder.int("selectedSegment") ?? Self.recordedSelection(in: elements)
            ?? -1
    }

    public override init(frame: NibRect) { super.init(frame: frame) }

    /// The label of a segment (nil outside the range, or for a segment without one).
    public func label(forSegment index: Int) -> String? {
        segments.indices.contains(index) ? segments[index].label : nil
    }

    /// The image name of a segment (nil outside the range, or for a segment without one).
    public func imageName(forSegment index: Int) -> String? {
        segments.indices.contains(index) ? segments[index].imageName : nil
    }

    /// Selects a segment and sends the control's `valueChanged` actions (iOS) or its action (macOS).
    @discardableResult
    public func selectSegment(_ index: Int) -> [AnyObject] {
        selectedSegment = index
        return sendActions(for: "valueChanged")
    }

    /// The `<segment>` elements of a recorded `segments` list, in order; anything else is skipped.
    static func segmentElements(in value: NibValue?) -> [NibElement] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { item in
            if case .element(let element) = item, element.name == "segment" { return element }
            return nil
        }
    }

    /// AppKit: the first segment the document marks `selected="YES"`.
    static func recordedSelection(in elements: [NibElement]) -> Int? {
        elements.firstIndex { $0["selected"].flatMap { NibValueDecoding.bool(.string($0)) } == true }
    }
}
