import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCodeGen

/// Every piece of generated Swift comes from a template: a `--templates` directory that replaces
/// a partial changes what the generator writes, and `docs/templates.md` names every template and
/// every field a template can read.
@Suite struct TemplatePartialTests {
    /// A scratch templates directory holding `files`, removed after `body`.
    func withTemplates(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let directory = NSTemporaryDirectory() + "nib-partials-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (name, text) in files { try TestSupport.write(text, to: "\(directory)/\(name).mustache") }
        try body(directory)
    }

    @Test func replacingLinePartialsChangesEveryDirectiveAndSignature() throws {
        let templates = [
            "LineDirective": "{{% CONTENT_TYPE: TEXT}}\n// at line {{line}} of {{fileLiteral}}\n",
            "ActionSignature": "{{% CONTENT_TYPE: TEXT}}\n{{swiftName}}Custom()\n",
            "OutletDeclaration": "{{% CONTENT_TYPE: TEXT}}\nvar {{swiftName}}Custom: {{type}}?\n",
        ]
        try withTemplates(templates) { directory in
            let generator = try NibCodeGenerator(templatesDirectory: directory)
            let text = try generator.generate([GeneratorInput(path: "Login.xib", document: Fixtures.login())])[0]
                .contents
            let builtIn = try NibCodeGenerator().generate([
                GeneratorInput(path: "Login.xib", document: Fixtures.login())
            ])[0].contents
            #expect(builtIn.contains("#sourceLocation(file: \"Login.xib\", line: "))
            #expect(!text.contains("#sourceLocation(file:"))
            #expect(text.contains("// at line 10 of \"Login.xib\"\n"))
            // Inline partials stay on their line although their source ends with a line break.
            #expect(text.contains("    func loginCustom()\n"))
            #expect(text.contains("    var nameFieldCustom: NibTextField?\n"))
            #expect(!text.contains("weak var nameField"))
        }
    }

    /// `CodeGenError.templateSyntax` is deprecated, no longer thrown: it still prints as it did,
    /// and a template that cannot be parsed is `invalidTemplate`, never `templateSyntax`.
    @Test func theDeprecatedTemplateSyntaxErrorPrintsAsBeforeAndIsNoLongerThrown() throws {
        let old = (DeprecatedTemplateError.self as any DeprecatedTemplateErrorCalls.Type).templateSyntax(
            template: "File.mustache", message: "unclosed section")
        #expect(old.diagnostic == Diagnostic(file: "File.mustache", message: "invalid template: unclosed section"))
        #expect(old.diagnostic.description == "File.mustache: error: invalid template: unclosed section")
        try withTemplates(["File": "{{% CONTENT_TYPE: TEXT}}\n{{#classes}}\n{{/nib}}\n"]) { directory in
            do throws(CodeGenError) {
                _ = try NibCodeGenerator(templatesDirectory: directory)
                Issue.record("a template that cannot be parsed was accepted")
            } catch {
                if case .templateSyntax = error { Issue.record("threw the deprecated templateSyntax: \(error)") }
                guard case .invalidTemplate(let location, _) = error else {
                    Issue.record("expected invalidTemplate, got \(error)")
                    return
                }
                #expect(location.file == "\(directory)/File.mustache")
            }
        }
    }

