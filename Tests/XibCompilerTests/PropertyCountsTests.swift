import Testing

@testable import XibCompiler

/// The room a property list starts with: the larger property count of the last two elements of
/// its name, so that two kinds of one element taking turns (a label's cell, a field's cell) both
/// start with enough room, and one large element stops counting after two others.
@Suite struct PropertyCountsTests {
    @Test func theFirstElementOfANameStartsWithNoRoom() {
        #expect(DocumentConverter.PropertyCounts().expected == 0)
    }

    @Test func twoKindsTakingTurnsBothGetTheLargerRoom() {
        var counts = DocumentConverter.PropertyCounts()
        counts.record(5)
        #expect(counts.expected == 5)
        counts.record(9)
        #expect(counts.expected == 9)
        counts.record(5)
        #expect(counts.expected == 9)
        counts.record(9)
        #expect(counts.expected == 9)
    }

    @Test func aLargeElementCountsForTheNextTwoOnly() {
        var counts = DocumentConverter.PropertyCounts()
        counts.record(100_000)
        counts.record(0)
        #expect(counts.expected == 100_000)
        counts.record(0)
        #expect(counts.expected == 0)
    }

    @Test func aCountBeyondThirtyTwoBitsIsClamped() {
        var counts = DocumentConverter.PropertyCounts()
        counts.record(Int.max)
        #expect(counts.expected == Int(Int32.max))
    }
}
