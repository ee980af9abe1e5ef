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
    /// Each language's localizations, in key order, found in one pass over the keys (looking a
    /// language up in every key's localizations, for each language, took time growing with the
    /// square of the languages). Rebuilt whenever ``root`` changes.
    private var localizationsByLanguage: [String: [Localization]] = [:]

    /// One key's localization in one language.
    private struct Localization: Sendable, Hashable {
        /// The key's member in the catalog's `strings`.
        var member: JSONMember
        var value: JSONValue
    }

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
            var ignored = WarningTally(nil, file: file)
            for member in members where member.value.members == nil {
                ignored.add(at: member.position) {
                    "entry \"\(member.key)\" is \(member.value.kindName), not an object; ignored"
                }
            }
            warnings += ignored.warnings {
                "\($0) more entries that are not objects from here on, each ignored"
            }
        }
        if let source = root["sourceLanguage"] {
            let position = root.position(of: "sourceLanguage") ?? .start
            guard let language = source.stringValue else {
                throw StringsError(
                    file: file, position: position,
                    message: "not a String Catalog: \"sourceLanguage\" is \(source.kindName), not a string")
            }
            if let problem = LanguageName.problem(language) {
                throw StringsError(
                    file: file, position: position,
                    message: LanguageName.message(what: "sourceLanguage", value: language, problem: problem))
            }
        }
        try checkLocalizations(file: file)
        indexLocalizations()
    }

    /// Fills ``localizationsByLanguage`` from ``root``, whose objects name each member once (the
    /// reader keeps the last of a name; ``update(with:)`` replaces members in place).
    private mutating func indexLocalizations() {
        var index: [String: [Localization]] = [:]
        for member in stringMembers {
            for localization in member.value["localizations"]?.members ?? []
            where !refusedLanguages.contains(localization.key) {
                index[localization.key, default: []].append(Localization(member: member, value: localization.value))
            }
        }
        localizationsByLanguage = index
    }

    /// Languages named by a localization that cannot be used (not a language name, or one that
    /// names the same folder and Swift identifier as an earlier one): warned about once, ignored.
    private var refusedLanguages: Set<String> = []

    /// Checks every localization: a language must be a name (``LanguageName``), a string unit's
    /// `value` and `state` strings. Duplicate members are warned about at the later one, and only
    /// the last is kept (the reader's rule: the last wins), so a rewrite writes each once.
    private mutating func checkLocalizations(file: String) throws(StringsError) {
        if Self.hasDuplicates(root) {
            var duplicates = WarningTally(.duplicateKey, file: file)
            root = Self.deduplicated(root, into: &duplicates)
            warnings += duplicates.warnings {
                "\($0) more members given again from here on, the last of each name winning"
            }
        }
        var seen: [String: String] = [:]
        // The first language of each folded name: one an earlier language already names is refused.
        var folders: [String: String] = [:]
        for member in stringMembers {
            for localization in member.value["localizations"]?.members ?? [] {
                let language = localization.key
                if refusedLanguages.contains(language) { continue }
                if seen[language] == nil {
                    let folded = LanguageName.folded(language)
                    if let problem = LanguageName.problem(language) {
                        refusedLanguages.insert(language)
                        warnings.append(
                            StringsError(
                                file: file, position: localization.position,
                                message: LanguageName.message(what: "localization", value: language, problem: problem)
                                    + "; ignored"))
                        continue
                    }
                    if let earlier = folders[folded] {
                        refusedLanguages.insert(language)
                        warnings.append(
                            StringsError(
                                file: file, position: localization.position,
                                message:
                                    "localization \"\(language)\" names the same language folder and Swift name as \"\(earlier)\"; ignored"
                            ))
                        continue
                    }
                    seen[language] = folded
                    folders[folded] = language
                }
                guard let unit = localization.value["stringUnit"]?.members else { continue }
                for field in unit where field.key == "value" || field.key == "state" {
                    if field.value.stringValue == nil {
                        throw StringsError(
                            file: file, position: field.position,
                            message:
                                "\"\(field.key)\" of the \(language) localization of \"\(member.key)\" is \(field.value.kindName), not a string"
                        )
                    }
                }
            }
        }
    }

    /// Whether any object in `value` names a member twice.
    private static func hasDuplicates(_ value: JSONValue) -> Bool {
        switch value {
        case .array(let items): return items.contains { hasDuplicates($0) }
        case .object(let members):
            if members.count > 1 {
                var keys = Set<String>()
                for member in members where !keys.insert(member.key).inserted { return true }
            }
            return members.contains { hasDuplicates($0.value) }
        default: return false
        }
    }

    /// `value` with each object's members given once (the last of a name, where the first was);
    /// a warning for each dropped member, at the later one.
    private static func deduplicated(_ value: JSONValue, into warnings: inout WarningTally)
        -> JSONValue
    {
        switch value {
        case .array(let items): return .array(items.map { deduplicated($0, into: &warnings) })
        case .object(let members):
            var first: [String: Int] = [:]
            var kept: [JSONMember] = []
            for member in members {
                var member = member
                member.value = deduplicated(member.value, into: &warnings)
                if let index = first[member.key] {
                    let earlier = kept[index].position
                    warnings.add(at: member.position) {
                        "\"\(member.key)\" is given twice in this object (first at line \(earlier.line), column \(earlier.column)); the last wins"
                    }
                    kept[index].value = member.value
                } else {
                    first[member.key] = kept.count
                    kept.append(member)
                }
            }
            return .object(kept)
        default: return value
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

    /// Every language that has a translation of some key (a text, or variations), sorted;
    /// localizations whose language is refused (see the reader's warnings) are left out.
    public var languages: [String] {
        var found = Set<String>()
        for member in stringMembers {
            for localization in member.value["localizations"]?.members ?? []
            where Self.value(of: localization.value) != nil || localization.value["variations"] != nil {
                found.insert(localization.key)
            }
        }
        return found.subtracting(refusedLanguages).sorted()
    }

    /// The keys whose `language` localization holds only variations (plural, device): a table of
    /// texts cannot apply them. Positioned at the catalog entries.
    public func variationKeys(for language: String) -> [StringsEntry] {
        var found: [StringsEntry] = []
        for localization in localizationsByLanguage[language] ?? []
        where Self.value(of: localization.value) == nil && localization.value["variations"] != nil {
            found.append(StringsEntry(key: localization.member.key, value: "", position: localization.member.position))
        }
        return found
    }

    /// The keys marked `"shouldTranslate": false`: they need no translation.
    public var keysNotToTranslate: Set<String> {
        Set(stringMembers.filter { $0.value["shouldTranslate"] == .bool(false) }.map(\.key))
    }

    /// The translations of one language as a table (key positions are the catalog entries'),
    /// with the catalog's comments. Keys the language lacks are absent.
    public func table(for language: String) -> StringsTable {
        var table = StringsTable()
        for localization in localizationsByLanguage[language] ?? [] {
            guard let value = Self.value(of: localization.value) else { continue }
            let member = localization.member
            table.entries.append(
                StringsEntry(
                    key: member.key, value: value, comment: member.value["comment"]?.stringValue,
                    position: member.position))
        }
        return table
    }

    /// The extraction state Xcode recorded for a key (`extracted_with_value`, `stale`, `manual`, …).
    public func extractionState(of key: String) -> String? { root["strings"]?[key]?["extractionState"]?.stringValue }

    /// The extraction state of every key that has one, read in one pass (``extractionState(of:)``
    /// searches the keys each time: asked for every key, its time grows with their square).
    var extractionStates: [String: String] {
        var states: [String: String] = [:]
        for member in stringMembers { states[member.key] = member.value["extractionState"]?.stringValue }
        return states
    }

    /// A localization's text: its string unit's value (a plural or device variation has none).
    static func value(of localization: JSONValue) -> String? { localization["stringUnit"]?["value"]?.stringValue }

    /// Merges an export the way Xcode does when it extracts strings again: each exported key gets
    /// its comment and `extracted_with_value`, new keys get the source text in the source language
    /// (state `new`), translations are kept — marked `needs_review` when the extracted source
    /// text changed — and keys no longer exported become `stale`.
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
                Self.markForReviewIfChanged(&fields, language: language, text: entry.value)
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
        indexLocalizations()
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

    /// As Xcode does when a source text changes: when the source language's extracted text (state
    /// `new`) differs from the document's `text`, every translated string unit of the key becomes
    /// `needs_review`.
    private static func markForReviewIfChanged(_ fields: inout [JSONMember], language: String, text: String) {
        guard let index = fields.lastIndex(where: { $0.key == "localizations" }),
            case .object(var localizations) = fields[index].value,
            let source = localizations.last(where: { $0.key == language })?.value["stringUnit"],
            source["state"]?.stringValue == "new", let recorded = source["value"]?.stringValue, recorded != text
        else { return }
        for position in localizations.indices where localizations[position].key != language {
            guard case .object(var localization) = localizations[position].value,
                let unitIndex = localization.lastIndex(where: { $0.key == "stringUnit" }),
                case .object(var unit) = localization[unitIndex].value,
                unit.last(where: { $0.key == "state" })?.value.stringValue == "translated"
            else { continue }
            set(&unit, "state", .string("needs_review"))
            localization[unitIndex].value = .object(unit)
            localizations[position].value = .object(localization)
        }
        fields[index].value = .object(localizations)
    }

    /// The keys whose `language` translation Xcode (or an export) marked `needs_review`: the
    /// source text changed since it was translated. Positioned at the catalog entries.
    public func keysNeedingReview(for language: String) -> [String] {
        (localizationsByLanguage[language] ?? []).filter {
            $0.value["stringUnit"]?["state"]?.stringValue == "needs_review"
        }.map(\.member.key)
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
