import NibModel

/// The properties of an archived object, read back from the keys the encoders write
/// (``AppKitEncoding``, ``UIKitEncoding``) and named as the converter names them.
///
/// A key the object does not have leaves the property out; a key of the wrong type (a rectangle
/// that is not `{{x, y}, {w, h}}`, a number that is a string) is a ``CompiledNibDocumentError``
/// naming the object and the key. A value of a form not read back (a colour in a space the
/// encoders do not write, `NSContents` holding a date) leaves the property out: nothing is
/// invented.
extension CompiledNibReader {
    /// Model strings by archive key: titles, key equivalents, placeholders, UIKit text.
    static let stringKeys: [(key: String, property: String)] = [
        ArchivedProperty.nsWindowTitle, ArchivedProperty.nsTitle, ArchivedProperty.nsKeyEquiv,
        ArchivedProperty.nsPlaceholderString, ArchivedProperty.uiText, ArchivedProperty.uiPlaceholder,
        ArchivedProperty.uiReuseIdentifier,
    ]
    /// Model colours by archive key.
    static let colorKeys: [(key: String, property: String)] = [
        ArchivedProperty.nsBackgroundColor, ArchivedProperty.nsTextColor, ArchivedProperty.nsGridColor,
        ArchivedProperty.uiBackgroundColor, ArchivedProperty.uiTextColor,
    ]
    /// Flags that record a property only when set, with the model value they then stand for.
    /// (`NSIsDisabled` of a separator item is the separator's own: see ``properties(of:)``.)
    static let flagKeys: [(key: String, property: String, value: Bool)] = [
        ArchivedProperty.nsIsDisabled, ArchivedProperty.nsIsSeparator, ArchivedProperty.uiHidden,
        ArchivedProperty.uiUserInteractionDisabled, ArchivedProperty.uiClipsToBounds,
    ]
    /// Model tags by archive key.
    static let tagKeys: [(key: String, property: String)] = [ArchivedProperty.nsTag, ArchivedProperty.uiTag]

    /// The properties of archive object `index` as the model names them.
    func properties(of index: Int) throws(CompiledNibDocumentError) -> NibProperties {
        var properties = NibProperties()
        try appKitGeometry(of: index, into: &properties)
        try uiKitGeometry(of: index, into: &properties)
        for (key, property) in Self.stringKeys {
            if let text = try textIfString(key, of: index) { properties.set(property, .string(text)) }
        }
        // A cell's contents is its title when it is a string (a number, a date or an image otherwise).
        if case .object? = archive.objects[index].value(forKey: "NSContents"),
            let contents = try textIfString("NSContents", of: index)
        {
            properties.set("title", .string(contents))
        }
        for (key, property, value) in Self.flagKeys {
            if try flag(key, of: index) { properties.set(property, .bool(value)) }
        }
        // A separator item is archived disabled whatever the document says (the encoder's rule).
        if properties[ArchivedProperty.nsIsSeparator.property] == .bool(ArchivedProperty.nsIsSeparator.value) {
            properties[ArchivedProperty.nsIsDisabled.property] = nil
        }
        for (key, property) in Self.tagKeys {
            if let decoded = try integer(key, of: index) { properties.set(property, .integer(decoded)) }
        }
        if let decoded = try font(of: index) { properties.set("font", .font(decoded)) }
        // A cell's `NSContents` is its image when it refers to one (its title when a string, above).
        let imageKeys = [
            ArchivedProperty.nsNormalImage, (key: "NSContents", property: "image"), ArchivedProperty.uiImage,
        ]
        for (key, property) in imageKeys {
            if let name = try imageName(key, of: index) { properties.set(property, .string(name)) }
        }
        for (key, property) in Self.colorKeys {
            if let decoded = try color(key, of: index) { properties.set(property, .color(decoded)) }
        }
        if archive.objects[index].className == "NSLayoutConstraint" {
            try constraintProperties(of: index, into: &properties)
        }
        return properties
    }

