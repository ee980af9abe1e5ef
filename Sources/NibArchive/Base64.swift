/// Base64 (RFC 4648, the standard alphabet, `=` padding), as XML property lists hold data.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The base64 characters of `bytes`, as ASCII bytes, on one line.
    static func encoded(_ bytes: [UInt8]) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity((bytes.count + 2) / 3 * 4)
        var start = 0
        while start < bytes.count {
            let group = bytes[start..<min(start + 3, bytes.count)]
            var bits: UInt32 = 0
            for (position, byte) in group.enumerated() { bits |= UInt32(byte) << (16 - 8 * UInt32(position)) }
            for position in 0..<4 {
                if position <= group.count {
                    text.append(alphabet[Int(bits >> (18 - 6 * UInt32(position)) & 0x3F)])
                } else {
                    text.append(UInt8(ascii: "="))
                }
            }
            start += 3
        }
        return text
    }
}
