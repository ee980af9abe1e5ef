import NibModel

/// The localizable texts of a whole document, and the document with translations applied.
public enum DocumentStrings {
    /// Every localizable text, in document order, keyed as `ibtool --export-strings-file` keys it.
    public static func extract(from document: NibDocument) -> [LocalizableString] {
        var strings: [LocalizableString] = []
        let owners = Owners(document)
        for object in document.objects where LocalizationRules.hasTexts(object.className) {
            let (owner, prefix) = owners.owner(of: object)
            for slot in LocalizationRules.slots(in: object.properties) {
                strings.append(
                    LocalizableString(
                        objectID: owner.id, className: owner.className,
                        property: prefix + slot.keyPath, value: slot.value,
                        position: object.position))
            }
        }
        return strings
    }

    /// The export of a document as a `.strings` table (keys, Base texts, ibtool's comments).
    public static func export(_ document: NibDocument) -> StringsTable {
        StringsTable(entries: extract(from: document).map(\.entry))
    }

    /// The document with each key of `translations` that names one of its texts replaced; texts
    /// without a translation keep the Base text. Returns the keys that were used.
    public static func apply(_ translations: [String: String], to document: NibDocument) -> (
        document: NibDocument, used: Set<String>
    ) {
        var result = document
        var used = Set<String>()
        let owners = Owners(document)
        for index in result.objects.indices where LocalizationRules.hasTexts(result.objects[index].className) {
            let (owner, prefix) = owners.owner(of: document.objects[index])
            result.objects[index].properties = LocalizationRules.visit(document.objects[index].properties) {
                keyPath, _ in
                let key = "\(owner.id).\(prefix)\(keyPath)"
                guard let translation = translations[key] else { return nil }
                used.insert(key)
                return translation
            }
        }
        return (result, used)
    }

    /// The object each key is written on: the object itself, or for an object without an id of
    /// its own (`<tableHeaderCell key="headerCell">`) the nearest ancestor with one, the keys
    /// between them becoming the key path's prefix (`headerCell.`).
    struct Owners {
        let lookups: NibDocumentIndex

        init(_ document: NibDocument) { lookups = NibDocumentIndex(document) }

        func owner(of object: NibObject) -> (owner: NibObject, prefix: String) {
            var current = object
            var prefix = ""
            var steps = 0
            while current.isAnonymous, let parentID = current.parent, let parent = lookups.object(parentID), steps < 64
            {
                // `COLUMN:headerCell` → `headerCell`; `OWNER:cells[2]` → `cells[2]`.
                let segment =
                    current.id.hasPrefix(parentID + ":")
                    ? String(current.id.dropFirst(parentID.count + 1))
                    : (current.key ?? current.element)
                prefix = "\(segment)." + prefix
                current = parent
                steps += 1
            }
            return (current, prefix)
        }
    }
}
