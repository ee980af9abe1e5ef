import CJSONC
import NibManifest
import NibModel

/// The manifest writer as it was first built: a json-c object tree serialised by json-c. Kept
/// in the tests as the reference the streaming ``ManifestWriter`` must match byte for byte.
enum JSONCReferenceWriter {
    static func data(for document: NibDocument) -> [UInt8] {
        JSONBuilder(root: encode(document)).serialized()
    }

    static func encode(_ document: NibDocument) -> OpaquePointer {
        let root = JSON.object()
        JSON.set(root, "format", JSON.string(NibDocument.currentFormat))
        JSON.set(root, "source", JSON.string(document.sourceFile))
        JSON.set(root, "document", encode(document.info))
        JSON.set(root, "placeholders", list(document.placeholders, encode))
        JSON.set(root, "objects", list(document.objects, encode))
        JSON.set(root, "connections", list(document.connections, encode))
        JSON.set(root, "topLevelObjects", list(document.topLevelObjects, JSON.string))
        JSON.set(root, "resources", list(document.resources, encode))
        JSON.set(root, "metadata", list(document.metadata, encode))
        setOptional(root, "initialController", document.initialController)
        if !document.scenes.isEmpty { JSON.set(root, "scenes", list(document.scenes, encode)) }
        return root
    }

    static func encode(_ scene: NibScene) -> OpaquePointer {
        let object = JSON.object()
        JSON.set(object, "id", JSON.string(scene.id))
        setOptional(object, "controller", scene.controller)
        JSON.set(object, "objects", list(scene.objects, JSON.string))
        JSON.set(object, "placeholders", list(scene.placeholders, JSON.string))
        if let point = scene.canvasLocation {
            let location = JSON.object()
            JSON.set(location, "x", JSON.number(point.x))
            JSON.set(location, "y", JSON.number(point.y))
            JSON.set(object, "canvasLocation", location)
        }
        setPosition(object, scene.position)
        return object
    }

    static func list<T>(_ items: [T], _ encode: (T) -> OpaquePointer?) -> OpaquePointer {
        let array = JSON.array()
        for item in items { JSON.append(array, encode(item)) }
        return array
    }

    static func encode(_ info: DocumentInfo) -> OpaquePointer {
        let object = JSON.object()
        JSON.set(object, "type", JSON.string(info.type))
        JSON.set(object, "version", JSON.string(info.version))
        if let tools = info.toolsVersion { JSON.set(object, "toolsVersion", JSON.string(tools)) }
        JSON.set(object, "targetRuntime", JSON.string(info.targetRuntime))
        JSON.set(object, "platform", JSON.string(info.platform.rawValue))
        JSON.set(object, "attributes", encode(info.attributes))
        return object
    }

    static func encode(_ attributes: [NibAttribute]) -> OpaquePointer {
        let object = JSON.object()
        for attribute in attributes { JSON.set(object, attribute.name, JSON.string(attribute.value)) }
        return object
    }

    static func setPosition(_ object: OpaquePointer, _ position: SourcePosition) {
        JSON.set(object, "line", JSON.int(position.line))
        JSON.set(object, "column", JSON.int(position.column))
    }

    static func setOptional(_ object: OpaquePointer, _ key: String, _ value: String?) {
        if let value { JSON.set(object, key, JSON.string(value)) }
    }

    static func encode(_ placeholder: NibPlaceholder) -> OpaquePointer {
        let object = JSON.object()
        JSON.set(object, "id", JSON.string(placeholder.id))
        JSON.set(object, "role", JSON.string(placeholder.role.rawValue))
        setOptional(object, "identifier", placeholder.identifier)
        setClass(
            object, element: placeholder.element, className: placeholder.className,
            customClass: placeholder.customClass,
            customModule: placeholder.customModule, userLabel: placeholder.userLabel)
        setBody(object, placeholder.properties, placeholder.runtimeAttributes, placeholder.position)
        return object
    }

    static func encode(_ nibObject: NibObject) -> OpaquePointer {
        let object = JSON.object()
        JSON.set(object, "id", JSON.string(nibObject.id))
        setClass(
            object, element: nibObject.element, className: nibObject.className, customClass: nibObject.customClass,
            customModule: nibObject.customModule, userLabel: nibObject.userLabel)
        setOptional(object, "parent", nibObject.parent)
        setOptional(object, "key", nibObject.key)
        if nibObject.isAnonymous { JSON.set(object, "anonymous", JSON.bool(true)) }
        setBody(object, nibObject.properties, nibObject.runtimeAttributes, nibObject.position)
        return object
    }

