/// Turns names written in Interface Builder documents into valid Swift identifiers.
///
/// Outlet names, selectors, placeholder identifiers and user labels are whatever the author
/// typed. The rules applied, in order:
/// - characters that cannot appear in an identifier are replaced by `_` (runs collapse to one);
/// - a leading digit gets a `_` prefix;
/// - leading underscores are kept when something follows them (`_descriptionField` stays valid
///   Swift), and a name made only of underscores becomes `value`;
/// - keywords are escaped with backticks (`` `default` ``), except where Swift accepts them bare;
/// - a name longer than ``maximumLength`` Unicode scalars is cut to that length (a scope then
///   numbers names that become equal: `…2`, `…3`).
enum SwiftIdentifier {
    /// The longest name a document's text becomes, in Unicode scalars, before a scope's number.
    static let maximumLength = 128

    /// Keywords that must be escaped with backticks wherever they are used as names.
    static let reservedWords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_",
    ]

    /// Names that cannot be used as type names even with backticks, or would shadow a standard type.
    static let reservedTypeNames: Set<String> = [
        "Type", "Protocol", "Self", "Any", "String", "Int", "Bool",
        "Array", "Optional", "Error", "Never", "Void",
    ]

    /// The identifier characters of `name`, with invalid characters replaced and a leading digit
    /// prefixed, but not yet escaped. Never empty.
    ///
    /// Past ``maximumLength`` scalars of identifier the rest of `name` is read only for whether it
    /// holds more than underscores: what is kept is cut there, and a name can be as long as its
    /// document.
    static func sanitized(_ name: String) -> String {
        var result = ""
        var count = 0
        var beyondUnderscores = false
        var lastWasReplacement = false
        for scalar in name.unicodeScalars {
            guard count <= maximumLength else {
                if beyondUnderscores { break }
                beyondUnderscores = scalar != "_" && isIdentifierScalar(scalar, first: false)
                continue
            }
            if isIdentifierScalar(scalar, first: result.isEmpty) {
                result.unicodeScalars.append(scalar)
                count += 1
                beyondUnderscores = beyondUnderscores || scalar != "_"
                lastWasReplacement = false
            } else if isIdentifierScalar(scalar, first: false) {
                // A digit in first position.
                result = "_" + String(scalar)
                count = 2
                beyondUnderscores = true
                lastWasReplacement = false
            } else if !lastWasReplacement {
                result.append("_")
                count += 1
                lastWasReplacement = true
            }
        }
        guard beyondUnderscores else { return "value" }
        return capped(result)
    }

    /// `name` cut to ``maximumLength`` Unicode scalars.
    static func capped(_ name: String) -> String {
        guard name.unicodeScalars.count > maximumLength else { return name }
        return String(String.UnicodeScalarView(name.unicodeScalars.prefix(maximumLength)))
    }

    /// A valid Swift name for a value (property, parameter, method base name), escaped with
    /// backticks when it is a keyword.
    static func value(_ name: String) -> String {
        escaped(sanitized(name))
    }

    /// A valid Swift type name in upper camel case (`login screen` → `LoginScreen`).
    static func type(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if isIdentifierScalar(scalar, first: false) && scalar != "_" {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var result = capped(words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
        if result.isEmpty { result = "Value" }
        if let first = result.unicodeScalars.first, !isIdentifierScalar(first, first: true) { result = "_" + result }
        if reservedTypeNames.contains(result) || reservedWords.contains(result) { result += "_" }
        return result
    }

    /// A lower camel case value name derived from a type or label (`Main Window` → `mainWindow`).
    static func lowerCamel(_ name: String) -> String {
        let upper = type(name)
        guard upper.first != "_" else { return escaped(upper) }
        // Lower the leading run of capitals, keeping the last one of a run followed by lower case
        // (`URLField` → `urlField`, `NSWindow` → `nsWindow`).
        let scalars = Array(upper)
        var index = 0
        while index < scalars.count, scalars[index].isUppercase { index += 1 }
        let split: Int
        if index <= 1 || index == scalars.count { split = index } else { split = index - 1 }
        let result = String(scalars[..<split]).lowercased() + String(scalars[split...])
        return escaped(result)
    }

    /// Whether `text` names a type as written: identifiers separated by dots (`LoginScreen`,
    /// `App.LoginScreen`), none of them a keyword. Nothing else: no generic arguments, spaces,
    /// quotes or line breaks, so a name taken from a configuration file cannot change the code
    /// around it.
    static func isTypePath(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, isIdentifierScalar(first, first: true) else { return false }
            return part.unicodeScalars.allSatisfy { isIdentifierScalar($0, first: false) }
                && !reservedWords.contains(String(part))
        }
    }

    /// Escapes `identifier` with backticks when it is a keyword.
    static func escaped(_ identifier: String) -> String {
        reservedWords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// The name without backticks, for comparisons and derived names.
    static func bare(_ identifier: String) -> String {
        identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
    }

    /// The combining diacritical blocks, which Swift lets continue an identifier but not start one.
    static let combiningBlocks: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    /// Whether a scalar may appear in a Swift identifier (a conservative subset of the
    /// language's rules: ASCII letters, digits and `_`, and non-ASCII letters and marks).
    static func isIdentifierScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "_": return true
        case "0"..."9": return !first
        default:
            guard scalar.value > 0x7F else { return false }
            // Swift's exceptions to Unicode's letters: the Supplemental Punctuation block is
            // operator characters (its letter U+2E2F included), and the combining diacritical
            // blocks may follow a letter but not start a name (U+0345 and others are letters).
            if (0x2E00...0x2E7F).contains(scalar.value) { return false }
            if first, combiningBlocks.contains(where: { $0.contains(scalar.value) }) { return false }
            let properties = scalar.properties
            if properties.isAlphabetic { return true }
            if !first,
                properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
                    || properties.generalCategory == .decimalNumber
            {
                return true
            }
            return false
        }
    }
}

