import NibModel

extension UIKitEncoding {
    /// `NSLayoutAttribute` by a constraint's `firstAttribute`/`secondAttribute` (margins and
    /// the other attributes are not encoded yet).
    static let uiLayoutAttributes: [String: Int8] = [
        "left": 1, "right": 2, "top": 3, "bottom": 4, "leading": 5, "trailing": 6, "width": 7, "height": 8,
        "centerX": 9, "centerY": 10, "lastBaseline": 11, "firstBaseline": 12,
    ]
    /// `NSRelation` by `relation`; equal leaves no key. UIKit's coder writes less-than-or-equal
    /// as an `int64`.
    static let uiLayoutRelations: [String: NibArchiveValue.Kind] = [
        "greaterThanOrEqual": .int8(1), "lessThanOrEqual": .int64(-1),
    ]

    /// The constraints `view` holds (`<constraints>`), as `NSLayoutConstraint`s, in the order
    /// Apple's compiler lists them: grouped by first item, the groups in the order of the views
    /// below `view` (depth first, `descendants`), then `view`'s own, the document's order within a
    /// group. When first items include a view outside `view` (a layout guide), that order is not
    /// learnt: the constraints are then an issue unless they share one first item. Returns the
    /// constraints' indices, or an empty list with issues.
    mutating func encodeConstraints(
        of view: NibObject, holder: Int, descendants: [Int], in nib: inout UIKitNib
    ) -> [Int] {
        guard case .objects(let ids)? = view.properties["constraints"], !ids.isEmpty else { return [] }
        var encodedConstraints: [(firstItem: Int, index: Int)] = []
        for id in ids {
            guard let constraint = lookups.object(id), constraint.element == "constraint",
                constraint.customClass == nil,
                let encodedConstraint = encodeConstraint(constraint, holder: view, in: &nib)
            else {
                if let object = lookups.object(id) {
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
        let firstItems = Set(encodedConstraints.map(\.firstItem))
        if firstItems.count > 1, !firstItems.allSatisfy({ positions[$0] != nil }) {
            refuse(
                .attribute, "constraints", at: view.position,
                detail:
                    "of <\(view.element)> (constraints whose first item is a layout guide, beside others: their order is not learnt)"
            )
            return []
        }
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
        else { return nil }
        var second: (item: Int, attribute: Int8)?
        if let secondID = text("secondItem") {
            guard let attribute = text("secondAttribute").flatMap({ Self.uiLayoutAttributes[$0] }),
                let item = nib.indices[secondID]
            else { return nil }
            second = (item, attribute)
        } else if properties["secondAttribute"] != nil {
            return nil
        }
        let index = nib.graph.addObject("NSLayoutConstraint")
        nib.graph.append("NSFirstItem", .object(firstItem), to: index)
        nib.graph.append("NSFirstAttribute", .int8(firstAttribute), to: index)
        nib.graph.append("NSFirstAttributeV2", .int8(firstAttribute), to: index)
        if let second {
            nib.graph.append("NSSecondItem", .object(second.item), to: index)
            nib.graph.append("NSSecondAttribute", .int8(second.attribute), to: index)
            nib.graph.append("NSSecondAttributeV2", .int8(second.attribute), to: index)
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
        switch handled.contains("constant") ? nil : properties["constant"] {
        case nil:
            break
        case .real(let value)?:
            if value != 0 {
                nib.graph.append("NSConstant", .double(value), to: index)
                nib.graph.append("NSConstantV2", .double(value), to: index)
            }
            handled.insert("constant")
        case .integer(let value)?:
            if value != 0 {
                nib.graph.append("NSConstant", .double(Double(value)), to: index)
                nib.graph.append("NSConstantV2", .double(Double(value)), to: index)
            }
            handled.insert("constant")
        default:
            break
        }
        nib.graph.append("NSShouldBeArchived", .bool(true), to: index)
        refuseUnhandled(constraint, handled: handled)
        nib.indices[constraint.id] = index
        return (firstItem, index)
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
