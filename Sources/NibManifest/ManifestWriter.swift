import NibModel

/// Writes a ``NibDocument`` as a JSON graph manifest (`Name.nib.json`).
///
/// The output is deterministic: keys come in a fixed order (properties in document order),
/// numbers in their shortest exact form, and nothing time- or machine-dependent is written.
/// The text is streamed from the model in one pass (``JSONTextWriter``); no JSON tree is built.
public enum ManifestWriter {
    /// The manifest's bytes: UTF-8 JSON, two-space indented, ending in a newline.
    public static func data(for document: NibDocument) -> [UInt8] {
        var writer = JSONTextWriter(capacity: estimatedSize(document))
        write(document, to: &writer)
        return writer.finish()
    }

    /// Writes the manifest to `path` atomically, streaming it to the file as it is produced (the
    /// whole text is never held in memory). With `onlyIfChanged`, a file that already holds the
    /// same manifest is left untouched. Returns whether the file was written.
    @discardableResult
    public static func write(
        _ document: NibDocument, toFile path: String,
        onlyIfChanged: Bool = false
    ) throws(FileError) -> Bool {
        try FileIO.writeAtomically(to: path, onlyIfChanged: onlyIfChanged) { fd in
            var writer = JSONTextWriter(descriptor: fd)
            write(document, to: &writer)
            return writer.finishFile()
        }
    }

    /// Stages the manifest as `path` in `outputs`, streamed to a temporary file as it is
    /// produced; it is written when the stage is committed. With `onlyIfChanged` (the default), a
    /// file that already holds the same manifest is left untouched.
    package static func stage(
        _ document: NibDocument, toFile path: String, in outputs: OutputStage,
        onlyIfChanged: Bool = true
    ) throws(FileError) {
        try outputs.stage(to: path, onlyIfChanged: onlyIfChanged) { fd in
            var writer = JSONTextWriter(descriptor: fd)
            write(document, to: &writer)
            return writer.finishFile()
        }
    }

    /// The manifest as a string.
    public static func string(for document: NibDocument) -> String {
        String(decoding: data(for: document), as: UTF8.self)
    }

    /// A first guess at the output's size, so the buffer rarely grows.
    static func estimatedSize(_ document: NibDocument) -> Int {
        4_096 + 600 * document.objects.count + 300 * document.connections.count + 400 * document.placeholders.count
    }

    static func write(_ document: NibDocument, to json: inout JSONTextWriter) {
        json.beginObject()
        json.key("format" as StaticString)
        json.string(NibDocument.currentFormat)
        json.key("source" as StaticString)
        json.string(document.sourceFile)
        if let identity = document.identity {
            json.key("identity" as StaticString)
            json.beginObject()
            json.key("path" as StaticString)
            json.string(identity.path)
            optional("localization", identity.localization, &json)
            json.endObject()
        }
        json.key("document" as StaticString)
        write(document.info, to: &json)
        json.key("placeholders" as StaticString)
        list(document.placeholders, &json, write)
        json.key("objects" as StaticString)
        list(document.objects, &json, write)
        json.key("connections" as StaticString)
        list(document.connections, &json, write)
        json.key("topLevelObjects" as StaticString)
        strings(document.topLevelObjects, &json)
        json.key("resources" as StaticString)
        list(document.resources, &json, write)
        json.key("metadata" as StaticString)
        list(document.metadata, &json, write)
        optional("initialController", document.initialController, &json)
        if !document.scenes.isEmpty {
            json.key("scenes" as StaticString)
            list(document.scenes, &json, write)
        }
        if !document.classDescriptions.isEmpty {
            json.key("classDescriptions" as StaticString)
            list(document.classDescriptions, &json, write)
        }
        json.endObject()
    }

    // The loops of the writer index their arrays rather than use `for item in items`, which would
    // copy each element out, retaining each string and array inside it and releasing them after.
    // Read in place, they are not retained at all: nothing the writer calls releases anything
    // (see `JSONTextWriter.makeRoom(_:)`), so the model cannot be freed under it.

