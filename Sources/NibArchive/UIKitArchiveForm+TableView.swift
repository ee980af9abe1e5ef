extension UIKitArchiveForm {
    /// How a table view controller, its `UITableView` and a prototype cell's nib are archived,
    /// by the toolsVersion ranges the pairs show (`SwiftGen__SwiftGen` 3–11: 9059, 10117, 11201,
    /// 12121, 13156, 14109, 14113, 14313.18 and 16097). Nil outside them.
    var tableForm: UIKitTableForm? {
        switch toolsVersion {
        case 9059...10117, 11201...13156, 14109...14313, 16097...16097: UIKitTableForm(toolsVersion: toolsVersion)
        default: nil
        }
    }

    /// The toolsVersion ranges ``tableForm`` covers, as refusals name them.
    static let learntTableVersions = "9059–10117, 11201–13156, 14109–14313 and 16097"
}

/// The differences between Xcode versions in a table view controller's archive (see
/// ``UIKitArchiveForm/tableForm``).
struct UIKitTableForm: Sendable, Equatable {
    let toolsVersion: Int

    /// The controller carries `UIClearsSelectionOnViewWillAppear = true` (up to 11201; not from
    /// 12121, for the same document).
    var archivesClearsSelection: Bool { toolsVersion <= 11201 }

    /// `UIContentSize` (the table's width × 0): up to 13156; not from 14109.
    var archivesContentSize: Bool { toolsVersion <= 13156 }

    /// `UISectionHeaderHeight`/`UISectionFooterHeight`: up to 10117 and from 14109; 11201–13156
    /// leave the default (28) out.
    var archivesSectionHeights: Bool { toolsVersion <= 10117 || toolsVersion >= 14109 }

    /// `UIShowsSelectionImmediatelyOnTouchBegin = true`: up to 10117.
    var archivesShowsSelectionImmediately: Bool { toolsVersion <= 10117 }

    /// `UIRowHeight`, the three estimated heights (0), `UIInsetsContentViewsToSafeArea`,
    /// `UISeparatorInsetReference` and `UIScrollViewContentInsetAdjustmentBehavior`: from 14109.
    var archivesRowHeightAndInsets: Bool { toolsVersion >= 14109 }

    /// `UIScrollViewIndicatorInsetAdjustmentBehavior = 1`, `UITableViewStyle` and `UIStyle`:
    /// from 16097.
    var archivesTableStyle: Bool { toolsVersion >= 16097 }

    /// A white table background is archived as the system colour `tableBackgroundColor` (up to
    /// 14313), as the document's colour from 16097.
    var archivesSystemTableBackground: Bool { toolsVersion <= 14313 }

    /// The cell carries the system colour `tableCellBackgroundColor` and
    /// `UITableCellBackgroundColorSet = true` (up to 10117).
    var archivesCellBackground: Bool { toolsVersion <= 10117 }

    /// The cell is centred at the document's `y` (16097); earlier versions place it at 0.
    var placesCellAtDocumentOrigin: Bool { toolsVersion >= 16097 }

    /// How much shorter than the cell its content view is archived: one pixel of the canvas
    /// Xcode lays the cell out on, whatever the document's content view height says (the
    /// documents give 43 or 43.5 for either). 1 up to 10117 (the 1x size-class canvas), 0.5 from
    /// 11201 (2x devices), as all nine pairs have it.
    var contentViewInset: Double { toolsVersion <= 10117 ? 1 : 0.5 }

    /// The height of the cell's separator along its bottom: 1 up to 10117 and in 14313–16097,
    /// 0.5 in 11201–14113 (from 14313 the separator is a point high over the content view's last
    /// half point), as all nine pairs have it; nil between (14114–14312), where no pair shows it.
    var separatorHeight: Double? {
        switch toolsVersion {
        case ...10117, 14313...16097: 1
        case 11201...14113: 0.5
        default: nil
        }
    }
}
