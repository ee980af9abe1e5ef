import Foundation
import NibTestSupport
import Testing

@testable import NibManifest

/// The manifest's one table of member names (``ManifestMembers``) against what the schema and the
/// format's page say: every member of each kind of object, and whether it is required.
@Suite struct ManifestSchemaTests {
    typealias Schema = [String: Any]

    /// The schema, read once (never written after).
    nonisolated(unsafe) static let schema: Schema = {
        let path = TestCorpus.packageRoot + "/docs/manifest.schema.json"
        guard let data = FileManager.default.contents(atPath: path),
            let object = try? JSONSerialization.jsonObject(with: data) as? Schema
        else { return [:] }
        return object
    }()

    static let page: String = {
        (try? String(contentsOfFile: TestCorpus.packageRoot + "/docs/manifest.md", encoding: .utf8)) ?? ""
    }()

    /// The value at a JSON pointer (`#/$defs/scene`) of the schema.
    static func resolve(_ pointer: String) -> Schema? {
        var node: Any = schema
        for token in pointer.split(separator: "/").dropFirst() {
            if let object = node as? Schema, let next = object[String(token)] {
                node = next
            } else if let array = node as? [Any], let index = Int(token), array.indices.contains(index) {
                node = array[index]
            } else {
                return nil
            }
        }
        return node as? Schema
    }

    /// The pointer of a kind's object schema: its own, or the `#/$defs/tagged` variant whose
    /// `type` is the kind's tag.
    static func pointer(of kind: any ManifestObjectKind.Type) -> String? {
        if let pointer = kind.schemaPointer { return pointer }
        guard let tag = kind.tag?.description, let variants = resolve("#/$defs/tagged")?["oneOf"] as? [Schema]
        else { return nil }
        let index = variants.firstIndex { variant in
            ((variant["properties"] as? Schema)?["type"] as? Schema)?["const"] as? String == tag
        }
        return index.map { "#/$defs/tagged/oneOf/\($0)" }
    }

    @Test func schemaIsHere() {
        #expect(!Self.schema.isEmpty, "docs/manifest.schema.json does not read as a JSON object")
        #expect(!Self.page.isEmpty, "docs/manifest.md is missing")
    }

    /// Each kind's members are the schema's, required where the schema requires them.
    @Test(arguments: ManifestMembers.kinds.map { KindCase($0) })
    func kindMatchesSchema(_ kind: KindCase) throws {
        let pointer = try #require(Self.pointer(of: kind.type), "\(kind): no object in the schema")
        let object = try #require(Self.resolve(pointer), "\(kind): \(pointer) is not in the schema")
        let declared = try #require(object["properties"] as? Schema, "\(kind): \(pointer) declares no members")
        #expect(object["additionalProperties"] as? Bool == false, "\(kind): \(pointer) allows other members")
        #expect(Set(declared.keys) == Set(kind.type.memberNames), "\(kind): members differ from \(pointer)")
        var required = Set(object["required"] as? [String] ?? [])
        // The variants of a tagged value inherit the `type` that `#/$defs/tagged` requires.
        if kind.type.schemaPointer == nil {
            required.formUnion(Self.resolve("#/$defs/tagged")?["required"] as? [String] ?? [])
        }
        #expect(required == Set(kind.type.requiredNames), "\(kind): required members differ from \(pointer)")
    }

    /// Every object schema that closes its members is one of the table's kinds.
    @Test func everySchemaObjectIsAKind() {
        let kinds = Set(ManifestMembers.kinds.compactMap { Self.pointer(of: $0) })
        var closed: [String] = []
        Self.collectClosedObjects(Self.schema, at: "#", into: &closed)
        #expect(!closed.isEmpty)
        #expect(Set(closed) == kinds, "schema objects without a kind: \(Set(closed).subtracting(kinds).sorted())")
    }

