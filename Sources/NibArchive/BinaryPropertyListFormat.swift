/// What the reader and the writer of the binary property list form share.
enum BinaryPropertyListFormat {
    /// The first eight bytes of every binary property list.
    static let magic = Array("bplist00".utf8)
}
