/// The members of one kind by their first byte, so that a member name read from json-c is told
/// apart with one comparison or two (as a hand-written switch over the first byte would), for the
/// kinds the decoder reads member by member (objects, colours).
///
/// Built from the kind's cases, so it holds no name of its own.
struct MemberLookup<Kind: ManifestObjectKind> {
    /// The cases, ordered by first byte.
    private let members: [Kind]
    /// `members[bounds[b]..<bounds[b + 1]]` are the cases whose name starts with byte `b`.
    private let bounds: [Int32]

    init() {
        members = Kind.allCases.sorted { $0.rawValue.first < $1.rawValue.first }
        var bounds = [Int32](repeating: 0, count: 257)
        for member in members { bounds[Int(member.rawValue.first) + 1] += 1 }
        for byte in 0..<256 { bounds[byte + 1] += bounds[byte] }
        self.bounds = bounds
    }

    /// The member called `name`, if the kind has one.
    @inline(__always)
    func callAsFunction(_ name: ManifestReader.MemberName) -> Kind? {
        let byte = Int(name.first)
        var index = Int(bounds[byte])
        let end = Int(bounds[byte + 1])
        while index < end {
            if name.is(members[index].name) { return members[index] }
            index += 1
        }
        return nil
    }
}
