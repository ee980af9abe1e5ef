/// The printf-style conversions of a text (`%@`, `%d`, `%1$@`; `%%` excluded), by the grammar of
/// Foundation's format strings: `%`, an optional position `N$`, flags (`-`, `+`, space, `#`, `0`,
/// `'`), a width, a precision, a length modifier and a conversion. A `%` that does not start a
/// valid conversion is text: the length modifier must suit the conversion (`j`, `z`, `t`, `q`,
/// `h`, `hh` and `ll` only integers, `L` only floating point), so in "Sparen Sie 50 % jetzt" the
/// `% je` is no conversion, while "50 % off" holds `% o` (a space flag and an octal conversion),
/// as Foundation would read it.
///
/// Every byte of the grammar is ASCII, so a text is read as UTF-8 bytes, where no byte of a longer
/// character can be taken for one of it. A conversion is kept as three places in those bytes, never
/// as strings of its own: a translation made of a million conversions costs no more than the places
/// of them, and one that only follows the Base text's order (no position given) none at all.
enum FormatSpecifiers {
    /// How many conversions a message lists before it counts the rest.
    static let listed = 20

    /// Whether a translation takes the same arguments as its Base text, each in the same form
    /// (``of(_:)`` equal, without building it).
    static func agree(_ base: String, _ translation: String) -> Bool {
        withBytes(base) { first in
            withBytes(translation) { second in
                var firstScan = Scan(first)
                var secondScan = Scan(second)
                // While neither text gives a position, both take arguments 1, 2, 3 … in text order,
                // so they agree exactly when they agree conversion by conversion.
                while true {
                    let one = firstScan.next()
                    let other = secondScan.next()
                    if one?.hasPosition == true || other?.hasPosition == true {
                        return sorted(first) == sorted(second)
                    }
                    guard let one, let other else { return one == nil && other == nil }
                    guard one.sameForm(in: first, as: other, in: second) else { return false }
                }
            }
        }
    }

    /// The conversions as compared between a Base text and a translation: by argument, each in
    /// its form without position, so `%1$@ %2$d` and `%@ %d` agree and positions may be reordered.
    static func of(_ text: String) -> [String] {
        withBytes(text) { bytes in
            sorted(bytes).conversions.map { "\($0.argument):%\(String(decoding: bytes[$0.form], as: UTF8.self))" }
        }
    }

    /// The conversions as written, for messages: the first ``listed``, then how many more.
    static func written(_ text: String) -> String {
        withBytes(text) { bytes in
            var scan = Scan(bytes)
            var shown: [String] = []
            var more = 0
            while let conversion = scan.next() {
                guard shown.count < listed else {
                    more += 1
                    continue
                }
                shown.append(String(decoding: bytes[conversion.written], as: UTF8.self))
            }
            guard !shown.isEmpty else { return "none" }
            return shown.joined(separator: " ") + (more > 0 ? " … and \(more) more" : "")
        }
    }

    // MARK: Reading

    /// One conversion, as places in the text's bytes.
    struct Conversion {
        /// The argument it takes (1-based).
        var argument: Int
        /// Where its `%` is.
        var start: Int
        /// Where its form without the position starts (`%1$@` → `@`); the form ends with it.
        var formStart: Int
        /// Where it ends, after its conversion character.
        var end: Int

        /// Whether it names its argument (`%2$d`).
        var hasPosition: Bool { formStart > start + 1 }
        /// Where it is written, `%` included.
        var written: Range<Int> { start..<end }
        var form: Range<Int> { formStart..<end }

        func sameForm(
            in bytes: UnsafeBufferPointer<UInt8>, as other: Conversion, in otherBytes: UnsafeBufferPointer<UInt8>
        )
            -> Bool
        {
            argument == other.argument && bytes[form].elementsEqual(otherBytes[other.form])
        }
    }

    /// A text's conversions ordered by argument (in text order among those of one argument),
    /// comparable with another text's.
    struct Sorted: Equatable {
        let bytes: UnsafeBufferPointer<UInt8>
        var conversions: [Conversion]

        static func == (lhs: Sorted, rhs: Sorted) -> Bool {
            guard lhs.conversions.count == rhs.conversions.count else { return false }
            return zip(lhs.conversions, rhs.conversions).allSatisfy {
                $0.sameForm(in: lhs.bytes, as: $1, in: rhs.bytes)
            }
        }
    }

