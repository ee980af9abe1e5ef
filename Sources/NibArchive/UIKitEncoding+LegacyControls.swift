import NibModel

extension UIKitEncoding {
    /// A legacy archive's label: `UIText` (an `NSMutableString`, as Xcode 4 archives a label's
    /// text), `UIFont`, `UITextColor` and `UIShadowOffset` (0, −1), which the document does not
    /// give. A label without text, font or colour is an issue (the pair shows none).
    mutating func encodeLegacyLabel(_ label: NibObject, index: Int, in nib: inout UIKitNib) {
        if case .string(let text)? = label.properties[ArchivedProperty.uiText.property] {
            let string = nib.graph.addObject("NSMutableString")
            nib.graph.append("NS.bytes", .data(Array(text.utf8)), to: string)
            nib.graph.append(ArchivedProperty.uiText.key, .object(string), to: index)
        } else {
            refuse(.attribute, "text", at: label.position, detail: "of <label> in a legacy archive (none given)")
        }
        if let font = encodeLegacyFont(of: label, in: &nib) { nib.graph.append("UIFont", font, to: index) }
        let textColor = ArchivedProperty.uiTextColor
        if let color = label.properties[textColor.property] {
            if let encoded = encodeLegacyColor(color, key: textColor.property, of: label, in: &nib) {
                nib.graph.append(textColor.key, encoded, to: index)
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
}
