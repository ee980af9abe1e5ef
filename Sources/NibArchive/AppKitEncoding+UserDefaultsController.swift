import NibModel

extension AppKitEncoding {
    /// A top-level `<userDefaultsController>` standing for the shared instance: an
    /// `NSUserDefaultsController` whose only key is `NSSharedInstance = true`, as the pair that
    /// holds one shows. One that is not the shared instance is refused (no pair shows it).
    mutating func encodeUserDefaultsController(_ object: NibObject, parent: Int) -> Int? {
        guard object.properties["representsSharedInstance"] == .bool(true) else {
            refuse(
                .objectClass, object.customClass ?? object.className, at: object.position,
                detail: "(<userDefaultsController> other than the shared instance: no pair shows one)")
            return nil
        }
        guard object.customClass == nil else {
            refuse(
                .objectClass, object.customClass ?? object.className, at: object.position,
                detail: "(<userDefaultsController>)")
            return nil
        }
        let index = graph.addObject("NSUserDefaultsController")
        register(index, id: object.id, parent: parent)
        refuseUnhandled(object, handled: ["representsSharedInstance"])
        graph.append("NSSharedInstance", .bool(true), to: index)
        return index
    }
}
