import NibModel

/// Which texts of a document are localizable and the key path ibtool gives each: the one table
/// used to export strings, to check translations and to apply them at build time.
///
/// The rules are per property, whatever the class (a `title` is a `title` on a window, a menu
/// item or a button cell), except for the classes that have no texts (``classesWithoutTexts``),
/// plus the shapes Interface Builder nests texts in:
///
/// | document | key path |
/// |---|---|
/// | `title="…"`, `text`, `placeholder`, `placeholderString`, `toolTip`, `label`, … | the attribute's name |
/// | `<state key="normal" title="…"/>` (UIButton) | `normalTitle`, `highlightedTitle`, … |
/// | an object without an id under a key (`<tableHeaderCell key="headerCell" title="…"/>`) | `headerCell.title`, on the nearest object with an id |
/// | `<buttonConfiguration key="configuration" title="…"/>` | `configuration.title` |
/// | `<segment title="…"/>` of a UISegmentedControl | `segmentTitles[N]` |
/// | `<segment label="…" toolTip="…"/>` of an NSSegmentedCell | `ibShadowedLabels[N]`, `ibShadowedToolTips[N]` |
/// | `<scopeButtonTitles>` strings (UISearchBar) | `scopeButtonTitles[N]` |
/// | `<objectValues>` strings (NSComboBoxCell) | `ibShadowedObjectValues[N]` |
/// | `<accessibility label="…" hint="…"/>` (UIKit) | `accessibilityLabel`, `accessibilityHint` |
/// | `<accessibility description="…" help="…"/>` (AppKit) | `ibExternalAccessibilityDescription`, `ibExternalAccessibilityHelp` |
public enum LocalizationRules {
    /// String properties that are user-visible text; the key path is the property's name.
    public static let textProperties: [String] = [
        "title", "alternateTitle", "subtitle", "text", "placeholder", "placeholderString", "prompt",
        "backButtonTitle", "toolTip", "headerToolTip", "label", "paletteLabel", "headerTitle", "footerTitle",
        "discoverabilityTitle",
    ]

    /// Control states whose `title` is localizable (`<state key="normal" title="…"/>` → `normalTitle`).
    public static let titledStates: Set<String> = ["normal", "highlighted", "selected", "disabled", "focused"]

    /// Structured values whose attributes are texts under `KEY.attribute`.
    public static let nestedElements: [String: [String]] = ["buttonConfiguration": ["title", "subtitle"]]

    /// Accessibility attributes → key path.
    public static let accessibilityKeys: [(attribute: String, keyPath: String)] = [
        ("label", "accessibilityLabel"), ("hint", "accessibilityHint"),
        ("description", "ibExternalAccessibilityDescription"), ("help", "ibExternalAccessibilityHelp"),
    ]

    /// Segment attributes → the key path's array name.
    public static let segmentKeys: [(attribute: String, keyPath: String)] = [
        ("title", "segmentTitles"), ("label", "ibShadowedLabels"), ("toolTip", "ibShadowedToolTips"),
    ]

    /// String lists → the key path's array name.
    public static let stringLists: [String: String] = [
        "scopeButtonTitles": "scopeButtonTitles", "objectValues": "ibShadowedObjectValues",
    ]

    static let textPropertySet = Set(textProperties)

    /// Classes that have none of the ``textProperties``: their attributes of those names are not
    /// texts (a layout constraint's `placeholder="YES"` is Interface Builder's remove-at-build-time
    /// flag), so nothing of theirs is localizable.
    public static let classesWithoutTexts: Set<String> = ["NSLayoutConstraint"]

    /// Whether an object of `className` can have localizable texts.
    static func hasTexts(_ className: String) -> Bool { !classesWithoutTexts.contains(className) }

    /// One localizable slot of an object's properties, with how to rewrite it.
    struct Slot {
        /// The key path below the object that owns the properties (no owner prefix).
        var keyPath: String
        var value: String
    }

    /// The localizable texts of `properties`, in document order; `rewrite`, given a translation
    /// for a slot's key path, returns the properties with that text replaced.
    static func slots(in properties: NibProperties) -> [Slot] {
        var slots: [Slot] = []
        _ = visit(properties) { keyPath, value in
            slots.append(Slot(keyPath: keyPath, value: value))
            return nil
        }
        return slots
    }

    /// Walks the localizable texts of `properties`; `replacement` may return a new text for a key path.
    /// Returns the properties with every replacement made.
    static func visit(_ properties: NibProperties, _ replacement: (String, String) -> String?) -> NibProperties {
        var result = properties
        for entry in properties {
            switch entry.value {
            case .string(let text) where textPropertySet.contains(entry.name):
                if let new = replacement(entry.name, text) { result.set(entry.name, .string(new)) }
            case .state(let state) where titledStates.contains(entry.name):
                if case .string(let text)? = state["title"], let new = replacement(entry.name + "Title", text) {
                    var changed = state
                    changed.set("title", .string(new))
                    result.set(entry.name, .state(changed))
                }
            case .element(let element):
                if let changed = visit(element, key: entry.name, replacement) {
                    result.set(entry.name, .element(changed))
                }
            case .array(let items):
                if let changed = visit(items, key: entry.name, replacement) { result.set(entry.name, .array(changed)) }
            default:
                break
            }
        }
        return result
    }

    /// A structured value: accessibility texts, or a nested element's texts under its key.
    private static func visit(_ element: NibElement, key: String, _ replacement: (String, String) -> String?)
        -> NibElement?
    {
        let mapping: [(attribute: String, keyPath: String)]
        if element.name == "accessibility" {
            mapping = accessibilityKeys
        } else if let attributes = nestedElements[element.name] {
            mapping = attributes.map { ($0, "\(key).\($0)") }
        } else {
            return nil
        }
        var changed = element
        var any = false
        for (attribute, keyPath) in mapping {
            guard let index = element.attributes.firstIndex(where: { $0.name == attribute }) else { continue }
            if let new = replacement(keyPath, element.attributes[index].value) {
                changed.attributes[index].value = new
                any = true
            }
        }
        return any ? changed : nil
    }

    /// Segments and string lists: `NAME[N]`.
    private static func visit(_ items: [NibValue], key: String, _ replacement: (String, String) -> String?)
        -> [NibValue]?
    {
        var changed = items
        var any = false
        if key == "segments" {
            for (offset, item) in items.enumerated() {
                guard case .element(var segment) = item, segment.name == "segment" else { continue }
                for (attribute, name) in segmentKeys {
                    guard let index = segment.attributes.firstIndex(where: { $0.name == attribute }) else { continue }
                    if let new = replacement("\(name)[\(offset)]", segment.attributes[index].value) {
                        segment.attributes[index].value = new
                        changed[offset] = .element(segment)
                        any = true
                    }
                }
            }
        } else if let name = stringLists[key] {
            for (offset, item) in items.enumerated() {
                guard case .string(let text) = item else { continue }
                if let new = replacement("\(name)[\(offset)]", text) {
                    changed[offset] = .string(new)
                    any = true
                }
            }
        }
        return any ? changed : nil
    }
}
