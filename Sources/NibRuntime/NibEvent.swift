/// The event that triggered the action being sent: what a `go:forEvent:` / `go:withEvent:`
/// action method receives, and what the toolkit's "current event" is during the send.
///
/// Senders (controls, menu items) set ``current`` around their sends, so every action method
/// called in between — directly or through the responder chain — can read it.
public final class NibEvent: Sendable {
    /// The control event (`touchUpInside`, `valueChanged`, `editingChanged`, …), or nil for a
    /// sender with a single action (macOS controls, menu items).
    public let type: String?
    /// When the event happened.
    public let timestamp: ContinuousClock.Instant

    /// An event of the control event `type` (nil for a single-action sender), happening at `timestamp`.
    public init(type: String?, timestamp: ContinuousClock.Instant = .now) {
        self.type = type
        self.timestamp = timestamp
    }

    /// The event being delivered on this task, if any.
    @TaskLocal public static var current: NibEvent?

    /// Runs `body` with `event` as ``current``.
    public static func deliver<Result>(_ event: NibEvent, _ body: () throws -> Result) rethrows -> Result {
        try $current.withValue(event, operation: body)
    }
}
