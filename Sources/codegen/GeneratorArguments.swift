import ArgumentParser
import NibCodeGen

/// What `generate` and `scaffold` both take: the documents, the output folder and how the
/// generator is set up. Both commands build their generator from these, so a class renamed by
/// the configuration's `types` is scaffolded under the name `generate` gives its base.
struct GeneratorArguments: ParsableArguments {
    @Argument(
        help: "The .xib or .storyboard files, .nib.json manifests, or compiled .nib files and .storyboardc folders.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The directory for the files written.")
    var output: String

    @Option(name: .long, help: "A directory of Mustache templates replacing the built-in ones of the same name.")
    var templates: String?

    @Option(name: .long, help: "The access level of the declarations written: public or internal.")
    var access: GeneratorOptions.Access?

    @Option(
        name: .long, help: "A nib.json configuration file (access, templates, types, bases); options given here win.")
    var config: String?

    /// The generator the configuration file and the options describe; an unusable configuration
    /// file is reported and ends the command.
    func generator(embedsManifests: Bool = false) throws -> NibCodeGenerator {
        try NibConfig.load(config).generator(access: access, templates: templates, embedsManifests: embedsManifests)
    }
}
