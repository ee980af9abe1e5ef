import NibModel
import Testing

/// The one lenient reading of values (``NibValueReading``) that the runtime, the code generator
/// and the renderer share.
@Suite struct ValueReadingTests {
    @Test(arguments: [
        (NibValue.bool(true), true), (.bool(false), false), (.integer(2), true), (.integer(0), false),
        (.string("YES"), true), (.string("yes"), true), (.string("true"), true), (.string("TRUE"), true),
        (.string("1"), true), (.string("NO"), false), (.string("no"), false), (.string("false"), false),
        (.string("FALSE"), false), (.string("0"), false),
    ])
    func flags(value: NibValue, expected: Bool) {
        #expect(NibValueReading.bool(value) == expected)
    }

    @Test func whatIsNoFlagReadsAsNone() {
        for value in [NibValue.string("maybe"), .string(""), .real(1), .nil, .object("x")] {
            #expect(NibValueReading.bool(value) == nil, "\(value)")
        }
        #expect(NibValueReading.bool(nil) == nil)
    }

    @Test func textNumbersAndIntegers() {
        #expect(NibValueReading.string(.bool(true)) == "YES")
        #expect(NibValueReading.string(.integer(7)) == "7")
        #expect(NibValueReading.string(.real(1.5)) == "1.5")
        #expect(
            NibValueReading.string(
                .attributedString([
                    NibFragment(content: "a", attributes: NibProperties()),
                    NibFragment(content: "b", attributes: NibProperties()),
                ])) == "ab")
        #expect(NibValueReading.string(.object("x")) == nil)
        #expect(NibValueReading.nonEmptyString(.string("")) == nil)
        #expect(NibValueReading.nonEmptyString(.integer(1)) == nil)
        #expect(NibValueReading.nonEmptyString(.string("Main")) == "Main")
        #expect(NibValueReading.double(.string("2.5")) == 2.5)
        #expect(NibValueReading.double(.integer(3)) == 3)
        #expect(NibValueReading.double(.bool(true)) == nil)
        #expect(NibValueReading.int(.real(3.9)) == 3)
        #expect(NibValueReading.int(.real(1e16)) == nil)
        #expect(NibValueReading.int(.string("12")) == 12)
    }
}
