import NibModel

/// A property list value as `codegen ibtool` writes it: dictionaries (keys kept in the order
/// given, so the same result always gives the same bytes), arrays, strings and integers.
enum PropertyList: Equatable {
    /// One key of a dictionary and its value.
    struct Entry: Equatable {
        var key: String
        var value: PropertyList

        init(_ key: String, _ value: PropertyList) {
            self.key = key
            self.value = value
        }
    }

    case dictionary([Entry])
    case array([PropertyList])
    case string(String)
    case integer(Int)

    /// The XML form (`xml1`): Apple's DTD, tab-indented, as `plutil -convert xml1` writes it.
    var xml: String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        appendXML(to: &text, depth: 0)
        text += "</plist>\n"
        return text
    }

    private func appendXML(to text: inout String, depth: Int) {
        let indent = String(repeating: "\t", count: depth)
        switch self {
        case .dictionary(let entries) where entries.isEmpty:
            text += indent + "<dict/>\n"
        case .dictionary(let entries):
            text += indent + "<dict>\n"
            for entry in entries {
                text += indent + "\t<key>" + Self.escaped(entry.key) + "</key>\n"
                entry.value.appendXML(to: &text, depth: depth + 1)
            }
            text += indent + "</dict>\n"
        case .array(let items) where items.isEmpty:
            text += indent + "<array/>\n"
        case .array(let items):
            text += indent + "<array>\n"
            for item in items { item.appendXML(to: &text, depth: depth + 1) }
            text += indent + "</array>\n"
        case .string(let value):
            text += indent + "<string>" + Self.escaped(value) + "</string>\n"
        case .integer(let value):
            text += indent + "<integer>\(value)</integer>\n"
        }
    }

    /// `&`, `<` and `>` as entities; control characters XML cannot hold as U+FFFD.
    private static func escaped(_ value: String) -> String { escaper.escape(value) }

    private static let escaper = XMLEscaper(quote: false, whitespace: .keep, unrepresentable: .replace)
}
