import NibModel
import NibRuntime

/// A table (NSTableView / UITableView): its columns, data source and delegate.
///
/// Headless: it holds what the document connects and records; it asks nobody for rows.
open class NibTableView: NibControl {
    /// The data source; not retained, as in the toolkits.
    public weak var dataSource: AnyObject?
    /// The delegate; not retained.
    public weak var delegate: AnyObject?
    /// The columns (macOS), in document order.
    public private(set) var tableColumns: [NibTableColumn] = []
    /// The recorded row height, if any.
    public var rowHeight: Double?

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        guard coder.initialization == .decode else { return }
        rowHeight = coder.double("rowHeight")
        tableColumns = coder.children(forKey: "tableColumns").compactMap { $0 as? NibTableColumn }
    }

    public override init(frame: NibRect) { super.init(frame: frame) }

    /// The column with the identifier.
    public func tableColumn(withIdentifier identifier: String) -> NibTableColumn? {
        tableColumns.first { $0.identifier == identifier }
    }

    open override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        switch name {
        case "dataSource": dataSource = value
        case "delegate": delegate = value
        default: try super.nibSetOutlet(name, to: value)
        }
    }
}

/// An outline (NSOutlineView): a table whose rows form a tree.
open class NibOutlineView: NibTableView {}

/// A table column (NSTableColumn): identifier, title and width.
open class NibTableColumn: NibStandardObject {
    /// The column's identifier, which app code and cell views refer to it by.
    public var identifier: String?
    /// The header's title (the column's `title`, else its header cell's).
    public var title: String?
    /// The column's width in points, if recorded.
    public var width: Double?

    public override init() { super.init() }

    public required init(coder: NibCoder) {
        identifier = coder.string("identifier")
        width = coder.double("width")
        super.init(coder: coder)
        title = coder.string("title") ?? (coder.child(forKey: "headerCell") as? NibCell)?.title
    }
}
