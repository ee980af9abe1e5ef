import NibModel

/// Reads archived values — scalars, strings, collections and the objects that are values rather
/// than graph objects (colours, fonts, images, strings) — into typed ``NibValue``s.
extension ArchiveConverter {
    /// The value an element stands for. A reference to an object with a record is `.object(id)`;
    /// any other archived object is read in place.
    mutating func value(_ index: Int32) throws(XibError) -> NibValue {
        valueBudget -= 1
        guard valueBudget >= 0 else {
            throw .malformedArchive(
                location(index), message: "shared values expand to more values than the limit allows")
        }
        guard let definition = definition(index) else { return .nil }
        let identity = identity(ofDefinition: definition)
        if let offset = recordByObject[identity] {
            let record = records[offset]
            noteMention(of: identity)
            return record.isRoot ? .nil : .object(record.id)
        }
        if inProgress.contains(definition) {
            // A value that holds itself (a layout manager and its text containers): name it.
            model.coverage.record(.element, "reference (to an enclosing value)", at: position(index))
            return .element(NibElement(name: "reference", attributes: [NibAttribute(name: "ref", value: identity)]))
        }
        inProgress.insert(definition)
        defer { inProgress.remove(definition) }
        return try definedValue(definition)
    }

    mutating func definedValue(_ index: Int32) throws(XibError) -> NibValue {
        let node = tree.node(index)
        switch node.name {
        case "string", "characters":
            return .string(try stringContent(index))
        case "int", "integer", "short", "long":
            let text = scalarText(index).trimmingSpaces
            return Int(text).map(NibValue.integer) ?? .string(text)
        case "real", "double", "float":
            let text = scalarText(index).trimmingSpaces
            return DocumentConverter.finiteDouble(text).map(NibValue.real) ?? .string(text)
        case "bool", "boolean":
            let text = scalarText(index).trimmingSpaces
            return text == "YES" ? .bool(true) : text == "NO" ? .bool(false) : .string(text)
        case "bytes":
            _ = try decodedBytes(index)
            return .element(NibElement(name: "bytes", text: node.text ?? ""))
        case "array":
            return try collection(index)
        case "dictionary":
            return .dictionary(try dictionaryProperties(index))
        case "object":
            return try objectValue(index)
        default:
            model.coverage.record(.element, node.name, at: position(index))
            return .element(genericElement(index))
        }
    }

    mutating func objectValue(_ index: Int32) throws(XibError) -> NibValue {
        let objectClass = archivedClass(index)
        switch objectClass {
        case "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet":
            return try collection(index)
        case "NSDictionary", "NSMutableDictionary":
            return .dictionary(try dictionaryProperties(index))
        case "NSString", "NSMutableString":
            if let bytes = child(index, key: "NS.bytes") { return .string(try stringContent(bytes)) }
            return .string("")
        case "NSColor", "UIColor":
            if let color = try color(index) { return .color(color) }
        case "NSFont":
            return font(index)
        case "IBUIFontDescription":
            return fontDescription(index)
        case "NSCustomResource":
            if let name = child(index, key: "NSResourceName") { return .string(try stringContent(name)) }
        case "NSAttributedString", "NSMutableAttributedString":
            return try attributedString(index)
        default:
            break
        }
        // Any other archived value: its class and keyed values, read the same way.
        model.coverage.record(.element, "object \(objectClass)", at: position(index))
        var properties = NibProperties()
        properties.set("class", .string(objectClass))
        for (key, valueNode) in keyedChildren(index) where key != "EncodedWithXMLCoder" {
            properties.set(key, try value(valueNode))
        }
        let items = members(index)
        if !items.isEmpty { properties.set("members", try collection(index)) }
        return .dictionary(properties)
    }

    /// A collection: `.objects` when every member is a graph object, else the values in order.
    mutating func collection(_ index: Int32) throws(XibError) -> NibValue {
        var items: [NibValue] = []
        for member in members(index) { items.append(try value(member)) }
        var ids: [String] = []
        for item in items {
            guard case .object(let id) = item else { return .array(items) }
            ids.append(id)
        }
        return ids.isEmpty ? .array([]) : .objects(ids)
    }

