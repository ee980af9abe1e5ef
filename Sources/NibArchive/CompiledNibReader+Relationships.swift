import NibModel

extension CompiledNibReader {
    /// The model relationship (a parent's property holding its children) by the archive key of
    /// the parent that refers to the child: directly (`NSCell`) or through an array (`NSSubviews`).
    static let relationshipKeys: [String: String] = Dictionary(
        uniqueKeysWithValues: [
            ArchivedProperty.nsSubviews, ArchivedProperty.nsWindowView, ArchivedProperty.nsCell,
            ArchivedProperty.nsMenuItems, ArchivedProperty.nsSubmenu, ArchivedProperty.nsMenu,
            ArchivedProperty.nsContentView, ArchivedProperty.nsDocView, ArchivedProperty.nsTabViewItems,
            ArchivedProperty.nsTableColumns, ArchivedProperty.nsDataCell, ArchivedProperty.nsView,
            ArchivedProperty.uiSubviews, ArchivedProperty.uiContentView,
        ].map { ($0.key, $0.property) })

    /// The relationship each listed child fills in its parent (`keys`, by archive index), and
    /// each parent's relationship properties in the order of its archived keys (`values`): a
    /// child the parent refers to under a key of ``relationshipKeys``, singly (`.object`) or in an
    /// array (`.objects`, in the array's order). A child the parent refers to singly fills that
    /// relationship even when an array of the parent lists it too (a cell's content view is one
    /// of its subviews, a scroll view's clip view one of its subviews). A child its parent refers
    /// to under no such key keeps no key; an array is read for the first parent that refers to it
    /// only.
    func relationships(
        _ ordered: [Int], parents: [Int: Int]
    ) -> (keys: [Int: String], values: [Int: [(String, NibValue)]]) {
        var children: [Int: Set<Int>] = [:]
        for index in ordered { if let parent = parents[index] { children[parent, default: []].insert(index) } }
        var keys: [Int: String] = [:]
        var values: [Int: [(String, NibValue)]] = [:]
        // Each array is read once, whoever refers to it: the work stays linear in the archive.
        var scanned: Set<Int> = []
        for parent in ordered {
            guard let own = children[parent] else { continue }
            var filled: [(offset: Int, property: String, value: NibValue)] = []
            for (offset, value) in archive.objects[parent].values.enumerated() {
                guard let property = Self.relationshipKeys[value.key], case .object(let target) = value.kind,
                    own.contains(target), keys[target] == nil
                else { continue }
                keys[target] = property
                filled.append((offset, property, .object(CompiledNibDocument.id(ofObject: target))))
            }
            for (offset, value) in archive.objects[parent].values.enumerated() {
                guard let property = Self.relationshipKeys[value.key], case .object(let target) = value.kind,
                    !own.contains(target), Self.collectionClasses.contains(archive.objects[target].className),
                    scanned.insert(target).inserted
                else { continue }
                var members: [String] = []
                for element in archive.objects[target].values {
                    guard element.key == "UINibEncoderEmptyKey", case .object(let child) = element.kind,
                        own.contains(child), keys[child] == nil
                    else { continue }
                    keys[child] = property
                    members.append(CompiledNibDocument.id(ofObject: child))
                }
                if !members.isEmpty { filled.append((offset, property, .objects(members))) }
            }
            var seen: Set<String> = []
            for entry in filled.sorted(by: { $0.offset < $1.offset }) where seen.insert(entry.property).inserted {
                values[parent, default: []].append((entry.property, entry.value))
            }
        }
        return (keys, values)
    }
}
