import Foundation
import Testing

/// What the build plugin asks of `codegen`: manifests that record their document's identity
/// (`convert --document-path`), embedded manifests (`convert --swift`), accessors generated from
/// the manifests that load the embedded ones (`generate --embed-manifests`), localized variants
/// and the `nib.json` configuration.
@Suite struct PluginCLITests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "codegen-plugin-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    func greeting(_ localization: String, text: String) throws -> String {
        let path = scratch.appendingPathComponent("\(localization).lproj/Greeting.xib")
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="GreetingController">
                    <connections><outlet property="label" destination="l" id="o"/></connections>
                </placeholder>
                <label text="\(text)" id="l"/>
            </objects>
        </document>
        """.write(to: path, atomically: true, encoding: .utf8)
        return path.path
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: scratch.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func convertSwiftEmbedsTheManifestVerbatim() throws {
        let input = TestPaths.fixture("ValueKinds.xib")
        let swift = scratch.appendingPathComponent("ValueKinds+Manifest.swift").path
        let result = try CLI.run(["convert", input, "--swift", swift])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["ValueKinds+Manifest.swift"])
        #expect(try CLI.run(["convert", input, "-o", scratch.path]).status == 0)
        let json = try read("ValueKinds.nib.json")
        let source = try read("ValueKinds+Manifest.swift")
        #expect(source.contains("extension ValueKindsNib {\n    /// The manifest of `ValueKinds.xib`"))
        #expect(source.contains("    static var manifest: String {\n#\"\"\"\n" + json + "\n\"\"\"#\n    }"))
        #expect(
            source.hasPrefix(
                "// ValueKinds+Manifest.swift — the manifest of ValueKinds.xib (swift-nib/1), embedded by `codegen convert --swift`.\n"
            ))
    }

    /// `convert X.xib --manifest M --swift S`, as the build plugin runs it: the manifest records
    /// the document's identity, its path in the package and the localization of its folder, and
    /// the embedded manifest holds that same JSON.
    @Test func documentPathIsRecordedAsTheIdentity() throws {
        let input = try greeting("fr", text: "Bonjour")
        let result = try CLI.run([
            "convert", input, "--manifest", scratch.appendingPathComponent("out.json").path,
            "--swift", scratch.appendingPathComponent("out.swift").path,
            "--document-path", "Sources/App/fr.lproj/Greeting.xib",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try read("out.json")
        #expect(
            json.hasPrefix(
                "{\n  \"format\": \"swift-nib/1\",\n  \"source\": \"Greeting.xib\",\n  \"identity\": {\n    \"path\": \"Sources/App/fr.lproj/Greeting.xib\",\n    \"localization\": \"fr\"\n  },\n  \"document\": {"
            ))
        #expect(
            try read("out.swift").contains(
                "    static var manifest_fr: String {\n#\"\"\"\n" + json + "\n\"\"\"#\n    }"))
        let valid = try ManifestSchema.validate([scratch.appendingPathComponent("out.json").path])
        #expect(valid.status == 0, "\(valid.stdout)\(valid.stderr)")
        let twoInputs = try CLI.run(["convert", input, input, "--document-path", "A.xib"])
        #expect(twoInputs.status != 0)
        #expect(twoInputs.stderr.contains("--document-path takes exactly one input"))
        for path in ["/abs/Greeting.xib", "../Greeting.xib", "a/../../Greeting.xib"] {
            let refused = try CLI.run(["convert", input, "--manifest", "x.json", "--document-path", path], in: scratch)
            #expect(refused.status != 0)
            #expect(refused.stderr.contains("--document-path \"\(path)\" is not a package path"), "\(refused.stderr)")
        }
    }

    /// `path` relative to the scratch folder the commands run in (a package path, as the plugin passes).
    func relative(_ path: String) -> String {
        path.hasPrefix(scratch.path + "/") ? String(path.dropFirst(scratch.path.count + 1)) : path
    }

    @Test func localizedVariantsShareOneAccessor() throws {
        let base = try greeting("Base", text: "Hello")
        let japanese = try greeting("ja", text: "こんにちは")
        for (input, name) in [(base, "Greeting.Base"), (japanese, "Greeting.ja")] {
            let result = try CLI.run(
                [
                    "convert", input, "--swift", scratch.appendingPathComponent("\(name)+Manifest.swift").path,
                    "--manifest", scratch.appendingPathComponent("\(name).nib.json").path, "--document-path",
                    relative(input),
                ], in: scratch)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let manifests = ["Greeting.Base", "Greeting.ja"].map { scratch.appendingPathComponent("\($0).nib.json").path }
        for (index, manifest) in manifests.enumerated() {
            let result = try CLI.run([
                "generate", manifest, "--context", manifests[1 - index], "-o", scratch.path, "--embed-manifests",
            ])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let primary = try read("Greeting.Base+Nib.swift")
        let variant = try read("Greeting.ja+Nib.swift")
        #expect(try read("Greeting.ja+Manifest.swift").contains("static var manifest_ja: String {"))
        #expect(
            primary.hasPrefix(
                "// Greeting.Base+Nib.swift — generated by `codegen generate` from Base.lproj/Greeting.xib."))
        #expect(primary.contains("enum GreetingNib {"))
        #expect(primary.contains("static let localizations: [String] = [\"Base\", \"ja\", ]"))
        #expect(primary.contains("case \"ja\": return manifest_ja"))
        #expect(primary.contains("default: return manifest_Base"))
        #expect(primary.contains("class GreetingControllerBase"))
        #expect(!variant.contains("enum GreetingNib"))
        #expect(!variant.contains("class GreetingControllerBase"))
        #expect(variant.contains("// A localized variant: `GreetingNib`"))
    }

    @Test func embeddedManifestDiagnosticsNameTheDocument() throws {
        let base = try greeting("Base", text: "Hello")
        let other = scratch.appendingPathComponent("Other.xib")
        try """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="GreetingController">
                    <connections><outlet property="label" destination="b" id="o"/></connections>
                </placeholder>
                <button id="b"/>
            </objects>
        </document>
        """.write(to: other, atomically: true, encoding: .utf8)
        let manifests = [(base, "Greeting.Base"), (other.path, "Other")].map { input, name in
            let path = scratch.appendingPathComponent("\(name).nib.json").path
            _ = try? CLI.run(["convert", input, "--manifest", path, "--document-path", relative(input)], in: scratch)
            return path
        }
        let result = try CLI.run(
            ["generate", manifests[1], "--context", manifests[0], "-o", scratch.path, "--embed-manifests"],
            in: scratch)
        // The two documents disagree on the outlet's type: a note on the document's line (not the
        // manifest's) names both places and the common superclass the outlet gets.
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "Other.xib:4:26: note: outlet 'label' of class 'GreetingController' points at 'NibLabel' at \(relative(base)):4:26 and 'NibButton' at Other.xib:4:26; typed as their nearest common superclass 'NibView'"
            ),
            "\(result.stderr)")
    }

    /// Swift source is never read back as a manifest: `inspect` and `validate` read the document
    /// or its `.nib.json`, and say so for a `.swift` file.
    @Test func swiftSourceIsNotAManifest() throws {
        let base = try greeting("Base", text: "Hello")
        let embedded = scratch.appendingPathComponent("Greeting.Base+Manifest.swift").path
        let manifest = scratch.appendingPathComponent("Greeting.Base.nib.json").path
        #expect(try CLI.run(["convert", base, "--swift", embedded, "--manifest", manifest]).status == 0)
        let fromDocument = try CLI.run(["inspect", "--json", base])
        let fromManifest = try CLI.run(["inspect", "--json", manifest])
        #expect(fromManifest.status == 0, "\(fromManifest.stderr)")
        #expect(fromManifest.stdout == fromDocument.stdout)
        for command in ["inspect", "validate", "generate"] {
            let result = try CLI.run(
                command == "generate" ? [command, embedded, "-o", scratch.path] : [command, embedded])
            #expect(result.status != 0)
            #expect(
                result.stderr.contains(
                    "\(embedded): error: Swift source is not an input; give the document or its .nib.json manifest"),
                "\(command): \(result.stderr)")
        }
    }

    /// The configuration's templates reach the embedded manifest (`EmbeddedManifest.mustache`).
    @Test func configurationTemplatesRenderTheEmbeddedManifest() throws {
        let templates = scratch.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try
            "{{% CONTENT_TYPE: TEXT}}\n// custom {{fileName}}\nextension {{accessorName}} { {{access}}static var {{propertyName}}: String { {{delimiter}}\"\"\"\n{{json}}\n\"\"\"{{delimiter}} } }\n"
            .write(to: templates.appendingPathComponent("EmbeddedManifest.mustache"), atomically: true, encoding: .utf8)
        let config = scratch.appendingPathComponent("nib.json")
        try #"{ "templates": "Templates" }"#.write(to: config, atomically: true, encoding: .utf8)
        let base = try greeting("Base", text: "Hello")
        let embedded = scratch.appendingPathComponent("Greeting.Base+Manifest.swift").path
        let result = try CLI.run(["convert", base, "--swift", embedded, "--config", config.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try read("Greeting.Base+Manifest.swift").hasPrefix(
                "// custom Greeting.Base+Manifest.swift\nextension GreetingNib { static var manifest_Base: String { #\"\"\"\n{\n"
            ))
    }

    @Test func configurationSetsAccessTypesAndStrictness() throws {
        let config = scratch.appendingPathComponent("nib.json")
        try #"{ "access": "public", "strict": true, "types": { "GreetingController": "Greeter" } }"#
            .write(to: config, atomically: true, encoding: .utf8)
        let base = try greeting("Base", text: "Hello")
        let embedded = scratch.appendingPathComponent("Greeting.Base+Manifest.swift").path
        let manifest = scratch.appendingPathComponent("Greeting.Base.nib.json").path
        #expect(
            try CLI.run(["convert", base, "--swift", embedded, "--manifest", manifest, "--config", config.path]).status
                == 0)
        #expect(try read("Greeting.Base+Manifest.swift").contains("    public static var manifest_Base: String {"))
        let result = try CLI.run([
            "generate", manifest, "-o", scratch.path, "--embed-manifests", "--config", config.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let generated = try read("Greeting.Base+Nib.swift")
        #expect(generated.contains("open class GreeterBase: NibResponder"))
        #expect(
            generated.contains("public static func load(languages: [String] = NibLocalization.preferredLanguages())"))
        #expect(generated.contains("public typealias Owner = Greeter"))
        #expect(generated.contains("_ nib: Nib, owner: Owner,"))
        let strict = try CLI.run([
            "convert", TestPaths.fixture("ValueKinds.xib"), "--swift", scratch.appendingPathComponent("V.swift").path,
            "--config", config.path,
        ])
        #expect(strict.stderr.contains(": warning: "), "strict: true reports what is kept generically")
    }

    /// `nib.json` is strict JSON with known keys, each written once, and every error names its line
    /// and column: the member whose value is refused, or the byte the JSON goes wrong at.
    @Test func badConfigurationsAreErrors() throws {
        let config = scratch.appendingPathComponent("nib.json")
        let input = TestPaths.fixture("ValueKinds.xib")
        let compileNibs =
            #"invalid configuration: "compileNibs" must be true, false or a list of .xib or .storyboard paths relative to the target's folder (strings)"#
        for (text, message) in [
            (
                #"{ "acess": "public" }"#,
                #"1:3: error: invalid configuration: unknown key "acess" (known: access, bases, compileNibs, strict, templates, types)"#
            ),
            (#"{ "compileNibs": ["/abs/Panel.xib"] }"#, "1:3: error: " + compileNibs),
            (#"{ "compileNibs": "Panel.xib" }"#, "1:3: error: " + compileNibs),
            (#"{ "compileNibs": ["Panel.xib", 1] }"#, "1:3: error: " + compileNibs),
            (
                #"{ "access": "private" }"#,
                #"1:3: error: invalid configuration: "access" must be "public" or "internal""#
            ),
            (
                "{\n  \"strict\": true,\n  \"access\": \"private\"\n}",
                #"3:3: error: invalid configuration: "access" must be "public" or "internal""#
            ),
            (#"{ "strict": "yes" }"#, #"1:3: error: invalid configuration: "strict" must be true or false"#),
            (
                #"{ "templates": "" }"#,
                #"1:3: error: invalid configuration: "templates" must be a directory path (a string)"#
            ),
            (
                #"{ "types": { "A": 1 } }"#,
                #"1:3: error: invalid configuration: "types" must map class names to Swift type names (strings)"#
            ),
            ("[1]", "1:1: error: invalid configuration: not a JSON object (the file holds an array)"),
            ("", "1:1: error: invalid configuration: invalid JSON: expected a value, found the end of the file"),
            // What a lenient reader accepted: a trailing comma, a key given twice (the last won),
            // text after the object.
            (
                #"{ "strict": true, }"#,
                "1:19: error: invalid configuration: invalid JSON: expected a quoted key, found '}'"
            ),
            (#"{ "strict": true, "strict": false }"#, #"1:19: error: invalid configuration: "strict" is given twice"#),
            (
                #"{ "strict": true } x"#,
                "1:20: error: invalid configuration: invalid JSON: unexpected text after the JSON value"
            ),
            (
                #"{ "types": { "A": "B", "A": "C" } }"#,
                #"1:24: error: invalid configuration: "types" maps "A" twice"#
            ),
        ] {
            try text.write(to: config, atomically: true, encoding: .utf8)
            let result = try CLI.run(["generate", input, "-o", scratch.path, "--config", config.path])
            #expect(result.status != 0)
            #expect(result.stderr == "\(config.path):\(message)\n", "\(text)")
        }
        // Over 1 MiB (valid JSON padded with spaces): refused before it is read.
        try ("{ \"strict\": true" + String(repeating: " ", count: 1 << 20) + "}").write(
            to: config, atomically: true, encoding: .utf8)
        let large = try CLI.run(["generate", input, "-o", scratch.path, "--config", config.path])
        #expect(large.status != 0)
        #expect(
            large.stderr
                == "\(config.path): error: cannot read the configuration: file is 1048593 bytes, over the limit of 1048576\n"
        )
    }

    /// `convert --planned-compile-nibs`, which the build plugin passes once: the selection it planned
    /// the build with must be what `nib.json` says now, or the run fails naming both.
    @Test func aStaleCompileNibsPlanIsAnError() throws {
        let config = scratch.appendingPathComponent("nib.json")
        let input = TestPaths.fixture("ValueKinds.xib")
        let manifest = scratch.appendingPathComponent("V.nib.json").path
        for (text, planned, accepted) in [
            (#"{ "compileNibs": ["A.xib", "B/C.xib"] }"#, #"["A.xib", "B/C.xib"]"#, true),
            (#"{ "compileNibs": true }"#, "all", true),
            (#"{ "strict": false }"#, "none", true),
            (#"{ "compileNibs": true }"#, "none", false),
            (#"{ "compileNibs": ["A.xib"] }"#, #"["A.xib", "B/C.xib"]"#, false),
        ] {
            try text.write(to: config, atomically: true, encoding: .utf8)
            try? FileManager.default.removeItem(atPath: manifest)
            let result = try CLI.run([
                "convert", input, "--manifest", manifest, "--config", config.path, "--planned-compile-nibs", planned,
            ])
            #expect((result.status == 0) == accepted, "\(text): \(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: manifest) == accepted, "\(text)")
            #expect(
                accepted
                    || result.stderr.hasPrefix(
                        "\(config.path): error: \"compileNibs\" changed since SwiftPM planned this build (planned: \(planned); now: "
                    ), "\(result.stderr)")
        }
    }

    /// `compileNibs` lists `.xib` and `.storyboard` paths relative to the target's folder; any other
    /// path is refused with the key's error.
    @Test func compileNibsListsDocumentsOfBothKinds() throws {
        let config = scratch.appendingPathComponent("nib.json")
        let input = TestPaths.fixture("ValueKinds.xib")
        for (text, accepted) in [
            (#"{ "compileNibs": ["Main.storyboard", "Base.lproj/Panel.xib"] }"#, true),
            (#"{ "compileNibs": true }"#, true),
            (#"{ "compileNibs": ["Panel.nib"] }"#, false),
            (#"{ "compileNibs": ["/abs/Main.storyboard"] }"#, false),
        ] {
            try text.write(to: config, atomically: true, encoding: .utf8)
            let result = try CLI.run(["generate", input, "-o", scratch.path, "--config", config.path])
            #expect((result.status == 0) == accepted, "\(text): \(result.stderr)")
            #expect(accepted || result.stderr.contains(#"invalid configuration: "compileNibs" must be"#), "\(text)")
        }
    }

    /// The plugin's commands for two `Main.storyboard` files in different folders: each is
    /// converted with `--name` (its folder-qualified name), and one `generate` over the manifests
    /// names each by folder and routes `Detail`'s reference to the `Main` beside it. A run per
    /// document with the others as `--context` writes the same bytes.
    @Test func documentsOfOneNameInTwoFoldersAreNamedByFolder() throws {
        let folder = "Tests/NibCodeGenTests/FixtureXibs/StoryboardFolders"
        let documents = [
            ("Settings/Main", "Settings.Main"), ("Onboarding/Main", "Onboarding.Main"), ("Settings/Detail", "Detail"),
        ]
        for (path, name) in documents {
            let result = try CLI.run(
                [
                    "convert", "\(folder)/\(path).storyboard", "--manifest",
                    scratch.appendingPathComponent("\(name).nib.json").path,
                    "--swift", scratch.appendingPathComponent("\(name)+Manifest.swift").path,
                    "--document-path", "\(folder)/\(path).storyboard", "--storyboards", "\(folder)/Settings",
                    "--storyboards", "\(folder)/Onboarding",
                ] + (name == "Detail" ? [] : ["--name", name]), in: TestPaths.packageRoot)
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(try read("Onboarding.Main+Manifest.swift").contains("extension OnboardingMainStoryboard {"))
        let manifests = documents.map { scratch.appendingPathComponent("\($0.1).nib.json").path }
        let all = try CLI.run(["generate"] + manifests + ["-o", scratch.path, "--embed-manifests"])
        #expect(all.status == 0, "\(all.stderr)")
        let sources = ["Settings.Main+Storyboard.swift", "Onboarding.Main+Storyboard.swift", "Detail+Storyboard.swift"]
        let together = try sources.map(read)
        let apart = scratch.appendingPathComponent("apart")
        for (index, manifest) in manifests.enumerated() {
            let others = manifests.enumerated().filter { $0.offset != index }.flatMap { ["--context", $0.element] }
            let result = try CLI.run(["generate", manifest] + others + ["-o", apart.path, "--embed-manifests"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(try sources.map { try read("apart/" + $0) } == together)
        #expect(try read("Settings.Main+Storyboard.swift").contains("struct SettingsMainStoryboard: Sendable {"))
        #expect(try read("Onboarding.Main+Storyboard.swift").contains("static let name = \"Onboarding.Main\""))
        #expect(
            try read("Detail+Storyboard.swift").contains(
                "set.route(\"Main\", from: \"Detail\", to: \"Settings.Main\")"))
        // A translated language of a folder-qualified storyboard extends the same accessor.
        try "\"Set-Lbl-001.text\" = \"Réglages\";\n".write(
            to: scratch.appendingPathComponent("fr.strings"), atomically: true, encoding: .utf8)
        let localized = try CLI.run(
            [
                "strings", "localize", "\(folder)/Settings/Main.storyboard", "--language", "fr", "--translations",
                scratch.appendingPathComponent("fr.strings").path, "--swift",
                scratch.appendingPathComponent("Settings.Main.fr+Manifest.swift").path, "--name", "Settings.Main",
            ], in: TestPaths.packageRoot)
        #expect(localized.status == 0, "\(localized.stderr)")
        let french = try read("Settings.Main.fr+Manifest.swift")
        #expect(french.contains("extension SettingsMainStoryboard {") && french.contains("Réglages"))
        let refused = try CLI.run(
            ["convert", "\(folder)/Settings/Main.storyboard", "--name", "../Main", "-o", scratch.path],
            in: TestPaths.packageRoot)
        #expect(refused.status != 0 && refused.stderr.contains("--name"), "\(refused.stderr)")
    }
}
