import Foundation
import NibManifest
import NibModel
import NibTestSupport
import Testing

@testable import NibCodeGen

/// Compiles the generated code of every modern xib in the corpus against the runtime, with
/// scaffolded app classes, in Swift 6 mode with warnings as errors, and runs a smoke
/// instantiation of each nib.
///
/// One temporary package (`.build-consumer/`, git-ignored and kept between runs so the runtime
/// is built once) with one executable target per corpus repository, so class names of different
/// repositories never meet. Documents of one repository that disagree on an outlet's type (old
/// and new versions of the same file) go into separate targets.
@Suite(
    .serialized,
    .enabled(
        if: TestSupport.packageBuildsEnabled,
        "NIB_SANITIZER is set: the consumer package is not built under a sanitizer run"))
struct ConsumerPackageTests {

    static let work = TestSupport.packageRoot + "/.build-consumer"

    struct Target: Sendable {
        var name: String
        var inputs: [GeneratorInput]
    }

    /// The consumer package, written once per test run by ``prepare()`` (the whole corpus
    /// converted, generated and scaffolded: about ten seconds of a debug build) and shared by
    /// every test that builds a product of it.
    static let prepared = Result { try prepare() }

    /// The targets of the consumer package, written on first use (``prepared``).
    static func preparedTargets() throws -> [Target] { try prepared.get() }

    /// Writes the consumer package: one target per corpus repository plus the targets of the
    /// compile-time guarantee fixtures. Idempotent; files are rewritten only when they change.
    static func prepare() throws -> [Target] {
        let generator = try NibCodeGenerator()
        var targets: [Target] = []
        for repository in try TestSupport.corpusRepositories() {
            var inputs: [GeneratorInput] = []
            for path in try TestSupport.xibs(in: repository) {
                do { inputs.append(try TestSupport.compile(path)) } catch {
                    Issue.record("converter failed on \(path): \(error)")
                }
            }
            let base = SwiftIdentifier.type(repository)
            for (index, group) in try Self.partition(inputs, generator).enumerated() {
                targets.append(Target(name: index == 0 ? base : "\(base)\(index + 1)", inputs: group))
            }
        }
        // Storyboards: one target per repository, apart from its xibs.
        for repository in try TestSupport.storyboardRepositories() {
            var inputs: [GeneratorInput] = []
            for path in try TestSupport.storyboards(in: repository) {
                do { inputs.append(try TestSupport.compile(path)) } catch {
                    Issue.record("converter failed on \(path): \(error)")
                }
            }
            let base = SwiftIdentifier.type(repository) + "Storyboards"
            for (index, group) in try Self.partition(inputs, generator).enumerated() {
                targets.append(Target(name: index == 0 ? base : "\(base)\(index + 1)", inputs: group))
            }
        }

        var expected: Set<String> = ["Package.swift"]
        for target in targets {
            let directory = "Sources/\(target.name)"
            for file in try generator.generate(target.inputs) + generator.scaffold(target.inputs) {
                try Self.write(file.contents, "\(directory)/\(file.name)", &expected)
            }
            try Self.write(try Self.smokeMain(target, generator), "\(directory)/main.swift", &expected)
            for input in target.inputs {
                try Self.write(
                    ManifestWriter.string(for: input.document), "Manifests/\(target.name)/\(Self.manifestName(input))",
                    &expected)
            }
        }
        let fixture = try TestSupport.compile(TestSupport.fixtures + "/ProfileEditor.xib")
        let generated = try generator.generate([fixture])[0]
        try Self.write(
            ManifestWriter.string(for: fixture.document), "Manifests/Guarantees/ProfileEditor.nib.json", &expected)
        for (name, files) in CompileTimeGuarantees.apps {
            try Self.write(generated.contents, "Sources/\(name)/\(generated.name)", &expected)
            for (file, text) in files { try Self.write(text, "Sources/\(name)/\(file)", &expected) }
        }
        // The public variant: generated and scaffolded with `--access public`.
        let publicGenerator = try NibCodeGenerator(options: GeneratorOptions(access: .public))
        for file in try publicGenerator.generate([fixture]) + publicGenerator.scaffold([fixture]) {
            try Self.write(file.contents, "Sources/GuaranteePublicAccess/\(file.name)", &expected)
        }
        try Self.write("_ = ProfileEditorController()\n", "Sources/GuaranteePublicAccess/main.swift", &expected)
        try TrickyStrings.write(generator, &expected)
        try StoryboardCompileTimeGuarantees.write(generator, &expected)
        try StoryboardFlow.write(generator, &expected)
        try StoryboardSetFlow.write(&expected)
        try StoryboardFoldersFlow.write(&expected)
        try ScaffoldedSegueFlow.write(generator, &expected)
        let segueNames = try StoryboardSegueNamesFlow.write(generator, &expected)
        try Self.write(
            Self.packageManifest(
                targets.map(\.name) + CompileTimeGuarantees.apps.keys.sorted()
                    + StoryboardCompileTimeGuarantees.apps.keys.sorted()
                    + [StoryboardFlow.target, StoryboardSetFlow.target, StoryboardFoldersFlow.target]
                    + [ScaffoldedSegueFlow.target]
                    + ["GuaranteePublicAccess", TrickyStrings.target]
                    + (segueNames ? [StoryboardSegueNamesFlow.target] : [])),
            "Package.swift", &expected)
        try Self.removeStaleFiles(keeping: expected)
        try Self.forgetBuildWhenPackageFilesChange()
        return targets
    }