    /// The members objects and placeholders share: what they are.
    static func setClass(
        _ object: OpaquePointer, element: String, className: String, customClass: String?,
        customModule: String?, userLabel: String?
    ) {
        JSON.set(object, "element", JSON.string(element))
        JSON.set(object, "class", JSON.string(className))
        setOptional(object, "customClass", customClass)
        setOptional(object, "customModule", customModule)
        setOptional(object, "userLabel", userLabel)
    }

    /// The members objects and placeholders share: their values and where they were written.
    static func setBody(
        _ object: OpaquePointer, _ properties: NibProperties, _ runtimeAttributes: [NibRuntimeAttribute],
        _ position: SourcePosition
    ) {
        JSON.set(object, "properties", encode(properties))
        if !runtimeAttributes.isEmpty { JSON.set(object, "runtimeAttributes", list(runtimeAttributes, encode)) }
        setPosition(object, position)
    }

    static func encode(_ attribute: NibRuntimeAttribute) -> OpaquePointer {
        let object = JSON.object()
        JSON.set(object, "keyPath", JSON.string(attribute.keyPath))
        JSON.set(object, "type", JSON.string(attribute.type))
        JSON.set(object, "value", encode(attribute.value))
        return object
    }

    static func encode(_ connection: NibConnection) -> OpaquePointer {
        let object = JSON.object()
        JSON.set(object, "id", JSON.string(connection.id))
        JSON.set(object, "kind", JSON.string(connection.kind.rawValue))
        JSON.set(object, "source", JSON.string(connection.source))
        JSON.set(object, "destination", JSON.string(connection.destination))
        JSON.set(object, "name", JSON.string(connection.name))
        if !connection.properties.isEmpty { JSON.set(object, "properties", encode(connection.properties)) }
        setPosition(object, connection.position)
        return object
    }

    static func encode(_ resource: NibResource) -> OpaquePointer {
        let object = JSON.object()
        JSON.set(object, "kind", JSON.string(resource.kind.rawValue))
        JSON.set(object, "name", JSON.string(resource.name))
        JSON.set(object, "properties", encode(resource.properties))
        setPosition(object, resource.position)
        return object
    }

    static func encode(_ properties: NibProperties) -> OpaquePointer {
        let object = JSON.object()
        for entry in properties { JSON.set(object, entry.name, encode(entry.value)) }
        return object
    }

    static func encode(_ numbers: [NibNamedNumber]) -> OpaquePointer {
        let object = JSON.object()
        for number in numbers { JSON.set(object, number.name, JSON.number(number.value)) }
        return object
    }

    static func tagged(_ type: String) -> OpaquePointer {
        let object = JSON.object()
        JSON.set(object, "type", JSON.string(type))
        return object
    }

