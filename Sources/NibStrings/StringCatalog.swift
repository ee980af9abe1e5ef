// The build plugins compile this file too (their copies are symbolic links to it), beside the
// NibModel files it needs; there is no NibModel module to import then.
#if canImport(NibModel)
    import NibModel
#endif

/// A String Catalog (`NAME.xcstrings`): every key with its comment, extraction state and the
/// translations of each language, read from and written as Xcode's JSON.
public struct StringCatalog: Sendable, Hashable {
    /// The catalog as read; updates change only the members this type owns.
    private(set) var root: JSONValue
    /// Problems that do not stop reading (an entry of the wrong shape), positioned.
    public private(set) var warnings: [StringsError] = []
    /// Whether the file ended with a line break (Xcode versions differ); kept when rewriting.
    public var endsWithLineBreak = false

    /// Reads a catalog; a file that is not JSON, or whose top level is not a catalog, is an error.
    public init(bytes: [UInt8], file: String = "") throws(StringsError) {
        do { root = try JSONParser.parse(bytes) } catch { throw error.located(in: file) }
        endsWithLineBreak = bytes.last == 0x0A
        guard case .object = root else {
            throw StringsError(
                file: file, position: .start,
                message: "not a String Catalog: the top level is \(root.kindName), not an object")
        }
        if let strings = root["strings"] {
            guard case .object(let members) = strings else {
                throw StringsError(
                    file: file, position: root.position(of: "strings") ?? .start,
                    message: "not a String Catalog: \"strings\" is \(strings.kindName), not an object")
            }
            for member in members where member.value.members == nil {
                warnings.append(
                    StringsError(
                        file: file, position: member.position,
                        message: "entry \"\(member.key)\" is \(member.value.kindName), not an object; ignored"))
            }
        }
        if let source = root["sourceLanguage"], source.stringValue == nil {
            throw StringsError(
                file: file, position: root.position(of: "sourceLanguage") ?? .start,
                message: "not a String Catalog: \"sourceLanguage\" is \(source.kindName), not a string")
        }
    }

    /// An empty catalog for `sourceLanguage`.
    public init(sourceLanguage: String) {
        root = .object([
            JSONMember(key: "sourceLanguage", value: .string(sourceLanguage)),
            JSONMember(key: "strings", value: .object([])),
            JSONMember(key: "version", value: .string("1.0")),
        ])
    }

    /// The language the document itself is written in (`en` when the catalog does not say).
    public var sourceLanguage: String { root["sourceLanguage"]?.stringValue ?? "en" }

    private var stringMembers: [JSONMember] { root["strings"]?.members ?? [] }

    /// Every key, in file order.
    public var keys: [String] { stringMembers.filter { $0.value.members != nil }.map(\.key) }

    /// Every language that has a translation of some key, sorted.
    public var languages: [String] {
        var found = Set<String>()
        for member in stringMembers {
            for localization in member.value["localizations"]?.members ?? []
            where Self.value(of: localization.value) != nil {
                found.insert(localization.key)
            }
        }
        return found.sorted()
    }

    /// The translations of one language as a table (key positions are the catalog entries'),
    /// with the catalog's comments. Keys the language lacks are absent.
    public func table(for language: String) -> StringsTable {
        var table = StringsTable()
        for member in stringMembers {
            guard let localization = member.value["localizations"]?[language], let value = Self.value(of: localization)
            else { continue }
            table.entries.append(
                StringsEntry(
                    key: member.key, value: value, comment: member.value["comment"]?.stringValue,
                    position: member.position))
        }
        return table
    }

    /// The extraction state Xcode recorded for a key (`extracted_with_value`, `stale`, `manual`, …).
    public func extractionState(of key: String) -> String? { root["strings"]?[key]?["extractionState"]?.stringValue }

    /// A localization's text: its string unit's value (a plural or device variation has none).
    static func value(of localization: JSONValue) -> String? { localization["stringUnit"]?["value"]?.stringValue }

