/// The three-way merge of one element's own content: its name, attributes, text and comments.
extension ThreeWayMerge {
    /// The element's name (its class in Interface Builder's vocabulary): a side that changed it wins.
    mutating func mergedName(
        _ key: String, _ original: MarkupElement?, _ mine: MarkupElement?, _ other: MarkupElement?
    ) -> String {
        guard let mine else { return other?.name ?? original?.name ?? "" }
        guard let other, other.name != mine.name else { return mine.name }
        if let original, original.name == mine.name {
            // Theirs gave the id to an element of another class: ours' edits of the old one do not carry over.
            guard isUnchanged(mine, since: original) else {
                conflicts.append(conflict(.elementName, key, ours: mine.name, theirs: other.name))
                return mine.name
            }
            return other.name
        }
        if let original, original.name == other.name, !isUnchanged(other, since: original) {
            conflicts.append(conflict(.elementName, key, ours: mine.name, theirs: other.name))
            return mine.name
        }
        if original?.name != other.name {
            conflicts.append(conflict(.elementName, key, ours: mine.name, theirs: other.name))
        }
        return mine.name
    }

    /// The attributes, merged one by one in ours' order, with attributes only theirs has placed
    /// after the attribute theirs has before them.
    mutating func mergedAttributes(
        _ key: String, _ original: MarkupElement?, _ mine: MarkupElement?, _ other: MarkupElement?
    ) -> [(name: String, value: SourceBytes)] {
        guard let mine else { return Self.attributes(of: other, side: .theirs) }
        guard let other else { return Self.attributes(of: mine, side: .ours) }
        let names = SequenceMerge.interleave(
            primary: mine.attributes.map(\.name), secondary: other.attributes.map(\.name),
            primaryFirst: true, original: Set(original?.attributes.map(\.name) ?? []))
        var result: [(name: String, value: SourceBytes)] = []
        for name in names {
            let chosen = mergedAttribute(
                name, key: key, element: mine.name, original: original?.attributeRecord(name),
                mine: mine.attributeRecord(name), other: other.attributeRecord(name))
            if let chosen { result.append((name, chosen)) }
        }
        return result
    }

    private static func attributes(of element: MarkupElement?, side: MergeSide) -> [(name: String, value: SourceBytes)]
    {
        (element?.attributes ?? []).map { ($0.name, SourceBytes(side: side, range: $0.raw)) }
    }

    /// One attribute: a side that changed it wins; when both changed it differently, header churn
    /// takes the newer version, geometry follows the policy, and anything else is a conflict that
    /// keeps ours.
    private mutating func mergedAttribute(
        _ name: String, key: String, element: String, original: MarkupAttribute?, mine: MarkupAttribute?,
        other: MarkupAttribute?
    ) -> SourceBytes? {
        let ourValue = mine.map { SourceBytes(side: .ours, range: $0.raw) }
        let theirValue = other.map { SourceBytes(side: .theirs, range: $0.raw) }
        if mine?.value == other?.value || other?.value == original?.value { return ourValue }
        if keptAttributes.contains(key + "\u{0}" + name) { return ourValue }
        if mine?.value == original?.value { return theirValue }
        switch AttributeClass.of(attribute: name, in: element) {
        case .headerChurn:
            guard let mine, let other else { return ourValue }
            return VersionOrder.isOlder(mine.value, than: other.value) ? theirValue : ourValue
        case .geometry where options.geometry == .ours:
            return ourValue
        case .geometry where options.geometry == .theirs:
            return theirValue
        case .geometry, .content:
            conflicts.append(conflict(.attribute, key, attribute: name, ours: mine?.value, theirs: other?.value))
            return ourValue
        }
    }

    /// The character data of a leaf element, merged like an attribute.
    mutating func mergedText(
        _ key: String, _ original: MarkupElement?, _ mine: MarkupElement?, _ other: MarkupElement?
    ) -> SourceBytes? {
        let ourText = mine?.rawText.map { SourceBytes(side: .ours, range: $0) }
        let theirText = other?.rawText.map { SourceBytes(side: .theirs, range: $0) }
        guard let mine else { return theirText }
        guard let other else { return ourText }
        if mine.text == other.text || other.text == original?.text { return ourText }
        if mine.text == original?.text { return theirText }
        conflicts.append(conflict(.text, key, ours: mine.text, theirs: other.text))
        return ourText
    }

    /// The comments before the element (a scene's name): theirs when only theirs changed them.
    func mergedComments(_ original: MarkupElement?, _ mine: MarkupElement?, _ other: MarkupElement?) -> [SourceBytes] {
        guard let mine else { return other.map { Self.comments($0, .theirs, in: theirs) }.map(\.bytes) ?? [] }
        let ourComments = Self.comments(mine, .ours, in: ours)
        guard let other, let original else { return ourComments.bytes }
        let theirComments = Self.comments(other, .theirs, in: theirs)
        let originalText = Self.comments(original, .ours, in: base).text
        return ourComments.text == originalText ? theirComments.bytes : ourComments.bytes
    }

    private static func comments(
        _ element: MarkupElement, _ side: MergeSide, in document: MergeDocument
    ) -> (bytes: [SourceBytes], text: [ArraySlice<UInt8>]) {
        (
            element.leadingComments.map { SourceBytes(side: side, range: $0) },
            element.leadingComments.map { document.slice($0) }
        )
    }
}
