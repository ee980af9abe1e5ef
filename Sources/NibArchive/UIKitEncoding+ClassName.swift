import NibModel

extension UIKitEncoding {
    /// The name a class swapper gives for a custom class: the class's own name, or for a class
    /// in a module (`customModule`) the Objective-C runtime name of a Swift class,
    /// `_TtC<length><module><length><class>` (`_TtC8SwiftGen23CreateAccViewController`). Nil,
    /// with an issue, for names that form does not cover: nested classes, names that are not
    /// ASCII identifiers (Swift spells those with Punycode), and the `Swift` module (`_TtCs…`).
    mutating func runtimeClassName(of object: NibObject, customClass: String) -> String? {
        guard let module = object.customModule else { return customClass }
        guard Self.isPlainIdentifier(module), Self.isPlainIdentifier(customClass), module != "Swift" else {
            refuse(
                .attribute, "customModule", at: object.position,
                detail: "of <\(object.element)> ('\(module).\(customClass)': its runtime name is not encoded yet)")
            return nil
        }
        return "_TtC\(module.utf8.count)\(module)\(customClass.utf8.count)\(customClass)"
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
