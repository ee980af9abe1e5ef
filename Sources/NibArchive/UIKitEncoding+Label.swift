import NibModel

/// What the public evidence settles about a `<label>`'s archive, and what it leaves open. No
/// Apple pair of the corpus holds a label of a modern document (`merenkoff__motion_app/1`'s labels
/// are a legacy archive's, encoded by ``UIKitLegacyArchive``); the facts come from public
/// descriptions, no Apple pair:
///
/// - an `ibtool` nib of one default label, dumped key by key in a public write-up of a
///   xib-to-nib converter (the label at 375 × 21 in a 600 × 600 view): `UIUserInteractionDisabled`,
///   `UIContentMode = 7`, `UIViewContentHuggingPriority = {251, 251}`, the view keys with
///   `UIDeepDrawRect`, then `UIText`, `UIFont` (`.SFUIText` 17 with the three scaling keys —
///   the button font of the 14109–14313 pairs), `UITextColor` (`UISystemColorName = blackColor`,
///   gray 0), `UIShadowOffset = (0, −1)`, `UITextAlignment = 4`,
///   `UIDisableUpdateTextColorOnTraitCollectionChange = false`, and no `UIOpaque`;
/// - a public log of the keys UIKit's decoder found in a default label of that font: the same
///   `UITextAlignment = 4` and `UIDisableUpdateTextColorOnTraitCollectionChange`, and no
///   `UINumberOfLines`, `UIBaselineAdjustment`, `UILineBreakMode`, `UIEnabled` or
///   `UIPreferredMaxLayoutWidth`;
/// - Xcode 4's labels (`merenkoff__motion_app/1`) and an open converter agree on
///   `UIShadowOffset = (0, −1)`.
///
/// Integer widths are settled by the pairs: Apple's UIKit nibs write every non-negative integer
/// at its narrowest width (all 2,598 in the 24 pairs' nibs; only `NSRelation`'s −1 is an `int64`), so
/// `UITextAlignment = 4` would be an `int8`.
///
/// Left open, so every label is refused naming it: the class of `UIText` (neither description
/// shows it; Xcode 4 archived each of motion_app's 16 label texts as an `NSMutableString` where
/// the same nib's button titles are `NSString`s, so the mutable string is the label's own), for a label without text whether `UIText` is
/// written at all (only an open converter says it is left out), and, per attribute, what neither
/// description shows (``unsettledLabelAttributes``).
extension UIKitEncoding {
    /// The label attributes whose archive neither public description shows, by the value that
    /// leaves no key in both (nil: any value given is open).
    static let labelDefaults: [String: String?] = [
        "lineBreakMode": "tailTruncation", "baselineAdjustment": "alignBaselines", "adjustsFontSizeToFit": "NO",
        "numberOfLines": "1", "adjustsFontForContentSizeCategory": "NO", "minimumScaleFactor": nil,
        "minimumFontSize": nil, "highlighted": "NO", "enabled": "YES", "preferredMaxLayoutWidth": nil,
        "shadowOffset": nil,
    ]

    /// A `<label>` is refused: the issue names the form's state and the label's open facts.
    mutating func refuseLabel(_ label: NibObject) {
        refuse(
            .objectClass, label.customClass ?? "UILabel", at: label.position,
            detail: "(<label>: \(labelRefusalReason(label)))")
    }

    /// Why `label` cannot be archived faithfully in the document's form.
    func labelRefusalReason(_ label: NibObject) -> String {
        guard labelFormIsDescribed else {
            return
                "no Apple nib of a label for toolsVersion \(form.toolsVersion); the public descriptions show the 14109–14313 form only"
        }
        let open = unsettledLabelAttributes(label)
        let attributes = open.isEmpty ? "" : "; nor do they show \(open.joined(separator: ", "))"
        guard label.properties["text"] == nil else {
            return
                "the class of UIText, NSString or NSMutableString, is not settled: the public descriptions do not show it and Xcode 4 archived an NSMutableString\(attributes)"
        }
        return
            "whether Apple's compiler writes UIText for a label without text is not settled: only an open converter says it leaves it out\(attributes)"
    }

    /// The form the public descriptions show a label in: toolsVersion 14109–14313, where the
    /// button pairs archive the same `.SFUIText` font with its scaling keys.
    var labelFormIsDescribed: Bool { form.archivesFontScaling && form.systemFontName == ".SFUIText" }

    /// The label's attributes, in document order, that neither public description shows for
    /// their value: a value other than the default each leaves no key for, a text colour left
    /// to UIKit (`<nil key="textColor"/>`: the described label's document is not shown), a font
    /// other than the 17-point system font, and a custom class.
    func unsettledLabelAttributes(_ label: NibObject) -> [String] {
        var open: [String] = []
        for entry in label.properties {
            if let entryDefault = Self.labelDefaults[entry.name] {
                if entryDefault == nil || !Self.labelValue(entry.value, is: entryDefault ?? "") {
                    open.append(entry.name)
                }
            } else if entry.name == "textColor", entry.value == .nil {
                open.append("a nil textColor")
            } else if entry.name == "fontDescription", !Self.isSystemFont17(entry.value) {
                open.append("fontDescription")
            }
        }
        if label.customClass != nil { open.append("customClass") }
        return open
    }

    /// Whether a document value reads as `text` (`YES`/`NO` for booleans, digits for numbers).
    static func labelValue(_ value: NibValue, is text: String) -> Bool {
        switch value {
        case .string(let string): string == text
        case .bool(let flag): (flag ? "YES" : "NO") == text
        case .integer(let number): String(number) == text
        default: false
        }
    }

    /// `<fontDescription type="system" pointSize="17"/>`, the font the descriptions show.
    static func isSystemFont17(_ value: NibValue) -> Bool {
        guard case .font(let font) = value else { return false }
        return font["type"] == "system" && font.pointSize == 17 && font["weight"] == nil
    }
}
