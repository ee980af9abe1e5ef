import Foundation
import NibManifest
import NibModel
import NibTestSupport
import Testing

@testable import NibCodeGen

/// Per-storyboard segue enums and segues without identifier, compiled and performed in the
/// consumer package: the storyboards of the first corpus merge case (four versions of one
/// storyboard, so every class is in four storyboards) whose classes have both, generated as one
/// target with scaffolded app classes; every case of every per-storyboard enum is performed from a
/// fresh scene of that storyboard through the generated `performSegue(_:)`.
enum StoryboardSegueNamesFlow {
    static let target = "StoryboardSegueNames"

    /// The storyboards of the first merge case (sorted) with a class that has per-storyboard
    /// enums and a segue without identifier; nil without the corpus.
    static func inputs(_ generator: NibCodeGenerator) throws -> [GeneratorInput]? {
        for folder in StoryboardSegueNamesTests.folders where folder[0].contains("/merges/") {
            let inputs = try folder.map(TestSupport.compile)
            guard let contexts = try? generator.templateContexts(inputs) else { continue }
            let classes = contexts.flatMap(\.classes).compactMap(\.storyboardMembers)
            if classes.contains(where: { $0.isPerStoryboard && $0.hasAnonymousSegues && $0.performsSegues }) {
                return inputs
            }
        }
        return nil
    }

    /// `main.swift`: performs every case of every per-storyboard enum from its storyboard's scene.
    static func main(_ inputs: [GeneratorInput], _ generator: NibCodeGenerator) throws -> String {
        let model = try generator.codeModel(for: inputs)
        let contexts = try generator.templateContexts(inputs)
        let classes = contexts.flatMap(\.classes).filter { $0.storyboardMembers?.performsSegues ?? false }
        let ordered = NibCodeGenerator.ordered(inputs)
        var lines = [
            "import NibModel", "import NibObjects", "import NibRuntime", "",
            "let manifests = \(SwiftLiteral.string(ConsumerPackageTests.work + "/Manifests/" + target))",
            "var performed = 0", "var failures = 0",
        ]
        for storyboard in model.storyboards {
            let manifest = "/" + ConsumerPackageTests.manifestName(ordered[storyboard.inputIndex])
            for scene in storyboard.scenes {
                guard let owner = classes.first(where: { $0.xibName == SwiftLiteral.comment(scene.className) }),
                    let segueEnum = owner.storyboardMembers?.segueEnums.first(where: {
                        $0.name == GeneratedTypeNames.segueEnum(storyboard: storyboard.storyboardName)
                    })
                else { continue }
                lines += [
                    "for segue in \(owner.baseName).\(segueEnum.name).allCases {",
                    "    do {",
                    "        let storyboard = \(storyboard.swiftName)(try NibStoryboard(contentsOf: manifests + \(SwiftLiteral.string(manifest))))",
                    "        let graph = try storyboard.instantiate(.\(scene.caseName))",
                    "        guard let controller = graph.controller as? \(owner.baseName) else {",
                    "            print(\"FAIL not a \(owner.baseName)\"); failures += 1; continue",
                    "        }",
                    "        try controller.performSegue(segue)",
                    "        performed += 1",
                    "    } catch {",
                    "        print(\"error \\(segue): \\(error)\")",
                    "    }",
                    "}",
                ]
            }
        }
        lines.append("print(\"performed \\(performed), \\(failures) failed\")")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the target; false without the corpus.
    static func write(_ generator: NibCodeGenerator, _ expected: inout Set<String>) throws -> Bool {
        guard let inputs = try inputs(generator) else { return false }
        for file in try generator.generate(inputs) + generator.scaffold(inputs) {
            try ConsumerPackageTests.write(file.contents, "Sources/\(target)/\(file.name)", &expected)
        }
        for input in inputs {
            try ConsumerPackageTests.write(
                ManifestWriter.string(for: input.document),
                "Manifests/\(target)/\(ConsumerPackageTests.manifestName(input))", &expected)
        }
        try ConsumerPackageTests.write(try main(inputs, generator), "Sources/\(target)/main.swift", &expected)
        return true
    }
}

extension ConsumerPackageTests {
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func perStoryboardSeguesAndSeguesWithoutIdentifierCompileAndPerform() throws {
        _ = try Self.preparedTargets()
        let build = try Self.build(StoryboardSegueNamesFlow.target)
        let diagnostics = Self.diagnostics(build.output)
        #expect(build.status == 0 && diagnostics.isEmpty, "\(diagnostics.prefix(40).joined(separator: "\n"))")
        guard build.status == 0 else { return }
        let run = try TestSupport.run(
            [Self.work + "/.build/debug/" + StoryboardSegueNamesFlow.target], in: Self.work)
        print(run.output.split(separator: "\n").filter { !$0.hasPrefix("ok") }.suffix(20).joined(separator: "\n"))
        #expect(run.status == 0)
        #expect(!run.output.contains("FAIL"), "\(run.output)")
        #expect(run.output.contains(/performed [1-9]\d*, 0 failed/), "\(run.output)")
    }
}
