import NibModel

extension UIKitEncoding {
    /// A legacy archive's label: `UIText` (an `NSMutableString`, as Xcode 4 archives a label's
    /// text), `UIFont`, `UITextColor` and `UIShadowOffset` (0, −1), which the document does not
    /// give. A label without text, font or colour is an issue (the pair shows none).
    mutating func encodeLegacyLabel(_ label: NibObject, index: Int, in nib: inout UIKitNib) {
        if case .string(let text)? = label.properties["text"] {
            let string = nib.graph.addObject("NSMutableString")
            nib.graph.append("NS.bytes", .data(Array(text.utf8)), to: string)
            nib.graph.append("UIText", .object(string), to: index)
        } else {
            refuse(.attribute, "text", at: label.position, detail: "of <label> in a legacy archive (none given)")
        }
        if let font = encodeLegacyFont(of: label, in: &nib) { nib.graph.append("UIFont", font, to: index) }
        if let color = label.properties["textColor"] {
            if let encoded = encodeLegacyColor(color, key: "textColor", of: label, in: &nib) {
                nib.graph.append("UITextColor", encoded, to: index)
            }
        } else {
            refuse(.attribute, "textColor", at: label.position, detail: "of <label> in a legacy archive (none given)")
        }
        nib.graph.append("UIShadowOffset", geometry(UIKitLegacyArchive.labelShadowOffset), to: index)
    }

    /// A legacy archive's button of a learnt type: `UIButtonType`, `UIButtonStatefulContent` (an
    /// `NSMutableDictionary` of `UIButtonContent` by state number, in rising order),
    /// `UIAdjustsImageWhenHighlighted`/`Disabled` and `UIFont`.
    mutating func encodeLegacyButton(_ button: NibObject, index: Int, in nib: inout UIKitNib) {
        guard case .integer(let type)? = button.properties["IBUIButtonType"] else { return }
        var states: [(number: Int, content: Int)] = []
        for entry in button.properties {
            guard case .state(let properties) = entry.value else { continue }
            guard let number = UIKitLegacyArchive.buttonStates[entry.name] else { continue }
            let content = nib.graph.addObject("UIButtonContent")
            for property in properties {
                guard let key = UIKitLegacyArchive.buttonContentKeys[property.name] else {
                    refuse(
                        .attribute, "\(entry.name).\(property.name)", at: button.position,
                        detail: "of <button> in a legacy archive (not shown by the legacy pair)")
                    continue
                }
                if case .string(let title) = property.value, property.name == "title" {
                    nib.graph.append(key, nib.graph.string(title), to: content)
                } else if property.name != "title",
                    let color = encodeLegacyColor(property.value, key: property.name, of: button, in: &nib)
                {
                    nib.graph.append(key, color, to: content)
                } else if property.name == "title" {
                    refuse(.attribute, "\(entry.name).title", at: button.position, detail: "of <button> (not a string)")
                }
            }
            states.append((number, content))
        }
        let content = states.sorted { $0.number < $1.number }.flatMap {
            [nib.graph.number($0.number), .object($0.content)]
        }
        nib.graph.append(
            "UIButtonStatefulContent", nib.graph.array(content, className: "NSMutableDictionary"), to: index)
        nib.graph.append("UIAdjustsImageWhenHighlighted", .bool(true), to: index)
        nib.graph.append("UIAdjustsImageWhenDisabled", .bool(true), to: index)
        nib.graph.append("UIButtonType", NibArchiveGraph.narrowest(type), to: index)
        if let font = encodeLegacyFont(of: button, in: &nib) { nib.graph.append("UIFont", font, to: index) }
    }

    /// A legacy archive's segmented control: its segments laid out as UIKit lays them out at
    /// compile time (``UIKitLegacyArchive/SegmentLayout``), one `UISegment` each, in
    /// `UISegments` in order and in `UISubviews` last first; the control's content alignments
    /// and hugging priorities. Segments with a width, an image, an offset or disabled, and a
    /// layout no pair shows, are issues.
    mutating func encodeLegacySegments(of control: NibObject, index: Int, in nib: inout UIKitNib) {
        let detail = "of <segmentedControl> in a legacy archive"
        guard case .array(let titleValues)? = control.properties["IBSegmentTitles"],
            case .integer(let count)? = control.properties["IBNumberOfSegments"], count == titleValues.count
        else {
            refuse(.attribute, "IBSegmentTitles", at: control.position, detail: "\(detail) (one title per segment)")
            return
        }
        let titles = titleValues.compactMap { value -> String? in
            if case .string(let title) = value { return title } else { return nil }
        }
        for (name, value) in UIKitLegacyArchive.segmentDefaults.sorted(by: { $0.key < $1.key }) {
            guard let given = control.properties[name] else { continue }
            guard case .array(let values) = given, values.count == count, values.allSatisfy({ $0 == value }) else {
                refuse(.attribute, name, at: control.position, detail: "\(detail) (only \(value) is learnt)")
                return
            }
        }
        if control.properties["subviews"] != nil {
            refuse(.attribute, "subviews", at: control.position, detail: "\(detail) (its subviews are its segments)")
            return
        }
        guard titles.count == count, case .rect(let frame)? = control.properties["frame"],
            let layout = UIKitLegacyArchive.segmentLayouts.first(where: {
                $0.count == count && $0.width == frame.width && $0.height == frame.height
            })
        else {
            refuse(
                .attribute, "IBNumberOfSegments", at: control.position,
                detail:
                    "\(detail) (UIKit lays \(count) segments out in a control of the document's size at compile time; no pair shows that layout)"
            )
            return
        }
        var segments: [NibArchiveValue.Kind] = []
        for (position, (segment, stretch)) in zip(layout.segments, layout.stretches).enumerated() {
            let object = nib.graph.addObject("UISegment")
            nib.graph.append("UIBounds", geometry([0, 0, segment.width, layout.height]), to: object)
            nib.graph.append("UICenter", geometry([segment.x + segment.width / 2, layout.height / 2]), to: object)
            nib.graph.append("UIOpaque", .bool(true), to: object)
            nib.graph.append("UIAutoresizeSubviews", .bool(true), to: object)
            if let stretch { nib.graph.append("UIContentStretch", geometry(stretch.map(Double.init)), to: object) }
            nib.graph.append("UISegmentInfo", nib.graph.string(titles[position]), to: object)
            let place = position == 0 ? 0 : position == count - 1 ? 2 : 1
            if place != 0 { nib.graph.append("UISegmentPosition", NibArchiveGraph.narrowest(place), to: object) }
            segments.append(.object(object))
        }
        nib.graph.append("UISegments", nib.graph.array(segments, className: "NSMutableArray"), to: index)
        nib.graph.append(
            "UISubviews", nib.graph.array(segments.reversed(), className: "NSMutableArray"), to: index)
        let alignment = NibArchiveGraph.narrowest(UIKitLegacyArchive.segmentedControlAlignment)
        nib.graph.append("UIContentVerticalAlignment", alignment, to: index)
        nib.graph.append("UIContentHorizontalAlignment", alignment, to: index)
        nib.graph.append(
            "UIViewContentHuggingPriority", nib.graph.string(UIKitLegacyArchive.segmentedControlHugging), to: index)
    }
}