    /// Merges an export the way Xcode does when it extracts strings again: each exported key gets
    /// its comment and `extracted_with_value`, new keys get the source text in the source language
    /// (state `new`), translations are kept, and keys no longer exported become `stale`.
    public mutating func update(with export: StringsTable) {
        let exported = Dictionary(export.entries.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
        let language = sourceLanguage
        // Taken out of the tree, so that changing them copies neither the members nor the fields.
        guard case .object(var top) = root else { return }
        root = .null
        var members = Self.takeMembers(of: "strings", from: &top)
        var present = Set<String>()
        for index in members.indices {
            let key = members[index].key
            guard case .object(var fields) = members[index].value else { continue }
            members[index].value = .null
            if let entry = exported[key] {
                present.insert(key)
                Self.set(&fields, "comment", entry.comment.map(JSONValue.string))
                Self.set(&fields, "extractionState", .string("extracted_with_value"))
                Self.setSourceText(&fields, language: language, text: entry.value)
            } else if fields.first(where: { $0.key == "extractionState" })?.value.stringValue != "manual" {
                Self.set(&fields, "extractionState", .string("stale"))
            }
            members[index].value = .object(fields)
        }
        for entry in export.entries where present.insert(entry.key).inserted {
            var fields: [JSONMember] = []
            Self.set(&fields, "comment", entry.comment.map(JSONValue.string))
            Self.set(&fields, "extractionState", .string("extracted_with_value"))
            Self.setSourceText(&fields, language: language, text: entry.value)
            members.append(JSONMember(key: entry.key, value: .object(fields)))
        }
        Self.set(&top, "strings", .object(members))
        if !top.contains(where: { $0.key == "sourceLanguage" }) {
            Self.set(&top, "sourceLanguage", .string(language))
        }
        if !top.contains(where: { $0.key == "version" }) { Self.set(&top, "version", .string("1.0")) }
        root = .object(top)
    }

    /// The members of the last object `key` of `top` (none when it is absent or not an object).
    /// When it is the only member of that name its value is emptied, so that the caller holds
    /// the only reference to the members; ``set(_:_:_:)`` writes them back there.
    private static func takeMembers(of key: String, from top: inout [JSONMember]) -> [JSONMember] {
        guard let index = top.lastIndex(where: { $0.key == key }) else { return [] }
        let members = top[index].value.members ?? []
        if top.firstIndex(where: { $0.key == key }) == index { top[index].value = .null }
        return members
    }

    /// The source language's string unit: set to the document's text unless someone edited it.
    private static func setSourceText(_ fields: inout [JSONMember], language: String, text: String) {
        var localizations = fields.first { $0.key == "localizations" }?.value.members ?? []
        var localization = localizations.first { $0.key == language }?.value.members ?? []
        let unit = localization.first { $0.key == "stringUnit" }?.value
        let state = unit?["state"]?.stringValue
        if unit == nil || state == "new" {
            set(
                &localization, "stringUnit",
                .object([
                    JSONMember(key: "state", value: .string("new")),
                    JSONMember(key: "value", value: .string(text)),
                ]))
            set(&localizations, language, .object(localization))
            set(&fields, "localizations", .object(localizations))
        }
    }

    private static func set(_ members: inout [JSONMember], _ key: String, _ value: JSONValue?) {
        if let index = members.firstIndex(where: { $0.key == key }) {
            if let value { members[index].value = value } else { members.remove(at: index) }
        } else if let value {
            members.append(JSONMember(key: key, value: value))
        }
    }

    /// The catalog's text as Xcode writes it.
    public var text: String { String(decoding: utf8, as: UTF8.self) }

    /// Hands the catalog's text as Xcode writes it to `sink`, in chunks of UTF-8.
    public func write(to sink: ([UInt8]) -> Void) {
        JSONWriter.write(root, to: sink)
        if endsWithLineBreak { sink([0x0A]) }
    }

    /// The catalog's text as Xcode writes it, as UTF-8 bytes.
    public var utf8: [UInt8] {
        var bytes = JSONWriter.utf8(root)
        if endsWithLineBreak { bytes.append(0x0A) }
        return bytes
    }
}
