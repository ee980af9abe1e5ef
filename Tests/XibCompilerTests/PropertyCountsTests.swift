import NibModel
import Testing

@testable import XibCompiler

/// The room a property list starts with: the larger property count of the last two elements of
/// its name and attribute count, so that two kinds of one element taking turns (a label's cell, a
/// field's cell) each start with their own room, and one large element stops counting after two
/// others.
@Suite struct PropertyCountsTests {
    @Test func twoKindsOfOneElementTakingTurnsHoldNoRoomOfTheOther() throws {
        let font = #"<font key="font" metaFont="system"/>"#
        let color =
            #"<color key="textColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        let rows = (0..<20).map { row in
            #"<textFieldCell id="label\#(row)" lineBreakMode="clipping" title="L">\#(font)</textFieldCell>"#
                + #"<textFieldCell id="field\#(row)" lineBreakMode="clipping" scrollable="YES" editable="YES" "#
                + #"selectable="YES" borderStyle="bezel">\#(font)\#(color)</textFieldCell>"#
        }
        let text =
            #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">"#
            + "<objects>" + rows.joined() + "</objects></document>"
        let document = try XibCompiler().compile(bytes: Array(text.utf8), path: "Cells.xib").document
        let counts = Dictionary(grouping: document.objects, by: { $0.id.hasPrefix("label") }).mapValues {
            Set($0.map(\.properties.count))
        }
        #expect(counts == [true: [3], false: [7]])
        // After the first of each kind, a list starts with the room it ends with (the allocator
        // may round it up by one entry).
        for object in document.objects.dropFirst(2) {
            #expect(object.properties.entries.capacity <= object.properties.count + 1, "\(object.id)")
        }
    }

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
