/// The one lenient way every reader of a document reads a ``NibValue`` as text, a flag or a
/// number: documents and hand-written manifests spell the same fact several ways (a boolean as
/// `true`, `YES` or `1`; a number as text), and the runtime, the code generator and the renderer
/// must all read a value the same way.
package enum NibValueReading {
    /// `value` as text: strings as they are, numbers and booleans (`YES`/`NO`) written out, an
    /// attributed string's fragments joined; nil for anything else.
    package static func string(_ value: NibValue?) -> String? {
        switch value {
        case .string(let text)?: return text
        case .integer(let number)?: return String(number)
        case .real(let number)?: return String(number)
        case .bool(let flag)?: return flag ? "YES" : "NO"
        case .attributedString(let fragments)?: return fragments.map(\.content).joined()
        default: return nil
        }
    }

    /// `value` as text when it is a non-empty string; nil for anything else.
    package static func nonEmptyString(_ value: NibValue?) -> String? {
        guard case .string(let text)? = value, !text.isEmpty else { return nil }
        return text
    }

    /// `value` as a boolean: a boolean, a non-zero integer, or `YES`/`NO`, `yes`/`no`,
    /// `true`/`false`, `TRUE`/`FALSE`, `1`/`0` as text; nil for anything else.
    package static func bool(_ value: NibValue?) -> Bool? {
        switch value {
        case .bool(let flag)?: return flag
        case .integer(let number)?: return number != 0
        case .string(let text)?:
            switch text {
            case "YES", "yes", "true", "TRUE", "1": return true
            case "NO", "no", "false", "FALSE", "0": return false
            default: return nil
            }
        default: return nil
        }
    }

    /// `value` as a number: a real, an integer or numeric text.
    package static func double(_ value: NibValue?) -> Double? {
        switch value {
        case .real(let number)?: return number
        case .integer(let number)?: return Double(number)
        case .string(let text)?: return Double(text)
        default: return nil
        }
    }

    /// `value` as an integer: an integer, a finite real (truncated; nil beyond ±10¹⁵) or integer text.
    package static func int(_ value: NibValue?) -> Int? {
        switch value {
        case .integer(let number)?: return number
        case .real(let number)?: return number.isFinite && abs(number) < 1e15 ? Int(number) : nil
        case .string(let text)?: return Int(text)
        default: return nil
        }
    }
}
