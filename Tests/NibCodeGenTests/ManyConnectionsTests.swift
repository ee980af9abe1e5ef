import NibModel
import NibTestSupport
import Testing

@testable import NibCodeGen

/// Very many connections to one outlet or one action of a class: each is kept, in one pass.
@Suite struct ManyConnectionsTests {
    static let places = (1...200_000).map {
        SourceLocation(file: "Big.xib", position: SourcePosition(line: $0, column: 7))
    }

    static func table(bases: [String: String] = [:]) -> ClassFactsTable {
        var table = ClassFactsTable(hierarchy: TypeHierarchy(vocabulary: .defaultObjects, bases: bases))
        table.register("BigOwner", standardClass: "NSObject", input: 0, at: places[0])
        return table
    }

    /// 200,000 controls sending one action: a copy of the action's facts at each connection
    /// copied every place so far (16 MB of them took a minute).
    @Test func connectionsOfOneActionAreGatheredInOnePass() throws {
        try expectFinishes(within: .seconds(60)) {
            var table = Self.table()
            for (number, place) in Self.places.enumerated() {
                let sender = number.isMultiple(of: 2) ? "NibButton" : "NibSwitch"
                table.addAction(
                    of: "BigOwner", selector: "tap:", senderType: sender, senderClass: sender,
                    eventType: "touchUpInside", at: place)
            }
            let facts = try #require(table.classes["BigOwner"]?.actions["tap:"])
            #expect(facts.locations == Self.places)
            #expect(facts.senderTypes == ["NibButton", "NibSwitch"])
            #expect(facts.eventTypes == ["touchUpInside"] && !facts.isUnwind)
        }
    }

    /// 200,000 connections of one outlet, to 20,000 custom classes of one base: every place kept,
    /// each class and type listed once in the order first met, the type their common superclass.
    @Test func connectionsOfOneOutletAreGatheredInOnePass() throws {
        try expectFinishes(within: .seconds(60)) {
            let classes = (0..<20_000).map { "Custom\($0)" }
            var table = Self.table(bases: Dictionary(uniqueKeysWithValues: classes.map { ($0, "NibLabel") }))
            for (number, place) in Self.places.enumerated() {
                let custom = classes[number % classes.count]
                try table.addOutlet(
                    of: "BigOwner", named: "title", isCollection: false, type: custom, destinationClass: custom,
                    isStrong: number == Self.places.count - 1, at: place)
            }
            let facts = try #require(table.classes["BigOwner"]?.outlets["title"])
            #expect(facts.locations == Self.places)
            #expect(facts.destinationClasses == classes)
            #expect(facts.typedAt.map(\.type) == classes)
            #expect(facts.typedAt.map(\.location) == Array(Self.places.prefix(classes.count)))
            #expect(facts.type == "NibLabel" && facts.isStrong)
        }
    }

    /// The note for an outlet of many destination types lists the first ten and counts the rest
    /// (it listed all 20,000, 700 KB on one line).
    @Test func theNoteOnManyDestinationTypesCountsThoseItDoesNotList() {
        let typedAt = (0..<25).map { Outlet.TypedAt(type: "Custom\($0)", location: Self.places[$0]) }
        let outlet = Outlet(
            name: "title", swiftName: "title", type: "NibLabel", isStrong: false, isCollection: false,
            locations: Array(Self.places.prefix(25)), typedAt: typedAt)
        let note = CodeGenNote(outlet: outlet, className: "BigOwner")
        let listed = (0..<10).map { "'Custom\($0)' at Big.xib:\($0 + 1):7" }.joined(separator: " and ")
        #expect(
            note.message
                == "outlet 'title' of class 'BigOwner' points at \(listed) and 15 more places of other types; "
                + "typed as their nearest common superclass 'NibLabel'")
        #expect(note.location == Self.places[1])
    }
}
