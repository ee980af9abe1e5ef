import NibModel

extension AppKitEncoding {
    /// `NSWTFlags` bits, as Apple's nibs set them.
    enum WindowTemplateFlag {
        static let deferred = 0x2000_0000
        static let notReleasedWhenClosed = 0x4000_0000
        static let allowsToolTipsWhenInactive = 0x2000
        static let autorecalculatesKeyViewLoop = 0x800
        static let hidesOnDeactivate = 0x8000_0000
    }

    /// `NSWTFlags` position bits for the `initialPositionMask` struts the corpus shows; other
    /// combinations are not encoded yet.
    static let positionFlags: [Set<String>: Int] = [
        ["leftStrut", "rightStrut", "topStrut", "bottomStrut"]: 0x78_0000,
        ["leftStrut", "bottomStrut"]: 0,
        ["leftStrut", "topStrut"]: 0x28_0000,
    ]

    /// `NSWindowStyleMask` bits by `windowStyleMask` flag.
    static let styleMaskBits: [String: Int] = [
        "titled": 1, "closable": 2, "miniaturizable": 4, "resizable": 8, "utility": 0x10, "fullSizeContentView": 0x8000,
    ]

    /// `NSWindowCollectionBehavior` bits by `windowCollectionBehavior` flag.
    static let collectionBehaviorBits: [String: Int] = [
        "canJoinAllSpaces": 1, "moveToActiveSpace": 2, "managed": 4, "transient": 8, "stationary": 16,
        "participatesInCycle": 32, "ignoresCycle": 64, "fullScreenPrimary": 128, "fullScreenAuxiliary": 256,
        "fullScreenNone": 512,
    ]

