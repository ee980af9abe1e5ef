import NibModel

extension UIKitEncoding {
    /// How far a subview's edge moves when its superview grows by one point, by the attribute
    /// pinning it to the superview's same attribute: not at all (leading, top), by the growth
    /// (trailing, bottom), by half of it (centres).
    static let horizontalAnchors: [String: Double] = [
        "leading": 0, "left": 0, "trailing": 1, "right": 1, "centerX": 0.5,
    ]
    static let verticalAnchors: [String: Double] = ["top": 0, "bottom": 1, "centerY": 0.5]

    /// The frames Apple's compiler gives a scene view's subviews when it archives the view at
    /// `canvas` rather than the document's `frame` (toolsVersion up to 13156), for the one
    /// arrangement whose layout is a translation: every subview a leaf placed by constraints,
    /// each pinned by exactly one equal constraint horizontally and one vertically to the scene
    /// view's same attribute, or to the top layout guide's bottom (which stays put) or the bottom
    /// guide's top (which moves with the bottom), its size its own. Each subview keeps its size
    /// and moves by the growth times its anchors (`SwiftGen__SwiftGen/6`: a button pinned 20
    /// points from the trailing edge moves from x = 323 in 375 points to 548 in 600). Nil for
    /// anything else.
    func relaidSubviewFrames(of view: NibObject, from frame: NibRect, to canvas: NibRect) -> [String: NibRect]? {
        guard case .objects(let subviewIDs)? = view.properties["subviews"] else { return nil }
        let subviews = Set(subviewIDs)
        var anchors: [String: (horizontal: Double?, vertical: Double?)] = [:]
        let constraintIDs: [String]
        if case .objects(let ids)? = view.properties["constraints"] { constraintIDs = ids } else { constraintIDs = [] }
        for id in constraintIDs {
            guard let constraint = lookups.object(id), let pin = pin(constraint, in: view, subviews: subviews) else {
                return nil
            }
            var anchor = anchors[pin.subview] ?? (nil, nil)
            if pin.horizontal {
                guard anchor.horizontal == nil else { return nil }
                anchor.horizontal = pin.anchor
            } else {
                guard anchor.vertical == nil else { return nil }
                anchor.vertical = pin.anchor
            }
            anchors[pin.subview] = anchor
        }
        var frames: [String: NibRect] = [:]
        for id in subviewIDs {
            guard let subview = lookups.object(id), subview.properties["subviews"] == nil,
                subview.properties["translatesAutoresizingMaskIntoConstraints"] == .bool(false),
                ownConstraintsAreSizes(subview), case .rect(let old)? = subview.properties["frame"],
                let horizontal = anchors[id]?.horizontal, let vertical = anchors[id]?.vertical
            else { return nil }
            frames[id] = NibRect(
                x: old.x + (canvas.width - frame.width) * horizontal,
                y: old.y + (canvas.height - frame.height) * vertical, width: old.width, height: old.height)
        }
        return frames
    }

    /// The subview a scene view's constraint pins, the direction and the anchor; nil when the
    /// constraint is anything else (between subviews, unequal, scaled, on the view's own size).
    func pin(_ constraint: NibObject, in view: NibObject, subviews: Set<String>)
        -> (subview: String, horizontal: Bool, anchor: Double)?
    {
        let properties = constraint.properties
        func text(_ name: String) -> String? {
            if case .string(let value)? = properties[name] { return value }
            return nil
        }
        guard constraint.element == "constraint", properties["relation"] == nil, properties["multiplier"] == nil,
            properties["priority"] == nil, let secondID = text("secondItem"),
            let firstAttribute = text("firstAttribute"), let secondAttribute = text("secondAttribute")
        else { return nil }
        let firstID = text("firstItem") ?? view.id
        let (subview, subviewAttribute, reference, referenceAttribute) =
            subviews.contains(firstID)
            ? (firstID, firstAttribute, secondID, secondAttribute)
            : (secondID, secondAttribute, firstID, firstAttribute)
        guard subviews.contains(subview), !subviews.contains(reference) else { return nil }
        if reference == view.id, subviewAttribute == referenceAttribute {
            if let anchor = Self.horizontalAnchors[subviewAttribute] { return (subview, true, anchor) }
            if let anchor = Self.verticalAnchors[subviewAttribute] { return (subview, false, anchor) }
            return nil
        }
        guard let guide = lookups.object(reference), guide.element == "viewControllerLayoutGuide",
            case .string(let type)? = guide.properties["type"]
        else { return nil }
        switch (type, referenceAttribute, subviewAttribute) {
        case ("top", "bottom", "top"): return (subview, false, 0)
        case ("bottom", "top", "bottom"): return (subview, false, 1)
        default: return nil
        }
    }

    /// Whether every constraint a view holds is a constant width or height of the view itself.
    func ownConstraintsAreSizes(_ view: NibObject) -> Bool {
        guard case .objects(let ids)? = view.properties["constraints"] else { return true }
        return ids.allSatisfy { id in
            guard let constraint = lookups.object(id) else { return false }
            let properties = constraint.properties
            return properties["secondItem"] == nil && properties["firstItem"] == nil
                && (properties["firstAttribute"] == .string("width")
                    || properties["firstAttribute"] == .string("height"))
        }
    }
}
