import NibModel

extension UIKitEncoding {
    /// `NSLayoutAttribute` by a constraint's `firstAttribute`/`secondAttribute` (margins:
    /// ``uiMarginAttributes``).
    static let uiLayoutAttributes: [String: Int8] = [
        "left": 1, "right": 2, "top": 3, "bottom": 4, "leading": 5, "trailing": 6, "width": 7, "height": 8,
        "centerX": 9, "centerY": 10, "lastBaseline": 11, "firstBaseline": 12,
    ]
    /// A second item's margin attribute (`NSSecondAttributeV2`), the edge attribute archived
    /// beside it for systems without margins (`NSSecondAttribute`), and the sign with which the
    /// margin (``legacyLayoutMargin``) is folded into `NSConstant`: `trailingMargin` is
    /// `trailing` less the right margin, `leadingMargin` `leading` plus the left one.
    static let uiMarginAttributes: [String: (margin: Int8, edge: Int8, sign: Double)] = [
        "leftMargin": (13, 1, 1), "rightMargin": (14, 2, -1), "topMargin": (15, 3, 1), "bottomMargin": (16, 4, -1),
        "leadingMargin": (17, 5, 1), "trailingMargin": (18, 6, -1),
    ]
    /// The margin folded into `NSConstant`: UIKit's default layout margin of a view, 8 points a
    /// side (`SwiftGen__SwiftGen/3`: `trailing = view.trailingMargin` archived with
    /// `NSConstant = -8` and no `NSConstantV2`), the value systems without margin attributes use.
    static let legacyLayoutMargin = 8.0

    /// `NSRelation` by `relation`; equal leaves no key. UIKit's coder writes less-than-or-equal
    /// as an `int64`.
    static let uiLayoutRelations: [String: NibArchiveValue.Kind] = [
        "greaterThanOrEqual": .int8(1), "lessThanOrEqual": .int64(-1),
    ]

    /// The constraints `view` holds (`<constraints>`), as `NSLayoutConstraint`s, in the order
    /// Apple's compiler lists them: grouped by first item, the groups in the order of the views
    /// below `view` (depth first, `descendants`), then `view`'s own, the document's order within a
    /// group; a first item outside `view` (a layout guide) first. The order is not significant
    /// to an app (`ibtool` itself writes no fixed order), only kept close to Apple's. Returns
    /// the constraints' indices (those refused left out, with issues).
    mutating func encodeConstraints(
        of view: NibObject, holder: Int, descendants: [Int], in nib: inout UIKitNib
    ) -> [Int] {
        guard case .objects(let ids)? = view.properties["constraints"], !ids.isEmpty else { return [] }
        var encodedConstraints: [(firstItem: Int, index: Int)] = []
        for id in ids {
            let issueCount = issues.count
            guard let constraint = lookups.object(id), constraint.element == "constraint",
                constraint.customClass == nil,
                let encodedConstraint = encodeConstraint(constraint, holder: view, in: &nib)
            else {
                // A constraint refused with its reason is not refused again as a whole.
                if let object = lookups.object(id), issues.count == issueCount {
                    refuse(.objectClass, object.className, at: object.position, detail: "(<\(object.element)>)")
                }
                continue
            }
            encodedConstraints.append(encodedConstraint)
        }
        var positions: [Int: Int] = [:]
        for (position, index) in descendants.enumerated() where positions[index] == nil { positions[index] = position }
        // The view's own constraints come after its descendants' (SwiftGen__SwiftGen/4-11).
        positions[holder] = descendants.count
        // A first item outside the view (a layout guide) sorts first: the order of a view's
        // constraints is not significant to an app (`ibtool` writes them in no fixed order).
        let ordered = encodedConstraints.enumerated().sorted {
            let left = positions[$0.element.firstItem] ?? 0
            let right = positions[$1.element.firstItem] ?? 0
            return left != right ? left < right : $0.offset < $1.offset
        }
        return ordered.map(\.element.index)
    }

