import NibModel

extension UIKitEncoding {
    /// The `<tableView>` attributes the pairs show, with the only value learnt for each. The
    /// form decides which keys they are archived under (``UIKitTableForm``); another value is
    /// an issue.
    static let tableViewValues: [String: NibValue] = [
        "dataMode": .string("prototypes"), "style": .string("plain"), "separatorStyle": .string("default"),
        "rowHeight": .real(learntRowHeight), "sectionHeaderHeight": .real(28), "sectionFooterHeight": .real(28),
        "alwaysBounceVertical": .bool(true),
    ]

    /// The row height the pairs show (`rowHeight`, the prototype cell's height, `UIRowHeight`).
    static let learntRowHeight = 44.0

    /// The `<tableViewCell>` attributes whose only learnt value leaves no key.
    static let tableCellDefaults: [String: NibValue] = [
        "selectionStyle": .string("default"), "indentationWidth": .real(10),
    ]

    /// The inset of a cell's separator from its leading edge (UIKit's default separator inset).
    static let separatorInset = 15.0

    /// A scene's `UITableView` in its prototype mode with one prototype cell: the scroll and
    /// table keys the form archives (``UIKitTableForm``) and the cell's own nib
    /// (`UITableViewCellPrototypeNibs`, `UITableViewCellPrototypeNibExternalObjects`). A table
    /// of a `.xib` document (``isXibTable(_:isSceneView:)``) has the same table keys and no
    /// prototypes. Returns the properties consumed; anything else stays an issue.
    mutating func encodeTableView(_ view: NibObject, index: Int, in nib: inout UIKitNib, isSceneView: Bool)
        -> Set<String>
    {
        let inXib = isXibTable(view, isSceneView: isSceneView)
        guard isSceneView || inXib, let tableForm = form.tableForm,
            case .rect(let frame)? = view.properties["frame"]
        else {
            let reason =
                isSceneView || !document.isStoryboard
                ? "toolsVersion \(form.toolsVersion) not learnt" : "not a scene's view"
            refuse(.objectClass, "UITableView", at: view.position, detail: "(<tableView>: \(reason))")
            return []
        }
        var handled: Set<String> = []
        // A `.xib` document's table has no prototypes, and no `dataMode` of them.
        let values = inXib ? Self.tableViewValues.filter { $0.key != "dataMode" } : Self.tableViewValues
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            if sameValue(view.properties[name], value) {
                handled.insert(name)
            } else if view.properties[name] == nil {
                // Interface Builder writes each of them; the meaning of one left out is not learnt.
                refuse(.attribute, name, at: view.position, detail: "of <tableView> (none given)")
            }
        }
        let width = isSceneView ? archivedSceneFrame(frame).width : frame.width
        nib.graph.append("UIAlwaysBounceVertical", .bool(true), to: index)
        nib.graph.append("UIBouncesZoom", .bool(true), to: index)
        if tableForm.archivesContentSize { nib.graph.append("UIContentSize", geometry([width, 0]), to: index) }
        nib.graph.append("UISeparatorStyle", .int8(1), to: index)
        nib.graph.append("UISeparatorStyleIOS5AndLater", .int8(1), to: index)
        if tableForm.archivesSectionHeights {
            nib.graph.append("UISectionHeaderHeight", .float32(28), to: index)
            nib.graph.append("UISectionFooterHeight", .float32(28), to: index)
        }
        if tableForm.archivesShowsSelectionImmediately {
            nib.graph.append("UIShowsSelectionImmediatelyOnTouchBegin", .bool(true), to: index)
        }
        if tableForm.archivesRowHeightAndInsets {
            nib.graph.append("UIRowHeight", .float32(Float(Self.learntRowHeight)), to: index)
            for key in ["UIEstimatedRowHeight", "UIEstimatedSectionHeaderHeight", "UIEstimatedSectionFooterHeight"] {
                nib.graph.append(key, .float32(0), to: index)
            }
            nib.graph.append("UIInsetsContentViewsToSafeArea", .bool(true), to: index)
            nib.graph.append("UISeparatorInsetReference", .int8(0), to: index)
            nib.graph.append("UIScrollViewContentInsetAdjustmentBehavior", .int8(0), to: index)
        }
        if tableForm.archivesTableStyle {
            nib.graph.append("UIScrollViewIndicatorInsetAdjustmentBehavior", .int8(1), to: index)
            nib.graph.append("UITableViewStyle", .int8(0), to: index)
            nib.graph.append("UIStyle", .int8(0), to: index)
        }
        // A `.xib` document's table: no prototype keys (a `prototypes` element stays an issue).
        if inXib { return handled }
        guard case .objects(let ids)? = view.properties["prototypes"], ids.count == 1,
            let cell = lookups.object(ids[0]), cell.element == "tableViewCell",
            let cellNib = encodePrototypeNib(cell, tableWidth: frame.width, archivedWidth: width, form: tableForm),
            case .string(let reuseIdentifier)? = cell.properties["reuseIdentifier"]
        else {
            refuse(
                .attribute, "prototypes", at: view.position,
                detail: "of <tableView> (one prototype cell with a reuse identifier is learnt)")
            return handled.union(["prototypes"])
        }
        handled.insert("prototypes")
        let data = nib.graph.addObject("NSData")
        nib.graph.append("NS.bytes", .data(NibArchiveWriter.bytes(of: cellNib)), to: data)
        let prototype = nib.graph.addObject("UINib")
        nib.graph.append("captureEnclosingNIBBundleOnDecode", .bool(true), to: prototype)
        nib.graph.append("archiveData", .object(data), to: prototype)
        let name = nib.graph.string(reuseIdentifier)
        nib.graph.append(
            "UITableViewCellPrototypeNibs",
            nib.graph.array([name, .object(prototype)], className: "NSMutableDictionary"), to: index)
        let external = nib.graph.array([], className: "NSMutableDictionary")
        nib.graph.append(
            "UITableViewCellPrototypeNibExternalObjects",
            nib.graph.array([name, external], className: "NSMutableDictionary"), to: index)
        return handled
    }

    /// Whether a document value is the learnt one (numbers compared by value, whole or not).
    func sameValue(_ value: NibValue?, _ learnt: NibValue) -> Bool {
        switch (value, learnt) {
        case (.integer(let number)?, .real(let expected)): Double(number) == expected
        default: value == learnt
        }
    }

    /// The background of a table view: up to toolsVersion 14313 a white one is archived as the
    /// system colour `tableBackgroundColor` (Interface Builder's default for tables), from 16097
    /// as the document's colour. Another colour up to 14313 is an issue (not learnt).
    mutating func encodeTableBackground(_ value: NibValue, of view: NibObject, in nib: inout UIKitNib)
        -> NibArchiveValue.Kind?
    {
        guard form.tableForm?.archivesSystemTableBackground == true else {
            return encodeColor(value, key: "backgroundColor", of: view, in: &nib)
        }
        guard case .color(let color) = value, color.space == .rgb || color.space == .white,
            color.components.allSatisfy({ $0.value == 1 })
        else {
            refuse(
                .attribute, "backgroundColor", at: view.position,
                detail:
                    "of <tableView> (only white, archived as tableBackgroundColor, is learnt for toolsVersion \(form.toolsVersion))"
            )
            return nil
        }
        guard let white = encodeColor(value, key: "backgroundColor", of: view, in: &nib),
            case .object(let index) = white
        else { return nil }
        nib.graph.append("UISystemColorName", nib.graph.string("tableBackgroundColor"), to: index)
        return white
    }
}
