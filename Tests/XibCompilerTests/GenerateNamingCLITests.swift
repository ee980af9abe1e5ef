import Foundation
import NibTestSupport
import Testing

/// What `generate` and `scaffold` refuse rather than write code that does not compile, and what
/// `inspect` and `validate` print of a hostile manifest.
@Suite struct GenerateNamingCLITests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-naming-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// A xib whose File's Owner is of class `owner`, connected to a label, with one view per
    /// class of `views`.
    static func xib(owner: String = "Owner", views: [String] = []) -> String {
        let subviews = views.enumerated().map { index, name in
            "                <view contentMode=\"scaleToFill\" id=\"v\(index)\" customClass=\"\(name)\"/>"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)">
                        <connections>
                            <outlet property="label" destination="l1" id="o1"/>
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                        <subviews>
                            <label text="x" id="l1"/>
            \(subviews.joined(separator: "\n"))
                        </subviews>
                    </view>
                </objects>
            </document>
            """
    }

    func write(_ text: String, _ name: String) throws -> String {
        let path = scratch.appendingPathComponent(name).path
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func generate(_ arguments: [String]) throws -> CLI.Result {
        try CLI.run(["generate"] + arguments + ["-o", scratch.appendingPathComponent("gen").path])
    }

    var generated: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("gen").path)) ?? []
    }

    /// Documents of different names with one accessor type name: an error at the second, nothing
    /// written.
    @Test(arguments: [
        ("a-b.xib", "a_b.xib", "ABNib"), ("1.xib", "_1.xib", "_1Nib"),
        ("my-board.storyboard", "my_board.storyboard", "MyBoardStoryboard"),
    ])
    func accessorTypeNamesMustBeUnique(_ first: String, _ second: String, _ type: String) throws {
        let text = first.hasSuffix(".storyboard") ? Self.storyboard(initial: true) : Self.xib(owner: "Owner")
        let paths = [try write(text, "X/" + first), try write(text, "X/" + second)]
        let result = try generate(paths)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("X/\(second): error: declares the type '\(type)' like \(paths[0]); rename one"),
            "\(result.stderr)")
        #expect(generated.isEmpty)
    }

    /// Output files that differ only in case, from `generate` and from `scaffold`.
    @Test func outputFilesMustDifferInMoreThanCase() throws {
        let paths = [try write(Self.xib(), "X/Login.xib"), try write(Self.xib(), "Y/login.xib")]
        let result = try generate(paths)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "Y/login.xib: error: generates 'login+Nib.swift', which differs from \(paths[0])'s 'Login+Nib.swift' only in case"
            ), "\(result.stderr)")
        #expect(generated.isEmpty)

        let storyboards = [
            try write(Self.storyboard(initial: true), "S/Main.storyboard"),
            try write(Self.storyboard(initial: true), "T/main.storyboard"),
        ]
        let boards = try generate(storyboards)
        #expect(boards.status == 1)
        #expect(
            boards.stderr.contains("T/main.storyboard: error: generates 'main+Storyboard.swift'"), "\(boards.stderr)")

        let classes = try write(Self.xib(owner: "Foo", views: ["foo"]), "Z/Classes.xib")
        let scaffold = try CLI.run(["scaffold", classes, "-o", scratch.appendingPathComponent("app").path])
        #expect(scaffold.status == 1)
        #expect(
            scaffold.stderr.contains(
                "\(classes):14:17: error: scaffolds 'foo.swift', which differs from 'Foo.swift' only in case"),
            "\(scaffold.stderr)")
    }

    /// A class named like a type the generated code declares is refused at the element using it.
    @Test(arguments: [
        ("FooBase", "the base class generated for 'Foo'"), ("FooActions", "the actions protocol generated for 'Foo'"),
        ("LoginNib", "the typed accessor of "),
    ])
    func appClassesMustNotTakeGeneratedNames(_ name: String, _ what: String) throws {
        let path = try write(Self.xib(owner: "Foo", views: ["Other", name]), "Login.xib")
        let result = try generate([path])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("\(path):15:17: error: class '\(name)' has the name of \(what)"), "\(result.stderr)")
        #expect(generated.isEmpty)
    }

    /// `types` values must be type names; the error names the file and the key.
    @Test(arguments: [
        #"{"types": {"Owner": "My\"Type\n#sourceLocation()"}}"#, #"{"types": {"Owner": "class"}}"#,
        #"{"types": {"Owner": "A.B<C>"}}"#, #"{"bases": {"Owner": "Nib View"}}"#,
    ])
    func configuredTypeNamesAreChecked(_ config: String) throws {
        let path = try write(config, "nib.json")
        let input = try write(Self.xib(), "Login.xib")
        let result = try generate([input, "--config", path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("\(path):1:12: error: invalid configuration: \""), "\(result.stderr)")
        #expect(result.stderr.contains("\"Owner\" to "), "\(result.stderr)")
        #expect(result.stderr.contains("which is not a Swift type name"))
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(generated.isEmpty)

        let good = try write(#"{"types": {"Owner": "App.LoginScreen"}}"#, "good.json")
        #expect(try generate([input, "--config", good]).status == 0)
    }

    /// Template errors are positioned and in plain words; a misnamed file is a warning.
    @Test func templateErrorsArePositioned() throws {
        let input = try write(Self.xib(), "Login.xib")
        let empty = scratch.appendingPathComponent("Empty").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let none = try generate([input, "--templates", empty])
        #expect(none.status == 1)
        #expect(
            none.stderr.contains(
                "\(empty): error: the templates directory holds none of the templates (File.mustache, "),
            "\(none.stderr)")

        // The column is that of the closing tag's name.
        let broken = try write("{{% CONTENT_TYPE: TEXT}}\n{{#nib}}\nx\n   {{/classes}}\n", "Broken/File.mustache")
        let parse = try generate([input, "--templates", scratch.appendingPathComponent("Broken").path])
        #expect(parse.status == 1)
        #expect(
            parse.stderr.contains(
                "\(broken):4:7: error: invalid template: this tag closes a section that is not the one open"),
            "\(parse.stderr)")
        #expect(!parse.stderr.contains("ParserError"))

        // A section never closed is reported at its opening tag, not past the end of the file.
        let unclosed = try write(
            "{{% CONTENT_TYPE: TEXT}}\n  {{#classes}}\n{{#nib}}{{/nib}}\nx\n", "Unclosed/File.mustache")
        let open = try generate([input, "--templates", scratch.appendingPathComponent("Unclosed").path])
        #expect(open.status == 1)
        #expect(
            open.stderr.contains(
                "\(unclosed):2:3: error: invalid template: the section 'classes' opened here is never closed ('{{/classes}}')"
            ), "\(open.stderr)")

        let partial = try write("{{% CONTENT_TYPE: TEXT}}\nx\n  {{> NoSuchPartial}}\n", "Partial/File.mustache")
        let missing = try generate([input, "--templates", scratch.appendingPathComponent("Partial").path])
        #expect(missing.status == 1)
        #expect(
            missing.stderr.contains("\(partial):3:3: error: invalid template: partial 'NoSuchPartial' not found"),
            "\(missing.stderr)")
        #expect(generated.isEmpty)

        _ = try write("{{% CONTENT_TYPE: TEXT}}\n// mine\n{{#nib}}{{swiftName}}{{/nib}}\n", "Warned/File.mustache")
        let bogus = try write("x\n", "Warned/Bogus.mustache")
        let warned = try generate([input, "--templates", scratch.appendingPathComponent("Warned").path])
        #expect(warned.status == 0, "\(warned.stderr)")
        #expect(warned.stderr.contains("\(bogus): warning: not a template name, so not used"), "\(warned.stderr)")
    }

    /// A partial that includes itself, directly or through another template, is refused at its tag:
    /// rendering recursed until the stack overflowed and `generate` crashed (signal 11). A template
    /// that renders through too many partials (each repeated in the next) is refused too.
    @Test func partialsThatNeverEndAreRefused() throws {
        let input = try write(Self.xib(), "Login.xib")
        /// `generate` with the templates of `folder`: refused (exit 1) with `message` in its errors.
        func expectRefused(_ folder: String, _ message: String) throws {
            let run = try generate([input, "--templates", scratch.appendingPathComponent(folder).path])
            #expect(run.status == 1, "\(folder): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(folder): \(run.stderr)")
        }
        let direct = try write(
            "{{% CONTENT_TYPE: TEXT}}\nx\n{{#classes}} {{> File}}{{/classes}}\n", "Direct/File.mustache")
        try expectRefused(
            "Direct",
            "\(direct):3:14: error: invalid template: partial 'File' includes itself (File → File), so rendering would never end"
        )

        _ = try write("{{% CONTENT_TYPE: TEXT}}\n{{#classes}}{{> OwnerClass}}{{/classes}}\n", "Cycle/File.mustache")
        _ = try write("{{% CONTENT_TYPE: TEXT}}\n{{> Segues}}\n", "Cycle/OwnerClass.mustache")
        let segues = try write("{{% CONTENT_TYPE: TEXT}}\n{{> OwnerClass}}\n", "Cycle/Segues.mustache")
        try expectRefused(
            "Cycle",
            "\(segues):2:1: error: invalid template: partial 'OwnerClass' includes itself (OwnerClass → Segues → OwnerClass)"
        )

        // The same cycle written with other delimiters (the engine reads `<%> File%>` as a partial).
        let hidden = try write(
            "{{% CONTENT_TYPE: TEXT}}\n{{=<% %>=}}\nx<%> File%>\n", "Hidden/File.mustache")
        try expectRefused(
            "Hidden", "\(hidden):3:2: error: invalid template: partial 'File' includes itself (File → File)")

        // Three tags the engine reads differently from a plain scan: `{{` followed by a line break
        // is text, `{{` followed by a combining mark is no delimiter, and `{{=}} {{=}}` sets the
        // delimiters `}}` and `{{`. Read otherwise, each hid the partial after it inside one long
        // tag, and the cycle crashed `generate` with signal 11 (the first found by FuzzTemplate).
        let hiding = [
            ("Break", "{{\n{{> File}}", "3:1"), ("Mark", "{{\u{301} x {{> File}}", "2:6"),
            ("Swap", "{{=}} {{=}}\n}}> File{{", "3:1"),
        ]
        for (folder, text, position) in hiding {
            _ = try write("{{% CONTENT_TYPE: TEXT}}\n{{> OwnerClass}}\n", "\(folder)/File.mustache")
            let owner = try write("{{% CONTENT_TYPE: TEXT}}\n\(text)\n", "\(folder)/OwnerClass.mustache")
            let run = try generate([input, "--templates", scratch.appendingPathComponent(folder).path])
            #expect(run.status == 1, "\(folder): \(run.stderr)")
            #expect(
                run.stderr.hasPrefix(
                    "\(owner):\(position): error: invalid template: partial 'File' includes itself "
                        + "(File → OwnerClass → File)"), "\(folder): \(run.stderr)")
        }

        // 30 tags of a partial of 30 tags of a partial of 30 tags: 27,931 partials.
        let thirty = { (name: String) in
            "{{% CONTENT_TYPE: TEXT}}\n" + String(repeating: "{{> \(name)}}", count: 30) + "\n"
        }
        _ = try write(thirty("OwnerClass"), "Wide/File.mustache")
        _ = try write(thirty("Segues"), "Wide/OwnerClass.mustache")
        _ = try write(thirty("SegueTitle"), "Wide/Segues.mustache")
        let wide = try generate([input, "--templates", scratch.appendingPathComponent("Wide").path])
        #expect(wide.status == 1, "\(wide.stderr)")
        #expect(
            wide.stderr.contains("error: invalid template: renders through more than 10000 partials"), "\(wide.stderr)")
        #expect(generated.isEmpty)
    }

    /// Sections over a list nested in one another multiply (twenty over the two imports: 2²⁰
    /// renderings, each looking its name up through twenty contexts): such a rendering is refused
    /// before the engine starts it, however the sections are written; sections nested thousands
    /// deep, which the engine would read by recursion until the stack overflows, at their tag.
    @Test func renderingsThatWouldNotEndAreRefused() throws {
        let input = try write(Self.xib(), "Login.xib")
        let nested = { (depth: Int, open: String, close: String) in
            String(repeating: open, count: depth) + "x" + String(repeating: close, count: depth)
        }
        let deep = try write(
            "{{% CONTENT_TYPE: TEXT}}\n" + nested(20, "{{#imports}}", "{{/imports}}") + "\n", "Deep/File.mustache")
        let refused = try generate([input, "--templates", scratch.appendingPathComponent("Deep").path])
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(
            refused.stderr.contains(
                "\(deep):2:217: error: invalid template: rendering it for this document would take more than "
                    + "2097152 look-ups (sections open: imports → imports → imports → imports → … 11 more … → "
                    + "imports → imports → imports → imports); sections over lists nested in one another multiply"),
            "\(refused.stderr)")

        // The same sections written with other delimiters, and nested through a partial.
        _ = try write(
            "{{% CONTENT_TYPE: TEXT}}\n{{=<% %>=}}\n" + nested(20, "<%#imports%>", "<%/imports%>") + "\n",
            "Delimiters/File.mustache")
        let delimiters = try generate([input, "--templates", scratch.appendingPathComponent("Delimiters").path])
        #expect(delimiters.status == 1, "\(delimiters.stderr)")
        #expect(delimiters.stderr.contains("Delimiters/File.mustache:3:"), "\(delimiters.stderr)")
        _ = try write("{{% CONTENT_TYPE: TEXT}}\n{{#imports}}{{> OwnerClass}}{{/imports}}\n", "Partial/File.mustache")
        let partial = try write(
            "{{% CONTENT_TYPE: TEXT}}\n" + nested(19, "{{#imports}}", "{{/imports}}") + "\n",
            "Partial/OwnerClass.mustache")
        let through = try generate([input, "--templates", scratch.appendingPathComponent("Partial").path])
        #expect(through.status == 1, "\(through.stderr)")
        #expect(through.stderr.contains("\(partial):2:"), "\(through.stderr)")
        // Passed inside a section of the built-in OwnerClass: placed at the innermost section of the
        // folder's own template (`{{#classes}}`), which the user can edit.
        let own = try write(
            "{{% CONTENT_TYPE: TEXT}}\n" + String(repeating: "{{#imports}}", count: 16)
                + "{{#classes}}{{> OwnerClass}}{{/classes}}" + String(repeating: "{{/imports}}", count: 16) + "\n",
            "Own/File.mustache")
        let placed = try generate([input, "--templates", scratch.appendingPathComponent("Own").path])
        #expect(placed.status == 1, "\(placed.stderr)")
        #expect(placed.stderr.hasPrefix("\(own):2:193: error: invalid template: "), "\(placed.stderr)")
        #expect(!placed.stderr.contains("OwnerClass.mustache"), "\(placed.stderr)")

        #expect(generated.isEmpty)

        // Ten over the two imports (1,024 renderings) and a hundred over a name no context has render.
        _ = try write(
            "{{% CONTENT_TYPE: TEXT}}\n" + nested(10, "{{#imports}}", "{{/imports}}") + "\n"
                + nested(100, "{{#missing}}", "{{/missing}}") + "\n", "Fine/File.mustache")
        let fine = try generate([input, "--templates", scratch.appendingPathComponent("Fine").path])
        #expect(fine.status == 0, "\(fine.stderr)")
        let code = try String(contentsOf: scratch.appendingPathComponent("gen/Login+Nib.swift"), encoding: .utf8)
        #expect(code == String(repeating: "x", count: 1_024) + "\n")

        let tooDeep = try write(
            "{{% CONTENT_TYPE: TEXT}}\n" + nested(5_000, "{{#missing}}", "{{/missing}}") + "\n", "TooDeep/File.mustache"
        )
        let crashed = try generate([input, "--templates", scratch.appendingPathComponent("TooDeep").path])
        #expect(crashed.status == 1, "\(crashed.stderr)")
        #expect(
            crashed.stderr.contains(
                "\(tooDeep):2:1201: error: invalid template: sections nested more than 100 deep "
                    + "(the template engine reads and renders each by recursion)"), "\(crashed.stderr)")
    }

    /// The template engine walks the rest of a template at every tag and every character that
    /// could start one, so its reading grows with tags times length: 95,000 tags in 1 MB, or
    /// 500,000 lone braces, took it six minutes. Such a template is refused where the walks
    /// pass the bound, and a file over 1 MiB is not read; a long template with few tags is read.
    @Test func templatesTheEngineWouldReadForMinutesAreRefused() throws {
        try expectFinishes(within: .seconds(60)) {
            let input = try write(Self.xib(), "Login.xib")
            let manyTags = try write(
                "{{% CONTENT_TYPE: TEXT}}\n" + String(repeating: "{{fileName}}\n", count: 40_000), "Tags/File.mustache")
            let tags = try generate([input, "--templates", scratch.appendingPathComponent("Tags").path])
            #expect(tags.status == 1, "\(tags.stderr)")
            #expect(
                tags.stderr == "\(manyTags):52:1: error: invalid template: too many tags for its length: the template "
                    + "engine walks the rest of a template at every tag and every character that could start one, and "
                    + "by here that passes 134217728 bytes walked (the longer the template, the fewer tags it may "
                    + "hold); move parts into the other templates, as partials\n", "\(tags.stderr)")
            // Lone braces, with the delimiters changed to ones starting with `<`: each `<` counts.
            let braces = try write(
                "{{% CONTENT_TYPE: TEXT}}\n{{=<% %>=}}" + String(repeating: "<a", count: 400_000),
                "Braces/File.mustache")
            let lone = try generate([input, "--templates", scratch.appendingPathComponent("Braces").path])
            #expect(lone.status == 1, "\(lone.stderr)")
            #expect(lone.stderr.hasPrefix("\(braces):2:"), "\(lone.stderr)")
            #expect(lone.stderr.contains("too many tags for its length"), "\(lone.stderr)")
            let huge = try write(String(repeating: "x", count: (1 << 20) + 1), "Huge/File.mustache")
            let tooLarge = try generate([input, "--templates", scratch.appendingPathComponent("Huge").path])
            #expect(tooLarge.status == 1, "\(tooLarge.stderr)")
            #expect(
                tooLarge.stderr == "\(huge): error: file is 1048577 bytes, over the limit of 1048576\n",
                "\(tooLarge.stderr)")
            #expect(generated.isEmpty)

            // 400 KB of text after 40 tags is read and rendered.
            let text = String(repeating: "// \(String(repeating: "x", count: 96))\n", count: 4_000)
            _ = try write(
                "{{% CONTENT_TYPE: TEXT}}\n" + String(repeating: "{{fileName}}\n", count: 40) + text,
                "Long/File.mustache")
            let long = try generate([input, "--templates", scratch.appendingPathComponent("Long").path])
            #expect(long.status == 0, "\(long.stderr)")
            let code = try String(contentsOf: scratch.appendingPathComponent("gen/Login+Nib.swift"), encoding: .utf8)
            #expect(code.hasPrefix("Login+Nib.swift\nLogin+Nib.swift\n") && code.count > 400_000)
        }
    }

    /// A tag of a folder's template whose name no context has where it renders (a misspelt
    /// `{{swiftNme}}`) renders as nothing, so it is a warning at the tag, with the nearest name;
    /// the code is still written, and a tag inside a section the document never enters is not
    /// looked at. The built-in templates copied into a folder warn of nothing.
    @Test func misspeltNamesAreWarnedAtTheirTags() throws {
        let input = try write(Self.xib(), "Login.xib")
        // Generates with `text` as the template at `path`: it succeeds, warning `expected` (each
        // at the template) and writing the code it returns.
        func warnings(of text: String, at path: String, _ expected: [String]) throws -> String {
            let template = try write("{{% CONTENT_TYPE: TEXT}}\n" + text + "\n", path)
            let folder = scratch.appendingPathComponent(String(path.prefix { $0 != "/" })).path
            let result = try generate([input, "--templates", folder])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr == expected.map { "\(template):\($0)\n" }.joined(), "\(result.stderr)")
            return try String(contentsOf: scratch.appendingPathComponent("gen/Login+Nib.swift"), encoding: .utf8)
        }
        let code = try warnings(
            of: "private(set) {{#isWeak}}weak {{/isWeak}}var {{swiftNme}}: {{tpye}}?"
                + "{{#isCollection}}{{nothing}}{{/isCollection}}{{^isOptional}}{{/isOptional}}",
            at: "Typo/OutletDeclaration.mustache",
            [
                "2:45: warning: 'swiftNme' is a name no context has here, so it renders as nothing "
                    + "(did you mean 'swiftName'?)",
                "2:59: warning: 'tpye' is a name no context has here, so it renders as nothing (did you mean 'type'?)",
                "2:113: warning: 'isOptional' is a name no context has here, so it renders as nothing "
                    + "(docs/templates.md lists them)",
            ])
        #expect(code.contains("    private(set) weak var : ?\n"), "\(code)")

        // A dotted name is followed part by part, as the engine reads it: a part the value before
        // it has no member of is warned at the tag; a value on the way that is nil (a xib has no
        // storyboard) has no members to check.
        let rendered = try warnings(
            of: "{{nib.swiftNme}} {{nib.swiftName.count}} {{#nib}}{{swiftName}}{{/nib}} "
                + "{{nib.swiftName}} {{storyboard.anything}} {{^nib.hasExternal}}{{/nib.hasExternal}}",
            at: "Dotted/File.mustache",
            [
                "2:1: warning: 'nib.swiftNme' names nothing here: 'nib' has no member 'swiftNme', so it renders as "
                    + "nothing (did you mean 'nib.swiftName'?)",
                "2:18: warning: 'nib.swiftName.count' names nothing here: 'nib.swiftName' has no member 'count', so "
                    + "it renders as nothing (docs/templates.md lists them)",
                "2:114: warning: 'nib.hasExternal' names nothing here: 'nib' has no member 'hasExternal', so it "
                    + "renders as nothing (did you mean 'nib.hasExternals'?)",
            ])
        #expect(rendered == "  LoginNib LoginNib\n", "\(rendered)")

        // `convert --swift` renders the EmbeddedManifest of the configuration's templates.
        let manifest = try write(
            "{{% CONTENT_TYPE: TEXT}}\nextension {{accesorName}} {}\n", "Embedded/EmbeddedManifest.mustache")
        let config = try write(
            "{\"templates\": \"\(scratch.appendingPathComponent("Embedded").path)\"}", "nib.json")
        let embedded = try CLI.run([
            "convert", input, "--swift", scratch.appendingPathComponent("emb/Login+Manifest.swift").path, "--config",
            config,
        ])
        #expect(embedded.status == 0, "\(embedded.stderr)")
        #expect(
            embedded.stderr
                == "\(manifest):2:11: warning: 'accesorName' is a name no context has here, so it renders as nothing "
                + "(did you mean 'accessorName'?)\n", "\(embedded.stderr)")

        let builtIn = scratch.appendingPathComponent("BuiltIn")
        try FileManager.default.createDirectory(at: builtIn, withIntermediateDirectories: true)
        let templates = TestPaths.packageRoot.appendingPathComponent("Sources/NibCodeGen/Templates")
        for name in try FileManager.default.contentsOfDirectory(atPath: templates.path) {
            try FileManager.default.copyItem(
                at: templates.appendingPathComponent(name), to: builtIn.appendingPathComponent(name))
        }
        let views = try write(Self.xib(views: ["Chart", "Gauge"]), "Views.xib")
        let quiet = try generate([input, views, "--templates", builtIn.path])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
    }

    /// A manifest without identity: line directives name its `sourceFile`, never the JSON.
    @Test func directivesOfAManifestNameItsDocument() throws {
        let input = try write(Self.xib(owner: "Odd", views: ["Custom"]), "Odd.xib")
        let out = scratch.appendingPathComponent("out").path
        #expect(try CLI.run(["convert", input, "-o", out]).status == 0)
        let result = try generate([out + "/Odd.nib.json"])
        #expect(result.status == 0, "\(result.stderr)")
        let code = try String(
            contentsOf: scratch.appendingPathComponent("gen/Odd+Nib.swift"), encoding: .utf8)
        #expect(!code.contains(".nib.json\", line:"), "\(code)")
        #expect(code.contains("#sourceLocation(file: \"Odd.xib\", line: 14)"), "\(code)")
    }

    /// Control characters of a manifest reach the terminal escaped.
    @Test func inspectAndValidateEscapeControlCharacters() throws {
        let input = try write(Self.xib(owner: "Esc"), "Esc.xib")
        let out = scratch.appendingPathComponent("out").path
        #expect(try CLI.run(["convert", input, "-o", out]).status == 0)
        let manifest = out + "/Esc.nib.json"
        let json = try String(contentsOfFile: manifest, encoding: .utf8)
        let renamed = json.replacingOccurrences(of: "\"label\"", with: "\"a\\u001b]0;pwn\\u0007b\"")
        #expect(renamed != json)
        try renamed.write(toFile: manifest, atomically: true, encoding: .utf8)
        let inspect = try CLI.run(["inspect", manifest])
        #expect(inspect.status == 0, "\(inspect.stderr)")
        #expect(inspect.stdout.contains("a\\u{1B}]0;pwn\\u{7}b"), "\(inspect.stdout)")
        #expect(!inspect.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })

        let dangling = json.replacingOccurrences(
            of: "\"destination\": \"l1\"", with: "\"destination\": \"x\\u001b]0;pwn\\u0007\"")
        #expect(dangling != json)
        try dangling.write(toFile: manifest, atomically: true, encoding: .utf8)
        let validate = try CLI.run(["validate", manifest])
        #expect(validate.status != 0)
        #expect(validate.stderr.contains(#"no object has id "x\u{1B}]0;pwn\u{7}""#), "\(validate.stderr)")
        #expect(!validate.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    /// A storyboard of one scene of class `Scene`, initial or not.
    static func storyboard(initial: Bool) -> String {
        let text = UIKitStoryboardText.document(
            toolsVersion: "20037", scenes: [UIKitStoryboardText.scene(0, identifier: "First")])
        return initial ? text : text.replacingOccurrences(of: " initialViewController=\"c0\"", with: "")
    }
}
