/// The value of an ASCII hexadecimal digit, as the `.strings` reader's `\U` escapes and the JSON
/// reader's `\u` escapes spell code points. Only `0`–`9`, `a`–`f` and `A`–`F` are digits (not the
/// fullwidth forms `Character.hexDigitValue` also accepts).
enum HexDigit {
    /// `scalar`'s value (0–15), or nil when it is not an ASCII hexadecimal digit.
    static func value(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": return scalar.value - 48
        case "a"..."f": return scalar.value - 87
        case "A"..."F": return scalar.value - 55
        default: return nil
        }
    }
}
