import NibModel
import Testing

/// The one base64 implementation: RFC 4648's test vectors both ways, every length round-tripping,
/// and the forms Interface Builder writes (no padding, whitespace, a stray last character).
@Suite struct Base64Tests {
    static let vectors: [(String, String)] = [
        ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
        ("foobar", "Zm9vYmFy"),
    ]

    @Test func rfc4648Vectors() {
        for (plain, encoded) in Self.vectors {
            #expect(String(decoding: Base64.encoded(Array(plain.utf8)), as: UTF8.self) == encoded)
            #expect(Base64.decode(encoded) == Array(plain.utf8))
        }
    }

    /// Every byte value, at every length up to 300, encodes to 4 characters per 3 bytes and reads
    /// back.
    @Test func everyLengthRoundTrips() {
        for length in 0...300 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ length) }
            let text = Base64.encoded(bytes)
            #expect(text.count == (length + 2) / 3 * 4)
            #expect(Base64.decode(String(decoding: text, as: UTF8.self)) == bytes, "\(length)")
        }
    }

    /// Interface Builder's forms: padding left out, lines broken, one stray character after the
    /// last full group; anything outside the alphabet, or padding in the middle, is refused.
    @Test func interfaceBuilderForms() {
        #expect(Base64.decode("Zm9vYg") == Array("foob".utf8))
        #expect(Base64.decode(" Zm9v\n YmFy\r\n\t") == Array("foobar".utf8))
        #expect(Base64.decode("Zm9vYmFyA") == Array("foobar".utf8))
        for invalid in ["Zm9v*", "Zg==Zg==", "Z===", "Zm9vYg=", "Zm9v\u{0}"] {
            #expect(Base64.decode(invalid) == nil, "\(invalid.debugDescription)")
        }
    }
}
