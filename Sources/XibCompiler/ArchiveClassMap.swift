import NibModel

/// Maps an archived class (`IBUIButton`, `NSWindowTemplate`, `NSCustomView`, …) to the modern
/// model's element and toolkit class, through ``ClassVocabulary``.
enum ArchiveClassMap {
    struct Mapping {
        var element: String
        var className: String
        var customClass: String?
        /// Whether the element ↔ class fact is known (not derived by the naming rule only).
        var known: Bool
        /// Archived keys that the mapping used up (the class name of a custom object).
        var consumedKeys: Set<String>
    }

    /// Cocoa Touch archives write UIKit classes with Interface Builder's own prefix.
    static let interfaceBuilderPrefix = "IBUI"

    /// The keys whose string values name an object's class.
    static let namingKeys = ["NSClassName", "IBUIClassName", "NSWindowClass"]

    /// `names` holds the object's values for ``namingKeys``.
    static func map(_ archivedClass: String, platform: NibPlatform, names: [String: String]) -> Mapping {
        func nameOf(_ key: String) -> String? { names[key] }
        switch archivedClass {
        case "NSCustomObject", "IBUICustomObject":
            let name = nameOf("NSClassName") ?? nameOf("IBUIClassName")
            return Mapping(
                element: "customObject", className: "NSObject", customClass: name == "NSObject" ? nil : name,
                known: true, consumedKeys: ["NSClassName", "IBUIClassName"])
        case "NSCustomView":
            let name = nameOf("NSClassName")
            return Mapping(
                element: "customView", className: "NSView", customClass: name == "NSView" ? nil : name,
                known: true, consumedKeys: ["NSClassName"])
        case "NSWindowTemplate":
            let windowClass = nameOf("NSWindowClass") ?? "NSWindow"
            let base = windowClass == "NSPanel" ? "NSPanel" : "NSWindow"
            return Mapping(
                element: base == "NSPanel" ? "panel" : "window", className: base,
                customClass: windowClass == base ? nil : windowClass, known: true,
                consumedKeys: ["NSWindowClass"])
        default:
            var className = archivedClass
            if archivedClass.hasPrefix(interfaceBuilderPrefix) {
                className = "UI" + archivedClass.dropFirst(interfaceBuilderPrefix.count)
            }
            let element = ClassVocabulary.element(className: className, platform: platform)
            return Mapping(element: element.name, className: className, known: element.known, consumedKeys: [])
        }
    }
}
