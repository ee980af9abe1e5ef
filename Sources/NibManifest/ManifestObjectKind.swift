/// One kind of JSON object in a manifest (a scene, an object, a rect value, …): its members, each
/// a case whose name is the member's spelling, and which of them a manifest may leave out.
///
/// The writer writes, and the decoder looks up, the cases; `ManifestSchemaTests` checks every kind
/// against `docs/manifest.schema.json` and `docs/manifest.md`, so a new member is one new case.
protocol ManifestObjectKind: CaseIterable, RawRepresentable, Hashable where RawValue == ManifestName {
    /// The JSON pointer of the kind's object schema in `docs/manifest.schema.json`; `nil` for a
    /// tagged value, whose schema is the variant of `#/$defs/tagged` with its ``tag``.
    static var schemaPointer: String? { get }
    /// The members the writer leaves out when they have no value (the schema does not require them).
    static var optionalMembers: Set<Self> { get }
    /// The `type` a structured value of this kind is tagged with; `nil` for an untagged object.
    static var tag: ManifestName? { get }
}

extension ManifestObjectKind {
    static var tag: ManifestName? { nil }

    /// The member's name.
    @inline(__always)
    var name: StaticString { rawValue.text }

    /// The first byte of the member's name.
    @inline(__always)
    var first: UInt8 { rawValue.first }

    /// Whether a manifest must hold the member.
    var isRequired: Bool { !Self.optionalMembers.contains(self) }
}

/// A kind written as a tagged value, `{"type": TAG, …}`; its `type` member is written first.
protocol ManifestTaggedKind: ManifestObjectKind {
    /// The `type` the value is tagged with.
    static var valueTag: ManifestName { get }
}

extension ManifestTaggedKind {
    static var tag: ManifestName? { valueTag }
}

/// A kind that records where in the document it was written (`line`, `column`, last).
protocol ManifestPositionedKind: ManifestObjectKind {
    static var line: Self { get }
    static var column: Self { get }
}

/// An object or placeholder: the members both have, for the writer's shared phases.
protocol ManifestGraphNodeKind: ManifestPositionedKind {
    static var element: Self { get }
    static var `class`: Self { get }
    static var customClass: Self { get }
    static var customModule: Self { get }
    static var userLabel: Self { get }
    static var properties: Self { get }
    static var runtimeAttributes: Self { get }
}

extension ManifestObjectKind {
    /// The members' names in the order the writer writes them, `type` first for a tagged value.
    static var memberNames: [String] {
        (tag == nil ? [] : [ManifestMembers.tagMember.description]) + allCases.map(\.rawValue.description)
    }

    /// The names of the members a manifest must hold (a tagged value's `type` among them).
    static var requiredNames: [String] {
        (tag == nil ? [] : [ManifestMembers.tagMember.description])
            + allCases.filter(\.isRequired).map(\.rawValue.description)
    }
}
