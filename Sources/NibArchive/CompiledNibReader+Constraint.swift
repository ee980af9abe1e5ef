import NibModel

extension CompiledNibReader {
    /// Whether the archive is a UIKit nib (its root holds `UINibObjectsKey`).
    var isUIKit: Bool { archive.root.value(forKey: "UINibObjectsKey") != nil }

    /// The properties of an `NSLayoutConstraint` as the encoders write them, read back:
    /// `firstItem`/`secondItem` (the ids of `NSFirstItem`/`NSSecondItem`), `firstAttribute`/
    /// `secondAttribute` (`NSFirstAttributeV2` or `NSFirstAttribute`, named by
    /// ``AppKitEncoding/layoutAttributes`` or ``UIKitEncoding/uiLayoutAttributes`` and
    /// ``UIKitEncoding/uiMarginAttributes``; the first name in order where two share a number),
    /// `relation` (`NSRelation`), `constant` (`NSConstantV2` or `NSConstant`; `symbolic` for
    /// `NSSymbolicConstant`) and `priority` (`NSPriority`).
    func constraintProperties(of index: Int, into properties: inout NibProperties) throws(CompiledNibDocumentError) {
        let names: [String: Int] =
            isUIKit
            ? UIKitEncoding.uiLayoutAttributes.mapValues(Int.init).merging(
                UIKitEncoding.uiMarginAttributes.mapValues { Int($0.margin) }, uniquingKeysWith: { first, _ in first })
            : AppKitEncoding.layoutAttributes
        func attributeName(_ number: Int) -> String? {
            names.filter { $0.value == number }.keys.sorted().first
        }
        for (item, attribute, property) in [
            ("NSFirstItem", "NSFirstAttribute", "first"), ("NSSecondItem", "NSSecondAttribute", "second"),
        ] {
            if let target = try optionalReference(item, of: index) {
                properties.set(property + "Item", .string(CompiledNibDocument.id(ofObject: target)))
            }
            // Both keys are read (and so checked); the V2 one, which may name a margin, wins.
            let base = try integer(attribute, of: index)
            if let number = try integer(attribute + "V2", of: index) ?? base, let name = attributeName(number) {
                properties.set(property + "Attribute", .string(name))
            }
        }
        if let relation = try integer("NSRelation", of: index) {
            let relations: [String: Int] =
                isUIKit
                ? UIKitEncoding.uiLayoutRelations.compactMapValues { kind in
                    switch kind {
                    case .int8(let value): Int(value)
                    case .int64(let value): Int(value)
                    default: nil
                    }
                } : AppKitEncoding.layoutRelations
            if let name = relations.first(where: { $0.value == relation })?.key {
                properties.set("relation", .string(name))
            }
        }
        if try textIfString("NSSymbolicConstant", of: index) == AppKitEncoding.standardSpacing {
            properties.set("symbolic", .bool(true))
        } else {
            let base = try real("NSConstant", of: index)
            if let constant = try real("NSConstantV2", of: index) ?? base {
                properties.set("constant", .real(constant))
            }
        }
        if let priority = try integer("NSPriority", of: index) { properties.set("priority", .integer(priority)) }
    }

    /// The finite number under `key` (a double or float), nil when there is none; an error for a
    /// value of another type.
    func real(_ key: String, of index: Int) throws(CompiledNibDocumentError) -> Double? {
        switch archive.objects[index].value(forKey: key) {
        case nil: return nil
        case .double(let value)? where value.isFinite: return value
        case .float32(let value)? where value.isFinite: return Double(value)
        default: throw malformed(key, "a finite number", index)
        }
    }
}
