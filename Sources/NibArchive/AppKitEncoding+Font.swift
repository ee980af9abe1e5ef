import NibModel

extension AppKitEncoding {
    /// The system fonts a `<font metaFont=…>` names: the font's name, its default size and its
    /// role, which `NSfFlags` records (see ``fontFlags(role:)``).
    static let metaFonts: [String: (name: String, size: Double, role: Int)] = [
        "system": (".AppleSystemUIFont", 13, 0x14),
        "systemBold": (".AppleSystemUIFontBold", 13, 0x18),
        "smallSystem": (".AppleSystemUIFont", 11, 0x1c),
        "smallSystemBold": (".AppleSystemUIFontBold", 11, 0x1d),
        "miniSystem": (".AppleSystemUIFont", 9, 0x1e),
        "label": (".AppleSystemUIFont", 10, 0x1b),
        "menu": (".AppleSystemUIFont", 13, 0x15),
        "message": (".AppleSystemUIFont", 13, 0x15),
        "cellTitle": (".AppleSystemUIFont", 12, 0x1313),
        "miniSystemBold": (".AppleSystemUIFontBold", 9, 0x1f),
        "titleBar": (".AppleSystemUIFontBold", 13, 0x13),
        "menuBar": (".AppleSystemUIFont", 14, 0x1010),
        "toolTip": (".AppleSystemUIFont", 11, 0x19),
        "controlContent": (".AppleSystemUIFont", 12, 0x1a),
        "palette": (".AppleSystemUIFont", 11, 0x17),
        "user": ("Helvetica", 12, 0x11),
    ]

    /// `NSfFlags` of a font the document names (`<font name=… size=…>`).
    static let namedFontFlags = 0x10

    /// The metafonts Apple archives with a text style (`NSTextStyleDescriptor`, an
    /// `NSFontDescriptor`, and `NSHasWidth = false`): the style's UI usage, its size category and
    /// the descriptor's options, as the corpus shows them.
    static let metaFontTextStyles: [String: (usage: String, sizeCategory: Int, options: Int64)] = [
        "titleBar": ("UICTFontTextStyleHeadline", 3, 0x8000_8404)
    ]

    /// An `NSFont` for a `<font metaFont=… [size=…]>`: `NSName`, `NSSize` (double) and `NSfFlags`
    /// (the role in both of its low bytes' nibbles, as Apple's nibs store it). Nil, with an issue,
    /// for any other font.
    /// `roles` replaces the role of the metafonts it names (the role a kind of cell shows them in).
    mutating func encodeFont(_ value: NibValue?, of object: NibObject, roles: [String: Int] = [:])
        -> NibArchiveValue.Kind?
    {
        guard case .font(let font)? = value, font.form == .font else {
            refuse(.attribute, "font", at: object.position, detail: "of <\(object.element)> (not a metaFont)")
            return nil
        }
        var fields: [String: String] = [:]
        for attribute in font.attributes { fields[attribute.name] = attribute.value }
        let size = fields.removeValue(forKey: "size").flatMap(Double.init)
        // A font named by the document, at a given size: the user font role.
        if let name = fields["name"], fields.count == 1, let size { return namedFont(name, size: size) }
        guard let metaName = fields.removeValue(forKey: "metaFont"), fields.isEmpty,
            let meta = Self.metaFonts[metaName]
        else {
            refuse(
                .attribute, "font", at: object.position,
                detail: "of <\(object.element)> (not a known metaFont or a named font with a size)")
            return nil
        }
        let index = graph.addObject("NSFont")
        graph.append("NSName", graph.string(meta.name), to: index)
        graph.append("NSSize", .double(size ?? meta.size), to: index)
        graph.append(
            "NSfFlags", NibArchiveGraph.narrowest(Self.fontFlags(role: roles[metaName] ?? meta.role)), to: index)
        if let style = Self.metaFontTextStyles[metaName] {
            graph.append("NSHasWidth", .bool(false), to: index)
            graph.append("NSTextStyleDescriptor", textStyleDescriptor(style, size: size ?? meta.size), to: index)
        }
        return .object(index)
    }

    /// An `NSFont` named by the document at a given size: `NSName`, `NSSize` (double) and
    /// ``namedFontFlags``.
    mutating func namedFont(_ name: String, size: Double) -> NibArchiveValue.Kind {
        let index = graph.addObject("NSFont")
        graph.append("NSName", graph.string(name), to: index)
        graph.append("NSSize", .double(size), to: index)
        graph.append("NSfFlags", NibArchiveGraph.narrowest(Self.namedFontFlags), to: index)
        return .object(index)
    }

    /// The `NSFontDescriptor` of a metafont's text style: its attributes (size category, UI
    /// usage, point size) in an `NSDictionary`, and its options.
    mutating func textStyleDescriptor(
        _ style: (usage: String, sizeCategory: Int, options: Int64), size: Double
    ) -> NibArchiveValue.Kind {
        let pointSize = graph.addObject("NSNumber")
        graph.append("NS.dblval", .double(size), to: pointSize)
        let attributes = graph.array(
            [
                graph.string("NSCTFontSizeCategoryAttribute"), graph.number(style.sizeCategory),
                graph.string("NSCTFontUIUsageAttribute"), graph.string(style.usage),
                graph.string("NSFontSizeAttribute"), .object(pointSize),
            ], className: "NSDictionary")
        let index = graph.addObject("NSFontDescriptor")
        graph.append("NSFontDescriptorAttributes", attributes, to: index)
        graph.append("NSFontDescriptorOptions", .int64(style.options), to: index)
        return .object(index)
    }

    /// The document font an `NSFont` of `name`, `size` and `flags` stands for (``encodeFont``
    /// read back): the metafont of that name whose role gives those flags (the first by name when
    /// two share them; `size` only when it is not the metafont's own), else the font by name and
    /// size.
    static func font(name: String, size: Double, flags: Int) -> NibFont {
        let metaFont = metaFonts.keys.sorted().first {
            metaFonts[$0]!.name == name && fontFlags(role: metaFonts[$0]!.role) == flags
        }
        let sizeText = number(size)
        guard let metaFont, let meta = metaFonts[metaFont] else {
            return NibFont(
                form: .font,
                attributes: [NibAttribute(name: "name", value: name), NibAttribute(name: "size", value: sizeText)])
        }
        var attributes = [NibAttribute(name: "metaFont", value: metaFont)]
        if size != meta.size { attributes.append(NibAttribute(name: "size", value: sizeText)) }
        return NibFont(form: .font, attributes: attributes)
    }

    /// `NSfFlags` of a metafont role: a one-byte role repeats its low nibble in the second byte
    /// (`0x14` → `0x414`); a two-byte role (`0x1313`, the cell title font's; `0x1010`, the menu
    /// bar's) is stored as it is.
    static func fontFlags(role: Int) -> Int {
        role > 0xff ? role : ((role << 8) & 0xf00) | (role & 0xff)
    }

    /// A 32-bit flags word as Apple's nibs store it: the narrowest integer that holds it, or
    /// eight bytes when the top bit is set (the word then reads as a negative number,
    /// sign-extended).
    static func flagsWord(_ flags: Int) -> NibArchiveValue.Kind {
        let signed = Int32(truncatingIfNeeded: flags)
        return signed < 0 ? .int64(Int64(signed)) : NibArchiveGraph.narrowest(Int(signed))
    }
}
