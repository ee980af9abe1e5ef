/// The members of one kind by their first byte, so that a member name read from json-c is told
/// apart with one comparison or two (as a hand-written switch over the first byte would), for the
/// kinds the decoder reads member by member (objects, colours).
///
/// Built from the kind's cases, so it holds no name of its own. The tables are raw buffers, read
/// without reference counting on the decoder's hottest path; the owner frees them with
/// ``deallocate()``.
struct MemberLookup<Kind: ManifestObjectKind> {
    /// The cases, ordered by first byte.
    private let members: UnsafeMutableBufferPointer<Kind>
    /// `members[bounds[b]..<bounds[b + 1]]` are the cases whose name starts with byte `b`.
    private let bounds: UnsafeMutableBufferPointer<Int32>

    init() {
        let sorted = Kind.allCases.sorted { $0.rawValue.first < $1.rawValue.first }
        members = .allocate(capacity: sorted.count)
        _ = members.initialize(from: sorted)
        bounds = .allocate(capacity: 257)
        bounds.initialize(repeating: 0)
        for member in sorted { bounds[Int(member.rawValue.first) + 1] += 1 }
        for byte in 0..<256 { bounds[byte + 1] += bounds[byte] }
    }

    /// Frees the tables; the lookup is not used after.
    func deallocate() {
        members.deallocate()
        bounds.deallocate()
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
