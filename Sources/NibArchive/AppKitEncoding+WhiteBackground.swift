import NibModel

extension AppKitEncoding {
    /// What Apple's compiler archives for an opaque calibrated white 1 background of a text view
    /// or of the clip view of a scroll view holding one.
    enum WhiteBackgroundRenaming: Equatable {
        /// Not a calibrated white 1 on such a view: archived as the document gives it.
        case kept
        /// Archived as this `System` catalog colour.
        case catalog(String)
        /// A calibrated white 1 in a document whose version no pair shows: refused.
        case unknown
    }

    /// The toolsVersions whose calibrated white 1 text-view backgrounds Apple's compiler archives
    /// as catalog colours: `test13_clip_flags`, `textview_attributedstring` and
    /// `textview_multiattr` (all three from 11762) archive their text views' as
    /// `textBackgroundColor`, and `test13_clip_flags` the clip view of its scroll view as
    /// `controlBackgroundColor`; no pair of another version has such a background.
    static let catalogWhiteBackgroundVersions = 11762...11762
    /// The catalog colour of a text view's calibrated white 1 background.
    static let textViewWhiteBackground = "textBackgroundColor"
    /// The catalog colour of a calibrated white 1 on the clip view of a scroll view holding a
    /// text view, which then does not draw its background (`test13_clip_flags`: no `NScvFlags`
    /// beside this `NSBGColor`; a window's content clip view keeps its colour and draws it:
    /// `textview_attributedstring`).
    static let textClipViewWhiteBackground = "controlBackgroundColor"

    /// Whether Apple's compiler archives `view`'s `backgroundColor` as a catalog colour:
    /// `catalogName` for an opaque calibrated white 1 in a document of
    /// ``catalogWhiteBackgroundVersions``, unknown in other versions, kept otherwise.
    func whiteBackgroundRenaming(of view: NibObject, as catalogName: String) -> WhiteBackgroundRenaming {
        guard Self.isCalibratedWhite(view.properties["backgroundColor"]) else { return .kept }
        guard let version = toolsBuild,
            Self.catalogWhiteBackgroundVersions.contains(version)
        else { return .unknown }
        return .catalog(catalogName)
    }

    /// Refuses the calibrated white 1 `backgroundColor` of `view` (described by `element`) in a
    /// document whose version is not in ``catalogWhiteBackgroundVersions``.
    mutating func refuseWhiteBackground(of view: NibObject, element: String) {
        refuse(
            .attribute, "backgroundColor", at: view.position,
            detail: "of \(element) (a calibrated white 1 in toolsVersion \(document.info.toolsVersion ?? "none"), "
                + "which Apple's compiler archives as a catalog colour in 11762: other versions are not learnt)")
    }
}
