import NibModel
import NibTestSupport
import Testing

@testable import NibCodeGen

/// A target of thousands of documents, analysed in one run as the build plugin runs it: each
/// document's names are worked out once and its localized variants found by one grouping, so
/// the run grows with the documents (it grew with their square, and every document's generate
/// command read every other document: minutes for a few hundred).
@Suite struct ManyDocumentsTests {
    static let storyboardCopies = 500
    static let nibCopies = 1_000

    /// The fixture storyboards (Home, Account in Base and German) and `ProfileEditor.xib`, copied
    /// under new names: `Home0…`, and `Editor0…` in `Base.lproj` and `de.lproj`.
    static func inputs() throws -> [GeneratorInput] {
        let home = try TestSupport.compile(StoryboardSetFlow.folder + "/Home.storyboard").document
        let editor = try TestSupport.compile(TestSupport.fixtures + "/ProfileEditor.xib").document
        var inputs = try ["Base.lproj/Account.storyboard", "de.lproj/Account.storyboard"].map {
            GeneratorInput(
                path: "App/" + $0, document: try TestSupport.compile(StoryboardSetFlow.folder + "/" + $0).document)
        }
        for number in 0..<storyboardCopies {
            inputs.append(GeneratorInput(path: "App/Screens/Home\(number).storyboard", document: home))
        }
        for number in 0..<nibCopies {
            for language in ["Base", "de"] {
                inputs.append(GeneratorInput(path: "App/\(language).lproj/Editor\(number).xib", document: editor))
            }
        }
        return inputs
    }

    @Test func aTargetOfThousandsOfDocumentsIsAnalysedInOnePass() throws {
        let inputs = try Self.inputs()
        let wanted: Set = ["Account.Base+Storyboard.swift", "Editor7.Base+Nib.swift", "Editor7.de+Nib.swift"]
        let generation = try expectFinishes(within: .seconds(60)) {
            try NibCodeGenerator(options: GeneratorOptions(embedsManifests: true)).generation(inputs) {
                wanted.contains($0.outputFileName)
            }
        }
        // Only the files asked for are rendered; each still knows every document.
        #expect(Set(generation.files.map(\.name)) == wanted)
        let files = Dictionary(uniqueKeysWithValues: generation.files.map { ($0.name, $0.contents) })
        let account = try #require(files["Account.Base+Storyboard.swift"])
        // The set lives in the first storyboard's file and lists every storyboard and nib.
        #expect(account.contains("enum Storyboards"))
        let storyboards = (0..<Self.storyboardCopies).map { "Home\($0)Storyboard" } + ["AccountStoryboard"]
        #expect(storyboards.allSatisfy { account.contains($0) })
        #expect((0..<Self.nibCopies).allSatisfy { account.contains("Editor\($0)Nib") })
        // A nib's two languages are one accessor, declared in its Base file.
        let base = try #require(files["Editor7.Base+Nib.swift"])
        #expect(base.contains("enum Editor7Nib"))
        #expect(base.contains("static let localizations: [String] = [\"Base\", \"de\", ]"))
        let german = try #require(files["Editor7.de+Nib.swift"])
        #expect(!german.contains("enum Editor7Nib") && german.contains("// A localized variant: `Editor7Nib`"))
    }
}
