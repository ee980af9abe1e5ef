import Foundation
import NibCodeGen
import Testing

/// The members each default object declares, as its source in `NibObjects` (and the runtime's
/// base classes) spells them, against the table the generator avoids when it names outlets and
/// actions of a subclass. A member missing from the table would show only as a compile error in
/// generated code whose document names an outlet or action after it.
@Suite struct DefaultObjectMembersTests {
    /// `public` / `open` instance members declared at a type's top level, by type, read from the
    /// sources of `directories` (classes and their extensions; nested types and `static` members
    /// are not members a subclass's outlet could clash with).
    static func declaredMembers(in directories: [String]) throws -> [String: Set<String>] {
        let typeLine = try Regex(#"^(?:public |open |final |@\w+ )*(?:class|extension) (Nib\w+)"#)
        let memberLine = try Regex(
            #"^    (?:@\w+(?:\([^)]*\))? )*(?:public|open)(?: private\(set\)| final| override| nonisolated)* (?:func|var|let) `?(\w+)"#
        )
        var members: [String: Set<String>] = [:]
        for directory in directories {
            let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }
            for file in files.sorted() {
                var current: String?
                for line in try String(contentsOfFile: directory + "/" + file, encoding: .utf8).split(
                    separator: "\n", omittingEmptySubsequences: false)
                {
                    if let match = line.firstMatch(of: typeLine) {
                        current = String(match.output[1].substring!)
                    } else if line.first.map({ !$0.isWhitespace && $0 != "}" && $0 != "/" }) ?? false {
                        current = nil
                    } else if let type = current, let match = line.firstMatch(of: memberLine) {
                        members[type, default: []].insert(String(match.output[1].substring!))
                    }
                }
            }
        }
        return members
    }

    @Test func everyDeclaredMemberOfADefaultObjectIsReserved() throws {
        let root = TestSupport.packageRoot + "/Sources"
        let declared = try Self.declaredMembers(in: [root + "/NibObjects", root + "/NibRuntime"])
        let vocabulary = TypeVocabulary.defaultObjects
        let defaultObjects = Set(vocabulary.types.values).union([vocabulary.rootType])
        // The sources are read for real: the catalogue's common types are all found there.
        #expect(declared["NibButton"]?.contains("title") == true)
        #expect(declared["NibWindow"]?.contains("visibleAtLaunch") == true)
        var missing: [String] = []
        for (type, names) in declared where defaultObjects.contains(type) {
            let reserved = vocabulary.reservedMembers(of: type)
            for name in names.sorted() where !reserved.contains(name) { missing.append("\(type).\(name)") }
        }
        #expect(missing.sorted() == [], "members the generator would let an outlet or action redeclare")
    }
}
