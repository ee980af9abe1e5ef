/// Why a decoded property of a pair's nib differs from its document's, by the patterns Apple's
/// compiler follows; each rule is about a class and property, never about one pair.
enum CompiledNibPropertyDifferences {
    /// The default masks Apple archives for a view whose document gives none: AppKit with Auto
    /// Layout (`flexibleMaxX | flexibleMinY`), without (`flexibleMinY | flexibleMaxY`), and
    /// UIKit's for a view that does not translate its mask (`flexibleMaxX | flexibleMaxY`).
    static let defaultMasks: Set<String> = [
        "flexibleMaxX flexibleMinY", "flexibleMaxY flexibleMinY", "flexibleMaxX flexibleMaxY",
    ]

    /// Apple lays a table column's cell views (and the text fields in them) out to the column.
    static let cellViewLayout = "Apple lays a column's cell views out to the column's width"

    /// Differences of one pair, with their reason, where the rule is about a layout only that pair
    /// shows.
    static let pinned: [String: [String: String]] = [
        "outline_cellview.nib": ["NSTextField.frame": cellViewLayout],
        "reusable_views_order.nib": ["NSTextField.frame": cellViewLayout],
        "test20_framecalc.nib": [
            "NSView.frame": "Apple lays a scroll view's document view out in its clip view"
        ],
        "test35_splitview_responder.nib": [
            "NSView.frame": "Apple lays a split view's subviews out (here stacked, the divider between)"
        ],
        "test_box_colors.nib": [
            "NSView.frame": "Apple lays a box's content view out inside its border",
            "NSBox.title": "a box's title is its title cell's contents (NSTitleCell), not read back",
        ],
        "textfield_textcolor.nib": [
            "NSTextFieldCell.textColor":
                "Apple archives an editable cell's textColor as controlTextColor in this version"
        ],
        "with_view.nib": ["NSView.frame": "the document gives no frame: Apple archives an empty one"],
    ]

    /// The reason for a value only in the nib's model (`side` `+`) or only in the document's
    /// (`-`), nil when none is known.
    static func reason(side: String, entry: CompiledNibPropertyComparison.Entry, pair: String) -> String? {
        if let reason = pinned[pair]?["\(entry.className).\(entry.property)"] { return reason }
        let isUIKit = pair.hasPrefix("uikit/")
        switch (side, entry.className, entry.property) {
        case ("-", "NSLayoutConstraint", "constant"):
            return "a standard spacing (symbolic) is archived by name, NSSymbolicConstant, without its number"
        case ("-", "NSTableHeaderCell", _):
            return "Apple's compiler does not list table header cells in NSObjectsKeys"
        case ("+", _, "autoresizingMask") where defaultMasks.contains(entry.value):
            return "the document gives no mask: Apple archives the default one"
        case (_, "NSClipView", "autoresizingMask"):
            return "a scroll view's clip view is archived without an autoresizing mask"
        case (_, _, "contentRect origin"):
            return
                "NSWindowRect is where the window opens: centred on the design screen along an axis without its strut"
        case ("+", _, "contentRect size") where entry.value == "0.0 0.0":
            return "the document gives no content rect: Apple archives an empty one"
        case (_, "NSClipView", "frame"), (_, "NSTableHeaderView", "frame"),
            (_, _, "frame") where entry.className.hasSuffix("OutlineView") || entry.className.hasSuffix("TableView"):
            return "Apple lays a table's clip view, header view and table out to the scroll view"
        case (_, "NSScroller", "frame"), (_, "NSScroller", "hidden"):
            return "Apple lays a scroll view's scrollers out itself (their width, and whether they show)"
        case (_, "NSTextView", "frame"):
            return "Apple sizes a text view to its scroll view's content"
        case ("-", "NSTextView", "backgroundColor"), ("-", "NSTextView", "textColor"),
            ("-", "NSClipView", "backgroundColor"):
            return "a text view's colours (its shared text data) and a clip view's (NSBGColor) are not read back"
        case ("-", _, "tag") where entry.className.hasSuffix("PopUpButtonCell"):
            return "a pop-up cell's tag is not archived as NSTag"
        case ("-", "NSTabView", "font"):
            return "a tab view's font (NSFont) is not read back"
        case (_, "NSTableView", "autoresizingMask"):
            return "a table in a scroll view is archived width- and height-sizable"
        case (_, "NSTableCellView", "frame"):
            return cellViewLayout
        case ("+", _, "frame") where isUIKit && entry.value == "0 0 1000 1000":
            return "a view placed only by constraints: Apple archives 1000 × 1000 at the origin"
        case (_, "NSPopUpButtonCell", "font"),
            (_, _, "font") where entry.className.hasSuffix("PopUpButtonCell"):
            return "a pop-up cell archives its metafont in the menu role: read back by name and size"
        case ("-", _, "font") where entry.value == "usesAppearanceFont=YES":
            return "a font following the appearance is archived as the system font"
        case ("+", "NSTextFieldCell", "font") where entry.value == "metaFont=system":
            return "a font following the appearance is archived as the system font"
        case ("-", _, "font") where isUIKit:
            return "UIKit fonts (UIFont) are not read back"
        case (_, _, "backgroundColor") where isUIKit, (_, _, "textColor") where isUIKit:
            return uiKitColorReason(side: side, entry: entry)
        case ("-", _, "title") where entry.className.hasSuffix("TextFieldCell"):
            return "a cell with a formatter archives the value it parses (NSDate, NSNumber) as its contents"
        case ("-", "NSMenuItem", "image"):
            return "a menu item's image (NSImage) is not read back"
        case ("-", "NSMenuItem", "hidden"):
            return "a menu item's hidden flag (NSIsHidden) is not read back"
        case (_, "UIRoundedRectButton", _),
            ("-", "UIButton", _) where isUIKit:
            return "UIKit archives a rounded-rect button as UIRoundedRectButton (a class of its own)"
        case ("-", "UIView", "frame") where isUIKit && entry.value.hasPrefix("0 20 "),
            ("+", "UIView", "frame") where isUIKit && entry.value.hasPrefix("0 0 "):
            return "a top-level view drawn below a simulated status bar is archived at the origin"
        case ("-", _, "image") where entry.value.hasSuffix(":image"):
            return "the document's image is an element of its own, not a name"
        default:
            return nil
        }
    }

    /// Why a UIKit colour differs.
    static func uiKitColorReason(side: String, entry: CompiledNibPropertyComparison.Entry) -> String? {
        if side == "-", entry.className == "UIStackView" {
            return "a stack view draws nothing: its colour is not archived"
        }
        if entry.value.hasPrefix("system") { return "UIKit archives darkTextColor as the system colour blackColor" }
        return "UIKit archives colours in device RGB, components to three digits"
    }
}
