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
        try FileIO.writeAtomically(to: path, onlyIfChanged: onlyIfChanged) { sink in
            var writer = JSONTextWriter(sink: sink)
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
        try outputs.stage(to: path, onlyIfChanged: onlyIfChanged) { sink in
            var writer = JSONTextWriter(sink: sink)
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
        json.key(ManifestMembers.Root.format)
        json.string(NibDocument.currentFormat)
        json.key(ManifestMembers.Root.source)
        json.string(document.sourceFile)
        if let identity = document.identity {
            json.key(ManifestMembers.Root.identity)
            json.beginObject()
            json.key(ManifestMembers.Identity.path)
            json.string(identity.path)
            optional(ManifestMembers.Identity.localization, identity.localization, &json)
            json.endObject()
        }
        json.key(ManifestMembers.Root.document)
        write(document.info, to: &json)
        json.key(ManifestMembers.Root.placeholders)
        list(document.placeholders, &json, write)
        json.key(ManifestMembers.Root.objects)
        list(document.objects, &json, write)
        json.key(ManifestMembers.Root.connections)
        list(document.connections, &json, write)
        json.key(ManifestMembers.Root.topLevelObjects)
        strings(document.topLevelObjects, &json)
        json.key(ManifestMembers.Root.resources)
        list(document.resources, &json, write)
        json.key(ManifestMembers.Root.metadata)
        list(document.metadata, &json, write)
        optional(ManifestMembers.Root.initialController, document.initialController, &json)
        if !document.scenes.isEmpty {
            json.key(ManifestMembers.Root.scenes)
            list(document.scenes, &json, write)
        }
        if !document.classDescriptions.isEmpty {
            json.key(ManifestMembers.Root.classDescriptions)
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
    static func optional(_ key: some ManifestObjectKind, _ value: String?, _ json: inout JSONTextWriter) {
        guard let value else { return }
        json.key(key)
        json.string(value)
    }

    static func position<Kind: ManifestPositionedKind>(
        _ position: SourcePosition, of kind: Kind.Type, _ json: inout JSONTextWriter
    ) {
        json.key(Kind.line)
        json.int(position.line)
        json.key(Kind.column)
        json.int(position.column)
    }

    static func write(_ info: DocumentInfo, to json: inout JSONTextWriter) {
        json.beginObject()
        json.key(ManifestMembers.Info.type)
        json.string(info.type)
        json.key(ManifestMembers.Info.version)
        json.string(info.version)
        optional(ManifestMembers.Info.toolsVersion, info.toolsVersion, &json)
        json.key(ManifestMembers.Info.targetRuntime)
        json.string(info.targetRuntime)
        json.key(ManifestMembers.Info.platform)
        json.string(tag: info.platform)
        json.key(ManifestMembers.Info.attributes)
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
        json.key(ManifestMembers.ClassDescription.name)
        json.string(description.name)
        optional(ManifestMembers.ClassDescription.superclass, description.superclass, &json)
        for (key, types) in [
            (ManifestMembers.ClassDescription.outlets, description.outlets), (.actions, description.actions),
        ] {
            json.key(key)
            json.beginObject()
            for name in types.keys.sorted() {
                json.key(name)
                json.string(types[name]!)
            }
            json.endObject()
        }
        if let source = description.source {
            json.key(ManifestMembers.ClassDescription.source)
            json.beginObject()
            json.key(ManifestMembers.ClassSource.kind)
            json.string(source.kind)
            json.key(ManifestMembers.ClassSource.path)
            json.string(source.path)
            json.endObject()
        }
        json.endObject()
    }

    static func write(_ scene: NibScene, to json: inout JSONTextWriter) {
        json.beginObject()
        json.key(ManifestMembers.Scene.id)
        json.string(scene.id)
        optional(ManifestMembers.Scene.controller, scene.controller, &json)
        json.key(ManifestMembers.Scene.objects)
        strings(scene.objects, &json)
        json.key(ManifestMembers.Scene.placeholders)
        strings(scene.placeholders, &json)
        if let point = scene.canvasLocation {
            json.key(ManifestMembers.Scene.canvasLocation)
            json.beginObject()
            json.key(ManifestMembers.CanvasLocation.x)
            json.number(point.x)
            json.key(ManifestMembers.CanvasLocation.y)
            json.number(point.y)
            json.endObject()
        }
        position(scene.position, of: ManifestMembers.Scene.self, &json)
        json.endObject()
    }

    static func write(_ placeholder: NibPlaceholder, to json: inout JSONTextWriter) {
        json.beginObject()
        json.key(ManifestMembers.Placeholder.id)
        json.string(placeholder.id)
        json.key(ManifestMembers.Placeholder.role)
        json.string(tag: placeholder.role)
        optional(ManifestMembers.Placeholder.identifier, placeholder.identifier, &json)
        writeClass(
            ManifestMembers.Placeholder.self, element: placeholder.element, className: placeholder.className,
            customClass: placeholder.customClass,
            customModule: placeholder.customModule, userLabel: placeholder.userLabel, &json)
        writeBody(
            ManifestMembers.Placeholder.self, placeholder.properties, placeholder.runtimeAttributes,
            placeholder.position, &json)
        json.endObject()
    }

    static func write(_ object: NibObject, to json: inout JSONTextWriter) {
        json.beginObject()
        json.key(ManifestMembers.Object.id)
        json.string(object.id)
        writeClass(
            ManifestMembers.Object.self, element: object.element, className: object.className,
            customClass: object.customClass,
            customModule: object.customModule, userLabel: object.userLabel, &json)
        optional(ManifestMembers.Object.parent, object.parent, &json)
        optional(ManifestMembers.Object.key, object.key, &json)
        if object.isAnonymous {
            json.key(ManifestMembers.Object.anonymous)
            json.bool(true)
        }
        writeBody(ManifestMembers.Object.self, object.properties, object.runtimeAttributes, object.position, &json)
        json.endObject()
    }

    /// The members objects and placeholders share: what they are.
    static func writeClass<Kind: ManifestGraphNodeKind>(
        _ kind: Kind.Type, element: String, className: String, customClass: String?, customModule: String?,
        userLabel: String?, _ json: inout JSONTextWriter
    ) {
        json.key(Kind.element)
        json.string(element)
        json.key(Kind.class)
        json.string(className)
        optional(Kind.customClass, customClass, &json)
        optional(Kind.customModule, customModule, &json)
        optional(Kind.userLabel, userLabel, &json)
    }

    /// The members objects and placeholders share: their values and where they were written.
    static func writeBody<Kind: ManifestGraphNodeKind>(
        _ kind: Kind.Type, _ properties: NibProperties, _ runtimeAttributes: [NibRuntimeAttribute],
        _ at: SourcePosition, _ json: inout JSONTextWriter
    ) {
        json.key(Kind.properties)
        write(properties, to: &json)
        if !runtimeAttributes.isEmpty {
            json.key(Kind.runtimeAttributes)
            list(runtimeAttributes, &json, write)
        }
        position(at, of: kind, &json)
    }

    static func write(_ attribute: NibRuntimeAttribute, to json: inout JSONTextWriter) {
        json.beginObject()
        json.key(ManifestMembers.RuntimeAttribute.keyPath)
        json.string(attribute.keyPath)
        json.key(ManifestMembers.RuntimeAttribute.type)
        json.string(attribute.type)
        json.key(ManifestMembers.RuntimeAttribute.value)
        write(attribute.value, to: &json)
        json.endObject()
    }

    static func write(_ connection: NibConnection, to json: inout JSONTextWriter) {
        json.beginObject()
        json.key(ManifestMembers.Connection.id)
        json.string(connection.id)
        json.key(ManifestMembers.Connection.kind)
        json.string(tag: connection.kind)
        json.key(ManifestMembers.Connection.source)
        json.string(connection.source)
        json.key(ManifestMembers.Connection.destination)
        json.string(connection.destination)
        json.key(ManifestMembers.Connection.name)
        json.string(connection.name)
        if !connection.properties.isEmpty {
            json.key(ManifestMembers.Connection.properties)
            write(connection.properties, to: &json)
        }
        position(connection.position, of: ManifestMembers.Connection.self, &json)
        json.endObject()
    }

    static func write(_ resource: NibResource, to json: inout JSONTextWriter) {
        json.beginObject()
        json.key(ManifestMembers.Resource.kind)
        json.string(tag: resource.kind)
        json.key(ManifestMembers.Resource.name)
        json.string(resource.name)
        json.key(ManifestMembers.Resource.properties)
        write(resource.properties, to: &json)
        position(resource.position, of: ManifestMembers.Resource.self, &json)
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
    static func tagged<Kind: ManifestTaggedKind>(_ kind: Kind.Type, _ json: inout JSONTextWriter) {
        json.beginObject()
        json.key(ManifestMembers.tagMember.text)
        json.string(Kind.valueTag.text)
    }

    /// Opens a structured value with one member besides its type, `{"type": TYPE, KEY: …}`, up to
    /// that member's value; the caller writes the value and closes the object.
    static func tagged<Kind: ManifestTaggedKind>(member key: Kind, _ json: inout JSONTextWriter) {
        tagged(Kind.self, &json)
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
            tagged(member: ManifestMembers.Inset.edges, &json)
            write(inset.edges, to: &json)
            json.endObject()
        case .flags(let flags):
            tagged(member: ManifestMembers.Flags.flags, &json)
            write(flags, to: &json)
            json.endObject()
        case .state(let properties):
            tagged(member: ManifestMembers.State.properties, &json)
            write(properties, to: &json)
            json.endObject()
        case .dictionary(let properties):
            tagged(member: ManifestMembers.DictionaryValue.entries, &json)
            write(properties, to: &json)
            json.endObject()
        case .object(let id):
            tagged(member: ManifestMembers.ObjectReference.id, &json)
            json.string(id)
            json.endObject()
        case .objects(let ids):
            tagged(member: ManifestMembers.ObjectList.ids, &json)
            strings(ids, &json)
            json.endObject()
        case .attributedString(let fragments):
            tagged(member: ManifestMembers.AttributedString.fragments, &json)
            write(fragments, to: &json)
            json.endObject()
        }
    }

    static func write(_ rect: NibRect, to json: inout JSONTextWriter) {
        tagged(ManifestMembers.Rect.self, &json)
        json.key(ManifestMembers.Rect.x)
        json.number(rect.x)
        json.key(ManifestMembers.Rect.y)
        json.number(rect.y)
        json.key(ManifestMembers.Rect.width)
        json.number(rect.width)
        json.key(ManifestMembers.Rect.height)
        json.number(rect.height)
        json.endObject()
    }

    static func write(_ point: NibPoint, to json: inout JSONTextWriter) {
        tagged(ManifestMembers.Point.self, &json)
        json.key(ManifestMembers.Point.x)
        json.number(point.x)
        json.key(ManifestMembers.Point.y)
        json.number(point.y)
        json.endObject()
    }

    static func write(_ size: NibSize, to json: inout JSONTextWriter) {
        tagged(ManifestMembers.Size.self, &json)
        json.key(ManifestMembers.Size.width)
        json.number(size.width)
        json.key(ManifestMembers.Size.height)
        json.number(size.height)
        json.endObject()
    }

    static func write(_ color: NibColor, to json: inout JSONTextWriter) {
        tagged(ManifestMembers.Color.self, &json)
        json.key(ManifestMembers.Color.space)
        json.string(tag: color.space)
        optional(ManifestMembers.Color.colorSpace, color.colorSpace, &json)
        optional(ManifestMembers.Color.customColorSpace, color.customColorSpace, &json)
        if !color.components.isEmpty {
            json.key(ManifestMembers.Color.components)
            write(color.components, to: &json)
        }
        optional(ManifestMembers.Color.name, color.name, &json)
        optional(ManifestMembers.Color.catalog, color.catalog, &json)
        optional(ManifestMembers.Color.fallbackName, color.fallbackName, &json)
        json.endObject()
    }

    static func write(_ font: NibFont, to json: inout JSONTextWriter) {
        tagged(ManifestMembers.Font.self, &json)
        json.key(ManifestMembers.Font.form)
        json.string(tag: font.form)
        json.key(ManifestMembers.Font.attributes)
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
            json.key(ManifestMembers.Fragment.content)
            json.string(fragment.content)
            json.key(ManifestMembers.Fragment.attributes)
            write(fragment.attributes, to: &json)
            json.endObject()
        }
    }

    /// An element kept as written, with its children (declared to release nothing, like values).
    @_effects(releasenone)
    static func write(_ element: NibElement, to json: inout JSONTextWriter) {
        tagged(ManifestMembers.Element.self, &json)
        json.key(ManifestMembers.Element.name)
        json.string(element.name)
        json.key(ManifestMembers.Element.attributes)
        write(element.attributes, to: &json)
        optional(ManifestMembers.Element.text, element.text, &json)
        if !element.children.isEmpty {
            json.key(ManifestMembers.Element.children)
            list(element.children, &json, write)
        }
        json.endObject()
    }
}

extension JSONTextWriter {
    /// Starts the member `member` of the innermost object.
    @inline(__always)
    mutating func key(_ member: some ManifestObjectKind) {
        key(member.name)
    }
}
