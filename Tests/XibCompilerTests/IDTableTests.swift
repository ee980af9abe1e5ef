import NibModel
import Testing

@testable import XibCompiler

/// The model builder's id table (``IDTable``): ids claimed by objects, placeholders and
/// connections are found again however large the table has grown from its first eight slots (a
/// legacy archive's builder reserves no room), and a second claim names where the first was made.
@Suite struct IDTableTests {
    static let count = 20_000

    static func position(_ index: Int) -> SourcePosition { SourcePosition(line: index + 1, column: 3) }

    /// A builder holding `count` objects `o0…`, a placeholder and a connection from it to each
    /// object, claimed in turn, with no room reserved.
    static func builder() throws -> ModelBuilder {
        var builder = ModelBuilder(path: "Many.xib")
        try builder.addPlaceholder(
            NibPlaceholder(
                id: "-2", role: .owner, element: "customObject", className: "NSObject", position: position(0)))
        for index in 0..<count {
            _ = try builder.addObject(
                NibObject(id: "o\(index)", element: "view", className: "NSView", position: position(index)))
            try builder.addConnection(
                NibConnection(
                    id: "c\(index)", kind: .outlet, source: "-2", destination: "o\(index)", name: "view\(index)",
                    position: position(index)))
        }
        return builder
    }

    @Test func everyIdIsFoundAfterTheTableHasGrown() throws {
        let builder = try Self.builder()
        #expect(builder.objects.count == Self.count)
        #expect(builder.connections.count == Self.count)
        try builder.resolveReferences()
    }

    @Test func aSecondClaimNamesTheFirstAndLeavesTheListsAsTheyWere() throws {
        var builder = try Self.builder()
        for (id, first) in [("o7", 7), ("c12345", 12_345), ("-2", 0)] {
            #expect(
                throws: XibError.duplicateID(
                    builder.location(Self.position(99_999)), id: id, first: Self.position(first))
            ) {
                _ = try builder.addObject(
                    NibObject(id: id, element: "view", className: "NSView", position: Self.position(99_999)))
            }
        }
        #expect(
            throws: XibError.duplicateID(builder.location(Self.position(99_999)), id: "o3", first: Self.position(3))
        ) {
            try builder.addConnection(
                NibConnection(
                    id: "o3", kind: .outlet, source: "-2", destination: "o1", name: "x", position: Self.position(99_999)
                ))
        }
        #expect(builder.objects.count == Self.count)
        #expect(builder.connections.count == Self.count)
    }

    @Test func aReferenceToAConnectionOrToNothingIsFound() throws {
        for (destination, expected) in [
            (
                "c5",
                XibError.referenceToConnection(
                    ModelBuilder(path: "Many.xib").location(.start), id: "c5", role: "outlet destination")
            ),
            (
                "missing",
                XibError.danglingReference(
                    ModelBuilder(path: "Many.xib").location(.start), id: "missing", role: "outlet destination")
            ),
        ] {
            var builder = try Self.builder()
            try builder.addConnection(
                NibConnection(id: "extra", kind: .outlet, source: "-2", destination: destination, name: "x"))
            #expect(throws: expected) { try builder.resolveReferences() }
        }
    }
}
