/// Orders version strings the way tools and systems number them: component by component, runs of
/// digits as numbers and other runs as text, so `"14460.31" < "14490.70"`, `"17G65" < "18A391"`
/// and `"9.0" < "10.0"`.
enum VersionOrder {
    /// Whether `lhs` is an older version than `rhs`.
    static func isOlder(_ lhs: String, than rhs: String) -> Bool {
        let left = components(lhs)
        let right = components(rhs)
        for (a, b) in zip(left, right) where a != b {
            switch (a, b) {
            case (.number(let x), .number(let y)): return x < y
            case (.text(let x), .text(let y)): return x < y
            case (.number, .text): return false
            case (.text, .number): return true
            }
        }
        return left.count < right.count
    }

    /// The newer of two versions (`lhs` when they are equal).
    static func newer(_ lhs: String, _ rhs: String) -> String { isOlder(lhs, than: rhs) ? rhs : lhs }

    private enum Component: Equatable {
        case number(UInt64)
        case text(String)
    }

    /// Runs of digits and runs of other characters, separators (`.`, `-`, spaces) dropped.
    private static func components(_ version: String) -> [Component] {
        var result: [Component] = []
        var current = ""
        var isDigits = false
        func flush() {
            guard !current.isEmpty else { return }
            result.append(isDigits ? .number(UInt64(current.suffix(18)) ?? 0) : .text(current))
            current = ""
        }
        for character in version {
            if character == "." || character == "-" || character == " " || character == "_" {
                flush()
                continue
            }
            let digit = character.isASCII && character.isNumber
            if digit != isDigits { flush() }
            isDigits = digit
            current.append(character)
        }
        flush()
        return result
    }
}