    /// One `NSLayoutConstraint` between encoded views: items and attributes (each also as
    /// `…V2`), `NSMultiplier` unless 1, `NSRelation` unless equal, `NSConstant` and
    /// `NSConstantV2` unless 0 (a symbolic constant: `NSSymbolicConstant = "NSSpace"` instead),
    /// `NSShouldBeArchived = true`. Priorities other than required, identifiers and placeholders
    /// are issues.
    mutating func encodeConstraint(_ constraint: NibObject, holder: NibObject, in nib: inout UIKitNib)
        -> (firstItem: Int, index: Int)?
    {
        let properties = constraint.properties
        func text(_ name: String) -> String? {
            if case .string(let value)? = properties[name] { return value }
            return nil
        }
        var handled: Set<String> = ["firstItem", "firstAttribute", "secondItem", "secondAttribute"]
        guard let firstAttribute = text("firstAttribute").flatMap({ Self.uiLayoutAttributes[$0] }),
            let firstItem = nib.indices[text("firstItem") ?? holder.id]
        else {
            refuseMargin(constraint, attribute: "firstAttribute")
            return nil
        }
        var second: (item: Int, attribute: Int8, attributeV2: Int8)?
        var fold = 0.0
        if let secondID = text("secondItem"), let item = nib.indices[secondID] {
            if let attribute = text("secondAttribute").flatMap({ Self.uiLayoutAttributes[$0] }) {
                second = (item, attribute, attribute)
            } else if let margin = text("secondAttribute").flatMap({ Self.uiMarginAttributes[$0] }),
                form.foldsLayoutMargins, properties["symbolic"] == nil, properties["multiplier"] == nil
            {
                second = (item, margin.edge, margin.margin)
                fold = margin.sign * Self.legacyLayoutMargin
            } else {
                refuseMargin(constraint, attribute: "secondAttribute")
                return nil
            }
        } else if properties["secondAttribute"] != nil || properties["secondItem"] != nil {
            return nil
        }
        let index = nib.graph.addObject("NSLayoutConstraint")
        nib.graph.append("NSFirstItem", .object(firstItem), to: index)
        nib.graph.append("NSFirstAttribute", .int8(firstAttribute), to: index)
        nib.graph.append("NSFirstAttributeV2", .int8(firstAttribute), to: index)
        if let second {
            nib.graph.append("NSSecondItem", .object(second.item), to: index)
            nib.graph.append("NSSecondAttribute", .int8(second.attribute), to: index)
            nib.graph.append("NSSecondAttributeV2", .int8(second.attributeV2), to: index)
        } else if form.archivesEmptySecondAttribute {
            nib.graph.append("NSSecondAttribute", .int8(0), to: index)
            nib.graph.append("NSSecondAttributeV2", .int8(0), to: index)
        }
        if let multiplier = Self.multiplier(properties["multiplier"]) {
            if multiplier != 1 { nib.graph.append("NSMultiplier", .double(multiplier), to: index) }
            handled.insert("multiplier")
        }
        if let relation = text("relation"), let value = Self.uiLayoutRelations[relation] {
            nib.graph.append("NSRelation", value, to: index)
            handled.insert("relation")
        }
        if case .bool(true)? = properties["symbolic"] {
            // A symbolic constant (the standard spacing) is archived by name, without its value.
            nib.graph.append("NSSymbolicConstant", nib.graph.string("NSSpace"), to: index)
            handled.formUnion(["symbolic", "constant"])
        }
        var constant = 0.0
        switch handled.contains("constant") ? nil : properties["constant"] {
        case .real(let value)?:
            constant = value
            handled.insert("constant")
        case .integer(let value)?:
            constant = Double(value)
            handled.insert("constant")
        default:
            break
        }
        // `NSConstant` holds the constant with a margin folded in, `NSConstantV2` the document's.
        if constant + fold != 0 { nib.graph.append("NSConstant", .double(constant + fold), to: index) }
        if constant != 0 { nib.graph.append("NSConstantV2", .double(constant), to: index) }
        nib.graph.append("NSShouldBeArchived", .bool(true), to: index)
        refuseUnhandled(constraint, handled: handled)
        nib.indices[constraint.id] = index
        return (firstItem, index)
    }

    /// A margin attribute not encoded (on the first item, with a symbolic constant or a
    /// multiplier, or where the form's archive of it is not learnt) is an issue naming it.
    mutating func refuseMargin(_ constraint: NibObject, attribute: String) {
        guard case .string(let value)? = constraint.properties[attribute], value.contains("Margin") else { return }
        let reason =
            form.foldsLayoutMargins
            ? "a margin on the first item, or with a symbolic constant or multiplier"
            : "margins for toolsVersion \(form.toolsVersion)"
        refuse(
            .attribute, attribute, at: constraint.position, detail: "'\(value)' of <constraint> (\(reason): not learnt)"
        )
    }

    /// A multiplier as the document writes it: a number, or a ratio `a:b`.
    static func multiplier(_ value: NibValue?) -> Double? {
        switch value {
        case .real(let number)?: return number
        case .integer(let number)?: return Double(number)
        case .string(let text)?:
            let parts = text.split(separator: ":")
            if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0
            {
                return numerator / denominator
            }
            return Double(text)
        default: return nil
        }
    }
}
