/// The Objective-C runtime name of a Swift class, which is how a nib names a custom class that
/// lives in a module: `_TtC`, then the module and the class, each as its length in bytes and its
/// characters (`_TtC6uitest11AppDelegate`). Only the form for a top-level class whose module and
/// name are plain ASCII identifiers is covered; nested, generic and non-ASCII names (which Swift
/// spells with more parts or with Punycode) and the `Swift` module (`_TtCs…`) are not.
enum SwiftRuntimeName {
    /// The runtime name of `className` in `module`, or nil where the form above does not cover it.
    static func of(className: String, module: String) -> String? {
        guard isPlainIdentifier(module), isPlainIdentifier(className), module != "Swift" else { return nil }
        return "_TtC\(module.utf8.count)\(module)\(className.utf8.count)\(className)"
    }

    /// The module and class a runtime name of the form above names; nil for any other name.
    static func parse(_ runtimeName: String) -> (module: String, name: String)? {
        guard runtimeName.hasPrefix("_TtC") else { return nil }
        var rest = Substring(runtimeName.dropFirst(4))
        var parts: [String] = []
        while !rest.isEmpty {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard let length = Int(digits), length > 0, rest.count - digits.count >= length else { return nil }
            rest = rest.dropFirst(digits.count)
            parts.append(String(rest.prefix(length)))
            rest = rest.dropFirst(length)
        }
        guard parts.count == 2 else { return nil }
        return (parts[0], parts[1])
    }

    /// Whether `name` is an ASCII identifier: a letter or `_`, then letters, digits or `_`.
    static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }
}
