import NibArchive
import NibModel

/// A legacy archive's cell keeps the flag words AppKit archived (`NSCellFlags`, `NSButtonFlags`,
/// `NSButtonFlags2`, `NSDrawsBackground`) where a modern document names attributes; the painter
/// reads attributes, so the words are read into them first and both kinds of document get the
/// same chrome. An attribute the cell already has is kept.
enum LegacyCell {
    /// The cell's properties with the attributes its flag words say added.
    static func modernized(_ properties: NibProperties, cellClass: String) -> NibProperties {
        var result = properties
        func add(_ name: String, _ value: NibValue) {
            if result[name] == nil { result[name] = value }
        }
        if case .bool(true)? = properties["NSDrawsBackground"] { add("drawsBackground", .bool(true)) }
        if cellClass.hasSuffix("TextFieldCell"), let flags = word(properties["NSCellFlags"]) {
            if flags & AppKitCellFlags.bezeledCellBit != 0 {
                add("borderStyle", .string("bezel"))
            } else if flags & AppKitCellFlags.borderedCellBit != 0 {
                add("borderStyle", .string("border"))
            }
        }
        if cellClass.hasSuffix("ButtonCell"), let flags = word(properties["NSButtonFlags"]) {
            if flags & AppKitCellFlags.borderedButtonBit != 0 { add("borderStyle", .string("border")) }
            if let flags2 = word(properties["NSButtonFlags2"]),
                let style = AppKitCellFlags.bezelStyle(buttonFlags2: flags2)
            {
                add("bezelStyle", .string(style))
            }
        }
        return result
    }

    /// A flag word as its 32 bits (archives write them signed).
    private static func word(_ value: NibValue?) -> Int? {
        guard case .integer(let number)? = value else { return nil }
        return number & 0xFFFF_FFFF
    }
}
