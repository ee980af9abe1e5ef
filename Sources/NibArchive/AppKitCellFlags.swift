/// What AppKit's archived cell flag words say, in the attribute names documents use: one table
/// for the nib writer, which packs attributes into the words, and for readers of legacy archives,
/// which keep the words as they are.
public enum AppKitCellFlags {
    /// `NSBezelStyle` by `bezelStyle`.
    public static let bezelStyles: [String: Int] = [
        "rounded": 1, "regularSquare": 2, "disclosure": 5, "shadowlessSquare": 6, "circular": 7,
        "texturedSquare": 8, "helpButton": 9, "smallSquare": 10, "texturedRounded": 11, "roundedRect": 12,
        "recessed": 13, "roundedDisclosure": 14, "inline": 15,
    ]
    /// `NSCellFlags` bit of a bezeled cell (a text field's `borderStyle="bezel"`).
    public static let bezeledCellBit = 0x40_0000
    /// `NSCellFlags` bit of a bordered cell (a text field's `borderStyle="border"`).
    public static let borderedCellBit = 0x80_0000
    /// `NSButtonFlags` bit of a bordered button cell (`borderStyle="border"`).
    public static let borderedButtonBit = 0x80_0000
    /// `NSButtonFlags` bits by a button cell's `borderStyle`. The `bezel` bits are also image
    /// position bits, so a reader tells a bordered button by ``borderedButtonBit`` alone.
    public static let buttonBorderBits: [String: Int] = ["border": borderedButtonBit, "bezel": 0x30_0000]

    /// The `bezelStyle` an `NSButtonFlags2` word holds (its bits 0–2, and bit 5 as bit 3), nil
    /// for a number no style has.
    public static func bezelStyle(buttonFlags2: Int) -> String? {
        let number = (buttonFlags2 & 0x7) | ((buttonFlags2 & 0x20) >> 2)
        return bezelStyles.first { $0.value == number }?.key
    }
}
