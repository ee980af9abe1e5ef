import NibModel

extension UIKitEncoding {
    /// A prototype cell's own nib, which the table view holds as archive data: File's Owner,
    /// First Responder and the `UITableViewCell` as top-level objects, no connections. The cell
    /// is laid out by Apple's compiler at the width the table is archived with
    /// (`archivedWidth`), its content view shortened by a pixel
    /// (``UIKitTableForm/contentViewInset``) and a `_UITableViewCellSeparatorView` along its
    /// bottom (``UIKitTableForm/separatorHeight``). Nil, with issues, when the cell is not encoded.
    mutating func encodePrototypeNib(
        _ cell: NibObject, tableWidth: Double, archivedWidth: Double, form tableForm: UIKitTableForm
    )
        -> NibArchiveGraph?
    {
        // The cell as wide as the table and as high as its rows (44, the only height learnt).
        guard case .rect(let frame)? = cell.properties["frame"], frame.x == 0, frame.width == tableWidth,
            frame.height == Self.learntRowHeight
        else {
            refuse(
                .attribute, "frame", at: cell.position,
                detail: "of <tableViewCell> (not the table's width and \(Int(Self.learntRowHeight)) points high)")
            return nil
        }
        guard case .object(let contentID)? = cell.properties["contentView"], let content = lookups.object(contentID)
        else {
            refuse(.attribute, "contentView", at: cell.position, detail: "of <tableViewCell> (none)")
            return nil
        }
        guard let separatorHeight = tableForm.separatorHeight else {
            refuse(
                .objectClass, "_UITableViewCellSeparatorView", at: cell.position,
                detail:
                    "(the separator Xcode adds to a cell: its height for toolsVersion \(form.toolsVersion) is not learnt)"
            )
            return nil
        }
        var nib = UIKitNib(form: form)
        let owner = nib.proxy("IBFilesOwner")
        let firstResponder = nib.proxy("IBFirstResponder")
        let cellIndex = nib.graph.addObject("UITableViewCell")
        let cellFrame = NibRect(
            x: 0, y: tableForm.placesCellAtDocumentOrigin ? frame.y : 0, width: archivedWidth, height: frame.height)
        var handled = encodeViewCommon(cell, index: cellIndex, in: &nib, isSceneView: false, archivedFrame: cellFrame)
        handled.formUnion(["reuseIdentifier", "contentView"])
        for (name, value) in Self.tableCellDefaults where sameValue(cell.properties[name], value) {
            handled.insert(name)
        }
        if case .string(let identifier)? = cell.properties["reuseIdentifier"] {
            nib.graph.append(ArchivedProperty.uiReuseIdentifier.key, nib.graph.string(identifier), to: cellIndex)
        }
        // A cell's own background colour is not learnt (it may be archived beside a flag).
        handled.remove("backgroundColor")
        if tableForm.archivesCellBackground, cell.properties["backgroundColor"] == nil {
            nib.graph.append(
                ArchivedProperty.uiBackgroundColor.key, whiteSystemColor("tableCellBackgroundColor", in: &nib),
                to: cellIndex)
            nib.graph.append("UITableCellBackgroundColorSet", .bool(true), to: cellIndex)
        }
        let contentFrame = NibRect(x: 0, y: 0, width: archivedWidth, height: frame.height - tableForm.contentViewInset)
        let contentIndex = encodeCellContentView(content, frame: contentFrame, in: &nib)
        let separator = encodeSeparator(
            cellWidth: archivedWidth, cellHeight: frame.height, height: separatorHeight, in: &nib)
        nib.graph.append(ArchivedProperty.uiContentView.key, .object(contentIndex), to: cellIndex)
        for key in ["UITextLabel", "UIDetailTextLabel", "UIImageView"] { nib.graph.append(key, .null, to: cellIndex) }
        nib.graph.append(
            ArchivedProperty.uiSubviews.key,
            nib.graph.array([.object(contentIndex), .object(separator)], className: "NSMutableArray"),
            to: cellIndex)
        refuseUnhandled(cell, handled: handled)
        nib.objects = [cellIndex, owner, firstResponder, contentIndex]
        nib.topLevelObjects = [cellIndex, owner, firstResponder]
        return nib.finished()
    }

    /// The cell's `UITableViewCellContentView` at the frame Apple's compiler gives it, with
    /// `UIMultipleTouchEnabled` when the document enables it. Views inside it are issues (not
    /// learnt).
    mutating func encodeCellContentView(_ content: NibObject, frame: NibRect, in nib: inout UIKitNib) -> Int {
        let index = nib.graph.addObject("UITableViewCellContentView")
        var handled = encodeViewCommon(content, index: index, in: &nib, isSceneView: false, archivedFrame: frame)
        handled.insert("tableViewCell")
        if case .bool(true)? = content.properties["multipleTouchEnabled"] {
            nib.graph.append("UIMultipleTouchEnabled", .bool(true), to: index)
            handled.insert("multipleTouchEnabled")
        }
        refuseUnhandled(content, handled: handled)
        return index
    }

    /// The `_UITableViewCellSeparatorView` Apple's compiler adds to a cell: from the separator
    /// inset (15) to the cell's trailing edge, `height` high along its bottom.
    func encodeSeparator(cellWidth: Double, cellHeight: Double, height: Double, in nib: inout UIKitNib) -> Int {
        let index = nib.graph.addObject("_UITableViewCellSeparatorView")
        let width = cellWidth - Self.separatorInset
        nib.graph.append("UIAutoresizeSubviews", .bool(true), to: index)
        nib.graph.append("UIBounds", geometry([0, 0, width, height]), to: index)
        nib.graph.append(
            "UICenter", geometry([Self.separatorInset + width / 2, cellHeight - height / 2]), to: index)
        if form.archivesDeepDrawRect { nib.graph.append("UIDeepDrawRect", .bool(true), to: index) }
        nib.graph.append("UIOpaque", .bool(true), to: index)
        appendViewTail(to: index, in: &nib)
        return index
    }

    /// A system colour Apple's compiler gives a table's views by itself: white in RGB with
    /// `UISystemColorName`.
    func whiteSystemColor(_ name: String, in nib: inout UIKitNib) -> NibArchiveValue.Kind {
        let index = nib.graph.addObject("UIColor")
        nib.graph.append("NSColorSpace", .int8(2), to: index)
        nib.graph.append("NSRGB", .data(Array("1 1 1".utf8)), to: index)
        nib.graph.append("UIAlpha", .float32(1), to: index)
        for key in ["UIRed", "UIGreen", "UIBlue"] { nib.graph.append(key, .float32(1), to: index) }
        nib.graph.append("UIColorComponentCount", .int8(4), to: index)
        nib.graph.append("UISystemColorName", nib.graph.string(name), to: index)
        return .object(index)
    }
}
