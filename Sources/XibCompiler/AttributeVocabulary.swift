/// How an attribute's text is recorded in the manifest.
enum AttributeType {
    case string, bool, integer, real
}

/// The names the converter understands, and the types it records their values as.
///
/// `objectAttributes` lists what real documents carry; `toolkitAttributes` adds the UIKit and
/// AppKit inspector properties that are rarer in the wild. A value that does not parse as its
/// type is kept as the string it was.
enum AttributeVocabulary {
    static let all: [String: AttributeType] = objectAttributes.merging(toolkitAttributes) { known, _ in known }

    static let toolkitAttributes: [String: AttributeType] = [
        "alpha": .real, "minimumValue": .real, "maximumValue": .real, "stepValue": .real, "value": .string,
        "currentPage": .integer, "numberOfPages": .integer, "selectedSegmentIndex": .integer, "on": .bool,
        "zoomScale": .real, "estimatedSectionHeaderHeight": .real, "estimatedSectionFooterHeight": .real,
        "sectionIndexMinimumDisplayRowCount": .integer, "delaysContentTouches": .bool, "canCancelContentTouches": .bool,
        "bounces": .bool, "pagingEnabled": .bool, "showsHorizontalScrollIndicator": .bool,
        "showsVerticalScrollIndicator": .bool, "scrollEnabled": .bool, "secureTextEntry": .bool, "momentary": .bool,
        "springLoaded": .bool, "clearsOnBeginEditing": .bool, "adjustsImageWhenHighlighted": .bool,
        "adjustsImageWhenDisabled": .bool, "showsTouchWhenHighlighted": .bool,
        "reversesTitleShadowWhenHighlighted": .bool, "spacing": .real, "minimumPressDuration": .real,
        "numberOfTapsRequired": .integer, "numberOfTouchesRequired": .integer, "highlighted": .bool, "selected": .bool,
        "userInteractionEnabled": .bool, "translatesAutoresizingMaskIntoConstraints": .bool,
        "layoutMarginsFollowReadableWidth": .bool, "allowsSelection": .bool, "allowsMultipleSelection": .bool,
        "allowsSelectionDuringEditing": .bool, "indentationLevel": .integer, "shouldIndentWhileEditing": .bool,
        "transparent": .bool, "continuous": .bool, "cornerRadius": .real, "borderWidth": .real,
        "contentHuggingPriority": .real, "verticalHuggingPriority": .integer, "verticalCompressionResistancePriority": .integer,
        "horizontalHuggingPriority": .integer, "horizontalCompressionResistancePriority": .integer,
        "visibleAtLaunch": .bool, "enabled": .bool, "hidden": .bool, "opaque": .bool, "clipsSubviews": .bool,
        "multipleTouchEnabled": .bool, "exclusiveTouch": .bool, "tag": .integer, "numberOfLines": .integer,
        "minimumFontSize": .real, "minimumScaleFactor": .real, "preferredMaxLayoutWidth": .real,
        "adjustsFontSizeToFit": .bool, "rowHeight": .real, "sectionHeaderHeight": .real, "sectionFooterHeight": .real,
        "constant": .real, "multiplier": .string, "priority": .real, "state": .string, "title": .string,
        "text": .string, "placeholder": .string, "image": .string, "keyEquivalent": .string,
        "accessibilityIdentifier": .string, "restorationIdentifier": .string, "reuseIdentifier": .string,
        "contentMode": .string, "semanticContentAttribute": .string, "textAlignment": .string, "lineBreakMode": .string,
        "minValue": .real, "maxValue": .real, "doubleValue": .real, "intValue": .integer, "floatValue": .real,
    ]
}
