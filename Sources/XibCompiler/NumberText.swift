/// Numbers read straight from a document's bytes, without making a string of them first.
///
/// Each reader gives exactly what Swift's `Int(_:)` and `Double(_:)` give for the same text (the
/// converter's results, and so its manifests, do not depend on which path read a number). The
/// forms documents write almost always — `12`, `-3`, `0.5`, `480` — are read here; anything else
/// (exponents, `+`, `inf`, very long digit runs) goes to `Double(_:)` itself.
enum NumberText {
    /// The integer `bytes` spell in decimal, with an optional sign, or nil (as `Int(_:)`).
    static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = bytes.first else { return nil }
        let negative = first == UInt8(ascii: "-")
        let digitsStart = negative || first == UInt8(ascii: "+") ? 1 : 0
        guard digitsStart < bytes.count else { return nil }
        var magnitude: UInt64 = 0
        for byte in bytes[digitsStart...] {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times10.addingReportingOverflow(UInt64(digit))
            guard !overflow, !carry else { return nil }
            magnitude = sum
        }
        if negative {
            guard magnitude <= UInt64(Int.max) + 1 else { return nil }
            return magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
        }
        guard magnitude <= UInt64(Int.max) else { return nil }
        return Int(magnitude)
    }

    /// The finite number `bytes` spell, or nil (as `Double(_:)` followed by an `isFinite` check).
    static func finiteDouble(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        if let simple = simpleDecimal(bytes) { return simple }
        guard let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// `-?digits(.digits)?` whose digits fit in 53 bits, with at most 22 after the point: the
    /// digits as an integer and the power of ten to divide by are then both exact doubles, so
    /// one division rounds the decimal value correctly, as a full decimal reader does. Nil for
    /// any other text.
    private static func simpleDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard !bytes.isEmpty else { return nil }
        let negative = bytes[0] == UInt8(ascii: "-")
        var index = negative ? 1 : 0
        var mantissa: UInt64 = 0
        var integerDigits = 0
        while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
            mantissa = mantissa &* 10 &+ UInt64(digit)
            guard mantissa <= exactLimit else { return nil }
            integerDigits += 1
            index += 1
        }
        guard integerDigits > 0 else { return nil }
        var fractionDigits = 0
        if index < bytes.count {
            guard bytes[index] == UInt8(ascii: ".") else { return nil }
            index += 1
            while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
                mantissa = mantissa &* 10 &+ UInt64(digit)
                guard mantissa <= exactLimit else { return nil }
                fractionDigits += 1
                index += 1
            }
            guard index == bytes.count, fractionDigits > 0, fractionDigits <= 22 else { return nil }
        }
        // 10ⁿ for n ≤ 22, multiplied up exactly (every step is an exact double).
        var divisor = 1.0
        for _ in 0..<fractionDigits { divisor *= 10 }
        let value = Double(mantissa) / divisor
        return negative ? -value : value
    }

    /// The largest integer below which every integer is an exact double.
    private static let exactLimit: UInt64 = 1 << 53
}
