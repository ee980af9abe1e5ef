import NibArchive
import NibModel

/// The decoded properties of a compiled nib's model against its source document's, compared per
/// class and property as multisets of values (the nib's ids are not the document's, so objects are
/// matched by class and value, not by id).
struct CompiledNibPropertyComparison {
    /// The properties ``CompiledNibDocument`` decodes, the ones compared.
    static let properties = [
        "frame", "contentRect", "hidden", "autoresizingMask", "title", "keyEquivalent", "placeholderString", "text",
        "tag", "enabled", "isSeparatorItem", "font", "image", "backgroundColor", "textColor", "gridColor",
        "userInteractionEnabled", "clipsSubviews", "firstAttribute", "secondAttribute", "relation", "constant",
        "symbolic", "priority",
    ]

    /// The value a document states that the nib leaves unarchived (its absence means it): such a
    /// value is compared as absent.
    static let absentMeans: [String: String] = [
        "hidden": "NO", "enabled": "YES", "isSeparatorItem": "NO", "tag": "0", "userInteractionEnabled": "YES",
        "clipsSubviews": "NO", "title": "", "keyEquivalent": "", "placeholderString": "",
        "constant": "0", "priority": "1000", "symbolic": "NO",
    ]

    /// One property value of an object of a class, as compared.
    struct Entry: Hashable, Comparable {
        var className: String
        var property: String
        var value: String
        static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.className, lhs.property, lhs.value) < (rhs.className, rhs.property, rhs.value)
        }
        var description: String { "\(className).\(property) = \(value)" }
    }

    /// What two models of one pair share and where they differ.
    struct Result {
        /// Values both models hold, by property.
        var agreeing: [String: Int] = [:]
        /// Values only the nib's model holds.
        var onlyInNib: [Entry] = []
        /// Values only the document's model holds.
        var onlyInDocument: [Entry] = []
    }

    /// The compared entries of a model's objects, with its runtime attributes under the property
    /// `runtimeAttributes`.
    static func entries(_ document: NibDocument) -> [Entry] {
        var entries: [Entry] = []
        for object in document.objects {
            let className = object.customClass ?? object.className
            for property in properties {
                guard let value = object.properties[property], let text = describe(value) else { continue }
                if absentMeans[property] == text { continue }
                if property == "contentRect", case .rect(let rect) = value {
                    // Compared apart: the size, and the origin Apple's compiler may move.
                    entries.append(
                        Entry(className: className, property: "contentRect size", value: "\(rect.width) \(rect.height)")
                    )
                    entries.append(
                        Entry(className: className, property: "contentRect origin", value: "\(rect.x) \(rect.y)"))
                    continue
                }
                entries.append(Entry(className: className, property: property, value: text))
            }
            for attribute in object.runtimeAttributes {
                entries.append(
                    Entry(
                        className: className, property: "runtimeAttributes",
                        value: "\(attribute.keyPath) \(attribute.type) \(describe(attribute.value) ?? "?")"))
            }
        }
        for placeholder in document.placeholders {
            for attribute in placeholder.runtimeAttributes {
                entries.append(
                    Entry(
                        className: "<\(placeholder.role.rawValue)>", property: "runtimeAttributes",
                        value: "\(attribute.keyPath) \(attribute.type) \(describe(attribute.value) ?? "?")"))
            }
        }
        return entries
    }

    /// `nib` against `document`.
    static func compare(nib: NibDocument, document: NibDocument) -> Result {
        var result = Result()
        var remaining: [Entry: Int] = [:]
        for entry in entries(document) { remaining[entry, default: 0] += 1 }
        for entry in entries(nib) {
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
                result.agreeing[entry.property, default: 0] += 1
            } else {
                result.onlyInNib.append(entry)
            }
        }
        for (entry, count) in remaining where count > 0 {
            result.onlyInDocument.append(contentsOf: Array(repeating: entry, count: count))
        }
        result.onlyInNib.sort()
        result.onlyInDocument.sort()
        return result
    }

    /// A value as text, nil for a form not compared.
    static func describe(_ value: NibValue) -> String? {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        switch value {
        case .string(let text): return text
        case .bool(let flag): return flag ? "YES" : "NO"
        case .integer(let number): return String(number)
        case .real(let value): return number(value)
        case .rect(let rect): return [rect.x, rect.y, rect.width, rect.height].map(number).joined(separator: " ")
        case .flags(let flags): return flags.setFlags.sorted().joined(separator: " ")
        case .font(let font):
            return font.attributes.map { "\($0.name)=\($0.value)" }.sorted().joined(separator: " ")
        case .color(let color):
            var parts = [color.space.rawValue]
            if let colorSpace = color.colorSpace { parts.append(colorSpace) }
            if let custom = color.customColorSpace { parts.append(custom) }
            if let catalog = color.catalog { parts.append(catalog) }
            if let name = color.name { parts.append(name) }
            parts += color.components.map { "\($0.name)=\(number($0.value))" }
            return parts.joined(separator: " ")
        default: return nil
        }
    }
}
