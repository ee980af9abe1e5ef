import NibModel

/// The edits the re-save rule leaves out (``NeutralEdits``), named so that none goes unnoticed.
extension ThreeWayMerge {
    /// One warning for each outermost element a side's re-save dropped or added that the result
    /// does not follow: dropped by the re-save but kept, or added by it but left out, because the
    /// other side edited the same element's children.
    func undoneRewrites() -> [Diagnostic] {
        undone(oursNeutral, side: "ours", other: "theirs", document: ours)
            + undone(theirsNeutral, side: "theirs", other: "ours", document: theirs)
    }

    private func undone(
        _ edits: NeutralEdits, side: String, other: String, document: MergeDocument
    ) -> [Diagnostic] {
        let version = document.root.attribute("toolsVersion") ?? "?"
        let why = "re-saved the document in a newer Interface Builder (toolsVersion \(version))"
        var warnings: [Diagnostic] = []
        let kept = edits.deletions.filter { placement[$0] != nil }
        for key in kept.sorted() where !kept.contains(base.elements[key]?.parentKey ?? "") {
            warnings.append(
                warning(key, "removed by \(side), which \(why); kept, as \(other) edited the elements beside it"))
        }
        let left = edits.additions.filter { placement[$0] == nil }
        for key in left.sorted() where !left.contains(document.elements[key]?.parentKey ?? "") {
            warnings.append(
                warning(key, "added by \(side), which \(why); left out, as \(other) edited the elements beside it"))
        }
        return warnings
    }

    private func warning(_ key: String, _ text: String) -> Diagnostic {
        Diagnostic(.warning, at: location(of: key), message: PrintableText.name(describe(key) + " " + text))
    }
}
