// The build plugins compile this file too (their copies are symbolic links to it), beside the
// NibModel files it needs; there is no NibModel module to import then.
#if canImport(NibModel)
    import NibModel
#endif

/// Warnings of one kind that a file can hold without bound (an unknown escape every two bytes, a
/// key given again on every line): the first ``listed`` are kept one by one, the rest counted and
/// summed up in one warning at the first of them. A file made of nothing else then holds a
/// hundred warnings and one sum, not a warning for every few bytes, and the counts stay exact
/// through ``StringsError/occurrences``.
struct WarningTally {
    /// How many warnings of a kind a file lists one by one.
    static let listed = 100

    /// The kind the warnings count under in reports (nil: no kind of its own).
    let kind: StringsError.WarningKind?
    /// The file the warnings name (empty while parsing bytes without a name).
    let file: String
    /// The warnings listed one by one, in the order they were added.
    private var kept: [StringsError] = []
    private var more = 0
    private var firstMore = SourcePosition.start

    init(_ kind: StringsError.WarningKind?, file: String = "") {
        self.kind = kind
        self.file = file
    }

    /// Adds a warning at `position`; `message` is made only for the warnings listed.
    mutating func add(at position: SourcePosition, message: () -> String) {
        guard kept.count < Self.listed else {
            if more == 0 { firstMore = position }
            more += 1
            return
        }
        kept.append(StringsError(file: file, position: position, message: message(), warningKind: kind))
    }

    /// The listed warnings and, past them, the one that sums up the rest: `summary(count)` says
    /// what the `count` more are (`"12 more unknown escape sequences from here on, …"`).
    func warnings(summary: (Int) -> String) -> [StringsError] {
        guard more > 0 else { return kept }
        return kept + [
            StringsError(
                file: file, position: firstMore, message: "\(summary(more)) (the first \(Self.listed) are listed)",
                warningKind: kind, occurrences: more)
        ]
    }
}
