/// Why a ``PropertyListValue`` has no XML form, and where in it: ``path`` lists the keys and
/// array positions from the top value to the one that cannot be written.
public struct PropertyListWritingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What cannot be written, as a value.
    public enum Reason: Sendable, Equatable {
        /// A date (seconds since 2001-01-01) that is not finite or lies outside the years 1 to
        /// 9999, which the XML form's `yyyy-MM-ddTHH:mm:ssZ` cannot show.
        case dateOutOfRange(Double)
    }

    /// What cannot be written.
    public var reason: Reason
    /// The keys and array positions (in decimal) leading to the value; empty for the top value.
    public var path: [String]

    /// An error about the value at `path`.
    public init(_ reason: Reason, path: [String]) {
        self.reason = reason
        self.path = path
    }

    /// The problem in words, with the place.
    public var message: String {
        let place = path.isEmpty ? "the top value" : "the value at " + path.map { "'\($0)'" }.joined(separator: " / ")
        switch reason {
        case .dateOutOfRange(let seconds):
            return "\(place) is a date (\(seconds) seconds since 2001-01-01) outside the years 1 to 9999,"
                + " which XML property lists cannot write"
        }
    }

    public var description: String { message }
}