    /// A `<window>`: an `NSWindowTemplate` describing the window to create, its content view
    /// encoded below it.
    mutating func encodeWindow(_ window: NibObject, parent: Int) -> Int? {
        let properties = window.properties
        var handled: Set<String> = ["title", "visibleAtLaunch", "contentView"]
        let index = graph.addObject("NSWindowTemplate")
        register(index, id: window.id, parent: parent)

        var flags = WindowTemplateFlag.deferred
        func flag(_ name: String) -> Bool? {
            if case .bool(let value)? = properties[name] { return value }
            return nil
        }
        if flag("allowsToolTipsWhenApplicationIsInactive") ?? true {
            flags |= WindowTemplateFlag.allowsToolTipsWhenInactive
        }
        if flag("autorecalculatesKeyViewLoop") ?? true { flags |= WindowTemplateFlag.autorecalculatesKeyViewLoop }
        if !(flag("releasedWhenClosed") ?? true) { flags |= WindowTemplateFlag.notReleasedWhenClosed }
        if flag("hidesOnDeactivate") ?? false { flags |= WindowTemplateFlag.hidesOnDeactivate }
        handled.formUnion([
            "allowsToolTipsWhenApplicationIsInactive", "autorecalculatesKeyViewLoop", "releasedWhenClosed",
            "hidesOnDeactivate",
        ])
        // Switched off, these leave no trace in Apple's nibs; switched on they are not mapped yet.
        for name in ["oneShot", "showsToolbarButton"] where flag(name) == false { handled.insert(name) }
        if case .string("default")? = properties["animationBehavior"] { handled.insert("animationBehavior") }
        if let mask = flagNames(properties["initialPositionMask"]) {
            if let bits = Self.positionFlags[Set(mask)] {
                flags |= bits
                handled.insert("initialPositionMask")
            }
        } else {
            flags |= 0x78_0000
        }

        let style = flagNames(properties["styleMask"]) ?? []
        let styleBits = style.compactMap { Self.styleMaskBits[$0] }
        if styleBits.count == style.count { handled.insert("styleMask") }
        let styleMask = styleBits.reduce(0, |)

        let screen = rect(properties["screenRect"]) ?? NibRect(x: 0, y: 0, width: 0, height: 0)
        let content = rect(properties["contentRect"]) ?? NibRect(x: 0, y: 0, width: 0, height: 0)
        handled.formUnion(["screenRect", "contentRect"])

        if let custom = window.customClass { graph.append("IBClassReference", classReference(custom), to: index) }
        graph.append("NSWindowBacking", .int8(2), to: index)
        let struts = Set(flagNames(properties["initialPositionMask"]) ?? [])
        graph.append(
            "NSWindowRect", graph.string(Self.rectText(Self.windowRect(content, screen: screen, struts: struts))),
            to: index)
        if !style.isEmpty { graph.append("NSWindowStyleMask", Self.intOrInt32(styleMask), to: index) }
        graph.append("NSWTFlags", Self.windowTemplateFlags(flags), to: index)
        var title = ""
        if case .string(let text)? = properties[ArchivedProperty.nsWindowTitle.property] { title = text }
        graph.append(ArchivedProperty.nsWindowTitle.key, graph.string(title), to: index)
        graph.append("NSWindowSubtitle", graph.string(""), to: index)
        graph.append("NSWindowClass", graph.string(window.customClass ?? "NSWindow"), to: index)
        // A toolbar is the window's `NSViewClass`, encoded after the content view.
        var toolbar: NibObject?
        if case .object(let id)? = properties["toolbar"], let object = lookups.object(id) {
            toolbar = object
            handled.insert("toolbar")
        } else {
            graph.append("NSViewClass", .null, to: index)
        }
        graph.append("NSUserInterfaceItemIdentifier", .null, to: index)
        graph.append("NSScreenRect", graph.string(Self.rectText(screen)), to: index)
        encodeSizeLimits(properties, style: Set(style), hasToolbar: toolbar != nil, into: index, handled: &handled)
        graph.append("NSWindowIsRestorable", .bool(flag("restorable") ?? true), to: index)
        handled.insert("restorable")
        graph.append("NSMinFullScreenContentSize", graph.string("{0, 0}"), to: index)
        graph.append("NSMaxFullScreenContentSize", graph.string("{0, 0}"), to: index)
        if case .string("disallowed")? = properties["tabbingMode"] {
            graph.append("NSWindowTabbingMode", .int8(2), to: index)
            handled.insert("tabbingMode")
        }
        if let behavior = flagNames(properties["collectionBehavior"]) {
            let bits = behavior.compactMap { Self.collectionBehaviorBits[$0] }
            if bits.count == behavior.count {
                graph.append("NSWindowCollectionBehavior", Self.intOrInt32(bits.reduce(0, |)), to: index)
                handled.insert("collectionBehavior")
            }
        }
        if let thickness = contentBorderMinY(properties["contentBorderThickness"]) {
            graph.append("NSContentBorderThicknessMinY", .double(thickness), to: index)
            graph.append("NSAutorecalculatesContentBorderThicknessMinY", .bool(false), to: index)
            handled.insert("contentBorderThickness")
        }
        if case .string(let name)? = properties["frameAutosaveName"] {
            graph.append("NSFrameAutosaveName", graph.string(name), to: index)
            handled.insert("frameAutosaveName")
        }
        if window.properties["identifier"] != nil {
            refuse(
                .attribute, "identifier", at: window.position,
                detail: "of <\(window.element)> (no pair has one: NSUserInterfaceItemIdentifier is nil in all of them)")
            handled.insert("identifier")
        }
        refuseUnhandled(window, handled: handled)

        var contentView: NibArchiveValue.Kind = .null
        if case .object(let id)? = properties["contentView"], let view = lookups.object(id),
            let viewIndex = encodeObject(view, parent: index, superview: nil)
        {
            contentView = .object(viewIndex)
        }
        graph.append(ArchivedProperty.nsWindowView.key, contentView, to: index)
        if let toolbar {
            let toolbarIndex = encodeToolbar(toolbar, window: index)
            graph.append("NSViewClass", toolbarIndex.map { .object($0) } ?? .null, to: index)
        }
        if flag("visibleAtLaunch") ?? true { visibleWindows.append(index) }
        return index
    }

    /// Where the window opens: the content rect, except that along an axis without its
    /// left (bottom) strut it is centred on the design screen (an empty one, at the origin, when
    /// the document records none).
    static func windowRect(_ content: NibRect, screen: NibRect, struts: Set<String>) -> NibRect {
        var rect = content
        if !struts.contains("leftStrut") { rect.x = screen.width / 2 - content.width / 2 }
        if !struts.contains("bottomStrut") { rect.y = screen.height / 2 - content.height / 2 }
        return rect
    }

    /// The height a titled window's frame adds to its content (the title bar), as Apple's nibs
    /// compute the frame limits from the content limits.
    static let titleBarHeight = 32.0

    /// `minSize`/`maxSize`: the content limits as given (`NSWindowContentMinSize`/`MaxSize`) and
    /// the frame limits (`NSMinSize`/`NSMaxSize`: the title bar added, unless the content fills
    /// the window). Only titled windows' frames are known; others' limits are not encoded yet.
    /// A window with a toolbar has no `NSMaxSize` in Apple's nibs; its `maxSize` is not known.
    mutating func encodeSizeLimits(
        _ properties: NibProperties, style: Set<String>, hasToolbar: Bool, into index: Int,
        handled: inout Set<String>
    ) {
        let titled = style.contains("titled")
        let added = style.contains("fullSizeContentView") ? 0 : Self.titleBarHeight
        var maxFrame = "{10000000000000, 10000000000000}"
        for (name, contentKey, frameKey) in [
            ("minSize", "NSWindowContentMinSize", "NSMinSize"), ("maxSize", "NSWindowContentMaxSize", "NSMaxSize"),
        ] {
            guard titled, let content = size(properties[name]), !(hasToolbar && name == "maxSize") else { continue }
            let frame = NibSize(width: content.width, height: content.height + added)
            graph.append(contentKey, graph.string(Self.sizeText(content)), to: index)
            if name == "maxSize" {
                maxFrame = Self.sizeText(frame)
            } else {
                graph.append(frameKey, graph.string(Self.sizeText(frame)), to: index)
            }
            handled.insert(name)
        }
        if !hasToolbar { graph.append("NSMaxSize", graph.string(maxFrame), to: index) }
    }

