import NibModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension UIKitEncoding {
    /// The colour spaces whose components UIKit's compiler archives unchanged for the values
    /// encoded (0 and 1): RGB (`NSColorSpace = 2`, `NSRGB`) and gray (`4`, `NSWhite`).
    static let rgbSpaces: Set<String> = ["calibratedRGB", "deviceRGB", "sRGB"]
    static let whiteSpaces: Set<String> = ["calibratedWhite", "deviceWhite", "genericGamma22GrayColorSpace"]

    /// The sRGB gray Apple's compiler archives for a calibrated gray (Generic Gray, gamma 1.8):
    /// the gray's light (`white^1.8`) through the sRGB transfer function. Calibrated white 0.25
    /// gives 0.31799883 (as a float), as `lfabreges__lunoco/3` has it.
    static func srgbGray(ofCalibratedWhite white: Double) -> Double {
        let light = pow(white, 1.8)
        return light <= 0.0031308 ? 12.92 * light : 1.055 * pow(light, 1 / 2.4) - 0.055
    }

    /// The colour a system colour resolves to, as the document's `<systemColor>` resource
    /// records it.
    func resolvedSystemColor(_ name: String) -> NibColor? {
        let resource = document.resources.first { $0.kind == .systemColor && $0.name == name }
        if case .color(let color)? = resource?.properties["color"], color.space != .system { return color }
        return nil
    }

    /// A `UIColor` of an RGB or gray colour whose components are each 0 or 1 and whose alpha is
    /// 1: `NSColorSpace`, the components as text (`NSRGB = "0 0 0"`, `NSWhite = "1"`, no closing
    /// NUL), and as floats (`UIRed`, `UIGreen`, `UIBlue` or `UIWhite`, `UIAlpha`) with
    /// `UIColorComponentCount`; components as text with three significant digits. In coder 10 a
    /// calibrated gray is converted to the sRGB gray (``srgbGray(ofCalibratedWhite:)``); other
    /// components are converted between colour spaces by Apple's compiler in ways not learnt:
    /// they are issues, as are named and pattern colours. A system colour (`systemColor`) is the colour the
    /// document resolves it to, with `UISystemColorName`.
    mutating func encodeColor(_ value: NibValue, key: String, of object: NibObject, in nib: inout UIKitNib)
        -> NibArchiveValue.Kind?
    {
        guard case .color(let color) = value else {
            refuse(.attribute, key, at: object.position, detail: "of <\(object.element)> (not a colour)")
            return nil
        }
        if color.space == .system, let name = color.name, color.fallbackName == nil,
            let resolved = resolvedSystemColor(name)
        {
            // A system colour: the colour the document resolves it to, and its name.
            guard let index = encodeColor(.color(resolved), key: key, of: object, in: &nib) else { return nil }
            if case .object(let colorIndex) = index {
                nib.graph.append("UISystemColorName", nib.graph.string(name), to: colorIndex)
            }
            return index
        }
        let space = color.colorSpace == "custom" ? color.customColorSpace : color.colorSpace
        let names: [String]
        let form: (space: Int8, key: String, count: Int8)
        switch color.space {
        case .rgb where space.map(Self.rgbSpaces.contains) == true:
            names = ["red", "green", "blue"]
            form = (2, "NSRGB", 4)
        case .white where space == "calibratedWhite" && self.form.grayForm == .rgb:
            // Older compilers archive a calibrated gray as the RGB colour of the same components
            // (other gray spaces are not learnt for them).
            names = ["white", "white", "white"]
            form = (2, "NSRGB", 4)
        case .white where space.map(Self.whiteSpaces.contains) == true && self.form.grayForm == .gray:
            names = ["white"]
            form = (4, "NSWhite", 2)
        default:
            let name = color.name.map { "'\($0)' " } ?? ""
            refuse(
                .attribute, key, at: object.position,
                detail: "of <\(object.element)> (colour \(name)in \(space ?? color.space.rawValue))")
            return nil
        }
        var components = names.map { color.component($0) }
        var converted = false
        if form.key == "NSWhite", space == "calibratedWhite", let white = components[0], white > 0, white < 1 {
            // Coder 10 converts a calibrated gray into the sRGB gray of the same light.
            components = [Self.srgbGray(ofCalibratedWhite: white)]
            converted = true
        }
        // sRGB components are archived as written (`PerfectFreeze__PFWebViewController`: 0.918
        // 0.929 0.949); other spaces' are converted in ways not learnt but for 0 and 1.
        let isExact: (Double) -> Bool = { converted || space == "sRGB" || $0 == 0 || $0 == 1 }
        guard color.component("alpha") ?? 1 == 1,
            let values = components as? [Double], values.allSatisfy(isExact),
            let texts = Optional(values.map { AppKitEncoding.decimalText($0, significantDigits: 3) }) as? [String]
        else {
            refuse(
                .attribute, key, at: object.position,
                detail:
                    "of <\(object.element)> (components other than 0 and 1 (a gray other than a calibrated one in coder 10), or alpha other than 1, in \(space ?? ""))"
            )
            return nil
        }
        let index = nib.graph.addObject("UIColor")
        nib.graph.append("NSColorSpace", .int8(form.space), to: index)
        let text = texts.joined(separator: " ")
        nib.graph.append(form.key, .data(Array(text.utf8)), to: index)
        nib.graph.append("UIAlpha", .float32(1), to: index)
        let floatKeys = form.key == "NSWhite" ? ["UIWhite"] : ["UIRed", "UIGreen", "UIBlue"]
        for (floatKey, component) in zip(floatKeys, values) {
            nib.graph.append(floatKey, .float32(Float(component)), to: index)
        }
        nib.graph.append("UIColorComponentCount", .int8(form.count), to: index)
        return .object(index)
    }
}
