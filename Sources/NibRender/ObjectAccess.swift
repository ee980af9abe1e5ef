import NibModel

/// Typed reads of an object's recorded properties, the way the painters need them: text, flags
/// and numbers by the model's one lenient rule (``NibValueReading``), numbers finite only.
extension NibProperties {
    func string(_ name: String) -> String? { NibValueReading.string(self[name]) }

    func bool(_ name: String) -> Bool? { NibValueReading.bool(self[name]) }

    func number(_ name: String) -> Double? { NibValueReading.double(self[name]).flatMap { $0.isFinite ? $0 : nil } }

    /// A number as a whole count (lines, pages, an index), rounded toward zero and held within
    /// ±10¹⁵, so a document's `9223372036854775807` or `1e300` reads as very many instead of
    /// trapping the conversion.
    func integer(_ name: String) -> Int? { number(name).map { Int(Swift.max(Swift.min($0, 1e15), -1e15)) } }

    func rect(_ name: String) -> NibRect? {
        if case .rect(let value)? = self[name] { return value }
        return nil
    }

    func font(_ name: String) -> NibFont? {
        if case .font(let value)? = self[name] { return value }
        return nil
    }

    func state(_ name: String) -> NibProperties? {
        if case .state(let value)? = self[name] { return value }
        return nil
    }

    func object(_ name: String) -> String? {
        if case .object(let id)? = self[name] { return id }
        return nil
    }

    func objects(_ name: String) -> [String] {
        switch self[name] {
        case .objects(let ids)?: return ids
        case .object(let id)?: return [id]
        default: return []
        }
    }

    /// The elements of an array value kept generically (`segments`, …).
    func elements(_ name: String) -> [NibElement] {
        guard case .array(let values)? = self[name] else { return [] }
        return values.compactMap { if case .element(let element) = $0 { return element } else { return nil } }
    }

    func flags(_ name: String) -> NibFlags? {
        if case .flags(let value)? = self[name] { return value }
        return nil
    }
}
