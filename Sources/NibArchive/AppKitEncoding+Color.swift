import NibModel

extension AppKitEncoding {
    /// `NSColorSpace` of the colour forms encoded: the space a document's `colorSpace` names, and
    /// the key its components go under.
    static let colorSpaces: [String: (space: Int, key: String, components: [String])] = [
        "calibratedRGB": (1, "NSRGB", ["red", "green", "blue"]),
        "calibratedWhite": (3, "NSWhite", ["white"]),
    ]
    /// The colour forms an archived `NSColorSpace` number stands for, read back: the calibrated
    /// forms of ``colorSpaces`` and the device forms UIKit nibs hold (2 RGB, 4 white: see
    /// ``UIKitEncoding``'s `encodeColor`), each with the key of its components.
    static let archivedColorSpaces: [Int: (colorSpace: String, key: String, components: [String])] = {
        var table: [Int: (colorSpace: String, key: String, components: [String])] = [
            2: ("deviceRGB", "NSRGB", ["red", "green", "blue"]), 4: ("deviceWhite", "NSWhite", ["white"]),
        ]
        for (name, form) in colorSpaces { table[form.space] = (name, form.key, form.components) }
        return table
    }()

    /// The colour of archived components text (``componentsText``, with or without its closing
    /// NUL) in the form `space` names: the components named, then `alpha` (1 when the text leaves
    /// it out). Nil for an unknown space or text that is not that many numbers.
    static func color(space: Int, componentsText bytes: [UInt8]) -> NibColor? {
        guard let form = archivedColorSpaces[space], bytes.count <= 256 else { return nil }
        let text = String(decoding: bytes.last == 0 ? bytes.dropLast() : bytes[...], as: UTF8.self)
        let numbers = text.split(separator: " ").map { Double($0) }
        guard numbers.count == form.components.count || numbers.count == form.components.count + 1 else { return nil }
        var components: [NibNamedNumber] = []
        for (name, value) in zip(
            form.components + ["alpha"], numbers + (numbers.count == form.components.count ? [1] : []))
        {
            guard let value, value.isFinite else { return nil }
            components.append(NibNamedNumber(name: name, value: value))
        }
        return NibColor(
            space: form.key == "NSWhite" ? .white : .rgb, colorSpace: form.colorSpace, components: components)
    }

    /// `NSColorSpace` of a catalog colour (`NSCatalogName`, `NSColorName` and the colour it
    /// resolves to under `NSColor`).
    static let catalogColorSpace = 6

    /// The gray each `System` catalog colour resolves to, as Apple's nibs archive it under the
    /// catalog colour's `NSColor`: `NSComponents` (gray and alpha in the Generic Gray Gamma 2.2
    /// space) and `NSWhite`. Learnt from the corpus pairs; any other catalog colour is refused.
    static let systemCatalogGrays: [String: (components: String, white: String)] = [
        "controlTextColor": ("0 1", "0"), "textColor": ("0 1", "0"), "labelColor": ("0 1", "0"),
        "headerTextColor": ("0 1", "0"), "selectedTextColor": ("0 1", "0"),
        "textBackgroundColor": ("1 1", "1"), "headerColor": ("1 1", "1"),
        "controlColor": ("0.6666666667 1", "0.602715373"),
        "controlBackgroundColor": ("0.6666666667 1", "0.602715373"),
        "selectedTextBackgroundColor": ("0.6666666667 1", "0.602715373"),
        "gridColor": ("0.5 1", "0.4246723652"), "windowBackgroundColor": ("0.5 1", "0.4246723652"),
        "secondaryLabelColor": ("0.3333333333 1", "0.2637968361"),
    ]

    /// `System` catalog colours that resolve to a colour in the sRGB space (components and
    /// `NSRGB` text), as the text view pairs show them: `linkColor` and `systemBlueColor` are one
    /// blue (`0 0 1` in sRGB, `NSRGB` `0 0 0.9981992245`).
    static let systemCatalogSRGB: [String: (components: String, rgb: String)] = [
        "linkColor": ("0 0 1 1", "0 0 0.9981992245"), "systemBlueColor": ("0 0 1 1", "0 0 0.9981992245"),
    ]

    /// `System` catalog colours that resolve to another catalog colour (`NSColor` is that catalog
    /// colour): the text view pairs' default insertion point colour.
    static let systemCatalogAliases: [String: String] = ["textInsertionPointColor": "systemBlueColor"]

