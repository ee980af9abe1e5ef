/// The reference check: the result must not name an id it does not have.
extension ThreeWayMerge {
    /// Attributes whose value is the id of another element of the document.
    static let referenceAttributes: Set<String> = [
        "destination", "target", "firstItem", "secondItem", "reference", "initialViewController", "tableViewCell",
        "textLabel", "detailTextLabel", "selectedItem", "row", "column", "headOfMergedCell", "outlineTableColumn",
        "headerView", "initialItem", "previousBinding",
    ]

    /// Attributes whose value must be unique in a document.
    static let uniqueAttributes: Set<String> = ["storyboardIdentifier"]

    /// Connections whose attribute must be unique among the connections of one object: an outlet
    /// `property` holds one destination, and a segue `identifier` names one segue for
    /// `performSegue(withIdentifier:)`.
    static let uniqueConnectionAttributes: [String: String] = ["outlet": "property", "segue": "identifier"]

    /// A reference of the result to an id the result does not have, or (with ``isDuplicate``) a
    /// value of a ``uniqueAttributes`` attribute that another element of the result has too (of a
    /// ``uniqueConnectionAttributes`` attribute: another connection of the same object).
    struct DanglingReference {
        /// The element that refers.
        var key: String
        var attribute: String
        /// The missing id (or the repeated value).
        var id: String
        var isDuplicate = false
        /// Where the value must be unique: "" for the document, else the connections' parent and
        /// their element name.
        var scope = ""
        /// For a connection: its attributes but its id, to tell one made on both sides apart from two.
        var connection: [String: String] = [:]
        /// A connection the result repeats exactly (but for its id): left out without a conflict.
        var isRepeat = false
    }

    /// The references in `root` to ids it lacks, leaving out those ours already has (a problem of
    /// the input, not of the merge).
    func danglingReferences(in root: MergedNode) -> [DanglingReference] {
        var ids: Set<String> = []
        var references: [DanglingReference] = []
        collect(root, parent: "", ids: &ids, references: &references)
        return duplicates(in: references) + extraControllers(in: root)
            + references.filter { reference in
                guard !reference.isDuplicate, !ids.contains(reference.id) else { return false }
                let ourElement = ours.elements[reference.key]
                let alreadyDangling =
                    ourElement?.attribute(reference.attribute) == reference.id
                    && ours.elements[ElementIdentity.objectKey(forID: reference.id)] == nil
                return !alreadyDangling
            }
    }

    private func collect(
        _ node: MergedNode, parent: String, ids: inout Set<String>, references: inout [DanglingReference]
    ) {
        switch node {
        case .verbatim(let element, _):
            collect(element, ids: &ids, references: &references)
        case .built(let element):
            if let key = element.key {
                let attributes = element.attributes.map { name, value in
                    (name, MarkupText.decode((value.side == .ours ? ours : theirs).slice(value.range)))
                }
                note(key: key, parent: parent, name: element.name, attributes, ids: &ids, references: &references)
            }
            for child in element.children {
                collect(child, parent: element.key ?? parent, ids: &ids, references: &references)
            }
        }
    }

    private func collect(_ element: MarkupElement, ids: inout Set<String>, references: inout [DanglingReference]) {
        note(
            key: element.key, parent: element.parentKey, name: element.name,
            element.attributes.map { ($0.name, $0.value) }, ids: &ids, references: &references)
        for child in element.children { collect(child, ids: &ids, references: &references) }
    }

    /// Records the id an element of the result has, the references it makes and its unique values.
    private func note(
        key: String, parent: String, name: String, _ attributes: [(name: String, value: String)],
        ids: inout Set<String>, references: inout [DanglingReference]
    ) {
        let uniqueConnectionAttribute = Self.uniqueConnectionAttributes[name]
        for (attribute, value) in attributes {
            if attribute == "id" {
                if key == ElementIdentity.objectKey(forID: value) { ids.insert(value) }
            } else if attribute == uniqueConnectionAttribute {
                var connection: [String: String] = [:]
                for (other, otherValue) in attributes where other != "id" { connection[other] = otherValue }
                references.append(
                    DanglingReference(
                        key: key, attribute: attribute, id: value, isDuplicate: true,
                        scope: parent + "\u{0}" + name, connection: connection))
            } else if Self.referenceAttributes.contains(attribute) || Self.uniqueAttributes.contains(attribute) {
                references.append(
                    DanglingReference(
                        key: key, attribute: attribute, id: value,
                        isDuplicate: Self.uniqueAttributes.contains(attribute)))
            }
        }
    }

    /// The values of unique attributes that several elements of the result have (in one scope),
    /// where ours did not already repeat them: each reported for the element whose value is not
    /// ours'. A connection equal but for its id to one ours has is a repeat (both sides made it).
    private func duplicates(in references: [DanglingReference]) -> [DanglingReference] {
        var seen: [String: [DanglingReference]] = [:]
        for reference in references where reference.isDuplicate {
            seen[reference.scope + "\u{0}" + reference.attribute + "\u{0}" + reference.id, default: []].append(
                reference)
        }
        return references.compactMap { reference in
            guard reference.isDuplicate,
                let group = seen[reference.scope + "\u{0}" + reference.attribute + "\u{0}" + reference.id],
                group.count > 1, !isOurs(reference)
            else { return nil }
            var duplicate = reference
            duplicate.isRepeat =
                !reference.scope.isEmpty
                && group.contains { $0.key != reference.key && isOurs($0) && $0.connection == reference.connection }
            return duplicate
        }
    }

