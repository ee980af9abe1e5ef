import NibModel

/// How an issue names a property of an object that the writer does not encode, and where it
/// places it: at the property's own object when the property holds a child of the object (a
/// view's `safeArea` guide is an element of its own, with its line), else at the object that
/// holds it (a menu item's `menu` names the menu above it). A property the converter keeps as
/// the element it read says so (`its <accessibility> element`).
struct UnhandledProperty {
    /// The property's name as the issue names it.
    var name: String
    /// Where the issue points.
    var position: SourcePosition
    /// A note after the holder's element (`its <attribute> element`), or nil.
    var note: String?

    /// `entry` of `object`, looked up in `lookups`.
    init(_ entry: NibProperties.Entry, of object: NibObject, in lookups: NibDocumentIndex) {
        name = entry.name
        note = nil
        switch entry.value {
        case .object(let id):
            let child = lookups.object(id).flatMap { $0.parent == object.id ? $0 : nil }
            position = child?.position ?? object.position
        case .element(let element):
            position = object.position
            note = "its <\(element.name)> element"
        default:
            position = object.position
        }
    }

    /// The detail of its issue: the holder's element, then why, from `note` or `reason`.
    func detail(of object: NibObject, reason: String? = nil) -> String {
        let why = [note, reason].compactMap { $0 }.joined(separator: "; ")
        return why.isEmpty ? "of <\(object.element)>" : "of <\(object.element)> (\(why))"
    }
}