    /// The `NSColor` of a `<color>`: a calibrated RGB or white colour, or a known `System`
    /// catalog colour. Nil, with an issue naming `key`, for any other.
    mutating func encodeColor(_ value: NibValue?, key: String, of object: NibObject) -> NibArchiveValue.Kind? {
        guard case .color(let color)? = value else {
            refuse(.attribute, key, at: object.position, detail: "of <\(object.element)> (not a colour)")
            return nil
        }
        switch color.space {
        case .catalog:
            if color.catalog == "System", let name = color.name, let known = encodeSystemColor(name) {
                return known
            }
        case .rgb, .white:
            if let form = color.colorSpace.flatMap({ Self.colorSpaces[$0] }), color.customColorSpace == nil,
                let text = Self.componentsText(color, names: form.components)
            {
                let index = graph.addObject("NSColor")
                graph.append("NSColorSpace", .int8(Int8(form.space)), to: index)
                graph.append(form.key, .data(Array(text.utf8) + [0]), to: index)
                return .object(index)
            }
        default:
            break
        }
        let form = color.name.map { "'\($0)' " } ?? ""
        refuse(
            .attribute, key, at: object.position,
            detail: "of <\(object.element)> (colour \(form)in \(color.colorSpace ?? "no colour space"))")
        return nil
    }

    /// A `System` catalog colour by name, resolved as the pairs show it (a gray, an sRGB colour
    /// or another catalog colour); nil for one not learnt.
    mutating func encodeSystemColor(_ name: String) -> NibArchiveValue.Kind? {
        if let gray = Self.systemCatalogGrays[name] { return encodeCatalogColor(name: name, gray: gray) }
        if let rgb = Self.systemCatalogSRGB[name] {
            let resolved = resolvedCatalogColor(
                colorSpace: 1, ("NSRGB", rgb.rgb), components: rgb.components, in: .sRGB)
            return catalogColor(name: name, resolved: resolved)
        }
        if let alias = Self.systemCatalogAliases[name], let resolved = encodeSystemColor(alias) {
            return catalogColor(name: name, resolved: resolved)
        }
        return nil
    }

    /// An `NSColor` of the `System` catalog: its name and the colour it resolves to.
    mutating func catalogColor(name: String, resolved: NibArchiveValue.Kind) -> NibArchiveValue.Kind {
        let index = graph.addObject("NSColor")
        graph.append("NSColorSpace", .int8(Int8(Self.catalogColorSpace)), to: index)
        graph.append("NSCatalogName", graph.string("System"), to: index)
        graph.append("NSColorName", graph.string(name), to: index)
        graph.append("NSColor", resolved, to: index)
        return .object(index)
    }

    /// The one `NSColorSpace` of a nib's sRGB colours: `NSID = 7` and the sRGB profile as
    /// `NSICC` data.
    mutating func sRGBColorSpace() -> Int {
        let name = "NSColorSpace.sRGB"
        if let index = sharedObjects[name] { return index }
        let profile = graph.addObject("NSData")
        graph.append("NS.bytes", .data(SRGBProfile.bytes), to: profile)
        let index = graph.addObject("NSColorSpace")
        graph.append("NSICC", .object(profile), to: index)
        graph.append("NSID", .int8(7), to: index)
        sharedObjects[name] = index
        return index
    }

    /// A `System` catalog colour: its name, catalog and the gray it resolves to, in the generic
    /// gray colour space every such colour shares.
    mutating func encodeCatalogColor(name: String, gray: (components: String, white: String)) -> NibArchiveValue.Kind {
        let resolved = resolvedCatalogColor(
            colorSpace: 3, ("NSWhite", gray.white), components: gray.components, in: .genericGray)
        return catalogColor(name: name, resolved: resolved)
    }

    /// The two colour spaces a nib shares between its colours.
    enum SharedColorSpace {
        case sRGB, genericGray
    }

    /// The colour a catalog colour resolves to: `NSColorSpace`, its components as text under
    /// `value.key` (closed by a NUL) and as `NSComponents`, and the nib's shared `space` (added
    /// after the colour when it is the first to use it).
    mutating func resolvedCatalogColor(
        colorSpace: Int8, _ value: (key: String, text: String), components: String, in space: SharedColorSpace
    ) -> NibArchiveValue.Kind {
        let resolved = graph.addObject("NSColor")
        graph.append("NSColorSpace", .int8(colorSpace), to: resolved)
        graph.append(value.key, .data(Array(value.text.utf8) + [0]), to: resolved)
        graph.append("NSComponents", .data(Array(components.utf8)), to: resolved)
        graph.append("NSLinearExposure", .data(Array("1".utf8)), to: resolved)
        let spaceIndex = space == .sRGB ? sRGBColorSpace() : genericGrayColorSpace()
        graph.append("NSCustomColorSpace", .object(spaceIndex), to: resolved)
        return .object(resolved)
    }

