import NibModel

extension UIKitEncoding {
    /// Interface Builder's simulated bars (status, top and bottom bar): what the canvas draws
    /// around a view or a controller's view, never archived. `merenkoff__motion_app/1`'s view
    /// records `IBUISimulatedStatusBarMetrics` and Apple's nib holds no key of it (nor of any
    /// other simulated metrics).
    static let simulatedMetricsProperties: Set<String> = [
        "simulatedStatusBarMetrics", "simulatedTopBarMetrics", "simulatedBottomBarMetrics",
    ]

    /// The properties of `object` that only Interface Builder reads, which the nib leaves out:
    ///
    /// - simulated metrics (``simulatedMetricsProperties``);
    /// - `fixedFrame="YES"` on a view that translates its autoresizing mask (the frame and mask
    ///   are archived as for any such view): Interface Builder's own note not to move the view
    ///   for its constraints, which no key records — the 64 fixed-frame views of the AppKit
    ///   pairs have none (a view that does not translate its mask keeps it as an issue);
    /// - `customModuleProvider="target"` beside a `customModule`: the module is the target's,
    ///   and the class is named in the module the document gives, as AppKit's `test8_menu`
    ///   pair names `customModule="uitest"` `customModuleProvider="target"`'s `AppDelegate`
    ///   `_TtC6uitest11AppDelegate` (``runtimeClassName(of:customClass:)``).
    func designTimeProperties(of object: NibObject) -> Set<String> {
        designTimeProperties(object.properties, customModule: object.customModule)
    }

    /// The design-time properties among `properties` (of an object or a placeholder in the
    /// module `customModule`), as ``designTimeProperties(of:)`` lists them.
    func designTimeProperties(_ properties: NibProperties, customModule: String?) -> Set<String> {
        var handled = Self.simulatedMetricsProperties.filter { properties[$0] != nil }
        if properties["fixedFrame"] == .bool(true),
            properties["translatesAutoresizingMaskIntoConstraints"] != .bool(false)
        {
            handled.insert("fixedFrame")
        }
        if properties["customModuleProvider"] == .string("target"), customModule != nil {
            handled.insert("customModuleProvider")
        }
        return handled
    }
}