    static func list<T>(_ items: [T], _ json: inout JSONTextWriter, _ write: (T, inout JSONTextWriter) -> Void) {
        json.beginArray()
        for index in items.indices {
            json.element()
            write(items[index], &json)
        }
        json.endArray()
    }

    static func strings(_ items: [String], _ json: inout JSONTextWriter) {
        json.beginArray()
        for index in items.indices {
            json.element()
            json.string(items[index])
        }
        json.endArray()
    }

    @inline(__always)
    static func optional(_ key: StaticString, _ value: String?, _ json: inout JSONTextWriter) {
        guard let value else { return }
        json.key(key)
        json.string(value)
    }

    static func position(_ position: SourcePosition, _ json: inout JSONTextWriter) {
        json.key("line" as StaticString)
        json.int(position.line)
        json.key("column" as StaticString)
        json.int(position.column)
    }

    static func write(_ info: DocumentInfo, to json: inout JSONTextWriter) {
        json.beginObject()
        json.key("type" as StaticString)
        json.string(info.type)
        json.key("version" as StaticString)
        json.string(info.version)
        optional("toolsVersion", info.toolsVersion, &json)
        json.key("targetRuntime" as StaticString)
        json.string(info.targetRuntime)
        json.key("platform" as StaticString)
        json.string(tag: info.platform)
        json.key("attributes" as StaticString)
        write(info.attributes, to: &json)
        json.endObject()
    }

    static func write(_ attributes: [NibAttribute], to json: inout JSONTextWriter) {
        json.beginObject()
        for index in attributes.indices {
            json.key(attributes[index].name)
            json.string(attributes[index].value)
        }
        json.endObject()
    }

    static func write(_ description: NibClassDescription, to json: inout JSONTextWriter) {
        json.beginObject()
        json.key("name" as StaticString)
        json.string(description.name)
        optional("superclass", description.superclass, &json)
        for (key, types) in [("outlets" as StaticString, description.outlets), ("actions", description.actions)] {
            json.key(key)
            json.beginObject()
            for name in types.keys.sorted() {
                json.key(name)
                json.string(types[name]!)
            }
            json.endObject()
        }
        if let source = description.source {
            json.key("source" as StaticString)
            json.beginObject()
            json.key("kind" as StaticString)
            json.string(source.kind)
            json.key("path" as StaticString)
            json.string(source.path)
            json.endObject()
        }
        json.endObject()
    }

    static func write(_ scene: NibScene, to json: inout JSONTextWriter) {
        json.beginObject()
        json.key("id" as StaticString)
        json.string(scene.id)
        optional("controller", scene.controller, &json)
        json.key("objects" as StaticString)
        strings(scene.objects, &json)
        json.key("placeholders" as StaticString)
        strings(scene.placeholders, &json)
        if let point = scene.canvasLocation {
            json.key("canvasLocation" as StaticString)
            json.beginObject()
            json.key("x" as StaticString)
            json.number(point.x)
            json.key("y" as StaticString)
            json.number(point.y)
            json.endObject()
        }
        position(scene.position, &json)
        json.endObject()
    }

    static func write(_ placeholder: NibPlaceholder, to json: inout JSONTextWriter) {
        json.beginObject()
        json.key("id" as StaticString)
        json.string(placeholder.id)
        json.key("role" as StaticString)
        json.string(tag: placeholder.role)
        optional("identifier", placeholder.identifier, &json)
        writeClass(
            element: placeholder.element, className: placeholder.className, customClass: placeholder.customClass,
            customModule: placeholder.customModule, userLabel: placeholder.userLabel, &json)
        writeBody(placeholder.properties, placeholder.runtimeAttributes, placeholder.position, &json)
        json.endObject()
    }

    static func write(_ object: NibObject, to json: inout JSONTextWriter) {
        json.beginObject()
        json.key("id" as StaticString)
        json.string(object.id)
        writeClass(
            element: object.element, className: object.className, customClass: object.customClass,
            customModule: object.customModule, userLabel: object.userLabel, &json)
        optional("parent", object.parent, &json)
        optional("key", object.key, &json)
        if object.isAnonymous {
            json.key("anonymous" as StaticString)
            json.bool(true)
        }
        writeBody(object.properties, object.runtimeAttributes, object.position, &json)
        json.endObject()
    }