    mutating func dictionaryProperties(_ index: Int32) throws(XibError) -> NibProperties {
        var properties = NibProperties()
        for (key, valueNode) in try dictionaryEntries(index) { properties.set(key, try value(valueNode)) }
        return properties
    }

    /// A dictionary's entries in any of its written forms: `dict.sortedKeys` + `dict.values`,
    /// `NS.key.N` + `NS.object.N`, or one keyed child per entry.
    func dictionaryEntries(_ index: Int32) throws(XibError) -> [(String, Int32)] {
        if let keysNode = child(index, key: "dict.sortedKeys").flatMap({ definition($0) }) {
            let keys = members(keysNode)
            let values = child(index, key: "dict.values").flatMap { definition($0) }.map { members($0) } ?? []
            guard keys.count == values.count else {
                throw .malformedArchive(
                    location(index),
                    message:
                        "a dictionary has \(keys.count) keys and \(values.count) values")
            }
            var entries: [(String, Int32)] = []
            for (key, value) in zip(keys, values) { entries.append((try stringValue(key), value)) }
            return entries
        }
        let keyed = keyedChildren(index)
        if keyed.contains(where: { $0.key.hasPrefix("NS.key.") }) {
            var objects: [String: Int32] = [:]
            for (key, node) in keyed where key.hasPrefix("NS.object.") {
                objects[String(key.dropFirst("NS.object.".count))] = node
            }
            var entries: [(String, Int32)] = []
            for (key, node) in keyed where key.hasPrefix("NS.key.") {
                let suffix = String(key.dropFirst("NS.key.".count))
                guard let object = objects[suffix] else {
                    throw .malformedArchive(location(node), message: "dictionary key \(key) has no NS.object.\(suffix)")
                }
                entries.append((try stringValue(node), object))
            }
            return entries
        }
        return keyed.filter { $0.key != "EncodedWithXMLCoder" }.map { ($0.key, $0.node) }
    }

    /// The text of a value read as a string: `<string>` (decoded), `NSString`/`NSMutableString`
    /// (`NS.bytes`), or a scalar's text; references are followed.
    func stringValue(_ index: Int32) throws(XibError) -> String {
        guard let definition = definition(index) else { return "" }
        if tree.node(definition).name == "string" { return try stringContent(definition) }
        if archivedClass(definition) == "NSMutableString" || archivedClass(definition) == "NSString",
            let bytes = child(definition, key: "NS.bytes")
        {
            return try stringContent(bytes)
        }
        return scalarText(definition)
    }

    // MARK: Strings and bytes

    /// A string element's text, decoded when it is marked `type="base64-UTF8"`.
    func stringContent(_ index: Int32) throws(XibError) -> String {
        let node = tree.node(index)
        if node.attribute("type") == "base64-UTF8" {
            return String(decoding: try decodedBytes(index), as: UTF8.self)
        }
        return node.text ?? ""
    }

    func decodedBytes(_ index: Int32) throws(XibError) -> [UInt8] {
        guard let bytes = Base64.decode(tree.node(index).text ?? "") else {
            throw .invalidBase64(location(index), element: tree.node(index).name)
        }
        return bytes
    }

    /// Numbers written as text inside `<bytes>` (`NSRGB`, `NSWhite`, `NSCMYK`: "0.5 0.5 0.5\0").
    func numbers(_ index: Int32) throws(XibError) -> [Double] {
        let text = String(decoding: try decodedBytes(index), as: UTF8.self)
        return text.split(whereSeparator: { $0 == " " || $0 == "\0" || $0.isNewline }).compactMap {
            DocumentConverter.finiteDouble(String($0))
        }
    }

    // MARK: Colours and fonts

    /// `NSColor` in its archived forms: `NSColorSpace` 1–2 RGB, 3–4 white, 5 CMYK, 6 catalog;
    /// Cocoa Touch adds `UISystemColorName`, and Interface Builder's `IBUIColorCocoaTouchKeyPath`
    /// (`darkTextColor`) names the UIKit colour the components stand for: a system colour with
    /// those components, as the modern `cocoaTouchSystemColor` is.
    mutating func color(_ index: Int32) throws(XibError) -> NibColor? {
        if let system = child(index, key: "UISystemColorName") {
            return NibColor(space: .system, name: try stringContent(system))
        }
        guard let keyPath = child(index, key: "IBUIColorCocoaTouchKeyPath") else { return try spaceColor(index) }
        guard var color = try spaceColor(index) else { return nil }
        color.space = .system
        color.name = try stringContent(keyPath)
        return color
    }

