/// A member name or value tag of the manifest, as a static ASCII text: what the writer copies
/// into its output and what the reader compares json-c's bytes with, without making a `String`.
///
/// The names are declared once, as the cases of the kinds in ``ManifestMembers`` (a case's name is
/// its spelling).
struct ManifestName: ExpressibleByStringLiteral, Hashable, CustomStringConvertible {
    let text: StaticString

    init(stringLiteral value: StaticString) {
        text = value
    }

    /// The first byte of the name (every name has one).
    @inline(__always)
    var first: UInt8 { text.utf8Start.pointee }

    var description: String { text.description }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.description == rhs.description }

    func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