    /// The members objects and placeholders share: what they are.
    static func writeClass(
        element: String, className: String, customClass: String?, customModule: String?,
        userLabel: String?, _ json: inout JSONTextWriter
    ) {
        json.key("element" as StaticString)
        json.string(element)
        json.key("class" as StaticString)
        json.string(className)
        optional("customClass", customClass, &json)
        optional("customModule", customModule, &json)
        optional("userLabel", userLabel, &json)
    }

    /// The members objects and placeholders share: their values and where they were written.
    static func writeBody(
        _ properties: NibProperties, _ runtimeAttributes: [NibRuntimeAttribute],
        _ at: SourcePosition, _ json: inout JSONTextWriter
    ) {
        json.key("properties" as StaticString)
        write(properties, to: &json)
        if !runtimeAttributes.isEmpty {
            json.key("runtimeAttributes" as StaticString)
            list(runtimeAttributes, &json, write)
        }
        position(at, &json)
    }

    static func write(_ attribute: NibRuntimeAttribute, to json: inout JSONTextWriter) {
        json.beginObject()
        json.key("keyPath" as StaticString)
        json.string(attribute.keyPath)
        json.key("type" as StaticString)
        json.string(attribute.type)
        json.key("value" as StaticString)
        write(attribute.value, to: &json)
        json.endObject()
    }

    static func write(_ connection: NibConnection, to json: inout JSONTextWriter) {
        json.beginObject()
        json.key("id" as StaticString)
        json.string(connection.id)
        json.key("kind" as StaticString)
        json.string(tag: connection.kind)
        json.key("source" as StaticString)
        json.string(connection.source)
        json.key("destination" as StaticString)
        json.string(connection.destination)
        json.key("name" as StaticString)
        json.string(connection.name)
        if !connection.properties.isEmpty {
            json.key("properties" as StaticString)
            write(connection.properties, to: &json)
        }
        position(connection.position, &json)
        json.endObject()
    }

    static func write(_ resource: NibResource, to json: inout JSONTextWriter) {
        json.beginObject()
        json.key("kind" as StaticString)
        json.string(tag: resource.kind)
        json.key("name" as StaticString)
        json.string(resource.name)
        json.key("properties" as StaticString)
        write(resource.properties, to: &json)
        position(resource.position, &json)
        json.endObject()
    }

    static func write(_ properties: NibProperties, to json: inout JSONTextWriter) {
        json.beginObject()
        for index in properties.entries.indices {
            json.key(properties.entries[index].name)
            write(properties.entries[index].value, to: &json)
        }
        json.endObject()
    }

    static func write(_ numbers: [NibNamedNumber], to json: inout JSONTextWriter) {
        json.beginObject()
        for index in numbers.indices {
            json.key(numbers[index].name)
            json.number(numbers[index].value)
        }
        json.endObject()
    }

    /// Opens a structured value's object with its `"type"` member.
    @inline(__always)
    static func tagged(_ type: StaticString, _ json: inout JSONTextWriter) {
        json.beginObject()
        json.key("type" as StaticString)
        json.string(type)
    }

    /// Opens a structured value with one member besides its type, `{"type": TYPE, KEY: …}`, up to
    /// that member's value; the caller writes the value and closes the object.
    static func tagged(_ type: StaticString, member key: StaticString, _ json: inout JSONTextWriter) {
        tagged(type, &json)
        json.key(key)
    }

