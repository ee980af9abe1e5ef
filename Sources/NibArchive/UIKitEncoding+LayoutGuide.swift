import NibModel

extension UIKitEncoding {
    /// `NSFirstAttribute` numbers of the attributes layout guides use.
    enum LayoutAttribute: Int8 {
        case top = 3
        case bottom = 4
        case leading = 5
        case height = 8
        /// The width a layout guide's own constraint holds.
        case width = 7
    }

    /// A controller's top and bottom layout guides (`<viewControllerLayoutGuide>`), archived as
    /// hidden `_UILayoutGuide` views at the end of the scene view's subviews: each holds a
    /// `_UILayoutSupportConstraint` on its width (priority 999) and lists, as
    /// `_UILayoutGuideConstraintsToRemove`, the three constraints that place it in the view
    /// (leading and top, and its height, for the top guide; leading, its height and the view's
    /// bottom for the bottom one), which the view holds too. Returns the guides' indices.
    mutating func encodeGuides(
        _ guides: [NibObject], of view: Int, in nib: inout UIKitNib, subviews: inout [NibArchiveValue.Kind],
        constraints: inout [NibArchiveValue.Kind]
    ) -> [Int] {
        var indices: [Int] = []
        for guide in guides {
            guard guide.element == "viewControllerLayoutGuide", guide.customClass == nil,
                case .string(let type)? = guide.properties["type"], type == "top" || type == "bottom"
            else {
                refuse(.objectClass, guide.className, at: guide.position, detail: "(<\(guide.element)>)")
                continue
            }
            refuseUnhandled(guide, handled: ["type"])
            let index = nib.graph.addObject("_UILayoutGuide")
            nib.indices[guide.id] = index
            for key in ["UIAutoresizeSubviews", "UIDeepDrawRect", "UIHidden", "UIOpaque"]
            where key != "UIDeepDrawRect" || form.archivesDeepDrawRect {
                nib.graph.append(key, .bool(true), to: index)
            }
            let support = nib.graph.addObject("_UILayoutSupportConstraint")
            appendConstraint(first: index, .width, second: nil, nil, to: support, in: &nib)
            nib.graph.append("NSPriority", .int16(999), to: support)
            nib.graph.append(
                "UIViewAutolayoutConstraints", nib.graph.array([.object(support)], className: "NSMutableArray"),
                to: index)
            nib.graph.append("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .bool(true), to: index)
            appendViewTail(to: index, in: &nib)
            let placing: [(Int, LayoutAttribute, Int?, LayoutAttribute?)] =
                type == "top"
                ? [(index, .leading, view, .leading), (index, .top, view, .top), (index, .height, nil, nil)]
                : [(index, .leading, view, .leading), (index, .height, nil, nil), (view, .bottom, index, .bottom)]
            var toRemove: [NibArchiveValue.Kind] = []
            for (first, firstAttribute, second, secondAttribute) in placing {
                let constraint = nib.graph.addObject("NSLayoutConstraint")
                appendConstraint(
                    first: first, firstAttribute, second: second, secondAttribute, to: constraint, in: &nib)
                toRemove.append(.object(constraint))
            }
            nib.graph.append("_UILayoutGuideConstraintsToRemove", nib.graph.array(toRemove), to: index)
            let identifier = type == "top" ? "_UIViewControllerTop" : "_UIViewControllerBottom"
            nib.graph.append("_UILayoutGuideIdentifier", nib.graph.string(identifier), to: index)
            constraints += toRemove
            subviews.append(.object(index))
            indices.append(index)
        }
        return indices
    }

    /// A constraint's items and attributes (`NSFirstItem`, `NSFirstAttribute`,
    /// `NSFirstAttributeV2`, the same for the second item when there is one, attribute 0 without
    /// one where the form archives it) and
    /// `NSShouldBeArchived = true`.
    func appendConstraint(
        first: Int, _ firstAttribute: LayoutAttribute, second: Int?, _ secondAttribute: LayoutAttribute?,
        to constraint: Int, in nib: inout UIKitNib
    ) {
        nib.graph.append("NSFirstItem", .object(first), to: constraint)
        nib.graph.append("NSFirstAttribute", .int8(firstAttribute.rawValue), to: constraint)
        nib.graph.append("NSFirstAttributeV2", .int8(firstAttribute.rawValue), to: constraint)
        if let second, let secondAttribute {
            nib.graph.append("NSSecondItem", .object(second), to: constraint)
            nib.graph.append("NSSecondAttribute", .int8(secondAttribute.rawValue), to: constraint)
            nib.graph.append("NSSecondAttributeV2", .int8(secondAttribute.rawValue), to: constraint)
        } else if form.archivesEmptySecondAttribute {
            nib.graph.append("NSSecondAttribute", .int8(0), to: constraint)
            nib.graph.append("NSSecondAttributeV2", .int8(0), to: constraint)
        }
        nib.graph.append("NSShouldBeArchived", .bool(true), to: constraint)
    }
}
