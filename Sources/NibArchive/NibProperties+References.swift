import NibModel

extension NibProperties {
    /// The properties that hold an object's id as a string: a constraint's items, as
    /// ``CompiledNibReader`` reads them back.
    static let idStringProperties: Set<String> = ["firstItem", "secondItem"]

    /// The properties with every reference to an object renamed by `rename`: `object` and
    /// `objects` values and the id strings of ``idStringProperties``. A reference `rename` gives
    /// nil for is left out (a property holding nothing else is dropped).
    func renamingReferences(_ rename: (String) -> String?) -> NibProperties {
        var renamed: [Entry] = []
        renamed.reserveCapacity(count)
        for entry in self {
            switch entry.value {
            case .object(let id):
                guard let kept = rename(id) else { continue }
                renamed.append(Entry(name: entry.name, value: .object(kept)))
            case .objects(let ids):
                let kept = ids.compactMap(rename)
                guard !kept.isEmpty || ids.isEmpty else { continue }
                renamed.append(Entry(name: entry.name, value: .objects(kept)))
            case .string(let id) where Self.idStringProperties.contains(entry.name):
                guard let kept = rename(id) else { continue }
                renamed.append(Entry(name: entry.name, value: .string(kept)))
            default:
                renamed.append(entry)
            }
        }
        return NibProperties(renamed)
    }
}