    /// A value: scalars as JSON scalars, arrays as arrays, everything else as an object tagged
    /// with its `"type"`.
    ///
    /// Values nest (arrays, attributed strings, elements), so the compiler cannot work out on its
    /// own that writing one releases nothing; it is declared (see the note on the loops above).
    @_effects(releasenone)
    static func write(_ value: NibValue, to json: inout JSONTextWriter) {
        switch value {
        case .string(let string): json.string(string)
        case .bool(let bool): json.bool(bool)
        case .integer(let int): json.int(int)
        case .real(let real): json.real(real)
        case .nil: json.null()
        case .array(let values): list(values, &json) { value, json in write(value, to: &json) }
        case .rect(let rect): write(rect, to: &json)
        case .point(let point): write(point, to: &json)
        case .size(let size): write(size, to: &json)
        case .color(let color): write(color, to: &json)
        case .font(let font): write(font, to: &json)
        case .element(let element): write(element, to: &json)
        case .inset(let inset):
            tagged("inset", member: "edges", &json)
            write(inset.edges, to: &json)
            json.endObject()
        case .flags(let flags):
            tagged("flags", member: "flags", &json)
            write(flags, to: &json)
            json.endObject()
        case .state(let properties):
            tagged("state", member: "properties", &json)
            write(properties, to: &json)
            json.endObject()
        case .dictionary(let properties):
            tagged("dictionary", member: "entries", &json)
            write(properties, to: &json)
            json.endObject()
        case .object(let id):
            tagged("object", member: "id", &json)
            json.string(id)
            json.endObject()
        case .objects(let ids):
            tagged("objects", member: "ids", &json)
            strings(ids, &json)
            json.endObject()
        case .attributedString(let fragments):
            tagged("attributedString", member: "fragments", &json)
            write(fragments, to: &json)
            json.endObject()
        }
    }

    static func write(_ rect: NibRect, to json: inout JSONTextWriter) {
        tagged("rect", &json)
        json.key("x" as StaticString)
        json.number(rect.x)
        json.key("y" as StaticString)
        json.number(rect.y)
        json.key("width" as StaticString)
        json.number(rect.width)
        json.key("height" as StaticString)
        json.number(rect.height)
        json.endObject()
    }

    static func write(_ point: NibPoint, to json: inout JSONTextWriter) {
        tagged("point", &json)
        json.key("x" as StaticString)
        json.number(point.x)
        json.key("y" as StaticString)
        json.number(point.y)
        json.endObject()
    }

    static func write(_ size: NibSize, to json: inout JSONTextWriter) {
        tagged("size", &json)
        json.key("width" as StaticString)
        json.number(size.width)
        json.key("height" as StaticString)
        json.number(size.height)
        json.endObject()
    }

    static func write(_ color: NibColor, to json: inout JSONTextWriter) {
        tagged("color", &json)
        json.key("space" as StaticString)
        json.string(tag: color.space)
        optional("colorSpace", color.colorSpace, &json)
        optional("customColorSpace", color.customColorSpace, &json)
        if !color.components.isEmpty {
            json.key("components" as StaticString)
            write(color.components, to: &json)
        }
        optional("name", color.name, &json)
        optional("catalog", color.catalog, &json)
        optional("fallbackName", color.fallbackName, &json)
        json.endObject()
    }

    static func write(_ font: NibFont, to json: inout JSONTextWriter) {
        tagged("font", &json)
        json.key("form" as StaticString)
        json.string(tag: font.form)
        json.key("attributes" as StaticString)
        write(font.attributes, to: &json)
        json.endObject()
    }

    /// A flag set's members: name → whether it is set.
    static func write(_ flags: NibFlags, to json: inout JSONTextWriter) {
        json.beginObject()
        for index in flags.flags.indices {
            json.key(flags.flags[index].name)
            json.bool(flags.flags[index].isSet)
        }
        json.endObject()
    }

    static func write(_ fragments: [NibFragment], to json: inout JSONTextWriter) {
        list(fragments, &json) { fragment, json in
            json.beginObject()
            json.key("content" as StaticString)
            json.string(fragment.content)
            json.key("attributes" as StaticString)
            write(fragment.attributes, to: &json)
            json.endObject()
        }
    }

    /// An element kept as written, with its children (declared to release nothing, like values).
    @_effects(releasenone)
    static func write(_ element: NibElement, to json: inout JSONTextWriter) {
        tagged("element", &json)
        json.key("name" as StaticString)
        json.string(element.name)
        json.key("attributes" as StaticString)
        write(element.attributes, to: &json)
        optional("text", element.text, &json)
        if !element.children.isEmpty {
            json.key("children" as StaticString)
            list(element.children, &json, write)
        }
        json.endObject()
    }
}
