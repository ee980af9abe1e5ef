import NibModel
import NibRuntime

/// A formatter (NSNumberFormatter, NSDateFormatter, NSByteCountFormatter, …) attached to a cell
/// or field. Not a responder; it keeps the recorded settings (`numberStyle`, `dateStyle`,
/// `formatterBehavior`, …) for the app to read.
open class NibFormatter: NibPassiveObject {
    public required init(coder: NibCoder) { super.init(coder: coder) }

    /// A recorded setting as text (`numberStyle`, `dateStyle`, …).
    public func setting(_ key: String) -> String? { string(key) }
}
