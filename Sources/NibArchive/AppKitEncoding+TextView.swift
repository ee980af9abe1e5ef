import NibModel

extension AppKitEncoding {
    /// `NSFlags` of a text view's shared data: bits every text view of the corpus has (0x900),
    /// and the bit each attribute sets when on, with its value when the document leaves it out.
    /// Learnt from the five text views of the pairs (`test7_clipview`: all defaults, 0x90f;
    /// `test13_clip_flags`: not editable, no graphics, spelling correction, 0x4000905;
    /// `test11_text_view_back`: no rich text, no graphics, smart insert and delete, spelling
    /// correction, 0x4000b03).
    enum TextViewFlags {
        static let base = 0x900
        static let attributes: [(name: String, bit: Int, byDefault: Bool)] = [
            ("selectable", 0x1, true), ("editable", 0x2, true), ("richText", 0x4, true),
            ("importsGraphics", 0x8, true), ("smartInsertDelete", 0x200, false),
            ("spellingCorrection", 0x400_0000, false),
        ]
        /// Attributes whose other value no pair shows: only their default is encoded.
        static let fixed: [String: Bool] = ["selectable": true, "verticallyResizable": true]
        /// `NSTVFlags`: 0x86 in every pair, 0x1 more for `horizontallyResizable`.
        static let viewBase = 0x86
        static let horizontallyResizable = 0x1
    }

    /// `NSPreferredTextFinderStyle` by `findStyle` (none without one).
    static let textFinderStyles: [String: Int] = ["bar": 2]

    /// A `<textView>` (a clip view's document view): an `NSTextView` with the view keys,
    /// `NSTVFlags`, `NSMaxSize` (when given), nil `NSDelegate`, `NSTextViewTextColor` (its
    /// `textColor`, else the catalog `textColor`), its `NSTextViewSharedData` and its
    /// `NSTextContainer` (with its `NSLayoutManager` and its `NSTextStorage`: the text, in fonts
    /// only, ``storedText(of:handled:)``). A
    /// `minSize` other than its frame's size, background colours outside the `System` catalog
    /// (but a calibrated white 1, ``whiteBackgroundRenaming(of:as:)``) and attributes no pair
    /// shows are refused.
    mutating func encodeTextView(_ view: NibObject, parent: Int, superview: Int?) -> Int? {
        guard view.customClass == nil, let superview else {
            refuse(.objectClass, view.customClass ?? view.className, at: view.position, detail: "(<textView>)")
            return nil
        }
        let index = graph.addObject("NSTextView")
        register(index, id: view.id, parent: parent)
        var handled = encodeViewCommon(view, index: index, superview: superview)
        let properties = view.properties
        var viewFlags = TextViewFlags.viewBase
        if properties["horizontallyResizable"] == .bool(true) { viewFlags |= TextViewFlags.horizontallyResizable }
        if case .bool? = properties["horizontallyResizable"] { handled.insert("horizontallyResizable") }
        for (name, value) in TextViewFlags.fixed where properties[name] == .bool(value) { handled.insert(name) }
        graph.append("NSTVFlags", Self.flagsWord(viewFlags), to: index)
        if let frame = rect(properties["frame"]),
            size(properties["minSize"]) == NibSize(width: frame.width, height: frame.height)
        {
            handled.insert("minSize")
        }
        if let maxSize = size(properties["maxSize"]) {
            graph.append("NSMaxSize", graph.string(Self.sizeText(maxSize)), to: index)
            handled.insert("maxSize")
        }
        graph.append("NSDelegate", .null, to: index)
        let text = storedText(of: view, handled: &handled)
        // With text, the colour is its runs' (`textview_attributedstring`, `textview_multiattr`).
        let textColor: NibArchiveValue.Kind?
        if text != nil {
            textColor = nil
        } else if properties["textColor"] == nil {
            textColor = encodeSystemColor("textColor")
        } else {
            textColor = encodeColor(properties["textColor"], key: "textColor", of: view)
            handled.insert("textColor")
        }
        if let textColor { graph.append("NSTextViewTextColor", textColor, to: index) }
        graph.append("NSSharedData", .object(encodeTextViewSharedData(view, handled: &handled)), to: index)
        let width = (frameOverrides[view.id] ?? rect(properties["frame"]))?.width ?? 0
        let container = encodeTextContainer(textView: index, width: width, text: text, of: view)
        graph.append("NSTextContainer", .object(container), to: index)
        refuseUnhandled(view, handled: handled)
        return index
    }

