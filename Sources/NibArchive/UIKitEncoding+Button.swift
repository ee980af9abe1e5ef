import NibModel

extension UIKitEncoding {
    /// `UIButtonType` by `buttonType`: a rounded-rect button is archived as the system type (1),
    /// as every pair with one shows. Other types are not learnt yet.
    static let buttonTypes: [String: Int] = ["roundedRect": 1]

    /// `UIControlState` by the `key` of a button's `<state>`. Only the normal state is learnt.
    static let buttonStates: [String: Int] = ["normal": 0]

    /// The properties of a `<button>` a button archive covers besides the view's; each one's
    /// only learnt value leaves no key (the control's and the title label's defaults). Interface
    /// Builder writes each of them for every button: one missing is an issue, its meaning not
    /// being learnt.
    static let buttonDefaults: [String: String] = [
        "contentHorizontalAlignment": "center", "contentVerticalAlignment": "center",
        "lineBreakMode": "middleTruncation",
    ]

    /// `UIButton`'s own keys: its type, `UIButtonStatefulContent` (an `NSMutableDictionary` of
    /// `UIButtonContent` by state number), `UIAdjustsImageWhenHighlighted`/`Disabled` and the
    /// title font. Returns the properties consumed; what is not learnt stays an issue.
    mutating func encodeButton(_ button: NibObject, index: Int, in nib: inout UIKitNib) -> Set<String> {
        var handled: Set<String> = []
        for (name, value) in Self.buttonDefaults.sorted(by: { $0.key < $1.key }) {
            if button.properties[name] == .string(value) {
                handled.insert(name)
            } else if button.properties[name] == nil {
                refuse(.attribute, name, at: button.position, detail: "of <button> (none given)")
            }
        }
        if button.properties["buttonType"] == nil {
            return handled.union(encodeCustomButton(button, index: index, in: &nib))
        }
        guard case .string(let typeName)? = button.properties["buttonType"], let type = Self.buttonTypes[typeName]
        else {
            refuse(.attribute, "buttonType", at: button.position, detail: "of <button> (only roundedRect is learnt)")
            return handled.union(["buttonType"])
        }
        handled.insert("buttonType")
        var content: [NibArchiveValue.Kind] = []
        for entry in button.properties {
            guard case .state(let properties) = entry.value else { continue }
            guard let state = Self.buttonStates[entry.name], let stateContent = buttonContent(properties, in: &nib)
            else { continue }
            content += [nib.graph.number(state), stateContent]
            handled.insert(entry.name)
        }
        guard !content.isEmpty else {
            refuse(.attribute, "state", at: button.position, detail: "of <button> (none with a title)")
            return handled
        }
        if button.properties["fontDescription"] != nil { return handled }
        guard let font = systemFont(size: 15, in: &nib) else {
            refuse(
                .attribute, "font", at: button.position,
                detail: "of <button> (the system font's name for toolsVersion \(form.toolsVersion) is not learnt)")
            return handled
        }
        nib.graph.append(
            "UIButtonStatefulContent", nib.graph.array(content, className: "NSMutableDictionary"), to: index)
        nib.graph.append("UIAdjustsImageWhenHighlighted", .bool(true), to: index)
        nib.graph.append("UIAdjustsImageWhenDisabled", .bool(true), to: index)
        nib.graph.append("UIButtonType", NibArchiveGraph.narrowest(type), to: index)
        nib.graph.append("UIFont", font, to: index)
        return handled
    }

    /// A custom button (no `buttonType`) without any state: no type, content or font, only
    /// `UIAdjustsImageWhenHighlighted`/`Disabled` (`PerfectFreeze__PFWebViewController/1`'s close
    /// button). A state is an issue: the pairs' image-only states are archived without their
    /// image, which Apple's compiler leaves out when the app's resources it looks the image up in
    /// do not hold it — something the document does not say.
    mutating func encodeCustomButton(_ button: NibObject, index: Int, in nib: inout UIKitNib) -> Set<String> {
        for entry in button.properties {
            guard case .state(let properties) = entry.value else { continue }
            let image = properties["image"].map { _ in " with an image, archived only when the app's resources hold it"
            }
            refuse(
                .attribute, entry.name, at: button.position,
                detail: "state of a custom <button>\(image ?? "") (not learnt)")
            return [entry.name]
        }
        nib.graph.append("UIAdjustsImageWhenHighlighted", .bool(true), to: index)
        nib.graph.append("UIAdjustsImageWhenDisabled", .bool(true), to: index)
        return []
    }

    /// A `UIButtonContent` for one state: its title. Nil when the state gives anything else.
    func buttonContent(_ properties: NibProperties, in nib: inout UIKitNib) -> NibArchiveValue.Kind? {
        guard properties.count == 1, case .string(let title)? = properties["title"] else { return nil }
        let content = nib.graph.addObject("UIButtonContent")
        nib.graph.append("UITitle", nib.graph.string(title), to: content)
        return .object(content)
    }

    /// The regular system font of `size` points, as UIKit archives it: a `UIFont` with
    /// `UISystemFont = true`, the font's name twice (`UIFontName`, `NSName`: one string) and a
    /// `UIFontDescriptor` whose attributes are the regular UI usage and the size. Nil where the
    /// form's system font name is not learnt.
    func systemFont(size: Int, in nib: inout UIKitNib) -> NibArchiveValue.Kind? {
        guard let name = form.systemFontName else { return nil }
        let attributes = nib.graph.array(
            [
                nib.graph.string("NSCTFontUIUsageAttribute"), nib.graph.string("CTFontRegularUsage"),
                nib.graph.string("NSFontSizeAttribute"), nib.graph.number(size),
            ], className: "NSMutableDictionary")
        let descriptor = nib.graph.addObject("UIFontDescriptor")
        nib.graph.append("UIFontDescriptorAttributes", attributes, to: descriptor)
        let font = nib.graph.addObject("UIFont")
        let fontName = nib.graph.string(name)
        nib.graph.append("UIFontName", fontName, to: font)
        nib.graph.append("UIFontDescriptor", .object(descriptor), to: font)
        nib.graph.append("UIFontPointSize", .double(Double(size)), to: font)
        if form.archivesFontScaling {
            nib.graph.append("UIFontTextStyleForScaling", .null, to: font)
            nib.graph.append("UIFontPointSizeForScaling", .double(0), to: font)
            nib.graph.append("UIFontMaximumPointSizeAfterScaling", .double(0), to: font)
        }
        nib.graph.append("UIFontTraits", .int8(0), to: font)
        nib.graph.append("UISystemFont", .bool(true), to: font)
        nib.graph.append("NSName", fontName, to: font)
        nib.graph.append("NSSize", .double(Double(size)), to: font)
        return .object(font)
    }
}