    /// The partial checks take the partials from the engine's own parse (read by reflection), and
    /// the tag reader agrees with it on every built-in template; where the two would read a tag
    /// differently (`{{` then a line break, `{{` then a combining mark, `{{=}} {{=}}`), the
    /// engine's list still holds the partial the tag hides, and a partial named by a value is
    /// refused.
    @Test func partialsAreTheEnginesOwn() throws {
        for (name, source) in TemplateRenderer.builtInSources {
            let engine = try TemplateRenderer.engineReading(ofSource: source).partials
            #expect(!engine.contains(nil), "\(name)")
            #expect(engine.compactMap { $0 } == TemplateOutline(source).partials.map(\.name), "\(name)")
        }
        #expect(try TemplateRenderer.engineReading(ofSource: "{{#a}}{{> B}}{{/a}}").partials == ["B"])
        // A partial's overridden blocks, kept by the engine in a dictionary, are read by block name.
        let overriding = "{{<P}}{{$b}}{{> X}}{{/b}}{{$a}}{{> Y}}{{/a}}{{/P}}"
        #expect(try TemplateRenderer.engineReading(ofSource: overriding).partials == ["P", "Y", "X"])
        for hidden in ["{{\n{{> File}}", "{{\u{301} x {{> File}}", "{{=}} {{=}}\n}}> File{{"] {
            #expect(try TemplateRenderer.engineReading(ofSource: hidden).partials == ["File"], "\(hidden)")
        }
        try withTemplates(["File": "{{% CONTENT_TYPE: TEXT}}\nx {{>*name}}\n"]) { directory in
            #expect {
                try NibCodeGenerator(templatesDirectory: directory)
            } throws: { error in
                guard case .invalidTemplate(let location, let message) = error as? CodeGenError else { return false }
                return location.position == SourcePosition(line: 2, column: 3)
                    && message.hasPrefix("a partial named by a value ('{{>*name}}') is not supported")
            }
        }
    }

    /// The tag reader and the engine read the same tags in the same nesting: every built-in
    /// template, and templates written to read differently (other delimiters, the three tags that
    /// once hid a partial, unescaped variables, comments, blocks and a partial's overridden blocks,
    /// two of one name among them: the engine keeps the later, found by fuzzing).
    @Test(arguments: [
        "{{#a}}{{b}}{{^c}}{{{d}}}{{/c}}{{/a}}", "{{=<% %>=}}<%#a%><%> B%><%{c%>}<%/a%>{{x}}",
        "{{\n{{> File}}", "{{\u{301} x {{> File}}", "{{=}} {{=}}\n}}> File{{", "{{! a {{#b}} }}{{&c}}",
        "{{$a}}x{{#b}}{{/b}}{{/a}}", "{{<P}}{{$b}}{{c}}{{/b}}{{$a}}{{#d}}{{/d}}{{/a}}{{/P}}",
        "{{#first()}}{{.}}{{/first()}}", "{{<}}{{$}}{{/}}{{$}}{{/}}{{/}}",
        "{{<P}}{{$a}}{{#b}}{{/b}}{{/a}}{{$c}}{{/c}}{{$a}}{{d}}{{/a}}{{/P}}",
    ])
    func theReaderReadsTagsAsTheEngineDoes(source: String) throws {
        let engine = try TemplateRenderer.engineReading(ofSource: source).shape
        #expect(engine == TemplateOutline(source).shape, "engine \(engine), reader \(TemplateOutline(source).shape)")
    }

    /// Two overrides of one block in a partial's overrides: the later one renders, as the engine
    /// keeps it. Such a template was refused as read differently by the checks and the engine.
    @Test func theLaterOfTwoOverridesOfABlockRenders() throws {
        let templates = [
            "File": "{{% CONTENT_TYPE: TEXT}}\n{{<SegueTitle}}"
                + "{{$title}}first{{/title}}{{$title}}second{{/title}}{{/SegueTitle}}\n",
            "SegueTitle": "{{% CONTENT_TYPE: TEXT}}\n[{{$title}}default{{/title}}]",
        ]
        try withTemplates(templates) { directory in
            let generator = try NibCodeGenerator(templatesDirectory: directory)
            let file = try generator.generate([GeneratorInput(path: "Login.xib", document: Fixtures.login())])[0]
            #expect(file.contents == "[second]\n")
        }
    }

    @Test func theReaderReadsTheBuiltInTemplatesAsTheEngineDoes() throws {
        for (name, source) in TemplateRenderer.builtInSources {
            let shape = TemplateOutline(source).shape
            #expect(shape.contains("v"), "\(name)")
            #expect(try TemplateRenderer.engineReading(ofSource: source).shape == shape, "\(name)")
        }
    }

    /// A tag whose name is a million letters long is warned of at once, with no suggestion: its
    /// name was compared letter by letter with every letter of each name the contexts have, 9 s
    /// for the one tag in a release build and 45 s in a test build, where it now takes about 2 s.
    @Test func aTagAsLongAsATemplateIsWarnedOfWithoutComparingIt() throws {
        let name = String(repeating: "x", count: 1_000_000)
        try withTemplates(["File": "{{% CONTENT_TYPE: TEXT}}\n{{\(name)}}\n"]) { directory in
            let generator = try NibCodeGenerator(templatesDirectory: directory)
            var warnings: [Diagnostic] = []
            try expectFinishes(within: .seconds(20)) {
                warnings = try generator.generate([GeneratorInput(path: "Login.xib", document: Fixtures.login())])[0]
                    .warnings
            }
            #expect(warnings.count == 1)
            #expect(
                warnings.first?.message.hasSuffix("so it renders as nothing (docs/templates.md lists them)") == true)
            #expect(warnings.first?.position == SourcePosition(line: 2, column: 1))
        }
        #expect(TemplateWorkBound.nearest(to: "xxxx", among: ["x", "xx"]) == "xx")
        #expect(TemplateWorkBound.nearest(to: "xxxx", among: ["x"]) == nil)
        #expect(TemplateWorkBound.nearest(to: "swiftNme", among: ["swiftName", "type"]) == "swiftName")
    }

    @Test func aLineDirectiveIsAbsentWhenDirectivesAreOff() throws {
        let generator = try NibCodeGenerator(options: GeneratorOptions(lineDirectives: false))
        let input = GeneratorInput(path: "Login.xib", document: Fixtures.login())
        let contexts = try generator.templateContexts([input])
        let outlets = contexts.flatMap(\.classes).flatMap(\.outlets)
        #expect(!outlets.isEmpty && outlets.allSatisfy { $0.lineDirective == nil })
        #expect(!(try generator.generate([input])[0].contents.contains("#sourceLocation")))
    }

    /// Swift reads a directive's line as a 32-bit number, and a manifest may record any line: a
    /// line past 4,294,967,295 gets no directive (the code did not compile), one at it does.
    @Test func aLineBeyondWhatSwiftTakesGetsNoDirective() throws {
        func generated(line: Int) throws -> String {
            var document = Fixtures.login()
            for index in document.connections.indices {
                document.connections[index].position = SourcePosition(line: line, column: 1)
            }
            return try NibCodeGenerator().generate([GeneratorInput(path: "Login.xib", document: document)])[0].contents
        }
        let beyond = try generated(line: 4_294_967_296)
        #expect(!beyond.contains("line: 4294967296"))
        #expect(beyond.contains("#sourceLocation"))
        #expect(try generated(line: 4_294_967_295).contains("line: 4294967295)"))
    }

    /// A class named `Self` is `Self_`: `Self` in backticks still names the enclosing type.
    @Test func aClassNamedSelfGetsAName() {
        let vocabulary = TypeVocabulary.defaultObjects
        #expect(vocabulary.swiftTypeName("Self") == "Self_")
        #expect(vocabulary.swiftTypeName("class") == "`class`")
    }

    /// The field names of every context type reachable from `value`, by type name.
    static func fields(of value: Any, into table: inout [String: Set<String>]) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional || mirror.displayStyle == .collection {
            for child in mirror.children { fields(of: child.value, into: &table) }
            return
        }
        guard mirror.displayStyle == .struct else { return }
        let name = String(describing: type(of: value))
        for child in mirror.children {
            guard let label = child.label else { continue }
            table[name, default: []].insert(label)
            fields(of: child.value, into: &table)
        }
    }

    @Test func theTemplateDocumentationNamesEveryTemplateAndField() throws {
        let doc = try String(contentsOfFile: TestSupport.packageRoot + "/docs/templates.md", encoding: .utf8)
        var table: [String: Set<String>] = [:]
        let generator = try NibCodeGenerator(options: GeneratorOptions(access: .public, embedsManifests: true))
        let inputs = [
            GeneratorInput(path: "Login.xib", document: Fixtures.login()),
            GeneratorInput(path: "Contacts.storyboard", document: StoryboardFixtures.contacts()),
        ]
        for context in try generator.templateContexts(inputs) { Self.fields(of: context, into: &table) }
        let builder = ContextBuilder(
            model: try generator.codeModel(for: inputs), inputs: NibCodeGenerator.ordered(inputs),
            options: generator.options, vocabulary: generator.vocabulary)
        for context in builder.scaffoldContexts() { Self.fields(of: context, into: &table) }
        #expect(table.count > 10)
        for (type, labels) in table.sorted(by: { $0.key < $1.key }) {
            #expect(doc.contains("`\(type)`"), "docs/templates.md does not name \(type)")
            for label in labels.sorted() {
                #expect(doc.contains("`\(label)`"), "docs/templates.md does not name \(type).\(label)")
            }
        }
        for name in TemplateRenderer.templateNames {
            #expect(doc.contains("`\(name)`"), "docs/templates.md does not name the template \(name)")
        }
    }
}

/// The deprecated error case, made through a protocol so that checking it does not fill the test
/// build with deprecation warnings.
private protocol DeprecatedTemplateErrorCalls {
    static func templateSyntax(template: String, message: String) -> CodeGenError
}

private enum DeprecatedTemplateError: DeprecatedTemplateErrorCalls {
    @available(*, deprecated)
    static func templateSyntax(template: String, message: String) -> CodeGenError {
        .templateSyntax(template: template, message: message)
    }
}
