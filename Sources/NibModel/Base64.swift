/// Base64 (RFC 4648's standard alphabet), the one implementation the tools use: decoding as
/// Interface Builder writes it in documents, encoding as property lists and pictures hold data.
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The base64 characters of `bytes`, as ASCII bytes, on one line, with `=` padding.
    package static func encoded(_ bytes: [UInt8]) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity((bytes.count + 2) / 3 * 4)
        var start = 0
        while start < bytes.count {
            let group = bytes[start..<min(start + 3, bytes.count)]
            var bits: UInt32 = 0
            for (position, byte) in group.enumerated() { bits |= UInt32(byte) << (16 - 8 * UInt32(position)) }
            for position in 0..<4 {
                text.append(
                    position <= group.count
                        ? alphabet[Int(bits >> (18 - 6 * UInt32(position)) & 0x3F)] : UInt8(ascii: "="))
            }
            start += 3
        }
        return text
    }

    /// The bytes of `text` as Interface Builder writes base64: whitespace allowed anywhere, `=`
    /// padding optional, and often one stray character after the last full group (the encoder's
    /// trailing NUL), which decoders of the format ignore. Nil for anything outside the alphabet.
    package static func decode(_ text: String) -> [UInt8]? {
        var sextets: [UInt8] = []
        sextets.reserveCapacity(text.utf8.count)
        var padding = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                guard padding == 0 else { return nil }
                sextets.append(byte - 65)
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                guard padding == 0 else { return nil }
                sextets.append(byte - 71)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard padding == 0 else { return nil }
                sextets.append(byte + 4)
            case UInt8(ascii: "+"):
                guard padding == 0 else { return nil }
                sextets.append(62)
            case UInt8(ascii: "/"):
                guard padding == 0 else { return nil }
                sextets.append(63)
            case UInt8(ascii: "="):
                padding += 1
                guard padding <= 2 else { return nil }
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): continue
            default: return nil
            }
        }
        if sextets.count % 4 == 1 {
            guard padding == 0 else { return nil }
            sextets.removeLast()
        }
        if padding > 0 && (sextets.count + padding) % 4 != 0 { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sextets.count * 3 / 4)
        var index = 0
        while index < sextets.count {
            let chunk = sextets[index..<min(index + 4, sextets.count)]
            let values = Array(chunk) + [UInt8](repeating: 0, count: 4 - chunk.count)
            let combined =
                UInt32(values[0]) << 18 | UInt32(values[1]) << 12 | UInt32(values[2]) << 6 | UInt32(values[3])
            bytes.append(UInt8(combined >> 16 & 0xFF))
            if chunk.count > 2 { bytes.append(UInt8(combined >> 8 & 0xFF)) }
            if chunk.count > 3 { bytes.append(UInt8(combined & 0xFF)) }
            index += 4
        }
        return bytes
    }
}
