/// The merge of one element's children.
extension ThreeWayMerge {
    /// Containers whose children are a set: their order carries no meaning, so only membership is merged.
    static let setContainers: Set<String> = [
        "connections", "constraints", "resources", "scenes", "dependencies", "userDefinedRuntimeAttributes",
        "mask", "gestureRecognizers",
    ]

    /// The identities of the children of element `key` in the result, in order: ours' order with
    /// theirs' insertions after their nearest preceding common sibling (ours first when both
    /// inserted at one place). When only theirs reordered an ordered list (subviews, items, cells),
    /// theirs' order is taken, with ours' insertions placed the same way.
    func mergedChildren(
        _ key: String, _ original: MarkupElement?, _ mine: MarkupElement?, _ other: MarkupElement?
    ) -> [String] {
        let ourChildren = mine?.children.map(\.key).filter { placement[$0] == key } ?? []
        let theirChildren = other?.children.map(\.key).filter { placement[$0] == key } ?? []
        let originalChildren = original?.children.map(\.key) ?? []
        let name = (mine ?? other)?.name ?? ""
        if !Self.setContainers.contains(name),
            SequenceMerge.isReordered(mine: ourChildren, other: theirChildren, original: originalChildren)
        {
            return SequenceMerge.interleave(
                primary: theirChildren, secondary: ourChildren, primaryFirst: false, original: Set(originalChildren))
        }
        return SequenceMerge.interleave(
            primary: ourChildren, secondary: theirChildren, primaryFirst: true, original: Set(originalChildren))
    }
}
