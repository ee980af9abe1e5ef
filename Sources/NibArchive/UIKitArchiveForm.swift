/// How Apple's compiler archives a UIKit storyboard, by the Interface Builder version that saved
/// it (`toolsVersion`). Xcode versions write the same document differently — the coder version,
/// the order of the objects table, the class swapper standing for each controller, keys added or
/// dropped, the size of scene views, colour spaces — and a document does not record which Xcode
/// compiled it, so each difference is tied to the range of `toolsVersion` the corpus pairs show
/// it for. Versions outside every learnt range are refused.
struct UIKitArchiveForm: Sendable, Equatable {
    /// The whole part of the document's `toolsVersion`.
    let toolsVersion: Int
    /// A legacy keyed archive (`<archive … version="8.00">`) of a learnt Interface Builder
    /// version (``UIKitLegacyArchive``): archived by its own table of classes and keys.
    var isLegacyArchive = false

    /// The ranges learnt for modern documents: 8152–16097 (coder 9) and from 20037 (coder 10).
    /// Below 8152 (the oldest pairs, `SwiftGen__SwiftGen` 12 and 15) Xcode archives differently:
    /// the legacy 3084 archive of `merenkoff__motion_app/1` compiles to labels with
    /// `UIShadowOffset` (0, −1), their text as `NSMutableString`, `darkTextColor` as `blackColor`
    /// in the gray space and Helvetica as `UISystemFont = true` with `NSName`/`NSSize` beside
    /// `UIFontName` — legacy archives have their own form (``init(legacyArchiveToolsVersion:)``).
    static let firstCoder9Tools = 8152
    static let lastCoder9Tools = 16097
    static let firstCoder10Tools = 20037

    /// The form of a document saved by `toolsVersion` (`11762`, `14313.18`), or nil when no form
    /// is learnt for it.
    init?(toolsVersion: String?) {
        guard let version = ToolsBuild.of(toolsVersion),
            (Self.firstCoder9Tools...Self.lastCoder9Tools).contains(version) || version >= Self.firstCoder10Tools
        else { return nil }
        self.toolsVersion = version
    }

    private init(version: Int) { toolsVersion = version }

    /// The form of a legacy archive saved by `toolsVersion`, or nil when no legacy form is learnt
    /// for it (``UIKitLegacyArchive/toolsVersions``).
    init?(legacyArchiveToolsVersion toolsVersion: String?) {
        guard let version = ToolsBuild.of(toolsVersion), UIKitLegacyArchive.toolsVersions.contains(version) else {
            return nil
        }
        self.toolsVersion = version
        isLegacyArchive = true
    }

    /// The root lists `UINibTraitStorageListsKey` (every nib but the legacy archive's).
    var listsTraitStorage: Bool { !isLegacyArchive }

    /// Classes name their fallbacks (`UIColor` → `NSColor`, `UIFont` → `NSFont`): not in the
    /// legacy archive's nib.
    var namesFallbackClasses: Bool { !isLegacyArchive }

    /// The newest form learnt (coder 10).
    static let newest = UIKitArchiveForm(version: firstCoder10Tools)

    /// The coder version the archive header records: 10 from toolsVersion 20037, else 9.
    var coderVersion: UInt32 { isCoder10 ? 10 : 9 }

    /// Coder 10 (toolsVersion 20037 and later): File's Owner first in the objects tables.
    var isCoder10: Bool { toolsVersion >= Self.firstCoder10Tools }

    /// Every storyboard controller is archived as a `UIClassSwapper`, and its nib lists the
    /// outlet `storyboard` before `sceneViewController` (from toolsVersion 16097, coder 9 and
    /// 10 alike: `SwiftGen__SwiftGen/11` and the 20037 pairs; not up to 14313).
    var archivesControllersAsClassSwappers: Bool { toolsVersion >= 16097 }

    /// A scene view's nib lists the outlet `view` before the event connections that perform
    /// segues (toolsVersion 16097: `SwiftGen__SwiftGen/11`; after them up to 14313).
    var listsViewOutletBeforeEvents: Bool { toolsVersion >= 16097 }

    /// Views carry `UIDeepDrawRect = true` (from toolsVersion 11201; not up to 10117).
    var archivesDeepDrawRect: Bool { toolsVersion >= 11201 }

    /// Views carry `UIViewLargeContentStoredProperties = nil` (from toolsVersion 16097; not up
    /// to 14313).
    var archivesLargeContentProperties: Bool { toolsVersion >= 16097 }

    /// A constraint without a second item still has `NSSecondAttribute(V2) = 0` (up to
    /// toolsVersion 10117; not from 11201).
    var archivesEmptySecondAttribute: Bool { toolsVersion <= 10117 }

    /// A constraint to a second item's layout margin (`trailingMargin`…) is archived with the
    /// margin folded into `NSConstant` beside the edge attribute, for systems without margin
    /// attributes: up to toolsVersion 10117 (Xcode 7, which still deploys to iOS 7;
    /// `SwiftGen__SwiftGen/3`, 9059). No later pair has a margin constraint: refused there.
    var foldsLayoutMargins: Bool { toolsVersion <= 10117 }

    /// Stack views draw nothing, and Apple's compiler archives neither their background colour
    /// nor `opaque="NO"` (`UIOpaque = true` whatever the document says): up to toolsVersion 16097,
    /// before UIKit gave stack views a background (`PerfectFreeze__PFWebViewController`, 11201).
    /// Stack views are encoded from 11201 to 16097 only (``archivesStackViews``).
    var stackViewsDrawNothing: Bool { toolsVersion <= 16097 }

    /// Stack views are learnt: toolsVersion 11201–16097 (the pairs show 11201; later Xcode
    /// versions archive their background).
    var archivesStackViews: Bool { (11201...16097).contains(toolsVersion) }

    /// Scene views are archived at 600 × 600, the size-class canvas, whatever size the document
    /// shows them at (up to toolsVersion 13156; from 14109 at the document's size).
    var archivesSceneViewsAtCanvasSize: Bool { toolsVersion <= 13156 }

    /// Geometry (`UIBounds`, `UICenter`) is archived as 32-bit floats (type byte 6) rather than
    /// doubles (7): up to toolsVersion 8164 (every pair from 8152 and 8164 does; from 8191 none).
    var archivesFloatGeometry: Bool { toolsVersion <= 8164 }

    /// How gray colours are archived: as RGB (up to toolsVersion 10117), in the gray space (from
    /// 20037), or not learnt (between).
    enum GrayForm { case rgb, gray, unknown }
    var grayForm: GrayForm {
        if toolsVersion <= 10117 { return .rgb }
        return isCoder10 ? .gray : .unknown
    }
}

extension UIKitArchiveForm {
    /// The name the regular system font is archived under, by the toolsVersion ranges the pairs
    /// show: `.SFUIText-Regular` (9059–10117), `.SFUIText` (11201–14313), `.SFUI-Regular` (16097).
    /// Nil outside them (older documents, the versions between, coder 10): not learnt.
    var systemFontName: String? {
        switch toolsVersion {
        case 9059...10117: ".SFUIText-Regular"
        case 11201...14313: ".SFUIText"
        case 16097...16097: ".SFUI-Regular"
        default: nil
        }
    }

    /// Fonts carry `UIFontTextStyleForScaling = nil`, `UIFontPointSizeForScaling = 0` and
    /// `UIFontMaximumPointSizeAfterScaling = 0` (from toolsVersion 14109; not up to 13156).
    var archivesFontScaling: Bool { toolsVersion >= 14109 }
}
