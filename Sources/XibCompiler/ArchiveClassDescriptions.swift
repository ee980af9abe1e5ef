import NibModel

/// Reads `IBDocument.Classes`: the `IBClassDescriber` whose lists
/// (`referencedPartialClassDescriptions`, and in later documents `…V3.1+`, `…V3.2+`) hold one
/// `IBPartialClassDescription` per class the document refers to, with its superclass, outlets,
/// actions and the header it was read from.
///
/// Outlets and actions come in two forms, often both: a plain dictionary from name to class name
/// (`outlets`, `actions`), and from Interface Builder 3.2 on a dictionary of infos
/// (`toOneOutletInfosByName` of `IBToOneOutletInfo`, `actionInfosByName` of `IBActionInfo`, each
/// with a `name` and a `candidateClassName`); where both give a type, the info's wins. Either
/// dictionary may be written as `dict.sortedKeys` + `dict.values`, `NS.key.N` + `NS.object.N`, or
/// an 8.00 `<dictionary>`.
///
/// A describer in any other shape is not read: the caller keeps it generically. A dictionary
/// whose keys and values do not pair up, or a string that is not valid base64, is an error at its
/// place, as everywhere in the archive.
extension ArchiveConverter {
    /// The descriptions `IBDocument.Classes` holds, in document order; nil when it is not in a
    /// shape this reader knows.
    func readClassDescriptions(_ describer: Int32) throws(XibError) -> [NibClassDescription]? {
        guard let describer = definition(describer), archivedClass(describer) == "IBClassDescriber" else { return nil }
        var descriptions: [NibClassDescription] = []
        for (key, listNode) in keyedChildren(describer) {
            if key == "EncodedWithXMLCoder" { continue }
            guard key.hasPrefix("referencedPartialClassDescriptions") else { return nil }
            guard let list = definition(listNode) else { continue }
            guard ["NSArray", "NSMutableArray"].contains(archivedClass(list)) else { return nil }
            for member in members(list) {
                guard let entry = definition(member), archivedClass(entry) == "IBPartialClassDescription",
                    let description = try classDescription(entry)
                else { return nil }
                descriptions.append(description)
            }
        }
        return descriptions
    }

    /// One `IBPartialClassDescription`; nil when it has no class name or a member this reader
    /// does not know.
    func classDescription(_ entry: Int32) throws(XibError) -> NibClassDescription? {
        var name: String?
        var description = NibClassDescription(name: "")
        var outletInfos: [String: String] = [:]
        var actionInfos: [String: String] = [:]
        for (key, node) in keyedChildren(entry) {
            if definition(node) == nil { continue }
            switch key {
            case "className":
                guard let text = try declaredString(node) else { return nil }
                name = text
            case "superclassName":
                guard let text = try declaredString(node) else { return nil }
                description.superclass = text
            case "outlets", "actions":
                guard let types = try declaredTypes(node, infoClass: nil) else { return nil }
                if key == "outlets" { description.outlets = types } else { description.actions = types }
            case "toOneOutletInfosByName":
                guard let types = try declaredTypes(node, infoClass: "IBToOneOutletInfo") else { return nil }
                outletInfos = types
            case "actionInfosByName":
                guard let types = try declaredTypes(node, infoClass: "IBActionInfo") else { return nil }
                actionInfos = types
            case "sourceIdentifier":
                guard let source = try classSource(node) else { return nil }
                description.source = source
            case "EncodedWithXMLCoder":
                continue
            default:
                return nil
            }
        }
        guard let name, !name.isEmpty else { return nil }
        description.name = name
        description.outlets.merge(outletInfos) { _, info in info }
        description.actions.merge(actionInfos) { _, info in info }
        return description
    }

    /// A dictionary from member name to class name: plain (`infoClass` nil), or of info objects
    /// of `infoClass` whose `candidateClassName` is the class.
    func declaredTypes(_ node: Int32, infoClass: String?) throws(XibError) -> [String: String]? {
        guard let dictionary = definition(node),
            ["NSDictionary", "NSMutableDictionary"].contains(archivedClass(dictionary))
        else { return nil }
        var types: [String: String] = [:]
        for (name, valueNode) in try dictionaryEntries(dictionary) {
            guard let value = definition(valueNode) else { return nil }
            if let infoClass {
                guard archivedClass(value) == infoClass, let candidate = child(value, key: "candidateClassName"),
                    let type = try declaredString(candidate)
                else { return nil }
                types[name] = type
            } else {
                guard let type = try declaredString(value) else { return nil }
                types[name] = type
            }
        }
        return types
    }

    /// `IBClassDescriptionSource`: `majorKey` (the kind of source) and `minorKey` (its path).
    func classSource(_ node: Int32) throws(XibError) -> NibClassDescription.Source? {
        guard let source = definition(node), archivedClass(source) == "IBClassDescriptionSource",
            let kind = try child(source, key: "majorKey").flatMap({ key throws(XibError) in try declaredString(key) }),
            let path = try child(source, key: "minorKey").flatMap({ key throws(XibError) in try declaredString(key) })
        else { return nil }
        return NibClassDescription.Source(kind: kind, path: path)
    }

    /// The text of a string value (`<string>`, decoded when base64; `NSString`), following a
    /// reference; nil for any other element.
    func declaredString(_ node: Int32) throws(XibError) -> String? {
        guard let value = definition(node) else { return nil }
        if tree.node(value).name == "string" { return try stringContent(value) }
        if ["NSString", "NSMutableString"].contains(archivedClass(value)) { return try stringValue(value) }
        return nil
    }
}
