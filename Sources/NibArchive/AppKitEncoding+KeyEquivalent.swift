import NibModel

extension AppKitEncoding {
    /// The key equivalent a button cell archives as `NSKeyEquivalent`: the document's text, or
    /// the empty string every button cell of the pairs archives when it has none. A key
    /// equivalent with modifier keys is refused: no pair shows where a button cell's modifier
    /// mask is archived.
    mutating func encodableKeyEquivalent(_ cell: NibObject, handled: inout Set<String>) -> String {
        switch cell.properties["keyEquivalentModifierMask"] {
        case nil:
            break
        case .flags(let mask)? where mask.setFlags.isEmpty:
            handled.insert("keyEquivalentModifierMask")
        default:
            refuse(
                .attribute, "keyEquivalentModifierMask", at: cell.position,
                detail:
                    "of <\(cell.element)> (modifier keys of a button's key equivalent: no pair shows how they are archived)"
            )
            handled.insert("keyEquivalentModifierMask")
        }
        guard case .string(let key)? = cell.properties["keyEquivalent"] else { return "" }
        handled.insert("keyEquivalent")
        return key
    }
}