/// Hands out unique names within one scope, deterministically: the first request for a name
/// gets it as is, later requests get `name2`, `name3`, … in the order they are made.
///
/// A name that clashes with a `reserved` one (a member the superclass already has) first tries
/// `clashSuffix` (`window` → `windowOutlet`), which reads better than a number.
///
/// Every base remembers the next number to try: names are only ever added, so the numbers below
/// it are still taken, and `n` requests for one base cost `n` look-ups in all, not `n²/2`.
struct IdentifierScope: Sendable {
    private var used: Set<String>
    private var nextNumber: [String: Int] = [:]
    private let clashSuffix: String
    /// How many numbered candidates were tried in all (the cost the table keeps linear).
    private(set) var numberedTries = 0

    /// A scope in which `reserved` names are already taken.
    init(reserved: some Sequence<String> = [String](), clashSuffix: String = "") {
        used = Set(reserved.map(SwiftIdentifier.bare))
        self.clashSuffix = clashSuffix
    }

    /// A unique form of `identifier` (backticks kept when the result is still a keyword).
    mutating func claim(_ identifier: String) -> String {
        var base = SwiftIdentifier.bare(identifier)
        if !clashSuffix.isEmpty && used.contains(base) { base += clashSuffix }
        let candidate = used.contains(base) ? numbered(base) : base
        used.insert(candidate)
        return SwiftIdentifier.escaped(candidate)
    }

    /// The first free `base2`, `base3`, … from the number `base` tried last.
    private mutating func numbered(_ base: String) -> String {
        var number = nextNumber[base, default: 2]
        var candidate = "\(base)\(number)"
        numberedTries += 1
        while used.contains(candidate) {
            numberedTries += 1
            number += 1
            candidate = "\(base)\(number)"
        }
        nextNumber[base] = number + 1
        return candidate
    }

    /// Whether `identifier` (with or without backticks) is already taken in this scope.
    func contains(_ identifier: String) -> Bool { used.contains(SwiftIdentifier.bare(identifier)) }
}
