import NibModel

extension AppKitEncoding {
    /// `NSScale` by an image cell's `imageScaling` (an `NSImageScaling`; `none` when absent).
    static let imageScalings: [String: Int] = [
        "proportionallyDown": 0, "axesIndependently": 1, "none": 2, "proportionallyUpOrDown": 3,
    ]
    /// The pasteboard types an (editable) image view accepts by dragging, in the order Apple's
    /// nibs list them in `NSDragTypes`.
    static let imageViewDragTypes = [
        "Apple PDF pasteboard type", "Apple PICT pasteboard type", "Apple PNG pasteboard type",
        "NSFilenamesPboardType", "NeXT TIFF v4.0 pasteboard type", "com.apple.NSFilePromiseItemMetaData",
        "com.apple.pasteboard.promised-file-content-type",
        "dyn.ah62d4rv4gu8yc6durvwwa3xmrvw1gkdusm1044pxqyuha2pxsvw0e55bsmwca7d3sbwu",
    ]
    /// `NSCellFlags2` of an image cell that refuses first responder.
    static let imageCellFlags2 = 0x0200_0000

    /// An `<imageView>`: an `NSImageView` (editable, with its drag types and an empty
    /// `NSSubviews`) and its `NSImageCell`. Only cells that refuse first responder, with the
    /// default (centred) image alignment and no frame, are encoded.
    mutating func encodeImageView(_ view: NibObject, parent: Int, superview: Int?) -> Int? {
        guard view.customClass == nil, case .object(let cellID)? = view.properties["cell"],
            let cell = lookups.object(cellID), cell.element == "imageCell", cell.customClass == nil,
            cell.properties["refusesFirstResponder"] == .bool(true)
        else {
            refuse(.objectClass, view.customClass ?? view.className, at: view.position, detail: "(<imageView>)")
            return nil
        }
        let index = graph.addObject("NSImageView")
        register(index, id: view.id, parent: parent)
        var handled = encodeViewCommon(view, index: index, superview: superview)
        handled.insert("cell")
        if let priority = huggingPriority(view, defaults: (250, 250)) {
            handled.formUnion(["horizontalHuggingPriority", "verticalHuggingPriority"])
            if let priority { graph.append("NSHuggingPriority", graph.string(priority), to: index) }
        }
        graph.append("IBNSShadowedSymbolConfiguration", .null, to: index)
        graph.append("NSAllowsLogicalLayoutDirection", .bool(false), to: index)
        graph.append(ArchivedProperty.nsSubviews.key, graph.array([], className: "NSMutableArray"), to: index)
        let dragTypes = Self.imageViewDragTypes.map { graph.string($0) }
        graph.append("NSDragTypes", graph.array(dragTypes, className: "NSMutableSet"), to: index)
        graph.append("NSEditable", .bool(true), to: index)
        graph.append("NSImageViewPlaceholderPrecedence", .int8(0), to: index)
        refuseUnhandled(view, handled: handled)

        let cellIndex = graph.addObject("NSImageCell")
        register(cellIndex, id: cell.id, parent: index)
        let traits = encodeImageCell(cell, into: cellIndex, control: index)
        graph.append(ArchivedProperty.nsCell.key, .object(cellIndex), to: index)
        var keys = ControlKeys(traits)
        keys.refusesFirstResponder = true
        encodeControlKeys(index, keys)
        return index
    }

    /// The image cell's keys; returns the traits its control mirrors.
    mutating func encodeImageCell(_ cell: NibObject, into index: Int, control: Int) -> CellTraits {
        let properties = cell.properties
        let traits = cellTraits(cell, reading: [.alignment])
        var handled = traits.handled.union(["refusesFirstResponder"])
        var scale = Self.imageScalings["none"]!
        if case .string(let name)? = properties["imageScaling"], let value = Self.imageScalings[name] {
            scale = value
            handled.insert("imageScaling")
        }
        var animates = false
        if case .bool(let value)? = properties["animates"] {
            animates = value
            handled.insert("animates")
        }
        if case .string(let name)? = properties["image"] {
            handled.insert("image")
            if let image = encodeImage(named: name, of: cell) { graph.append("NSContents", image, to: index) }
        }
        graph.append("NSCellFlags", .int8(0), to: index)
        graph.append("NSCellFlags2", Self.flagsWord(Self.imageCellFlags2 | traits.cellFlags2), to: index)
        graph.append("NSControlView", .object(control), to: index)
        graph.append("NSAlign", .int8(0), to: index)
        graph.append("NSScale", NibArchiveGraph.narrowest(scale), to: index)
        graph.append("NSStyle", .int8(0), to: index)
        graph.append("NSAnimates", .bool(animates), to: index)
        graph.append("NSImageAnimation", .int64(-1), to: index)
        refuseUnhandled(cell, handled: handled)
        return traits
    }
}
