// The build plugins compile this file too (their copies are symbolic links to it), beside the
// NibModel files it needs; there is no NibModel module to import then.
#if canImport(NibModel)
    import NibModel
#endif

/// One `"KEY" = "VALUE";` entry of a `.strings` file.
public struct StringsEntry: Sendable, Hashable {
    public var key: String
    public var value: String
    /// The comment written just before the entry (`Class = "NSButtonCell"; title = "OK"; …`),
    /// without its delimiters and surrounding spaces.
    public var comment: String?
    /// Where the key starts.
    public var position: SourcePosition

    public init(key: String, value: String, comment: String? = nil, position: SourcePosition = .start) {
        self.key = key
        self.value = value
        self.comment = comment
        self.position = position
    }
}

/// The entries of a `.strings` file in file order, or of one language of a String Catalog.
public struct StringsTable: Sendable, Hashable {
    public var entries: [StringsEntry]
    /// Problems that do not stop reading (a key given twice): reported by `check`.
    public var warnings: [StringsError]

    public init(entries: [StringsEntry] = [], warnings: [StringsError] = []) {
        self.entries = entries
        self.warnings = warnings
    }

    /// Key → value; for a key given twice the last entry wins, as Foundation reads it.
    public var translations: [String: String] {
        var result: [String: String] = [:]
        for entry in entries { result[entry.key] = entry.value }
        return result
    }

    /// The entries that count, in file order: for a key given more than once only the last, as
    /// Foundation reads it (the earlier ones are the table's duplicate-key warnings).
    public var winningEntries: [StringsEntry] {
        var seen = Set<String>()
        var winners: [StringsEntry] = []
        for entry in entries.reversed() where seen.insert(entry.key).inserted { winners.append(entry) }
        return winners.reversed()
    }

    /// The last entry for `key`.
    public func entry(for key: String) -> StringsEntry? { entries.last { $0.key == key } }
}
