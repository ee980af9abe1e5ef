import NibModel

extension AppKitEncoding {
    /// A view's system layout guides (`<viewLayoutGuide key="layoutMargins">`, `key="safeArea"`):
    /// the view key each is archived under, and its `IBNSLayoutGuideSystemType`.
    static let systemLayoutGuides: [(name: String, key: String, systemType: Int8)] = [
        ("layoutMargins", "IBNSLayoutMarginsGuide", 1), ("safeArea", "IBNSSafeAreaLayoutGuide", 2),
    ]
    /// `NSLayoutGuideIdentifier` of the safe area guide a constraint names.
    static let safeAreaGuideIdentifier = "NSViewSafeAreaLayoutGuide"

    /// `IBNSLayoutMarginsGuide` and `IBNSSafeAreaLayoutGuide`: an `IBNSViewAutolayoutGuide`
    /// (`IBNSLayoutGuideSystemType` 1 or 2) for each guide the document gives the view, else nil.
    /// Neither is in the id tables. Returns the properties it consumed.
    mutating func encodeSystemLayoutGuides(_ view: NibObject, index: Int) -> Set<String> {
        var handled: Set<String> = []
        for guide in Self.systemLayoutGuides {
            guard case .object(let id)? = view.properties[guide.name], let element = lookups.object(id),
                element.element == "viewLayoutGuide", element.properties.isEmpty
            else {
                graph.append(guide.key, .null, to: index)
                continue
            }
            let object = graph.addObject("IBNSViewAutolayoutGuide")
            graph.append("IBNSLayoutGuideSystemType", .int8(guide.systemType), to: object)
            graph.append(guide.key, .object(object), to: index)
            handled.insert(guide.name)
        }
        return handled
    }

    /// The graph object a constraint names by `id`: an encoded view, or the safe area guide of
    /// the view holding the constraint, as an `NSLayoutGuide` (`NSViewSafeAreaLayoutGuide`,
    /// locked to its view, negative size allowed, no system constraints), archived once and
    /// listed in that view's `NSViewLayoutGuides`. Nil for anything else (a margins guide, a
    /// guide of another view).
    mutating func constraintItem(_ id: String, holder: NibObject, holderIndex: Int) -> Int? {
        if let index = encoded[id] { return index }
        guard case .object(let guideID)? = holder.properties["safeArea"], guideID == id else { return nil }
        let name = "NSLayoutGuide." + id
        if let index = sharedObjects[name] { return index }
        let index = graph.addObject("NSLayoutGuide")
        let values: [(String, NibArchiveValue.Kind)] = [
            ("NSLayoutGuideIdentifier", graph.string(Self.safeAreaGuideIdentifier)),
            ("NSLayoutGuideLockedToOwningView", .bool(true)), ("NSLayoutGuideNegativeSize", .bool(true)),
            ("NSLayoutGuideSystemConstraints", graph.array([], className: "NSMutableArray")),
            ("NSShouldBeArchived", .bool(true)),
        ]
        for (key, value) in values { graph.append(key, value, to: index) }
        sharedObjects[name] = index
        viewLayoutGuides[holderIndex, default: []].append(index)
        return index
    }
}