    static func collectClosedObjects(_ node: Any, at pointer: String, into found: inout [String]) {
        if let array = node as? [Any] {
            for (index, item) in array.enumerated() {
                collectClosedObjects(item, at: "\(pointer)/\(index)", into: &found)
            }
            return
        }
        guard let object = node as? Schema else { return }
        if object["additionalProperties"] as? Bool == false, object["properties"] is Schema { found.append(pointer) }
        for (key, value) in object {
            if key == "properties", let members = value as? Schema {
                for (name, member) in members {
                    collectClosedObjects(member, at: "\(pointer)/properties/\(name)", into: &found)
                }
            } else {
                collectClosedObjects(value, at: "\(pointer)/\(key)", into: &found)
            }
        }
    }

    /// Every member list the page writes (`{"id", "controller"?, …}`) is a kind's, optional
    /// members marked `?`, in the writer's order; and every kind not described in a table or in
    /// prose has one.
    @Test func pageListsEachKindsMembers() {
        let lists = Self.memberLists(in: Self.page)
        #expect(!lists.isEmpty)
        let kinds = ManifestMembers.kinds.map { kind in
            (kind, kind.memberNames.map { ($0, kind.requiredNames.contains($0) ? "" : "?") }.map { $0 + $1 })
        }
        var documented = Set<String>()
        for list in lists {
            let matching = kinds.filter { $0.1 == list }
            #expect(!matching.isEmpty, "docs/manifest.md lists members no kind has: \(list)")
            for (kind, _) in matching { documented.insert("\(kind)") }
        }
        // The top level, `identity` and `document` are tables and prose; a scene's canvas
        // location, a class's source and a fragment are written inside their parent's list.
        let described: Set<String> = ["Root", "Identity", "Info", "CanvasLocation", "ClassSource", "Fragment"]
        let undocumented = ManifestMembers.kinds.map { "\($0)" }.filter {
            !documented.contains($0) && !described.contains($0)
        }
        #expect(undocumented.isEmpty, "kinds docs/manifest.md does not list: \(undocumented)")
    }

    /// The top-level table names the top level's members, in order.
    @Test func pageTablesTheTopLevel() {
        guard let section = Self.page.components(separatedBy: "## Top level").dropFirst().first else {
            Issue.record("docs/manifest.md has no \"Top level\" section")
            return
        }
        let rows = section.components(separatedBy: "\n## ").first!.split(separator: "\n")
            .filter { $0.hasPrefix("| `") }
            .map { $0.dropFirst(3).prefix { $0 != "`" } }
            .map(String.init)
        #expect(rows == ManifestMembers.Root.memberNames)
    }

    /// The member lists in code spans of the page: each `{"name"?: value, …}` opening a span, as
    /// names with `?` kept.
    static func memberLists(in page: String) -> [[String]] {
        page.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            .filter { $0.hasPrefix("{\"") }
            .map(topLevelMembers)
    }

    /// The top-level member names of one list, values (nested lists, alternatives) skipped.
    static func topLevelMembers(_ text: String) -> [String] {
        var names: [String] = []
        var depth = 0
        var inString = false
        var current = ""
        var expectingName = true
        for character in text {
            if inString {
                if character == "\"" {
                    inString = false
                    if depth == 1 && expectingName { names.append(current) }
                } else {
                    current.append(character)
                }
                continue
            }
            switch character {
            case "\"":
                inString = true
                current = ""
            case "{", "[": depth += 1
            case "}", "]": depth -= 1
            case "?" where depth == 1 && expectingName && !names.isEmpty: names[names.count - 1] += "?"
            case ":" where depth == 1: expectingName = false
            case "," where depth == 1: expectingName = true
            default: break
            }
        }
        return names
    }
}

/// A kind as a test argument, named by its type.
struct KindCase: CustomTestStringConvertible, Sendable, CustomStringConvertible {
    let name: String
    var type: any ManifestObjectKind.Type { ManifestMembers.kinds.first { "\($0)" == name }! }
    init(_ type: any ManifestObjectKind.Type) { name = "\(type)" }
    var testDescription: String { name }
    var description: String { name }
}