    /// A size, typed or as the `<value key=… type="size" width=… height=…/>` element documents
    /// write.
    func size(_ value: NibValue?) -> NibSize? {
        switch value {
        case .size(let size)?: return size
        case .element(let element)? where element.name == "value" && element.children.isEmpty:
            var fields: [String: String] = [:]
            for attribute in element.attributes { fields[attribute.name] = attribute.value }
            fields["key"] = nil
            guard fields.count == 3, fields["type"] == "size", let width = fields["width"].flatMap(Double.init),
                let height = fields["height"].flatMap(Double.init)
            else { return nil }
            return NibSize(width: width, height: height)
        default: return nil
        }
    }

    /// `NSWTFlags` as Apple's nibs store them: four bytes, or eight when the top bit is set
    /// (the flags then read as a negative 32-bit number, sign-extended).
    static func windowTemplateFlags(_ flags: Int) -> NibArchiveValue.Kind {
        let signed = Int32(truncatingIfNeeded: flags)
        return signed < 0 ? .int64(Int64(signed)) : .int32(signed)
    }

    /// The bottom border thickness of `<contentBorderThickness minY=…/>`; nil for any other form.
    func contentBorderMinY(_ value: NibValue?) -> Double? {
        guard case .element(let element)? = value, element.children.isEmpty, element.attributes.count == 1,
            element.attributes[0].name == "minY"
        else { return nil }
        return Double(element.attributes[0].value)
    }

    /// The names of the set flags of a flags value; nil when the value is absent.
    func flagNames(_ value: NibValue?) -> [String]? {
        if case .flags(let flags)? = value { return flags.setFlags }
        return nil
    }

    func rect(_ value: NibValue?) -> NibRect? {
        if case .rect(let rect)? = value { return rect }
        return nil
    }

    /// An integer encoded the way `encodeInt:` archives it: one byte when it fits, else four.
    static func intOrInt32(_ value: Int) -> NibArchiveValue.Kind {
        if let small = Int8(exactly: value) { return .int8(small) }
        return .int32(Int32(truncatingIfNeeded: value))
    }

    /// `{{x, y}, {w, h}}`, numbers as Foundation prints them.
    static func rectText(_ rect: NibRect) -> String {
        "{{\(number(rect.x)), \(number(rect.y))}, {\(number(rect.width)), \(number(rect.height))}}"
    }

    /// `{w, h}`.
    static func sizeText(_ size: NibSize) -> String { "{\(number(size.width)), \(number(size.height))}" }

    /// The rectangle `rectText` writes (`{{x, y}, {w, h}}`), read back; nil for any other text.
    static func rect(fromText text: String) -> NibRect? {
        numbers(inGeometryText: text, count: 4, opening: "{{", closing: "}}").map {
            NibRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3])
        }
    }

    /// The size `sizeText` writes (`{w, h}`), read back; nil for any other text.
    static func size(fromText text: String) -> NibSize? {
        numbers(inGeometryText: text, count: 2, opening: "{", closing: "}").map {
            NibSize(width: $0[0], height: $0[1])
        }
    }

    /// The `count` finite numbers of a geometry text that starts with `opening` and ends with
    /// `closing`, its numbers separated by commas (and spaces), no other braces inside.
    private static func numbers(inGeometryText text: String, count: Int, opening: String, closing: String)
        -> [Double]?
    {
        guard text.utf8.count <= 256, text.hasPrefix(opening), text.hasSuffix(closing) else { return nil }
        let braces = opening.count + (count == 4 ? 1 : 0)
        guard text.filter({ $0 == "{" }).count == braces, text.filter({ $0 == "}" }).count == braces else {
            return nil
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == count else { return nil }
        var values: [Double] = []
        for part in parts {
            let trimmed = part.filter { $0 != " " && $0 != "{" && $0 != "}" }
            guard let value = Double(trimmed), value.isFinite else { return nil }
            values.append(value)
        }
        return values
    }

    /// A number without a fraction prints as an integer (`480`), others in shortest form (`379.5`).
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
