import NibModel

/// How the ids of one nib's model (`#N`) become those of the document it is part of: a name given
/// for it, left out, or the nib's prefix before the id (`NIBNAME#N` for a storyboard's nib,
/// `#T/P#N` for prototype P of table `#T`).
struct NibIDMap {
    /// What goes before an id that has no name of its own.
    let prefix: String
    /// Ids given their own names.
    var names: [String: String] = [:]
    /// Ids left out: their connections and references go with them.
    var dropped: Set<String> = []

    /// The document's id of `local`.
    func id(_ local: String) -> String { names[local] ?? prefix + local }

    /// The document's id of `local`; nil when it is left out.
    func optionalID(_ local: String) -> String? { dropped.contains(local) ? nil : id(local) }

    /// The connection with its id prefixed and its ends renamed; nil when an end is left out.
    func connection(_ connection: NibConnection) -> NibConnection? {
        guard let source = optionalID(connection.source), let destination = optionalID(connection.destination) else {
            return nil
        }
        var kept = connection
        kept.id = prefix + connection.id
        kept.source = source
        kept.destination = destination
        return kept
    }
}
