import NibModel

extension AppKitEncoding {
    /// `NScvFlags` bits of a clip view: drawing its background, and not copying on scroll (the
    /// key is absent when neither is set).
    enum ClipViewFlags {
        static let drawsBackground = 4
        static let doesNotCopyOnScroll = 2
    }
    /// The catalog colour a clip view whose document names none draws its background with.
    static let clipViewDefaultBackground = "controlBackgroundColor"

    /// A `<clipView>`: an `NSClipView` holding its one subview as `NSDocView` (and next key
    /// view), drawing its background (`NSBGColor`, the catalog `controlBackgroundColor` when
    /// the document names none), `NScvFlags` (draws its background 4, does not copy on scroll 2;
    /// no key when 0). Its autoresizing mask is not archived (`NSvFlags` 0x100): the scroll view
    /// lays it out. Document views of kinds not encoded are refused.
    ///
    /// A window's content view may be a clip view (`test7_clipview`): Apple's compiler then sizes
    /// it to the window's content rect, keeping its origin and its autoresizing mask, and its
    /// document view follows as it does in a scroll view ([`layOutContentClipView`]).
    mutating func encodeClipView(_ view: NibObject, parent: Int, superview: Int?) -> Int? {
        let isContentView = superview == nil && isWindowContentView(view)
        guard view.customClass == nil, superview != nil || isContentView, let document = documentView(of: view)
        else {
            refuse(.objectClass, view.customClass ?? view.className, at: view.position, detail: "(<clipView>)")
            return nil
        }
        if isContentView, !layOutContentClipView(view, document: document) { return nil }
        let index = graph.addObject("NSClipView")
        register(index, id: view.id, parent: parent)
        var handled = encodeViewCommon(view, index: index, superview: superview)
        if !isContentView { replaceValue("NSvFlags", with: Self.flagsWord(Self.viewFlagsBase), of: index) }
        graph.append("NSAutomaticallyAdjustsContentInsets", .bool(true), to: index)
        let whiteRenaming =
            isContentView || document.element != "textView"
            ? .kept : whiteBackgroundRenaming(of: view, as: Self.textClipViewWhiteBackground)
        var flags = 0
        if view.properties["drawsBackground"] != .bool(false) { flags |= ClipViewFlags.drawsBackground }
        if case .catalog = whiteRenaming {
            if view.properties["drawsBackground"] != nil || view.properties["copiesOnScroll"] != nil {
                refuse(
                    .attribute, "backgroundColor", at: view.position,
                    detail: "of a text view's <clipView> (a calibrated white 1 beside drawsBackground or "
                        + "copiesOnScroll: no pair shows how Apple's compiler archives them together)")
            }
            flags &= ~ClipViewFlags.drawsBackground
        }
        if view.properties["copiesOnScroll"] == .bool(false) { flags |= ClipViewFlags.doesNotCopyOnScroll }
        for name in ["drawsBackground", "copiesOnScroll"] {
            if case .bool? = view.properties[name] { handled.insert(name) }
        }
        if flags != 0 { graph.append("NScvFlags", .int8(Int8(flags)), to: index) }
        let background: NibArchiveValue.Kind?
        if view.properties["backgroundColor"] == nil {
            let gray = Self.systemCatalogGrays[Self.clipViewDefaultBackground]!
            background = encodeCatalogColor(name: Self.clipViewDefaultBackground, gray: gray)
        } else if whiteRenaming != .kept {
            // A scroll view's clip view holding a text view (a window's content clip view keeps
            // its calibrated white: `textview_…`), archived as a catalog colour it does not draw.
            if case .catalog(let name) = whiteRenaming {
                background = encodeSystemColor(name)
            } else {
                refuseWhiteBackground(of: view, element: "a text view's <clipView>")
                background = nil
            }
            handled.insert("backgroundColor")
        } else {
            background = encodeColor(view.properties["backgroundColor"], key: "backgroundColor", of: view)
            handled.insert("backgroundColor")
        }
        if let background { graph.append("NSBGColor", background, to: index) }
        if let bounds = tableClipBounds(view) {
            graph.append("NSBounds", graph.string(Self.rectText(bounds)), to: index)
        }
        refuseUnhandled(view, handled: handled)
        guard let documentIndex = encodeObject(document, parent: index, superview: index) else { return index }
        graph.append(ArchivedProperty.nsDocView.key, .object(documentIndex), to: index)
        if document.element == "textView" {
            // A text view's clip view shows the I-beam cursor (`test11_text_view_back`,
            // `test13_clip_flags`).
            let cursor = graph.addObject("NSCursor")
            graph.append("NSCursorType", .int8(0), to: cursor)
            graph.append("NSHotSpot", graph.string("{1, -1}"), to: cursor)
            graph.append("NSCursor", .object(cursor), to: index)
        }
        graph.append("NSNextKeyView", .object(documentIndex), to: index)
        graph.append(
            ArchivedProperty.nsSubviews.key, graph.array([.object(documentIndex)], className: "NSMutableArray"),
            to: index)
        return index
    }

    /// Whether a colour is the calibrated white 1 (opaque).
    static func isCalibratedWhite(_ value: NibValue?) -> Bool {
        guard case .color(let color)? = value, color.space == .white, color.colorSpace == "calibratedWhite" else {
            return false
        }
        let components = Dictionary(
            color.components.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        return components["white"] == 1 && (components["alpha"] ?? 1) == 1
    }

    /// Whether `view` is its window's `contentView`.
    func isWindowContentView(_ view: NibObject) -> Bool {
        guard view.key == "contentView", let window = view.parent.flatMap({ lookups.object($0) }) else { return false }
        return window.element == "window" || window.element == "panel"
    }

    /// Sizes a window's content clip view to the window's content rect (its origin kept) and its
    /// document view by the same amount, as `frameOverrides`; false (with an issue) when the
    /// document view does not resize with it or its subviews would move.
    mutating func layOutContentClipView(_ clip: NibObject, document: NibObject) -> Bool {
        guard let window = clip.parent.flatMap({ lookups.object($0) }),
            let content = rect(window.properties["contentRect"]), let inner = rect(clip.properties["frame"]),
            let documentFrame = rect(document.properties["frame"])
        else {
            refuse(.objectClass, clip.className, at: clip.position, detail: "(<clipView> content view without frames)")
            return false
        }
        let change = (width: content.width - inner.width, height: content.height - inner.height)
        let mask = Set(flagNames(document.properties["autoresizingMask"]) ?? [])
        guard change.width == 0 || mask.contains("widthSizable"),
            change.height == 0 || mask.contains("heightSizable"), subviewsStayPut(document)
        else {
            refuse(
                .objectClass, clip.className, at: clip.position,
                detail: "(<clipView> content view whose document view does not resize with it)")
            return false
        }
        frameOverrides[clip.id] = NibRect(x: inner.x, y: inner.y, width: content.width, height: content.height)
        var resized = documentFrame
        resized.width += change.width
        resized.height += change.height
        frameOverrides[document.id] = resized
        return true
    }

    /// Replaces the value of `key` of object `index` (the first one under it).
    mutating func replaceValue(_ key: String, with kind: NibArchiveValue.Kind, of index: Int) {
        guard let position = graph.objects[index].values.firstIndex(where: { $0.key == key }) else { return }
        graph.objects[index].values[position].kind = kind
    }
}
