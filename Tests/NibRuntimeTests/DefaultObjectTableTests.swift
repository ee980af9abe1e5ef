import NibCodeGen
import NibObjects
import NibRuntime
import Testing

/// The runtime creates default objects from `NibDefaultObjects.classes`; the generator types
/// outlets and bases from `TypeVocabulary.defaultObjects`. These tests fail when the two tables
/// say different things.
@Suite struct DefaultObjectTableTests {
    let vocabulary = TypeVocabulary.defaultObjects

    @Test func everyStandardClassHasTheSameDefaultObjectInBothTables() {
        for entry in NibDefaultObjects.classes {
            #expect(vocabulary.types[entry.name] == entry.typeName, "\(entry.name)")
        }
        #expect(Set(vocabulary.types.keys) == NibDefaultObjects.names,
                "only in the generator: \(Set(vocabulary.types.keys).subtracting(NibDefaultObjects.names).sorted()); only in the runtime: \(NibDefaultObjects.names.subtracting(vocabulary.types.keys).sorted())")
    }

    @Test func theGeneratorsSuperclassesAreTheRuntimes() throws {
        for (type, superclass) in vocabulary.superclasses where superclass != "AnyObject" {
            let module = type == "NibResponder" ? "NibRuntime" : "NibObjects"
            let swiftType: AnyClass = try #require(_typeByName("\(module).\(type)") as? AnyClass, "\(type) is not a class of \(module)")
            let actual = _getSuperclass(swiftType).map { String(describing: $0) }
            #expect(actual == superclass, "\(type)")
        }
    }

    @Test func everyDefaultObjectTypeIsInTheHierarchy() {
        for type in Set(vocabulary.types.values) {
            #expect(vocabulary.derives(type, from: "AnyObject"), "\(type) has no known superclass")
        }
    }
}