    /// Whether ours has the element of `reference` with the same value (in the same place, for a connection).
    private func isOurs(_ reference: DanglingReference) -> Bool {
        guard let element = ours.elements[reference.key], element.attribute(reference.attribute) == reference.id
        else { return false }
        return reference.scope.isEmpty || reference.scope.hasPrefix(element.parentKey + "\u{0}")
    }

    /// The controllers (`sceneMemberID="viewController"`) theirs added to a storyboard scene that
    /// already has one in the result: a scene holds one controller.
    private func extraControllers(in root: MergedNode) -> [DanglingReference] {
        var controllers: [String: [String]] = [:]
        collectControllers(root, parent: "", into: &controllers)
        return controllers.filter { $0.value.count > 1 }.flatMap { parent, keys in
            keys.filter { ours.elements[$0]?.parentKey != parent }.map {
                DanglingReference(key: $0, attribute: "sceneMemberID", id: "viewController", isDuplicate: true)
            }
        }
    }

    private func collectControllers(_ node: MergedNode, parent: String, into controllers: inout [String: [String]]) {
        switch node {
        case .verbatim(let element, _):
            collectControllers(element, into: &controllers)
        case .built(let element):
            let isController = element.attributes.contains { name, value in
                name == "sceneMemberID"
                    && MarkupText.decode((value.side == .ours ? ours : theirs).slice(value.range)) == "viewController"
            }
            if isController, let key = element.key { controllers[parent, default: []].append(key) }
            for child in element.children { collectControllers(child, parent: element.key ?? "", into: &controllers) }
        }
    }

    private func collectControllers(_ element: MarkupElement, into controllers: inout [String: [String]]) {
        if element.attribute("sceneMemberID") == "viewController" {
            controllers[element.parentKey, default: []].append(element.key)
        }
        for child in element.children { collectControllers(child, into: &controllers) }
    }

    /// The outermost element of theirs that holds `key` and that ours does not have: what theirs added as one piece.
    private func addition(containing key: String) -> String {
        var current = key
        while let parent = theirs.elements[current]?.parentKey, ours.elements[parent] == nil,
            base.elements[parent] == nil, theirs.elements[parent] != nil
        {
            current = parent
        }
        return current
    }

    /// Settles each dangling reference, keeping ours: an element of ours that theirs deleted is
    /// restored (with its ancestors); a reference theirs made to an element ours deleted is
    /// dropped — the attribute takes ours' value, or an element only theirs has is left out.
    mutating func settle(_ dangling: [DanglingReference]) {
        for reference in dangling {
            let target = ElementIdentity.objectKey(forID: reference.id)
            if reference.isDuplicate {
                settleDuplicate(reference)
            } else if ours.elements[target] != nil {
                guard !restored.contains(target) else { continue }
                var current: String? = target
                while let key = current, let element = ours.elements[key], !key.isEmpty {
                    restored.insert(key)
                    current = element.parentKey
                }
                referenceConflicts.append(
                    conflict(
                        .deleteReference, target,
                        detail:
                            "deleted by theirs, referenced by \(describe(reference.key)) (\(reference.attribute)); ours kept"
                    ))
            } else if ours.elements[reference.key] != nil {
                let kept = reference.key + "\u{0}" + reference.attribute
                guard !keptAttributes.contains(kept) else { continue }
                keptAttributes.insert(kept)
                referenceConflicts.append(
                    conflict(
                        .deleteReference, reference.key,
                        detail:
                            "attribute \"\(reference.attribute)\" set by theirs to \"\(reference.id)\", which ours deleted or the merge left out; ours kept"
                    ))
            } else {
                let addition = addition(containing: reference.key)
                guard !dropped.contains(addition) else { continue }
                dropped.insert(addition)
                referenceConflicts.append(
                    conflict(
                        .deleteReference, reference.key,
                        detail:
                            "added by theirs with \(reference.attribute)=\"\(reference.id)\", which ours deleted or the merge left out; left out"
                    ))
            }
        }
    }

    /// A repeated unique value: the element that has it from theirs takes ours' value, or, when ours
    /// does not have the element, theirs' addition is left out (without a conflict when it repeats
    /// a connection of ours exactly).
    private mutating func settleDuplicate(_ reference: DanglingReference) {
        let isController = reference.attribute == "sceneMemberID"
        let detail =
            reference.scope.isEmpty
            ? "\(reference.attribute) \"\(reference.id)\" is also used by ours"
            : "\(reference.attribute) \"\(reference.id)\" is also used by ours' <\(reference.scope.split(separator: "\u{0}").last ?? "")> from the same object"
        if ours.elements[reference.key] != nil {
            guard !isController else { return }
            let kept = reference.key + "\u{0}" + reference.attribute
            guard !keptAttributes.contains(kept) else { return }
            keptAttributes.insert(kept)
            referenceConflicts.append(conflict(.duplicate, reference.key, detail: detail + "; ours kept"))
        } else {
            let addition = addition(containing: reference.key)
            guard !dropped.contains(addition) else { return }
            dropped.insert(addition)
            guard !reference.isRepeat || addition != reference.key else { return }
            referenceConflicts.append(
                conflict(
                    .duplicate, addition,
                    detail: isController
                        ? "added by theirs as a second controller of its scene; left out"
                        : "added by theirs, but " + detail + "; left out"))
        }
    }
}