    static func encode(_ value: NibValue) -> OpaquePointer? {
        switch value {
        case .string(let string): return JSON.string(string)
        case .bool(let bool): return JSON.bool(bool)
        case .integer(let int): return JSON.int(int)
        case .real(let real): return JSON.real(real)
        case .nil: return nil
        case .rect(let rect):
            let object = tagged("rect")
            JSON.set(object, "x", JSON.number(rect.x))
            JSON.set(object, "y", JSON.number(rect.y))
            JSON.set(object, "width", JSON.number(rect.width))
            JSON.set(object, "height", JSON.number(rect.height))
            return object
        case .point(let point):
            let object = tagged("point")
            JSON.set(object, "x", JSON.number(point.x))
            JSON.set(object, "y", JSON.number(point.y))
            return object
        case .size(let size):
            let object = tagged("size")
            JSON.set(object, "width", JSON.number(size.width))
            JSON.set(object, "height", JSON.number(size.height))
            return object
        case .inset(let inset):
            let object = tagged("inset")
            JSON.set(object, "edges", encode(inset.edges))
            return object
        case .color(let color):
            let object = tagged("color")
            JSON.set(object, "space", JSON.string(color.space.rawValue))
            setOptional(object, "colorSpace", color.colorSpace)
            setOptional(object, "customColorSpace", color.customColorSpace)
            if !color.components.isEmpty { JSON.set(object, "components", encode(color.components)) }
            setOptional(object, "name", color.name)
            setOptional(object, "catalog", color.catalog)
            setOptional(object, "fallbackName", color.fallbackName)
            return object
        case .font(let font):
            let object = tagged("font")
            JSON.set(object, "form", JSON.string(font.form.rawValue))
            JSON.set(object, "attributes", encode(font.attributes))
            return object
        case .flags(let flags):
            let object = tagged("flags")
            let body = JSON.object()
            for flag in flags.flags { JSON.set(body, flag.name, JSON.bool(flag.isSet)) }
            JSON.set(object, "flags", body)
            return object
        case .state(let properties):
            let object = tagged("state")
            JSON.set(object, "properties", encode(properties))
            return object
        case .attributedString(let fragments):
            let object = tagged("attributedString")
            JSON.set(
                object, "fragments",
                list(fragments) { fragment in
                    let item = JSON.object()
                    JSON.set(item, "content", JSON.string(fragment.content))
                    JSON.set(item, "attributes", encode(fragment.attributes))
                    return item
                })
            return object
        case .array(let values):
            return list(values, encode)
        case .dictionary(let properties):
            let object = tagged("dictionary")
            JSON.set(object, "entries", encode(properties))
            return object
        case .object(let id):
            let object = tagged("object")
            JSON.set(object, "id", JSON.string(id))
            return object
        case .objects(let ids):
            let object = tagged("objects")
            JSON.set(object, "ids", list(ids, JSON.string))
            return object
        case .element(let element):
            return encode(element)
        }
    }

    static func encode(_ element: NibElement) -> OpaquePointer {
        let object = tagged("element")
        JSON.set(object, "name", JSON.string(element.name))
        JSON.set(object, "attributes", encode(element.attributes))
        setOptional(object, "text", element.text)
        if !element.children.isEmpty { JSON.set(object, "children", list(element.children, encode)) }
        return object
    }
}

/// A thin owner of a json-c object tree used while writing a manifest.
/// Building goes through json-c so escaping and number formatting are the library's, not ours.
struct JSONBuilder: ~Copyable {
    let root: OpaquePointer

    deinit { json_object_put(root) }

    /// Serialises the tree: two-space indentation, no escaped slashes, one trailing newline.
    func serialized() -> [UInt8] {
        var length = 0
        let flags =
            JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED | JSON_C_TO_STRING_NOSLASHESCAPE
            | JSON_C_TO_STRING_PRETTY_TAB * 0
        guard let text = json_object_to_json_string_length(root, Int32(flags), &length) else { return [] }
        var bytes = [UInt8](UnsafeRawBufferPointer(start: text, count: length))
        bytes.append(0x0A)
        return bytes
    }
}

enum JSON {
    static func object() -> OpaquePointer { json_object_new_object() }
    static func array() -> OpaquePointer { json_object_new_array() }

    static func string(_ value: String) -> OpaquePointer {
        var value = value
        return value.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { json_object_new_string_len($0.baseAddress, Int32($0.count)) }
        }
    }

    static func bool(_ value: Bool) -> OpaquePointer { json_object_new_boolean(value ? 1 : 0) }
    static func int(_ value: Int) -> OpaquePointer { json_object_new_int64(Int64(value)) }

    /// A double written in its shortest round-tripping form, always with a fraction or exponent
    /// so that it reads back as a real and not an integer.
    static func real(_ value: Double) -> OpaquePointer? {
        guard value.isFinite else { return nil }
        var text = "\(value)"
        if !text.contains(".") && !text.contains("e") && !text.contains("E") { text += ".0" }
        return json_object_new_double_s(value, text)
    }

    /// A number that is written as an integer when it has no fraction (frames, sizes).
    static func number(_ value: Double) -> OpaquePointer? {
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return int(Int(value)) }
        return real(value)
    }

    /// Adds a member. Every caller adds each key once per object (property lists, attributes and
    /// fixed member names are unique), so json-c can skip its lookup for an existing key.
    static func set(_ object: OpaquePointer, _ key: String, _ value: OpaquePointer?) {
        json_object_object_add_ex(object, key, value, UInt32(JSON_C_OBJECT_ADD_KEY_IS_NEW))
    }

    static func append(_ array: OpaquePointer, _ value: OpaquePointer?) {
        json_object_array_add(array, value)
    }
}
