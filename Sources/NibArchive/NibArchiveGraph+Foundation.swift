extension NibArchiveGraph {
    /// A new `NSString` object holding `text` as UTF-8 `NS.bytes`; returns a reference to it.
    public mutating func string(_ text: String) -> NibArchiveValue.Kind {
        let object = addObject("NSString")
        append("NS.bytes", .data(Array(text.utf8)), to: object)
        return .object(object)
    }

    /// A new array object (`NSArray`, `NSMutableArray`, `NSMutableSet`…): `NSInlinedValue = true`
    /// then each element under `UINibEncoderEmptyKey`, in order.
    public mutating func array(_ elements: [NibArchiveValue.Kind], className: String = "NSArray")
        -> NibArchiveValue.Kind
    {
        let object = addObject(className)
        append("NSInlinedValue", .bool(true), to: object)
        for element in elements { append("UINibEncoderEmptyKey", element, to: object) }
        return .object(object)
    }

    /// A new `NSNumber` holding an integer in the narrowest width that fits.
    public mutating func number(_ value: Int) -> NibArchiveValue.Kind {
        let object = addObject("NSNumber")
        append("NS.intval", Self.narrowest(value), to: object)
        return .object(object)
    }

    /// `value` as the narrowest integer kind that holds it.
    public static func narrowest(_ value: Int) -> NibArchiveValue.Kind {
        if let small = Int8(exactly: value) { return .int8(small) }
        if let medium = Int16(exactly: value) { return .int16(medium) }
        if let large = Int32(exactly: value) { return .int32(large) }
        return .int64(Int64(value))
    }
}