    /// `NSFrame`/`NSFrameSize` as `frame`; `NSvFlags` as `autoresizingMask` and (when set)
    /// `hidden`; a window's `NSWindowRect` as `contentRect`.
    func appKitGeometry(of index: Int, into properties: inout NibProperties) throws(CompiledNibDocumentError) {
        if let text = try geometryText("NSFrame", of: index) {
            guard let rect = AppKitEncoding.rect(fromText: text) else {
                throw malformed("NSFrame", "{{x, y}, {w, h}}", index)
            }
            properties.set("frame", .rect(rect))
        } else if let text = try geometryText("NSFrameSize", of: index) {
            guard let size = AppKitEncoding.size(fromText: text) else {
                throw malformed("NSFrameSize", "{w, h}", index)
            }
            properties.set("frame", .rect(NibRect(x: 0, y: 0, width: size.width, height: size.height)))
        }
        if let text = try geometryText("NSWindowRect", of: index) {
            guard let rect = AppKitEncoding.rect(fromText: text) else {
                throw malformed("NSWindowRect", "{{x, y}, {w, h}}", index)
            }
            properties.set("contentRect", .rect(rect))
        }
        if let flags = try integer("NSvFlags", of: index) {
            let mask = AppKitEncoding.autoresizingFlags(flags)
            properties.set("autoresizingMask", .flags(NibFlags(flags: mask.map { NibFlag(name: $0, isSet: true) })))
            if flags & AppKitEncoding.viewHiddenBit != 0 { properties.set("hidden", .bool(true)) }
        }
    }

    /// `UIBounds` and `UICenter` as `frame`; `UIAutoresizingMask` as `autoresizingMask` (empty
    /// for a view without one: the encoder writes no key for an empty mask).
    func uiKitGeometry(of index: Int, into properties: inout NibProperties) throws(CompiledNibDocumentError) {
        guard let boundsValue = archive.objects[index].value(forKey: "UIBounds") else { return }
        guard case .data(let boundsBytes) = boundsValue,
            let bounds = UIKitEncoding.geometryValues(boundsBytes, count: 4)
        else { throw malformed("UIBounds", "four geometry numbers", index) }
        guard case .data(let centerBytes)? = archive.objects[index].value(forKey: "UICenter"),
            let center = UIKitEncoding.geometryValues(centerBytes, count: 2)
        else { throw malformed("UICenter", "two geometry numbers", index) }
        let frame = NibRect(
            x: center[0] - bounds[2] / 2, y: center[1] - bounds[3] / 2, width: bounds[2], height: bounds[3])
        properties.set("frame", .rect(frame))
        let mask = UIKitEncoding.autoresizingFlags(try integer("UIAutoresizingMask", of: index) ?? 0)
        properties.set("autoresizingMask", .flags(NibFlags(flags: mask.map { NibFlag(name: $0, isSet: true) })))
    }

    /// The text of the string `key` refers to; nil when there is no such key, or it refers to
    /// an object that is not a string (`NSContents` holding a date, an image or a number).
    func textIfString(_ key: String, of index: Int) throws(CompiledNibDocumentError) -> String? {
        switch archive.objects[index].value(forKey: key) {
        case nil, .null?: return nil
        case .object(let target)?: return text(ofString: target)
        default: throw malformed(key, "a string", index)
        }
    }

    /// The geometry text `key` refers to (a string), nil when there is no such key.
    func geometryText(_ key: String, of index: Int) throws(CompiledNibDocumentError) -> String? {
        guard archive.objects[index].value(forKey: key) != nil else { return nil }
        guard let text = try textIfString(key, of: index) else { throw malformed(key, "a string", index) }
        return text
    }

    /// The integer under `key`, nil when there is none; an error for a value of another type.
    func integer(_ key: String, of index: Int) throws(CompiledNibDocumentError) -> Int? {
        switch archive.objects[index].value(forKey: key) {
        case nil: return nil
        case .int8(let value)?: return Int(value)
        case .int16(let value)?: return Int(value)
        case .int32(let value)?: return Int(value)
        case .int64(let value)?: return Int(value)
        default: throw malformed(key, "an integer", index)
        }
    }

