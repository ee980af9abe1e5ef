import NibModel
import Testing

@testable import NibCodeGen

/// Template values are looked up through a table of their members built once per type: what a
/// name finds is what the engine's reading of every member finds.
@Suite struct TemplateMembersTests {
    /// What the engine finds for `name` in a value without the table: the first stored property
    /// of that name, an optional one unwrapped once.
    static func reflected(_ name: String, of value: Any) -> Any? {
        guard let child = Mirror(reflecting: value).children.first(where: { $0.label == name }) else { return nil }
        let mirror = Mirror(reflecting: child.value)
        guard mirror.displayStyle == .optional else { return child.value }
        return mirror.children.first?.value
    }

    /// Every struct reachable from `value`, each type once for every nil and non-nil member it shows.
    static func structs(in value: Any, into found: inout [Any]) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional || mirror.displayStyle == .collection {
            for child in mirror.children { structs(in: child.value, into: &found) }
            return
        }
        guard mirror.displayStyle == .struct, !(value is String) else { return }
        found.append(value)
        for child in mirror.children { structs(in: child.value, into: &found) }
    }

    @Test func everyTemplateValueFindsWhatTheEngineWouldFind() throws {
        let generator = try NibCodeGenerator(options: GeneratorOptions(access: .public, embedsManifests: true))
        let inputs = [
            GeneratorInput(path: "Login.xib", document: Fixtures.login()),
            GeneratorInput(path: "Contacts.storyboard", document: StoryboardFixtures.contacts()),
        ]
        var found: [Any] = []
        for context in try generator.templateContexts(inputs) { Self.structs(in: context, into: &found) }
        let builder = ContextBuilder(
            model: try generator.codeModel(for: inputs), inputs: NibCodeGenerator.ordered(inputs),
            options: generator.options, vocabulary: generator.vocabulary)
        for context in builder.scaffoldContexts() { Self.structs(in: context, into: &found) }
        var types = Set<String>()
        var nils = 0
        for value in found {
            types.insert(String(describing: type(of: value)))
            let members = try #require(
                value as? any TemplateMembers, "\(type(of: value)) is looked up member by member")
            for label in Mirror(reflecting: value).children.compactMap(\.label) {
                let expected = Self.reflected(label, of: value)
                let looked = members.child(named: label)
                if expected == nil { nils += 1 }
                #expect(
                    looked.map { String(reflecting: $0) } == expected.map { String(reflecting: $0) },
                    "\(type(of: value)).\(label)")
            }
            #expect(members.child(named: "noSuchMember") == nil)
        }
        #expect(types.count >= 15 && nils > 0)
    }
}
