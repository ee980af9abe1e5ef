import NibModel

extension UIKitEncoding {
    /// A legacy Cocoa Touch archive (``UIKitLegacyArchive``) as the one nib Xcode 4 compiles it
    /// to: File's Owner and First Responder as proxies, each top-level view and what is below it
    /// (the objects table: a view, its subviews, then what is below each), and the outlets. The
    /// root has no `UINibTraitStorageListsKey` and no class names a fallback. Nil, with issues,
    /// when anything is not encoded.
    mutating func runLegacyXib() -> NibArchiveGraph? {
        var nib = UIKitNib(form: form)
        let proxies = encodeProxies(
            in: &nib,
            designTime: document.placeholders.map { placeholder in
                Set(placeholder.properties.map(\.name).filter { UIKitLegacyArchive.viewRules[$0] == .designTime })
            })
        return finishXib(&nib, proxies: proxies)
    }

    /// A view of a legacy archive and everything below it; `listed` collects the objects of the
    /// nib's objects table. Each property is encoded by its rule (``UIKitLegacyArchive``); one
    /// without a rule, or with a value the rule does not learn, is an issue.
    mutating func encodeLegacyView(
        _ view: NibObject, in nib: inout UIKitNib, listed: inout [Int], isTopLevel: Bool = false
    ) -> Int? {
        guard let ownRules = UIKitLegacyArchive.elementRules[view.element], view.customClass == nil,
            let className = legacyClassName(of: view)
        else {
            let reason = UIKitLegacyArchive.unsettledElements[view.element] ?? "not shown by the legacy pair"
            refuse(
                .objectClass, view.customClass ?? view.className, at: view.position,
                detail: "(<\(view.element)> in a legacy archive: \(reason))")
            return nil
        }
        let index = nib.graph.addObject(className)
        nib.indices[view.id] = index
        listed.append(index)
        for entry in view.properties {
            guard let rule = ownRules[entry.name] ?? UIKitLegacyArchive.viewRules[entry.name] else {
                refuse(
                    .attribute, entry.name, at: view.position,
                    detail: "of <\(view.element)> in a legacy archive (not shown by the legacy pair)")
                continue
            }
            encodeLegacyRule(rule, entry: entry, of: view, index: index, in: &nib)
        }
        encodeLegacyGeometry(of: view, index: index, in: &nib, isTopLevel: isTopLevel)
        nib.graph.append("UIAutoresizeSubviews", .bool(true), to: index)
        if view.properties["opaque"] == nil { nib.graph.append("UIOpaque", .bool(true), to: index) }
        if case .bool(let opaque)? = view.properties["opaque"], opaque {
            refuse(.attribute, "opaque", at: view.position, detail: "of <\(view.element)> (YES not learnt)")
        }
        let background = ArchivedProperty.uiBackgroundColor
        if let color = view.properties[background.property],
            let encoded = encodeLegacyColor(color, key: background.property, of: view, in: &nib)
        {
            nib.graph.append(background.key, encoded, to: index)
        }
        switch view.element {
        case "scrollView": nib.graph.append(UIKitLegacyArchive.scrollViewBouncesZoom, .bool(true), to: index)
        case "label": encodeLegacyLabel(view, index: index, in: &nib)
        case "button": encodeLegacyButton(view, index: index, in: &nib)
        default: break
        }
        var subviews: [NibArchiveValue.Kind] = []
        var listings: [[Int]] = []
        if case .objects(let ids)? = view.properties["subviews"] {
            for id in ids {
                var listing: [Int] = []
                guard let subview = lookups.object(id),
                    let subviewIndex = encodeLegacyView(subview, in: &nib, listed: &listing)
                else { continue }
                subviews.append(.object(subviewIndex))
                listings.append(listing)
            }
        }
        listed += listings.compactMap(\.first) + listings.flatMap { $0.dropFirst() }
        if !subviews.isEmpty {
            nib.graph.append(
                ArchivedProperty.uiSubviews.key, nib.graph.array(subviews, className: "NSMutableArray"), to: index)
        }
        if !view.runtimeAttributes.isEmpty {
            refuse(.attribute, "userDefinedRuntimeAttributes", at: view.position, detail: "of <\(view.element)>")
        }
        return index
    }

    /// The runtime class of a legacy view: the element's, or for a button its type's. Nil when
    /// not learnt.
    func legacyClassName(of view: NibObject) -> String? {
        guard view.element == "button" else { return UIKitLegacyArchive.viewClasses[view.element] }
        guard case .integer(let type)? = view.properties["IBUIButtonType"] else { return nil }
        return UIKitLegacyArchive.buttonClasses[type]
    }

    /// One property by its rule: design-time properties and learnt defaults leave no key, a
    /// flag its key for the value learnt, an integer its key at its narrowest width. Other
    /// values are issues naming the property.
    mutating func encodeLegacyRule(
        _ rule: UIKitLegacyArchive.Rule, entry: NibProperties.Entry, of view: NibObject, index: Int,
        in nib: inout UIKitNib
    ) {
        let refuseValue = { (encoding: inout UIKitEncoding) in
            encoding.refuse(
                .attribute, entry.name, at: view.position,
                detail: "of <\(view.element)> in a legacy archive (the value is not shown by the legacy pair)")
        }
        switch rule {
        case .designTime, .encoded: return
        case .onlyDefault(let value):
            if entry.value != value { refuseValue(&self) }
        case .flag(let key, let when, let archived):
            guard entry.value == .bool(when) else { return refuseValue(&self) }
            nib.graph.append(key, .bool(archived), to: index)
        case .integer(let key):
            guard case .integer(let number) = entry.value else { return refuseValue(&self) }
            nib.graph.append(key, NibArchiveGraph.narrowest(number), to: index)
        }
    }

    /// `UIBounds`, `UICenter` (32-bit float geometry) and `UIAutoresizingMask`. A top-level view
    /// shown under a simulated status bar (20 points down) is archived at the origin; a
    /// top-level view elsewhere is an issue.
    mutating func encodeLegacyGeometry(of view: NibObject, index: Int, in nib: inout UIKitNib, isTopLevel: Bool) {
        guard case .rect(var frame)? = view.properties["frame"] else {
            refuse(.attribute, "frame", at: view.position, detail: "of <\(view.element)> (none given)")
            return
        }
        if isTopLevel, frame.x != 0 || frame.y != 0 {
            let underStatusBar =
                frame.x == 0 && frame.y == UIKitLegacyArchive.statusBarOffset
                && view.properties["IBUISimulatedStatusBarMetrics"] != nil
            guard underStatusBar else {
                refuse(
                    .attribute, "frame", at: view.position,
                    detail: "of a top-level <\(view.element)> away from the origin (not shown by the legacy pair)")
                return
            }
            frame.y = 0
        }
        nib.graph.append("UIBounds", geometry([0, 0, frame.width, frame.height]), to: index)
        nib.graph.append("UICenter", geometry([frame.x + frame.width / 2, frame.y + frame.height / 2]), to: index)
        if case .flags(let flags)? = view.properties["autoresizingMask"] {
            let bits = flags.setFlags.compactMap { Self.autoresizingBits[$0] }
            let mask = bits.reduce(0, |)
            if mask != 0 { nib.graph.append("UIAutoresizingMask", NibArchiveGraph.narrowest(mask), to: index) }
        }
    }
}
