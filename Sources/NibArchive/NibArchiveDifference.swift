/// One way two archives differ as an app would see them: where (the path of keys from the root
/// object) and what each side holds there.
///
/// Printed as `#0.IB.objectdata.NSRoot.NSClassName.NS.bytes: "A" vs "B"`. Values under one key
/// after the first carry their position (`UINibEncoderEmptyKey[2]`).
public struct NibArchiveDifference: Sendable, Hashable, CustomStringConvertible {
    /// The path of keys from the root object (`#0`) to the place that differs.
    public var path: String
    /// What the first archive holds there (`int8 1`, `"text"`, `NSButton`, `absent`, …).
    public var left: String
    /// What the second archive holds there.
    public var right: String

    /// A difference at `path`, with what each side holds there.
    public init(path: String, left: String, right: String) {
        self.path = path
        self.left = left
        self.right = right
    }

    /// `PATH: LEFT vs RIGHT`.
    public var description: String { "\(path): \(left) vs \(right)" }
}
