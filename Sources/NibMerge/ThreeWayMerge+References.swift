/// The reference check: the result must not name an id it does not have.
extension ThreeWayMerge {
    /// Attributes whose value is the id of another element of the document.
    static let referenceAttributes: Set<String> = [
        "destination", "target", "firstItem", "secondItem", "reference", "initialViewController", "tableViewCell",
        "textLabel", "detailTextLabel", "selectedItem", "row", "column", "headOfMergedCell", "outlineTableColumn",
        "headerView", "initialItem", "previousBinding",
    ]

    /// A reference of the result to an id the result does not have.
    struct DanglingReference {
        /// The element that refers.
        var key: String
        var attribute: String
        /// The missing id.
        var id: String
    }

    /// The references in `root` to ids it lacks, leaving out those ours already has (a problem of
    /// the input, not of the merge).
    func danglingReferences(in root: MergedNode) -> [DanglingReference] {
        var ids: Set<String> = []
        var references: [DanglingReference] = []
        collect(root, ids: &ids, references: &references)
        return references.filter { reference in
            guard !ids.contains(reference.id) else { return false }
            let ourElement = ours.elements[reference.key]
            let alreadyDangling =
                ourElement?.attribute(reference.attribute) == reference.id && ours.elements["#" + reference.id] == nil
            return !alreadyDangling
        }
    }

    private func collect(_ node: MergedNode, ids: inout Set<String>, references: inout [DanglingReference]) {
        switch node {
        case .verbatim(let element, _):
            collect(element, ids: &ids, references: &references)
        case .built(let element):
            for (name, value) in element.attributes where name == "id" || Self.referenceAttributes.contains(name) {
                let document = value.side == .ours ? ours : theirs
                let text = MarkupText.decode(document.slice(value.range))
                if name == "id" {
                    ids.insert(text)
                } else if let key = element.key {
                    references.append(DanglingReference(key: key, attribute: name, id: text))
                }
            }
            for child in element.children { collect(child, ids: &ids, references: &references) }
        }
    }

    private func collect(_ element: MarkupElement, ids: inout Set<String>, references: inout [DanglingReference]) {
        for attribute in element.attributes {
            if attribute.name == "id" {
                ids.insert(attribute.value)
            } else if Self.referenceAttributes.contains(attribute.name) {
                references.append(DanglingReference(key: element.key, attribute: attribute.name, id: attribute.value))
            }
        }
        for child in element.children { collect(child, ids: &ids, references: &references) }
    }

    /// Settles each dangling reference, keeping ours: an element of ours that theirs deleted is
    /// restored (with its ancestors); a reference theirs made to an element ours deleted is
    /// dropped — the attribute takes ours' value, or an element only theirs has is left out.
    mutating func settle(_ dangling: [DanglingReference]) {
        for reference in dangling {
            let target = "#" + reference.id
            if ours.elements[target] != nil {
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
                            "attribute \"\(reference.attribute)\" set by theirs to \"\(reference.id)\", which ours deleted; ours kept"
                    ))
            } else {
                guard !dropped.contains(reference.key) else { continue }
                dropped.insert(reference.key)
                referenceConflicts.append(
                    conflict(
                        .deleteReference, reference.key,
                        detail:
                            "added by theirs with \(reference.attribute)=\"\(reference.id)\", which ours deleted; left out"
                    ))
            }
        }
    }
}
