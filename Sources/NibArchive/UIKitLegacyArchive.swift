import NibModel

/// What Apple's compiler makes of a legacy Cocoa Touch archive (`<archive
/// type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">`, Xcode 4): the archive's
/// Interface Builder classes and keys (`IBUILabel`, `IBUIText`, …) become UIKit's runtime classes
/// and keys (`UILabel`, `UIText`, …). Every fact here is learnt from the one pair of such a
/// document and Apple's nib (`merenkoff__motion_app/1`, Interface Builder 3084): each class, key
/// and value it shows, written once; anything else is an issue naming it.
enum UIKitLegacyArchive {
    /// The Interface Builder versions whose legacy archives are learnt: 3084 (Xcode 4.6).
    static let toolsVersions: Set<Int> = [3084]

    /// The `<archive version=…>` values of legacy archives (the modern format writes `3.0`).
    static let archiveVersions: Set<String> = ["7.02", "7.03", "7.10", "8.00"]

    /// What one document property becomes in the nib.
    enum Rule: Sendable, Equatable {
        /// Interface Builder's own (key-view loop, reuse identifier, target runtime, simulated
        /// metrics): not archived.
        case designTime
        /// Only this value is learnt, and it leaves no key (the runtime's default).
        case onlyDefault(NibValue)
        /// A boolean archived under a key only for the value the pair shows (`clipsSubviews =
        /// YES` → `UIClipsToBounds = true`); the other value is not learnt.
        case flag(key: String, when: Bool, archived: Bool)
        /// An integer archived as given, at its narrowest width (`IBUIContentMode` →
        /// `UIContentMode`).
        case integer(key: String)
        /// Encoded by the class's own step (frame, subviews, colours, fonts, texts, states).
        case encoded

        /// The flag `flag` archived (`true`) when its property has the value it stands for.
        static func setFlag(_ flag: ArchivedProperty.Flag) -> Rule {
            .flag(key: flag.key, when: flag.value, archived: true)
        }
    }

    /// The rules of every view, by document property.
    static let viewRules: [String: Rule] = [
        "nextKeyView": .designTime, "NSReuseIdentifierKey": .designTime, "targetRuntimeIdentifier": .designTime,
        "IBUISimulatedStatusBarMetrics": .designTime, "IBUISimulatedDestinationMetrics": .designTime,
        ArchivedProperty.uiClipsToBounds.property: .setFlag(ArchivedProperty.uiClipsToBounds),
        ArchivedProperty.uiUserInteractionDisabled.property: .setFlag(ArchivedProperty.uiUserInteractionDisabled),
        "IBUIMultipleTouchEnabled": .flag(key: "UIMultipleTouchEnabled", when: true, archived: true),
        "clearsContextBeforeDrawing": .flag(key: "UIClearsContextBeforeDrawing", when: false, archived: false),
        "IBUIContentMode": .integer(key: "UIContentMode"),
        ArchivedProperty.uiTag.property: .integer(key: ArchivedProperty.uiTag.key),
        "frame": .encoded, "autoresizingMask": .encoded, "opaque": .encoded, "backgroundColor": .encoded,
        "subviews": .encoded,
    ]

    /// The rules of each element's own properties, beside ``viewRules``.
    static let elementRules: [String: [String: Rule]] = [
        "view": [:],
        "scrollView": [:],
        "label": [
            "text": .encoded, "font": .encoded, "fontDescription": .encoded, "textColor": .encoded,
            "IBUIHighlightedColor": .onlyDefault(.nil), "IBUIBaselineAdjustment": .onlyDefault(.integer(0)),
            "IBUIAdjustsFontSizeToFit": .onlyDefault(.bool(false)),
            "IBUILineBreakMode": .integer(key: "UILineBreakMode"),
        ],
        "button": [
            "IBUIButtonType": .encoded, "font": .encoded, "fontDescription": .encoded, "normal": .encoded,
            "highlighted": .encoded, "selected": .encoded,
            "IBUIContentHorizontalAlignment": .onlyDefault(.integer(0)),
            "IBUIContentVerticalAlignment": .onlyDefault(.integer(0)),
        ],
    ]

    /// The runtime class of each element whose class does not depend on its properties (a
    /// button's does: ``buttonClasses``).
    static let viewClasses: [String: String] = [
        "view": "UIView", "scrollView": "UIScrollView", "label": "UILabel",
    ]

    /// A button's runtime class and `UIButtonType` by `IBUIButtonType`: the rounded-rect
    /// button (1) is its own class.
    static let buttonClasses: [Int: String] = [1: "UIRoundedRectButton"]

    /// Keys each class carries whatever the document says, as the pair shows them.
    static let scrollViewBouncesZoom = "UIBouncesZoom"
    /// A label's shadow offset (0, −1) as geometry, though the document gives none.
    static let labelShadowOffset: [Double] = [0, -1]

    /// A text colour named by its UIKit key path (`IBUIColorCocoaTouchKeyPath`) as UIKit archives
    /// it: `darkTextColor` is UIKit's `blackColor`, archived in the gray space.
    static let systemColors: [String: (name: String, white: Double)] = ["darkTextColor": ("blackColor", 0)]

    /// `UIFontTraits` by the font description's type: the system font (0) and its bold (2).
    static let fontTraits: [String: Int] = ["system": 0, "boldSystem": 2]

    /// `UIButtonStatefulContent`'s state numbers (`UIControlState`) by the document's state.
    static let buttonStates: [String: Int] = ["normal": 0, "highlighted": 1, "selected": 4]

    /// `UIButtonContent`'s keys by a state's property; titles are `NSString`s.
    static let buttonContentKeys: [String: String] = [
        "title": "UITitle", "titleColor": "UITitleColor", "titleShadowColor": "UIShadowColor",
    ]

    /// Why an element of a legacy archive is not encoded though the pair holds one: what the
    /// nib records that the document does not.
    static let unsettledElements: [String: String] = [
        "segmentedControl":
            "UIKit lays the segments out at compile time, each segment's width and a content stretch computed from its own segment images, which the document does not record and one pair cannot settle"
    ]

    /// A top-level view's frame as Interface Builder shows it under a simulated status bar
    /// (20 points down), which the nib archives at the origin.
    static let statusBarOffset = 20.0
}