    static func sorted(_ bytes: UnsafeBufferPointer<UInt8>) -> Sorted {
        var scan = Scan(bytes)
        var conversions: [Conversion] = []
        var inOrder = true
        while let conversion = scan.next() {
            if let last = conversions.last, last.argument > conversion.argument { inOrder = false }
            conversions.append(conversion)
        }
        if !inOrder {
            conversions.sort { ($0.argument, $0.formStart) < ($1.argument, $1.formStart) }
        }
        return Sorted(bytes: bytes, conversions: conversions)
    }

    /// Reads a text's conversions in text order.
    struct Scan {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        /// The argument a conversion without a position takes.
        var nextArgument = 1

        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func next() -> Conversion? {
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "%") else {
                    index += 1
                    continue
                }
                let start = index
                guard let (end, position, formStart) = conversion(from: start + 1) else {
                    index = start + 1
                    continue
                }
                index = end
                guard formStart >= 0 else { continue }  // `%%`
                let argument = position ?? nextArgument
                // A position as large as an integer goes (`%9223372036854775807$@`) has no next.
                nextArgument = argument < Int.max ? argument + 1 : argument
                return Conversion(argument: argument, start: start, formStart: formStart, end: end)
            }
            return nil
        }

        /// Reads a conversion after its `%`: where it ends, its position (`N$`, nil when absent or
        /// too large for an integer) and where its form starts (-1 for `%%`); nil when the text
        /// there is not a conversion.
        private func conversion(from start: Int) -> (end: Int, position: Int?, formStart: Int)? {
            var index = start
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "%") { return (index + 1, nil, -1) }
            var position: Int?
            let lead = digits(from: index)
            if lead.end > index, lead.end < bytes.count, bytes[lead.end] == UInt8(ascii: "$"),
                bytes[index] != UInt8(ascii: "0")
            {
                position = lead.value
                index = lead.end + 1
            }
            let formStart = index
            while index < bytes.count, Self.isFlag(bytes[index]) { index += 1 }
            index = widthOrPrecision(from: index)
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index = widthOrPrecision(from: index + 1)
            }
            let length = lengthModifier(at: index)
            index += length.count
            guard index < bytes.count else { return nil }
            let conversion = bytes[index]
            let integer = Self.isIn(conversion, "dDiuUxXoOc")
            let floating = Self.isIn(conversion, "fFeEgGaA")
            guard integer || floating || Self.isIn(conversion, "@sSCp") else { return nil }
            switch length.modifier {
            case 0: break
            case UInt8(ascii: "l"): if !(integer || floating || conversion == UInt8(ascii: "s")) { return nil }
            case UInt8(ascii: "L"): if !floating { return nil }
            default: if !integer { return nil }
            }
            return (index + 1, position, formStart)
        }

        /// The digits from `start`: where they end, and their value (nil past `Int.max`).
        private func digits(from start: Int) -> (end: Int, value: Int?) {
            var index = start
            var value: Int? = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                if let sofar = value {
                    let (tens, overflowed) = sofar.multipliedReportingOverflow(by: 10)
                    let (sum, overflowedAgain) = tens.addingReportingOverflow(Int(bytes[index] - UInt8(ascii: "0")))
                    value = overflowed || overflowedAgain ? nil : sum
                }
                index += 1
            }
            return (index, value)
        }

        /// A width or a precision: `*` (taken from an argument) or digits.
        private func widthOrPrecision(from index: Int) -> Int {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "*") else { return digits(from: index).end }
            return index + 1
        }

        /// The length modifier at `index` (`hh`, `ll`, `h`, `l`, `q`, `j`, `z`, `t`, `L`, the longest
        /// first): its first byte (0 for none) and how many bytes it takes.
        private func lengthModifier(at index: Int) -> (modifier: UInt8, count: Int) {
            guard index < bytes.count, Self.isIn(bytes[index], "hlqjztL") else { return (0, 0) }
            let first = bytes[index]
            let doubled =
                (first == UInt8(ascii: "h") || first == UInt8(ascii: "l"))
                && index + 1 < bytes.count && bytes[index + 1] == first
            return (doubled ? UInt8(ascii: "2") : first, doubled ? 2 : 1)
        }

        private static func isFlag(_ byte: UInt8) -> Bool { isIn(byte, "-+ #0'") }

        private static func isIn(_ byte: UInt8, _ set: StaticString) -> Bool {
            UnsafeBufferPointer(start: set.utf8Start, count: set.utf8CodeUnitCount).contains(byte)
        }
    }

    /// Calls `body` with the text's UTF-8 bytes (a text not stored contiguously is copied once).
    private static func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = text
        return text.withUTF8(body)
    }
}