    /// The manifest's file name in the consumer package (`Login.nib.json`, `Main.storyboard.json`).
    static func manifestName(_ input: GeneratorInput) -> String {
        input.nibName + (input.isStoryboard ? ".storyboard.json" : ".nib.json")
    }

    /// SwiftPM keeps a path dependency's list of source files in the consumer's build folder and
    /// does not notice a file added to this package; start that build over when the list changes.
    static func forgetBuildWhenPackageFilesChange() throws {
        let sources = URL(fileURLWithPath: TestSupport.packageRoot + "/Sources")
        var files: [String] = []
        if let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator where url.pathExtension == "swift" { files.append(url.path) }
        }
        let list = files.sorted().joined(separator: "\n")
        let record = work + "/.build/package-sources.list"
        if (try? String(contentsOfFile: record, encoding: .utf8)) != list {
            try? FileManager.default.removeItem(atPath: work + "/.build")
            try FileManager.default.createDirectory(atPath: work + "/.build", withIntermediateDirectories: true)
            try list.write(toFile: record, atomically: true, encoding: .utf8)
        }
    }

    /// Builds one product of the consumer package.
    static func build(_ product: String) throws -> (status: Int32, output: String) {
        try TestSupport.run(["swift", "build", "--scratch-path", work + "/.build", "--product", product], in: work)
    }

    /// Compiler diagnostics in an output, each once.
    static func diagnostics(_ output: String) -> [Substring] {
        var seen = Set<Substring>()
        return output.split(separator: "\n").filter {
            ($0.contains(": warning:") || $0.contains(": error:") || $0.contains(": note:")) && !$0.hasPrefix(" ")
                && seen.insert($0).inserted
        }
    }

    @Test func generatedCodeForTheWholeCorpusCompilesWithoutWarningsAndInstantiates() throws {
        let targets = try Self.preparedTargets()
        // The whole corpus when it is here, else the real-world documents kept in the repository.
        #expect(targets.reduce(0) { $0 + $1.inputs.count } > (TestCorpus.isAvailable ? 80 : 5))
        if !TestCorpus.isAvailable {
            print("consumer: \(TestCorpus.skipNote); compiling the repository's real-world documents only")
        }
        let clock = ContinuousClock()
        let start = clock.now
        var built = true
        for target in targets {
            let build = try Self.build(target.name)
            let diagnostics = Self.diagnostics(build.output).filter { !$0.contains(": note:") }
            #expect(
                build.status == 0, "\(target.name) failed to build:\n\(diagnostics.prefix(40).joined(separator: "\n"))")
            #expect(diagnostics.isEmpty, "\(target.name):\n\(diagnostics.prefix(40).joined(separator: "\n"))")
            built = built && build.status == 0
        }
        let buildTime = clock.now - start
        guard built else { return }

        var instantiated = 0
        for target in targets {
            let run = try TestSupport.run([Self.work + "/.build/debug/\(target.name)"], in: Self.work)
            let failures = run.output.split(separator: "\n").filter { $0.hasPrefix("FAIL") }
            #expect(run.status == 0 && failures.isEmpty, "\(target.name):\n\(failures.joined(separator: "\n"))")
            instantiated += run.output.split(separator: "\n").filter { $0.hasPrefix("ok ") }.count
        }
        let expectedCount = try targets.reduce(0) { count, target in
            let model = try NibCodeGenerator().codeModel(for: target.inputs)
            return count + target.inputs.count(where: { !$0.isStoryboard })
                + model.storyboards.reduce(0) {
                    $0 + $1.scenes.count + $1.identifiedScenes.count + ($1.initialScene == nil ? 0 : 1)
                }
        }
        #expect(instantiated == expectedCount)
        print(
            "consumer: \(targets.count) targets, \(instantiated) nibs instantiated; "
                + "swift build took \(buildTime)")
    }

    /// Splits a repository's documents into groups the generator accepts together (greedily, in order).
    static func partition(_ inputs: [GeneratorInput], _ generator: NibCodeGenerator) throws -> [[GeneratorInput]] {
        var groups: [[GeneratorInput]] = []
        for input in inputs {
            if let index = groups.firstIndex(where: { (try? generator.codeModel(for: $0 + [input])) != nil }) {
                groups[index].append(input)
            } else {
                groups.append([input])
            }
        }
        return groups
    }

    /// A main that loads and instantiates every nib of the target through its accessor, called
    /// with the arguments its signature requires (fresh owner and externals, no optional owner).
    static func smokeMain(_ target: Target, _ generator: NibCodeGenerator) throws -> String {
        let model = try generator.codeModel(for: target.inputs)
        let vocabulary = generator.vocabulary
        var baseOf: [String: String] = [:]
        for owner in model.classes { baseOf[owner.swiftName] = owner.superclass }
        for nib in model.nibs {
            for registered in nib.registeredClasses { baseOf[registered.swiftName] = registered.baseType }
        }
        let inputs = NibCodeGenerator.ordered(target.inputs)
        for index in model.nibs.indices {
            let document = inputs[index].document
            for placeholder in document.placeholders {
                if let custom = placeholder.customClass, baseOf[custom] == nil {
                    baseOf[custom] = vocabulary.defaultType(for: placeholder.className)
                }
            }
        }
        func make(_ type: String) -> String? {
            var current: String? =
                vocabulary.types.values.contains(type) || type == "NibResponder" ? type : baseOf[type]
            while let name = current {
                switch name {
                case "NibView": return "\(type)(frame: NibRect(x: 0, y: 0, width: 0, height: 0))"
                case "NibViewController": return "\(type)(nib: nil)"
                case "NibWindowController": return "\(type)(windowNib: nil)"
                case "NibResponder", "NibStandardObject": return "\(type)()"
                default: current = vocabulary.superclasses[name]
                }
            }
            return nil
        }
        var lines = [
            "import NibModel", "import NibObjects", "import NibRuntime", "",
            "let manifests = \(SwiftLiteral.string(work + "/Manifests/" + target.name))", "var failures = 0",
        ]
        for (index, nib) in model.nibs.enumerated() where !inputs[index].isStoryboard {
            var arguments: [String] = []
            // Exactly the arguments the signature requires: an owner only when the nib connects it.
            if let owner = nib.ownerType, nib.ownerIsRequired {
                arguments.append("owner: \(make(owner) ?? "\(owner)()")")
            }
            for external in nib.externals {
                arguments.append("\(external.parameterName): \(make(external.type) ?? "\(external.type)()")")
            }
            lines += [
                "do {",
                "    let nib = try Nib(contentsOf: manifests + \(SwiftLiteral.string("/\(nib.nibName).nib.json")))",
                "    let objects = try \(nib.swiftName).instantiate(nib\(arguments.map { ", " + $0 }.joined()))",
                "    print(\"ok \(nib.nibName): \\(Mirror(reflecting: objects).children.count) top-level objects\")",
                "} catch {",
                "    print(\"FAIL \(nib.nibName): \\(error)\")",
                "    failures += 1",
                "}",
            ]
        }
        for storyboard in model.storyboards {
            lines += storyboardSmokeLines(storyboard, manifest: Self.manifestName(inputs[storyboard.inputIndex]))
        }
        lines.append("print(\"\\(failures) failed\")")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Loads a storyboard through its generated accessor and instantiates the initial
    /// controller, each identified controller (typed) and every scene.
    static func storyboardSmokeLines(_ storyboard: StoryboardAccessor, manifest: String) -> [String] {
        let name = storyboard.storyboardName
        var calls: [(label: String, call: String)] = []
        if storyboard.initialScene != nil { calls.append(("initial", "_ = try accessor.instantiateInitial()")) }
        for scene in storyboard.identifiedScenes {
            calls.append(
                (scene.methodName, "let controller: \(scene.type) = try accessor.\(scene.methodName)(); _ = controller")
            )
        }
        var lines = [
            "do {",
            "    let accessor = \(storyboard.swiftName)(try NibStoryboard(contentsOf: manifests + \(SwiftLiteral.string("/" + manifest))))",
        ]
        for (label, call) in calls {
            lines += [
                "    do { \(call); print(\(SwiftLiteral.string("ok \(name) \(label)"))) } catch {",
                "        print(\"FAIL \(name) \(label): \\(error)\"); failures += 1",
                "    }",
            ]
        }
        lines += [
            "    for scene in \(storyboard.swiftName).Scene.allCases {",
            "        do { _ = try accessor.instantiate(scene); print(\"ok \(name) scene \\(scene)\") } catch {",
            "            print(\"FAIL \(name) scene \\(scene): \\(error)\"); failures += 1",
            "        }",
            "    }",
            "} catch {",
            "    print(\"FAIL \(name): \\(error)\")",
            "    failures += 1",
            "}",
        ]
        return lines
    }

    static func packageManifest(_ targets: [String]) -> String {
        let targetLines = targets.map {
            """
                    .executableTarget(name: "\($0)", dependencies: [
                        .product(name: "NibModel", package: "swift-nib"), .product(name: "NibRuntime", package: "swift-nib"),
                        .product(name: "NibObjects", package: "swift-nib"),
                    ], swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
            """
        }
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "NibConsumer",
                dependencies: [.package(name: "swift-nib", path: \(SwiftLiteral.string(TestSupport.packageRoot)))],
                targets: [
            \(targetLines.joined(separator: "\n"))
                ]
            )

            """
    }

    /// Writes a file of the consumer package only when its contents change, so rebuilds stay incremental.
    static func write(_ text: String, _ relativePath: String, _ expected: inout Set<String>) throws {
        expected.insert(relativePath)
        let path = work + "/" + relativePath
        if let existing = FileManager.default.contents(atPath: path), existing == Data(text.utf8) { return }
        try TestSupport.write(text, to: path)
    }

    static func removeStaleFiles(keeping expected: Set<String>) throws {
        for folder in ["Sources", "Manifests"] {
            guard let enumerator = FileManager.default.enumerator(atPath: work + "/" + folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let path = folder + "/" + relative
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: work + "/" + path, isDirectory: &isDirectory),
                    !isDirectory.boolValue, !expected.contains(path)
                {
                    try FileManager.default.removeItem(atPath: work + "/" + path)
                }
            }
        }
    }
}
