/// The properties of one object: its own attributes, text and element name, and everything the
/// elements below it hold up to the next object (`<rect key="frame">`, `<color key=…>`,
/// `<string key="text">`, …), each under a path that is the same in every version of the document.
struct ObjectProperties {
    /// One property: where it lies, and its value.
    struct Entry {
        /// The element's identity relative to the object, then the part: equal across versions.
        var id: String
        /// The identity of the element below the object that holds it ("" for the object's own).
        var elementID: String
        var path: NibPropertyPath
        var value: String
        var element: MarkupElement
    }

    private(set) var entries: [Entry] = []
    private(set) var byID: [String: Int] = [:]

    /// Reads the properties of `object`.
    init(of object: MarkupElement) {
        add(object.name, part: .element, elementID: "", steps: [], element: object)
        let identity = object.name == "scene" && object.attribute("id") == nil ? "sceneID" : "id"
        for attribute in object.attributes where attribute.name != identity {
            add(attribute.value, part: .attribute(attribute.name), elementID: "", steps: [], element: object)
        }
        if let text = object.text, !text.allSatisfy(\.isWhitespace) {
            add(text, part: .text, elementID: "", steps: [], element: object)
        }
        for child in object.children { walk(child, below: object.key, steps: []) }
    }

    private mutating func walk(_ element: MarkupElement, below objectKey: String, steps: [NibPropertyPath.Step]) {
        guard !ElementIdentity.isObject(element) else { return }
        let naming = ElementIdentity.namingAttribute(of: element)
        let steps =
            steps + [
                NibPropertyPath.Step(
                    name: element.name, namingAttribute: naming?.name, namingValue: naming?.value,
                    ordinal: element.ordinal)
            ]
        let elementID = String(element.key.dropFirst(objectKey.count))
        if !Self.isContainer(element) {
            add(Self.render(element), part: .element, elementID: elementID, steps: steps, element: element)
        }
        for attribute in element.attributes where attribute.name != naming?.name {
            add(attribute.value, part: .attribute(attribute.name), elementID: elementID, steps: steps, element: element)
        }
        if let text = element.text, !text.allSatisfy(\.isWhitespace) {
            add(text, part: .text, elementID: elementID, steps: steps, element: element)
        }
        for child in element.children { walk(child, below: objectKey, steps: steps) }
    }

    private mutating func add(
        _ value: String, part: NibPropertyPath.Part, elementID: String, steps: [NibPropertyPath.Step],
        element: MarkupElement
    ) {
        let id: String
        switch part {
        case .attribute(let name): id = elementID + "@" + name
        case .text: id = elementID + "#text"
        case .element: id = elementID
        }
        byID[id] = entries.count
        entries.append(
            Entry(
                id: id, elementID: elementID, path: NibPropertyPath(elements: steps, part: part), value: value,
                element: element))
    }

    /// The entry `id`, if the object has it.
    subscript(id: String) -> Entry? { byID[id].map { entries[$0] } }

    /// Whether the element only groups objects (`<subviews>`, `<connections>`, …): no attributes
    /// besides its naming one, no text, and objects inside (an empty one is a property: an empty
    /// list). Its presence is not a property: the objects in it are listed.
    static func isContainer(_ element: MarkupElement) -> Bool {
        let naming = ElementIdentity.namingAttribute(of: element)?.name
        return element.attributes.allSatisfy { $0.name == naming }
            && (element.text ?? "").allSatisfy(\.isWhitespace) && !element.children.isEmpty
            && element.children.allSatisfy(ElementIdentity.isObject)
    }

    /// `<color white="1" alpha="1">`, `<string "Hello">`: an element as a value, whole (values escaped).
    static func render(_ element: MarkupElement) -> String {
        let naming = ElementIdentity.namingAttribute(of: element)?.name
        var text = "<" + element.name
        for attribute in element.attributes where attribute.name != naming {
            text += " \(attribute.name)=" + PrintableText.quoted(attribute.value)
        }
        if let value = element.text, !value.allSatisfy(\.isWhitespace) { text += " " + PrintableText.quoted(value) }
        return text + ">"
    }
}
