import NibModel

extension AppKitEncoding {
    /// `NSLayoutAttribute` by a constraint's `firstAttribute`/`secondAttribute`.
    static let layoutAttributes: [String: Int] = [
        "left": 1, "right": 2, "top": 3, "bottom": 4, "leading": 5, "trailing": 6, "width": 7, "height": 8,
        "centerX": 9, "centerY": 10, "baseline": 11, "lastBaseline": 11, "firstBaseline": 12,
    ]
    /// `NSRelation` by `relation` (equal leaves no key; only the relations the corpus shows).
    static let layoutRelations: [String: Int] = ["greaterThanOrEqual": 1]
    /// The constant a `symbolic="YES"` constraint archives by name instead of a number: the
    /// standard spacing.
    static let standardSpacing = "NSSpace"
    /// The priority a constraint has unless the document gives another (no key).
    static let requiredPriority = 1000.0

    /// The ids of the views some constraint of the document names (as first or second item, or
    /// as the view holding a constraint without a first item).
    static func viewsNamedByConstraints(in document: NibDocument) -> Set<String> {
        var views: Set<String> = []
        for object in document.objects where object.element == "constraint" {
            if case .string(let first)? = object.properties["firstItem"] {
                views.insert(first)
            } else if let holder = object.parent {
                views.insert(holder)
            }
            if case .string(let second)? = object.properties["secondItem"] { views.insert(second) }
        }
        return views
    }

    /// `NSViewConstraints`: the constraints a view holds, each an `NSLayoutConstraint` between
    /// encoded views; written once the view and everything below it are encoded.
    mutating func encodeConstraints(of view: NibObject, index: Int) {
        guard case .objects(let ids)? = view.properties["constraints"], !ids.isEmpty else { return }
        var constraints: [NibArchiveValue.Kind] = []
        for id in ids {
            guard let constraint = lookups.object(id), constraint.element == "constraint",
                let encodedConstraint = encodeConstraint(constraint, holder: view, holderIndex: index)
            else { continue }
            constraints.append(.object(encodedConstraint))
        }
        graph.append("NSViewConstraints", graph.array(constraints), to: index)
        if let guides = viewLayoutGuides[index] {
            graph.append("NSViewLayoutGuides", graph.array(guides.map { .object($0) }), to: index)
        }
    }

    /// One `NSLayoutConstraint`: its items and attributes (each also as `…V2`), its constant
    /// (`NSConstant`/`NSConstantV2` unless 0; `NSSymbolicConstant = NSSpace` for a standard
    /// spacing), relation and priority when not the defaults, `NSShouldBeArchived = true`.
    mutating func encodeConstraint(_ constraint: NibObject, holder: NibObject, holderIndex: Int) -> Int? {
        let properties = constraint.properties
        func text(_ name: String) -> String? {
            if case .string(let value)? = properties[name] { return value }
            return nil
        }
        func number(_ name: String) -> Double? {
            switch properties[name] {
            case .real(let value)?: return value
            case .integer(let value)?: return Double(value)
            default: return nil
            }
        }
        var handled: Set<String> = ["firstItem", "firstAttribute", "secondItem", "secondAttribute"]
        let firstID = text("firstItem") ?? holder.id
        guard let firstName = text("firstAttribute"), let firstAttribute = Self.layoutAttributes[firstName],
            let firstItem = constraintItem(firstID, holder: holder, holderIndex: holderIndex)
        else {
            refuse(.objectClass, "NSLayoutConstraint", at: constraint.position, detail: "(first item or attribute)")
            return nil
        }
        var second: (item: Int, attribute: Int)?
        if let secondID = text("secondItem") {
            guard let secondName = text("secondAttribute"), let attribute = Self.layoutAttributes[secondName],
                let item = constraintItem(secondID, holder: holder, holderIndex: holderIndex)
            else {
                refuse(
                    .objectClass, "NSLayoutConstraint", at: constraint.position, detail: "(second item or attribute)")
                return nil
            }
            second = (item, attribute)
        }
        let index = graph.addObject("NSLayoutConstraint")
        register(index, id: constraint.id, parent: holderIndex)
        graph.append("NSFirstItem", .object(firstItem), to: index)
        graph.append("NSFirstAttribute", NibArchiveGraph.narrowest(firstAttribute), to: index)
        graph.append("NSFirstAttributeV2", NibArchiveGraph.narrowest(firstAttribute), to: index)
        if let second {
            graph.append("NSSecondItem", .object(second.item), to: index)
            graph.append("NSSecondAttribute", NibArchiveGraph.narrowest(second.attribute), to: index)
            graph.append("NSSecondAttributeV2", NibArchiveGraph.narrowest(second.attribute), to: index)
        }
        if let relation = text("relation"), let value = Self.layoutRelations[relation] {
            graph.append("NSRelation", NibArchiveGraph.narrowest(value), to: index)
            handled.insert("relation")
        }
        let constant = number("constant") ?? 0
        handled.insert("constant")
        if properties["symbolic"] == .bool(true) {
            graph.append("NSSymbolicConstant", graph.string(Self.standardSpacing), to: index)
            handled.insert("symbolic")
        } else if constant != 0 {
            graph.append("NSConstant", .double(constant), to: index)
            graph.append("NSConstantV2", .double(constant), to: index)
        }
        if let priority = number("priority"), priority == priority.rounded(), priority > 0,
            priority <= Self.requiredPriority
        {
            if priority != Self.requiredPriority {
                graph.append("NSPriority", NibArchiveGraph.narrowest(Int(priority)), to: index)
            }
            handled.insert("priority")
        }
        graph.append("NSShouldBeArchived", .bool(true), to: index)
        refuseUnhandled(constraint, handled: handled)
        return index
    }
}
