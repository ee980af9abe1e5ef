import NibManifest

@testable import NibCodeGen

extension ConsumerPackageTests {
    /// Writes a storyboard target of the consumer package: the generated code of `inputs`, their
    /// embedded manifests, the manifests as files (those `writesManifest` accepts), the app and its
    /// `main.swift`, whose text is given the folder of the written manifests.
    static func writeStoryboardTarget(
        _ target: String, inputs: [GeneratorInput], app: String, main: (String) -> String,
        writesManifest: (GeneratorInput) -> Bool = { _ in true }, _ expected: inout Set<String>
    ) throws {
        let generator = try NibCodeGenerator(options: GeneratorOptions(embedsManifests: true))
        let sources = "Sources/\(target)"
        for file in try generator.generate(inputs) {
            try write(file.contents, "\(sources)/\(file.name)", &expected)
        }
        for input in inputs {
            let embedded = try generator.embeddedManifest(for: input)
            try write(embedded.contents, "\(sources)/\(embedded.name)", &expected)
            guard writesManifest(input) else { continue }
            try write(
                ManifestWriter.string(for: input.document), "Manifests/\(target)/\(manifestName(input))", &expected)
        }
        try write(app, "\(sources)/App.swift", &expected)
        try write(main(work + "/Manifests/\(target)"), "\(sources)/main.swift", &expected)
    }
}
