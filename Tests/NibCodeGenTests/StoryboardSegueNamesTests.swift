import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCodeGen

/// Typed segues per storyboard and for segues without identifier, over whole corpus folders:
/// each folder of `storyboard/` (a repository's storyboards) and each case of `merges/` (four
/// versions of one storyboard, `base`, `ours`, `theirs`, `resolved`, whose classes are the same),
/// generated as one target.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct StoryboardSegueNamesTests {
    /// Every corpus folder that holds storyboards, with its storyboards, sorted.
    static var folders: [[String]] {
        var byFolder: [String: [String]] = [:]
        for path in ["storyboard", "merges"].flatMap({ TestCorpus.files(in: $0, withExtension: "storyboard") }) {
            byFolder[(path as NSString).deletingLastPathComponent, default: []].append(path)
        }
        return byFolder.keys.sorted().map { byFolder[$0]!.sorted() }
    }

    /// What a class's scenes say, read from the documents: per storyboard, the raw values its
    /// performable segues must have (the identifier, or the segue's id for one without), and the
    /// ids of the segues without identifier the app can reach.
    struct Expected {
        var performable: [String: Set<String>] = [:]
        var anonymous: Set<String> = []
    }

    static func expected(_ inputs: [GeneratorInput]) -> [String: Expected] {
        var classes: [String: Expected] = [:]
        for input in inputs {
            let document = input.document
            var scene: [String: Int] = [:]
            for (index, each) in document.scenes.enumerated() {
                for id in each.objects + each.placeholders { scene[id] = index }
            }
            let parent = Dictionary(
                document.objects.map { ($0.id, $0.parent) }, uniquingKeysWith: { first, _ in first })
            func sceneOf(_ id: String) -> Int? {
                var current: String? = id
                var steps = 0
                while let id = current, steps <= parent.count {
                    if let index = scene[id] { return index }
                    current = parent[id] ?? nil
                    steps += 1
                }
                return nil
            }
            let objects = Dictionary(document.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for connection in document.connections where connection.kind == .segue {
                var identifier: String?
                if case .string(let text)? = connection.properties["identifier"], !text.isEmpty { identifier = text }
                guard identifier != nil || !["relationship", "unwind"].contains(connection.name),
                    let index = sceneOf(connection.source), let controller = document.scenes[index].controller,
                    let custom = objects[controller]?.customClass, !custom.hasPrefix("UI"), !custom.hasPrefix("NS")
                else { continue }
                if identifier == nil { classes[custom, default: Expected()].anonymous.insert(connection.id) }
                if identifier != nil || connection.name != "embed" {
                    classes[custom, default: Expected()].performable[input.nibName, default: []].insert(
                        identifier ?? connection.id)
                }
            }
        }
        return classes
    }

    @Test func everyStoryboardsEnumOffersExactlyItsOwnSeguesAndEverySegueWithoutIdentifierHasACase() throws {
        let generator = try NibCodeGenerator()
        var perStoryboardClasses = 0
        var anonymousCases = 0
        var targets = 0
        for folder in Self.folders {
            let inputs = try folder.map(TestSupport.compile)
            let contexts: [FileContext]
            do { contexts = try generator.templateContexts(inputs) } catch {
                // Versions of one storyboard that disagree on an outlet's type cannot share a target.
                continue
            }
            targets += 1
            let expected = Self.expected(inputs)
            for context in contexts {
                for owner in context.classes {
                    guard let members = owner.storyboardMembers, members.hasSegues else { continue }
                    let facts = try #require(expected[owner.xibName], "\(owner.xibName) in \(folder[0])")
                    let storyboards = facts.performable.keys.sorted()
                    if storyboards.count > 1 {
                        perStoryboardClasses += 1
                        #expect(
                            members.segueEnums.map(\.name) == storyboards.map { SwiftIdentifier.type($0) + "Segue" })
                    } else {
                        #expect(members.segueEnums.map(\.name) == (storyboards.isEmpty ? [] : ["Segue"]))
                    }
                    for (segueEnum, storyboard) in zip(members.segueEnums, storyboards) {
                        let rawValues = Set(segueEnum.segues.map(\.rawValueLiteral))
                        #expect(
                            rawValues == Set(facts.performable[storyboard]!.map(SwiftLiteral.string)),
                            "\(owner.xibName): \(segueEnum.name) in \(folder[0])")
                        // Each case's comment cites its segue in this storyboard.
                        let cited = segueEnum.segues.map(\.location).filter { !$0.hasPrefix(storyboard + ".") }
                        #expect(
                            storyboards.count == 1 || cited.isEmpty,
                            "\(owner.xibName): \(segueEnum.name) cites \(cited) in \(folder[0])")
                    }
                    let cases = members.segues.map(\.caseName)
                    #expect(Set(cases).count == cases.count, "\(owner.xibName): \(cases)")
                    let anonymous = members.segues.filter(\.hasTemplateID)
                    #expect(
                        Set(anonymous.map(\.templateIDLiteral)) == Set(facts.anonymous.map(SwiftLiteral.string)),
                        "\(owner.xibName) in \(folder[0])")
                    #expect(anonymous.allSatisfy { SwiftIdentifier.bare($0.caseName).hasPrefix("to") })
                    anonymousCases += anonymous.count
                }
            }
            // The same documents give the same code.
            #expect(try generator.generate(inputs) == generator.generate(inputs))
        }
        #expect(targets > 0 && perStoryboardClasses > 0 && anonymousCases > 0)
        print(
            "segue names: \(targets) corpus folders, \(perStoryboardClasses) classes with per-storyboard segue enums, "
                + "\(anonymousCases) segues without identifier reachable through a typed case")
    }
}
