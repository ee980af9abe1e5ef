import NibModel
import NibRuntime

/// A grid view (NSGridView): views placed in rows and columns.
open class NibGridView: NibView {
    /// The number of rows and columns the document records.
    public private(set) var numberOfRows = 0
    /// The number of columns (the document's `columns`).
    public private(set) var numberOfColumns = 0
    /// The vertical space between rows, in points (0 when not recorded).
    public var rowSpacing = 0.0
    /// The horizontal space between columns, in points (0 when not recorded).
    public var columnSpacing = 0.0

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        guard coder.initialization == .decode else { return }
        numberOfRows = coder.children(forKey: "rows").count
        numberOfColumns = coder.children(forKey: "columns").count
        rowSpacing = coder.double("rowSpacing") ?? 0
        columnSpacing = coder.double("columnSpacing") ?? 0
    }

    public override init(frame: NibRect) { super.init(frame: frame) }
}
