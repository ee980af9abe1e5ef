import NibModel

/// Something the generator decided that the user should know about, printed as a compiler
/// note (`FILE:LINE:COL: note: …`): an outlet whose destinations differ in class between places,
/// typed as their nearest common superclass.
public struct CodeGenNote: DiagnosticConvertible, Sendable, Equatable {
    /// Where the note points: the place in the document it is about.
    public var location: SourceLocation
    /// The note's text, without the place.
    public var message: String

    /// A note `message` at `location`.
    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// The most places the note for an outlet lists; it counts the rest.
    static let listedPlaces = 10

    /// The note for an outlet typed as the common superclass of its destinations.
    init(outlet: Outlet, className: String) {
        var places = outlet.typedAt.prefix(Self.listedPlaces).map { "'\($0.type)' at \($0.location)" }
        if outlet.typedAt.count > Self.listedPlaces {
            places.append("\(outlet.typedAt.count - Self.listedPlaces) more places of other types")
        }
        let listed = places.joined(separator: " and ")
        location = outlet.typedAt[1].location
        message =
            "outlet '\(outlet.name)' of class '\(className)' points at \(listed); "
            + "typed as their nearest common superclass '\(outlet.type)'"
    }

    /// The note as a compiler note at its location.
    public var diagnostic: Diagnostic { Diagnostic(.note, at: location, message: message) }
}