    /// Whether the boolean `key` is present and true; an error for a value of another type.
    func flag(_ key: String, of index: Int) throws(CompiledNibDocumentError) -> Bool {
        switch archive.objects[index].value(forKey: key) {
        case nil: return false
        case .bool(let value)?: return value
        default: throw malformed(key, "a boolean", index)
        }
    }

    /// The object `key` refers to, nil when there is no such key (or nil); an error for a value
    /// that is no reference.
    func optionalReference(_ key: String, of index: Int) throws(CompiledNibDocumentError) -> Int? {
        switch archive.objects[index].value(forKey: key) {
        case nil, .null?: return nil
        case .object(let target)?: return target
        default: throw malformed(key, "an object", index)
        }
    }

    /// The font of a cell's `NSSupport` (an `NSFont`: `NSName`, `NSSize`, `NSfFlags`), as
    /// ``AppKitEncoding/font(name:size:flags:)`` reads it back; nil when there is none or it is
    /// no such font.
    func font(of index: Int) throws(CompiledNibDocumentError) -> NibFont? {
        guard let font = try optionalReference("NSSupport", of: index), archive.objects[font].className == "NSFont"
        else { return nil }
        guard let name = try textIfString("NSName", of: font) else { return nil }
        let size: Double
        switch archive.objects[font].value(forKey: "NSSize") {
        case .double(let value)? where value.isFinite: size = value
        case .float32(let value)? where value.isFinite: size = Double(value)
        default: throw malformed("NSSize", "a finite number", font)
        }
        return AppKitEncoding.font(name: name, size: size, flags: try integer("NSfFlags", of: font) ?? 0)
    }

    /// The resource name of the image `key` refers to (an `NSCustomResource`'s or a
    /// `UIImageNibPlaceholder`'s); nil when it refers to something else.
    func imageName(_ key: String, of index: Int) throws(CompiledNibDocumentError) -> String? {
        guard let image = try optionalReference(key, of: index) else { return nil }
        switch archive.objects[image].className {
        case "NSCustomResource":
            guard try textIfString("NSClassName", of: image) == "NSImage" else { return nil }
            return try textIfString("NSResourceName", of: image)
        case "UIImageNibPlaceholder":
            return try textIfString("UIResourceName", of: image)
        default:
            return nil
        }
    }

    /// The colour `key` refers to: an `NSColor` or `UIColor` of a form
    /// ``AppKitEncoding/archivedColorSpaces`` names, a catalog colour (`NSCatalogName`,
    /// `NSColorName`) or a UIKit system colour (`UISystemColorName`); nil for other forms.
    func color(_ key: String, of index: Int) throws(CompiledNibDocumentError) -> NibColor? {
        guard let color = try optionalReference(key, of: index),
            ["NSColor", "UIColor"].contains(archive.objects[color].className)
        else { return nil }
        if let name = try textIfString("UISystemColorName", of: color) { return NibColor(space: .system, name: name) }
        guard let space = try integer("NSColorSpace", of: color) else { return nil }
        if space == AppKitEncoding.catalogColorSpace {
            guard let catalog = try textIfString("NSCatalogName", of: color),
                let name = try textIfString("NSColorName", of: color)
            else { return nil }
            return NibColor(space: .catalog, colorSpace: "catalog", name: name, catalog: catalog)
        }
        guard let form = AppKitEncoding.archivedColorSpaces[space],
            case .data(let bytes)? = archive.objects[color].value(forKey: form.key)
        else { return nil }
        return AppKitEncoding.color(space: space, componentsText: bytes)
    }

    /// The error for a `key` of object `index` that is not `expected`.
    func malformed(_ key: String, _ expected: String, _ index: Int) -> CompiledNibDocumentError {
        CompiledNibDocumentError(.malformedValue(key: key, expected: expected), object: index)
    }
}
