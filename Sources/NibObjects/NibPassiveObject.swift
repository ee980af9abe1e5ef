import NibModel
import NibRuntime

/// The base of the default objects that are not responders (layout constraints, formatters):
/// the loader creates and connects them, but no action ever travels through them.
open class NibPassiveObject: NibConnectable {
    /// The class the document names (custom class if any, else the standard class).
    public let className: String
    /// Every recorded property, in document order.
    public let properties: NibProperties

    /// The nib initialiser: subclasses decode their recorded properties from `coder`.
    public required init(coder: NibCoder) {
        className = coder.className
        properties = coder.properties
    }

    /// A recorded property as text.
    public func string(_ key: String) -> String? { NibValueDecoding.string(properties[key]) }

    /// Keeps nothing: override to take runtime attributes as typed properties.
    open func nibSetValue(_ value: NibValue, forKeyPath keyPath: String) throws(NibError) {
        throw .unknownKeyPath(className: nibClassName, keyPath: keyPath)
    }
}
