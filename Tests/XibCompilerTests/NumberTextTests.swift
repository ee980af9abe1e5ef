import Testing

@testable import XibCompiler

/// Numbers read from a document's bytes come out exactly as Swift's own `Int(_:)` and
/// `Double(_:)` read the same text, on the forms documents write and on every form around them.
@Suite struct NumberTextTests {
    static let written = [
        "0", "1", "-1", "480", "0.0", "-0.0", "0.5", "0.1", "0.2", "0.3", "0.33333333333333331",
        "0.29803921568627451", "25570", "-2", "1.0000000000000002", "12.5", "007", "-007.50",
        "9007199254740992", "9007199254740993", "90071992547409921", "0.00000000000000000000001",
        "1234567890.1234567", "123456789012345678901234", "9223372036854775807",
        "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
    ]
    static let unusual = [
        "", "-", "+", "+5", "+5.5", ".5", "5.", "-.5", "1e5", "1E-3", "0x1p3", "inf", "-inf", "nan", "NaN",
        "infinity", " 5", "5 ", "5,0", "1.2.3", "--1", "٣", "１", "5e400", "-5e400", "1e-400", "0.5f", "YES",
        "1_000", "\u{0}", "0.000000000000000000000001",
    ]

    static func checked(_ text: String) -> (Int?, Double?) {
        var text = text
        return text.withUTF8 { (NumberText.integer($0), NumberText.finiteDouble($0)) }
    }

    static func expected(_ text: String) -> (Int?, Double?) {
        (Int(text), Double(text).flatMap { $0.isFinite ? $0 : nil })
    }

    static func same(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a.bitPattern == b.bitPattern
        default: false
        }
    }

    @Test(arguments: written + unusual)
    func readsAsSwiftDoes(_ text: String) {
        let (integer, real) = Self.checked(text)
        let (expectedInteger, expectedReal) = Self.expected(text)
        #expect(integer == expectedInteger, "Int(\(text.debugDescription))")
        #expect(Self.same(real, expectedReal), "Double(\(text.debugDescription)): \(String(describing: real))")
    }

    /// Random decimals of every length near the fast path's limits (digits around 2⁵³, up to 22
    /// after the point and past it), with and without a sign, read bit for bit as `Double(_:)` does.
    @Test func randomDecimalsReadAsSwiftDoes() {
        var generator = SeededGenerator(seed: 0x5EED)
        var mismatches: [String] = []
        for _ in 0..<100_000 {
            let integerDigits = Int.random(in: 1...18, using: &generator)
            let fractionDigits = Int.random(in: 0...24, using: &generator)
            var text = Bool.random(using: &generator) ? "-" : ""
            text += String((0..<integerDigits).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            if fractionDigits > 0 {
                text += "."
                text += String(
                    (0..<fractionDigits).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            }
            let (integer, real) = Self.checked(text)
            let (expectedInteger, expectedReal) = Self.expected(text)
            if integer != expectedInteger || !Self.same(real, expectedReal) { mismatches.append(text) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }
}

/// A small deterministic generator (SplitMix64), so a failure can be reproduced.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
