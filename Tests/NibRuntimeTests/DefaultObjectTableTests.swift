import NibCatalog
import NibCodeGen
import NibObjects
import NibRuntime
import Testing

/// `NibCatalog` is the one table of default objects: the runtime registers from it
/// (`NibDefaultObjects.classes`) and the generator types outlets and bases from it
/// (`TypeVocabulary.defaultObjects`). These tests fail when the table says something the
/// classes of `NibObjects` do not.
@Suite struct DefaultObjectTableTests {
    @Test func everyStandardClassOfTheCatalogIsRegisteredWithItsDefaultObject() {
        let registered = Dictionary(
            NibDefaultObjects.classes.map { ($0.name, $0.typeName) }, uniquingKeysWith: { first, _ in first })
        #expect(
            registered == NibCatalog.standardClasses,
            "without an implementation: \(Set(NibCatalog.standardClasses.keys).subtracting(registered.keys).sorted())")
        #expect(NibDefaultObjects.names == Set(NibCatalog.standardClasses.keys))
    }

    @Test func theCatalogsSuperclassesAreTheRuntimes() throws {
        for object in NibCatalog.defaultObjects where object.superclass != "AnyObject" {
            let module = object.typeName == NibCatalog.rootType ? "NibRuntime" : "NibObjects"
            let swiftType: AnyClass = try #require(
                _typeByName("\(module).\(object.typeName)") as? AnyClass,
                "\(object.typeName) is not a class of \(module)")
            #expect(_getSuperclass(swiftType).map { String(describing: $0) } == object.superclass, "\(object.typeName)")
        }
    }

    @Test func theCatalogNamesEachDefaultObjectOnceAndEachStandardClassOnce() {
        let types = NibCatalog.defaultObjects.map(\.typeName)
        #expect(Set(types).count == types.count)
        let classes = NibCatalog.defaultObjects.flatMap(\.standardClasses)
        #expect(Set(classes).count == classes.count)
    }

    @Test func everyDefaultObjectTypeIsInTheGeneratorsHierarchy() {
        let vocabulary = TypeVocabulary.defaultObjects
        for type in Set(vocabulary.types.values) {
            #expect(vocabulary.derives(type, from: "AnyObject"), "\(type) has no known superclass")
        }
        #expect(vocabulary.types == NibCatalog.standardClasses)
        #expect(vocabulary.superclasses == NibCatalog.superclasses)
    }
}
