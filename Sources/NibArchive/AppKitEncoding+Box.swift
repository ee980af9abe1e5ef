import NibModel

extension AppKitEncoding {
    /// The archived constants of a primary box: `NSBoxType` primary 0, `NSBorderType` groove 3,
    /// `NSTitlePosition` at top 2, `NSOffsets` (its content view margins) none.
    static let primaryBox = (boxType: 0, borderType: 3, titlePosition: 2, offsets: "{0, 0}")
    /// The height Apple's compiler gives the title of a primary box above its content view (the
    /// 11-point system title font, at top): `test_box_colors` has its 260 × 160 box's content
    /// view, 256 × 143 at (2, 2) in the document, laid out again to 260 × 148 at the origin.
    static let boxTitleHeight = 12.0
    /// `NSCellFlags` and `NSCellFlags2` of a box's title cell: a text cell, centred.
    static let boxTitleCellFlags = (flags: 0x400_0000, flags2: 0x800_0000)
    /// The catalog colours of a box's title cell: background and text.
    static let boxTitleColors = (background: "textBackgroundColor", text: "labelColor")

    /// A `<box>` of the primary type with a title at the top and a content view: an `NSBox`, its
    /// title cell (an `NSTextFieldCell` in the 11-point system font) and its content view, laid
    /// out again to fill the box below the title (``boxTitleHeight``). The `borderColor` and
    /// `fillColor` a document keeps beside a primary box are not archived: they only draw a
    /// custom box. Other box types, title positions, fonts and margins are not learnt.
    mutating func encodeBox(_ box: NibObject, parent: Int, superview: Int?) -> Int? {
        guard box.customClass == nil, case .object(let contentID)? = box.properties["contentView"],
            let content = lookups.object(contentID), content.element == "view",
            let frame = rect(box.properties["frame"]),
            frame.height >= Self.boxTitleHeight
        else {
            refuse(
                .objectClass, box.customClass ?? box.className, at: box.position,
                detail: "(<box> other than a primary box with a title at the top and a content view: not learnt)")
            return nil
        }
        let index = graph.addObject("NSBox")
        register(index, id: box.id, parent: parent)
        var handled = encodeViewCommon(box, index: index, superview: superview)
        handled.formUnion(["contentView", "borderColor", "fillColor"])
        var title = ""
        if case .string(let text)? = box.properties["title"] {
            title = text
            handled.insert("title")
        } else {
            refuse(.attribute, "title", at: box.position, detail: "of <box> (a box without a title: not learnt)")
        }
        refuseUnhandled(box, handled: handled)
        graph.append("NSOffsets", graph.string(Self.primaryBox.offsets), to: index)
        graph.append("NSTitleCell", encodeBoxTitleCell(title), to: index)
        frameOverrides[content.id] = NibRect(
            x: 0, y: 0, width: frame.width, height: frame.height - Self.boxTitleHeight)
        guard let contentIndex = encodeObject(content, parent: index, superview: index) else { return index }
        graph.append(ArchivedProperty.nsContentView.key, .object(contentIndex), to: index)
        graph.append(
            ArchivedProperty.nsSubviews.key, graph.array([.object(contentIndex)], className: "NSMutableArray"),
            to: index)
        let values: [(String, NibArchiveValue.Kind)] = [
            ("NSBorderType", .int8(Int8(Self.primaryBox.borderType))),
            ("NSBoxType", .int8(Int8(Self.primaryBox.boxType))),
            ("NSTitlePosition", .int8(Int8(Self.primaryBox.titlePosition))),
            ("NSTransparent", .bool(false)), ("IBNSBoxIsUsingDocumentContentView", .bool(true)),
        ]
        for (key, value) in values { graph.append(key, value, to: index) }
        return index
    }

    /// The title cell of a box: `title` in the 11-point system font, centred, in the catalog
    /// label colour on the text background colour, with no control view.
    mutating func encodeBoxTitleCell(_ title: String) -> NibArchiveValue.Kind {
        let cell = graph.addObject("NSTextFieldCell")
        graph.append("NSCellFlags", Self.flagsWord(Self.boxTitleCellFlags.flags), to: cell)
        graph.append("NSCellFlags2", Self.flagsWord(Self.boxTitleCellFlags.flags2), to: cell)
        graph.append("NSContents", graph.string(title), to: cell)
        let font = graph.addObject("NSFont")
        graph.append("NSName", graph.string(Self.tabViewFont.name), to: font)
        graph.append("NSSize", .double(Self.tabViewFont.size), to: font)
        graph.append("NSfFlags", .int16(Self.tabViewFont.flags), to: font)
        graph.append("NSSupport", .object(font), to: cell)
        graph.append("NSControlView", .null, to: cell)
        for (key, name) in [
            (ArchivedProperty.nsBackgroundColor.key, Self.boxTitleColors.background),
            (ArchivedProperty.nsTextColor.key, Self.boxTitleColors.text),
        ] {
            graph.append(key, encodeCatalogColor(name: name, gray: Self.systemCatalogGrays[name]!), to: cell)
        }
        return .object(cell)
    }
}