    /// `NSColor` by its `NSColorSpace` (1–2 RGB, 3–4 white, 5 CMYK, 6 catalog).
    mutating func spaceColor(_ index: Int32) throws(XibError) -> NibColor? {
        guard let spaceNode = child(index, key: "NSColorSpace"), let space = Int(scalarText(spaceNode).trimmingSpaces)
        else { return nil }
        func components(_ key: String, _ names: [String]) throws(XibError) -> [NibNamedNumber]? {
            guard let node = child(index, key: key) else { return nil }
            var values = try numbers(node)
            guard values.count >= names.count - 1 else { return nil }
            if values.count == names.count - 1 { values.append(1) }
            return zip(names, values).map { NibNamedNumber(name: $0, value: $1) }
        }
        switch space {
        case 1, 2:
            guard let rgb = try components("NSRGB", ["red", "green", "blue", "alpha"]) else { return nil }
            return NibColor(space: .rgb, colorSpace: space == 1 ? "calibratedRGB" : "deviceRGB", components: rgb)
        case 3, 4:
            guard let white = try components("NSWhite", ["white", "alpha"]) else { return nil }
            return NibColor(
                space: .white, colorSpace: space == 3 ? "calibratedWhite" : "deviceWhite", components: white)
        case 5:
            guard let cmyk = try components("NSCMYK", ["cyan", "magenta", "yellow", "black", "alpha"]) else {
                return nil
            }
            return NibColor(space: .cmyk, colorSpace: "deviceCMYK", components: cmyk)
        case 6:
            guard let name = child(index, key: "NSColorName") else { return nil }
            let catalog = try child(index, key: "NSCatalogName").map { node throws(XibError) in try stringContent(node)
            }
            return NibColor(
                space: .catalog, colorSpace: "catalog", name: try stringContent(name), catalog: catalog ?? "System")
        default:
            return nil
        }
    }

    /// `NSFont` → the modern `<font>` form (`name`, `size`); the system fonts as `metaFont`.
    func font(_ index: Int32) -> NibValue {
        var attributes: [NibAttribute] = []
        let name = child(index, key: "NSName").flatMap { try? stringValue($0) }
        if let size = child(index, key: "NSSize") {
            attributes.append(NibAttribute(name: "size", value: scalarText(size).trimmingSpaces))
        }
        if let name { attributes.append(NibAttribute(name: "name", value: name)) }
        return .font(NibFont(form: .font, attributes: attributes))
    }

    /// `IBUIFontDescription` → the modern `<fontDescription>` (`name`/`family` or `type`, `pointSize`).
    func fontDescription(_ index: Int32) -> NibValue {
        var attributes: [NibAttribute] = []
        for (key, node) in keyedChildren(index) {
            switch key {
            case "name", "family", "pointSize":
                attributes.append(NibAttribute(name: key, value: scalarText(node).trimmingSpaces))
            case "type":
                attributes.append(
                    NibAttribute(name: "type", value: Self.fontTypes[Int(scalarText(node)) ?? -1] ?? scalarText(node)))
            default: continue
            }
        }
        return .font(NibFont(form: .description, attributes: attributes))
    }

    static let fontTypes: [Int: String] = [1: "system", 2: "boldSystem", 3: "italicSystem"]

    mutating func attributedString(_ index: Int32) throws(XibError) -> NibValue {
        let content =
            try child(index, key: "NSString").map { node throws(XibError) -> String in
                if case .string(let text) = try value(node) { return text }
                return ""
            } ?? ""
        var attributes = NibProperties()
        if let attributeNode = child(index, key: "NSAttributes"),
            case .dictionary(let values) = try value(attributeNode)
        {
            attributes = values
        }
        return .attributedString([NibFragment(content: content, attributes: attributes)])
    }
}
