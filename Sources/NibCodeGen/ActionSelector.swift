/// An Objective-C style action selector from a document, and the Swift method it becomes.
///
/// Every form Interface Builder writes is handled:
/// - `go` → `func go()`
/// - `go:` → `func go(_ sender: Sender)`
/// - `go:forEvent:` / `go:withEvent:` → `func go(_ sender: Sender, forEvent event: NibEvent)`
/// - any other `a:b:` → `func a(_ sender: Sender, b: AnyObject?)` (extra arguments are passed nil).
package struct ActionSelector: Sendable, Hashable, Comparable {
    /// The selector as written (`go:forEvent:`).
    package var selector: String
    /// The selector's parts (`["go", "forEvent"]`); one part and no colon for `go`.
    package var parts: [String]
    /// Whether the selector takes arguments (ends with `:`).
    package var takesSender: Bool

    /// The selector as the document writes it (`go:forEvent:`), split into its parts.
    package init(_ selector: String) {
        self.selector = selector
        takesSender = selector.hasSuffix(":")
        let body = takesSender ? String(selector.dropLast()) : selector
        parts = body.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if parts.isEmpty { parts = [""] }
    }

    /// The second argument's kind, when the selector has one.
    package enum Extra: Sendable, Hashable {
        /// `forEvent:` / `withEvent:`: the event that triggered the action.
        case event(label: String)
        /// Any other argument; the runtime passes nil.
        case other(label: String)
    }

    /// The arguments after the sender.
    package var extras: [Extra] {
        guard takesSender else { return [] }
        return parts.dropFirst().map { part in
            part.lowercased().hasSuffix("event") ? .event(label: part) : .other(label: part)
        }
    }

    /// Whether the method receives the triggering event.
    package var takesEvent: Bool {
        extras.contains { if case .event = $0 { return true } else { return false } }
    }

    package static func < (lhs: ActionSelector, rhs: ActionSelector) -> Bool { lhs.selector < rhs.selector }
}