    /// The one `NSColorSpace` of a nib's gray colours: `NSID = 9`, `NSModel = 0` (gray) and
    /// the Generic Gray Gamma 2.2 profile as `NSICC` data.
    mutating func genericGrayColorSpace() -> Int {
        let name = "NSColorSpace.genericGrayGamma22"
        if let index = sharedObjects[name] { return index }
        let profile = graph.addObject("NSData")
        graph.append("NS.bytes", .data(GenericGrayGamma22Profile.bytes), to: profile)
        let index = graph.addObject("NSColorSpace")
        graph.append("NSID", .int8(9), to: index)
        graph.append("NSModel", .int8(0), to: index)
        graph.append("NSICC", .object(profile), to: index)
        sharedObjects[name] = index
        return index
    }

    /// A colour's components as `NSColor` writes them: each with up to ten significant digits,
    /// separated by spaces, the alpha only when it is not 1. Nil when a component is missing or
    /// not writable in plain decimals.
    static func componentsText(_ color: NibColor, names: [String]) -> String? {
        var values: [Double] = []
        for name in names {
            guard let value = color.component(name) else { return nil }
            values.append(value)
        }
        let alpha = color.component("alpha") ?? 1
        if alpha != 1 { values.append(alpha) }
        var parts: [String] = []
        for value in values {
            guard let text = decimalText(value, significantDigits: 10) else { return nil }
            parts.append(text)
        }
        return parts.joined(separator: " ")
    }

    /// `value` rounded to `significantDigits` and written without exponent or trailing zeros
    /// (`printf`'s `%.10g` for ten digits). Nil for values `%g` writes with an exponent, and for
    /// a value whose shortest decimal form ends exactly half-way at the cut (its rounding then
    /// depends on binary digits the shortest form does not show).
    static func decimalText(_ value: Double, significantDigits: Int) -> String? {
        guard value.isFinite else { return nil }
        if value == 0 { return "0" }
        let shortest = value.magnitude.description
        guard !shortest.contains("e") else { return nil }
        let parts = shortest.split(separator: ".", omittingEmptySubsequences: false)
        let integer = Array(parts[0].utf8)
        let digits = integer + (parts.count > 1 ? Array(parts[1].utf8) : [])
        let leadingZeros = digits.prefix { $0 == UInt8(ascii: "0") }.count
        var significant = Array(digits.dropFirst(leadingZeros))
        var exponent = integer.count - leadingZeros - 1
        if significant.count > significantDigits {
            let rest = significant[significantDigits...]
            if rest.count == 1, rest.first == UInt8(ascii: "5") { return nil }
            significant = Array(significant.prefix(significantDigits))
            if rest.first! >= UInt8(ascii: "5"), roundUp(&significant) { exponent += 1 }
        }
        guard exponent >= -4, exponent < significantDigits else { return nil }
        var text: [UInt8]
        if exponent >= 0 {
            while significant.count <= exponent { significant.append(UInt8(ascii: "0")) }
            text = Array(significant[...exponent])
            var fraction = Array(significant[(exponent + 1)...])
            while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
            if !fraction.isEmpty { text += [UInt8(ascii: ".")] + fraction }
        } else {
            while significant.last == UInt8(ascii: "0") { significant.removeLast() }
            text = Array("0.".utf8) + Array(repeating: UInt8(ascii: "0"), count: -exponent - 1) + significant
        }
        return (value < 0 ? "-" : "") + String(decoding: text, as: UTF8.self)
    }

    /// Adds one to the decimal digits; true when the carry adds a digit in front (the digits are
    /// then `1` and zeros, as many as before).
    static func roundUp(_ digits: inout [UInt8]) -> Bool {
        var position = digits.count - 1
        while position >= 0 {
            if digits[position] < UInt8(ascii: "9") {
                digits[position] += 1
                return false
            }
            digits[position] = UInt8(ascii: "0")
            position -= 1
        }
        digits[0] = UInt8(ascii: "1")
        return true
    }
}
