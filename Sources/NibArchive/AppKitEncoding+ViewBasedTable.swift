import NibModel

extension AppKitEncoding {
    /// Why a view-based table is refused, at the table.
    static let viewBasedTableRefusal =
        "Apple's compiler archives each prototype cell view as a nib of its own, laid out again to its column by a rule not learnt"

    /// Refuses a view-based `<tableView>` or `<outlineView>` at the table, and each of its
    /// prototype cell views at its own place, so that `--coverage` lists them all.
    ///
    /// What the pairs show of the form (`outline_cellview`, `reusable_views_order`,
    /// `test24_tables_elastic`, `transmission_MainMenu`): the table's
    /// `NSTableViewArchivedReusableViewsKey` is an `NSMutableDictionary` from reuse identifier
    /// (the cell view's `identifier`, else its column's) to an `NSNib` (`NSNibFileData` an
    /// `NSData` holding a whole NIBArchive of the cell view, `NSNibFileIsKeyed` and
    /// `NSNibFileUseParentBundle` true, nil `NSNibFileImages` and `NSNibFileSounds`), its entries
    /// sorted by identifier (`Middle` before `Zebra` where the columns list `Zebra` first;
    /// `GroupCell`, `SmallTorrentCell`, `TorrentCell` where the document lists `TorrentCell`
    /// second); the cell view (with `NSReuseIdentifierKey`) and its outlets are also archived in
    /// the outer nib, in its connections and id tables. What they do not settle is the cell
    /// view's frame: `outline_cellview`'s prototype, `{{1, 1}, {223, 34}}` in the document, is
    /// archived at `{{11, 1}, {203, 34}}` (its text field 20 points narrower), the second
    /// column's of `reusable_views_order` moves from x 225 to 217, the six of
    /// `test24_tables_elastic` move 10 points right keeping their widths, and the three of
    /// `transmission_MainMenu` keep the document's frames. A 10-point margin a side in the table
    /// as wide as its clip view at compile time explains where the cells start in all four, but
    /// not how columns are resized into that width under every style (`test24_tables_elastic`'s
    /// lastColumnOnly columns give up 2 and 3 points); docs/nib-archive.md has the arithmetic.
    /// So nothing of a view-based table is written.
    mutating func refuseViewBasedTable(_ table: NibObject) {
        refuse(
            .objectClass, table.customClass ?? table.className, at: table.position,
            detail: "(a view-based <\(table.element)>: \(Self.viewBasedTableRefusal))")
        guard case .objects(let columnIDs)? = table.properties["tableColumns"] else { return }
        for columnID in columnIDs {
            guard let column = lookups.object(columnID),
                case .objects(let cellIDs)? = column.properties["prototypeCellViews"]
            else { continue }
            for cellID in cellIDs {
                guard let cell = lookups.object(cellID) else { continue }
                let identifier = Self.reuseIdentifier(of: cell, column: column)
                refuse(
                    .objectClass, cell.customClass ?? cell.className, at: cell.position,
                    detail:
                        "(<\(cell.element)>, the prototype \(identifier.map { "'\($0)'" } ?? "without an identifier") "
                        + "of a view-based <\(table.element)>: its frame in Apple's nib is laid out again by a rule not learnt)"
                )
            }
        }
    }

    /// The identifier a prototype cell view is registered under: its own `identifier`, else its
    /// column's; nil when neither has one.
    static func reuseIdentifier(of cell: NibObject, column: NibObject) -> String? {
        for object in [cell, column] {
            if case .string(let identifier)? = object.properties["identifier"] { return identifier }
        }
        return nil
    }
}