    /// A text view's `NSTextViewSharedData`: `NSFlags`, its background (`NSBackgroundColor`, nil
    /// without one), insertion point colour (`NSInsertionColor`, the catalog
    /// `textInsertionPointColor` by default), `NSPreferredTextFinderStyle`, the link attributes
    /// (`linkColor`, a pointing-hand `NSCursor`, single underline), the selected text attributes
    /// (`selectedTextBackgroundColor`, `selectedTextColor`) and the defaults every pair shows.
    mutating func encodeTextViewSharedData(_ view: NibObject, handled: inout Set<String>) -> Int {
        let properties = view.properties
        var flags = TextViewFlags.base
        for (name, bit, byDefault) in TextViewFlags.attributes {
            var on = byDefault
            if case .bool(let value)? = properties[name] {
                on = value
                if TextViewFlags.fixed[name] == nil { handled.insert(name) }
            }
            if on { flags |= bit }
        }
        let index = graph.addObject("NSTextViewSharedData")
        graph.append("NSAutomaticTextCompletionDisabled", .bool(false), to: index)
        var background: NibArchiveValue.Kind = .null
        if case .color(let color)? = properties["backgroundColor"] {
            handled.insert("backgroundColor")
            switch whiteBackgroundRenaming(of: view, as: Self.textViewWhiteBackground) {
            case .catalog(let name):
                background = encodeSystemColor(name) ?? .null
            case .unknown:
                refuseWhiteBackground(of: view, element: "<textView>")
            case .kept where color.space == .catalog:
                background = encodeColor(.color(color), key: "backgroundColor", of: view) ?? .null
            case .kept:
                refuse(
                    .attribute, "backgroundColor", at: view.position,
                    detail: "of <textView> (a colour outside the System catalog other than a calibrated white 1: "
                        + "which colour Apple's compiler archives for it is not learnt)")
            }
        }
        graph.append(ArchivedProperty.nsBackgroundColor.key, background, to: index)
        graph.append("NSDefaultParagraphStyle", .null, to: index)
        graph.append("NSFlags", Self.flagsWord(flags), to: index)
        let insertion: NibArchiveValue.Kind?
        if properties["insertionPointColor"] == nil {
            insertion = encodeSystemColor("textInsertionPointColor")
        } else {
            insertion = encodeColor(properties["insertionPointColor"], key: "insertionPointColor", of: view)
            handled.insert("insertionPointColor")
        }
        if let insertion { graph.append("NSInsertionColor", insertion, to: index) }
        let cursor = graph.addObject("NSCursor")
        graph.append("NSCursorType", .int8(13), to: cursor)
        graph.append("NSHotSpot", graph.string("{8, -8}"), to: cursor)
        let link: [NibArchiveValue.Kind] = [
            graph.string("NSColor"), encodeSystemColor("linkColor") ?? .null, graph.string("NSCursor"),
            .object(cursor), graph.string("NSUnderline"), graph.number(1),
        ]
        graph.append("NSLinkAttributes", graph.array(link, className: "NSDictionary"), to: index)
        graph.append("NSMarkedAttributes", .null, to: index)
        graph.append("NSMoreFlags", .int8(1), to: index)
        var finder = 0
        if case .string(let style)? = properties["findStyle"], let known = Self.textFinderStyles[style] {
            finder = known
            handled.insert("findStyle")
        }
        graph.append("NSPreferredTextFinderStyle", .int8(Int8(finder)), to: index)
        let selected: [NibArchiveValue.Kind] = [
            graph.string("NSBackgroundColor"), encodeSystemColor("selectedTextBackgroundColor") ?? .null,
            graph.string("NSColor"), encodeSystemColor("selectedTextColor") ?? .null,
        ]
        graph.append("NSSelectedAttributes", graph.array(selected, className: "NSDictionary"), to: index)
        graph.append("NSTextCheckingTypes", .int8(0), to: index)
        graph.append("NSTextFinder", .null, to: index)
        graph.append("NSTextHighlightAttributes", .null, to: index)
        graph.append("NSWritingToolsFlags", .int16(256), to: index)
        return index
    }

    /// A text view's `NSTextContainer` (`NSWidth` the text view's width, `NSMinWidth = 15`,
    /// `NSTCFlags = 1`, nil `NSTextLayoutManager`) and its `NSLayoutManager` (`NSLMFlags = 102`,
    /// nil delegate, the container as its one `NSTextContainers` element, an `NSTextStorage`
    /// holding the view's text, ``encodeStoredText(_:into:of:)``, or an empty `NSMutableString`).
    mutating func encodeTextContainer(textView: Int, width: Double, text: StoredText?, of view: NibObject) -> Int {
        let container = graph.addObject("NSTextContainer")
        let layoutManager = graph.addObject("NSLayoutManager")
        let storage = graph.addObject("NSTextStorage")
        graph.append("NSDelegate", .null, to: storage)
        if let text {
            encodeStoredText(text, into: storage, of: view)
        } else {
            let string = graph.addObject("NSMutableString")
            graph.append("NS.bytes", .data([]), to: string)
            graph.append("NSString", .object(string), to: storage)
        }
        graph.append("NSDelegate", .null, to: layoutManager)
        graph.append("NSLMFlags", .int8(102), to: layoutManager)
        graph.append(
            "NSTextContainers", graph.array([.object(container)], className: "NSMutableArray"), to: layoutManager)
        graph.append("NSTextStorage", .object(storage), to: layoutManager)
        graph.append("NSLayoutManager", .object(layoutManager), to: container)
        graph.append("NSMinWidth", .double(15), to: container)
        graph.append("NSTCFlags", .int8(1), to: container)
        graph.append("NSTextLayoutManager", .null, to: container)
        graph.append("NSTextView", .object(textView), to: container)
        graph.append("NSWidth", .double(width), to: container)
        return container
    }
}
