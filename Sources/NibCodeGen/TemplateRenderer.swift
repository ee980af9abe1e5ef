import Mustache
import NibModel

/// Renders contexts through Mustache templates: the built-in ones embedded in the module, or a
/// user directory whose `*.mustache` files replace the built-in templates of the same name.
package struct TemplateRenderer: Sendable {
    /// The templates every set provides; `File`, `EmbeddedManifest` and `Scaffold` are the entry
    /// points, the others are partials they include (`{{> OwnerClass}}`).
    package static let templateNames =
        [
            "File", "OwnerClass", "NibAccessor", "StoryboardAccessor", "StoryboardSet", "Segues", "EmbeddedManifest",
            "Scaffold", "LineDirective",
        ] + inlinePartialNames

    /// The partials that write a piece of a line (a declaration, a signature, a list): one
    /// line break at the end of their source is dropped, so `{{> ActionSignature}} {` stays on
    /// its line.
    package static let inlinePartialNames = [
        "OutletDeclaration", "ActionSignature", "ActionCall", "OwnerArgument", "InstantiateParameters",
        "ExternalsLiteral", "ObjectsInitArguments", "SegueTitle", "SegueEnumNames", "StoryboardNameList",
    ]

    private let library: MustacheLibrary
    /// Each template's tags, to bound the work of a rendering before the engine starts it.
    private let outlines: [String: TemplateOutline]
    /// The file each template was read from (a templates directory's), for its errors.
    private let paths: [String: String]
    /// What a templates directory holds that the renderer does not use (a `Bogus.mustache` no
    /// template is named), each a warning at the file.
    package private(set) var warnings: [Diagnostic] = []

    /// The built-in templates.
    package init() throws(CodeGenError) {
        try self.init(sources: Self.builtInSources)
    }

    /// The largest template file read from a directory (1 MiB; the built-in templates are at
    /// most 8 KB each).
    package static let maximumTemplateSize = 1 << 20

    /// Templates from `directory`: each `Name.mustache` there replaces the built-in `Name`. A
    /// directory holding none of them is an error; a `.mustache` file of another name a warning.
    package init(directory: String) throws(CodeGenError) {
        guard FileIO.isDirectory(directory) else {
            throw .unreadableInput(path: directory, message: "templates directory not found")
        }
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        var sources = Self.builtInSources
        var paths: [String: String] = [:]
        for name in Self.templateNames {
            let path = "\(folder)\(name).mustache"
            guard FileIO.exists(path) else { continue }
            do {
                sources[name] = String(decoding: try FileIO.read(path, limit: Self.maximumTemplateSize), as: UTF8.self)
            } catch {
                throw .unreadableInput(path: path, message: error.reason)
            }
            paths[name] = path
        }
        guard !paths.isEmpty else {
            throw .noTemplates(directory: directory, names: Self.templateNames.map { "\($0).mustache" })
        }
        try self.init(sources: sources, paths: paths)
        let names = (try? FileIO.names(inDirectory: directory)) ?? []
        for name in names.sorted() where name.hasSuffix(".mustache") {
            guard !Self.templateNames.contains(String(name.dropLast(".mustache".count))) else { continue }
            warnings.append(
                Diagnostic(
                    .warning, file: folder + name,
                    message: "not a template name, so not used (the templates: "
                        + Self.templateNames.map { "\($0).mustache" }.joined(separator: ", ") + ")"))
        }
    }

    /// Templates from `sources` by name; `paths` names the file of each one read from a
    /// directory, which its errors are reported at (`Folder/File.mustache:4:4: error: …`).
    init(sources: [String: String], paths: [String: String] = [:]) throws(CodeGenError) {
        var library = MustacheLibrary()
        func file(_ name: String) -> String { Self.file(of: name, in: paths) }
        var references: [String: [(name: String, position: SourcePosition)]] = [:]
        var outlines: [String: TemplateOutline] = [:]
        for name in sources.keys.sorted() {
            let file = file(name)
            let outline: TemplateOutline
            let partials: [String?]
            if let parsed = Self.parsedBuiltIns[name], parsed.source == sources[name] {
                library.register(parsed.template, named: name)
                (outline, partials) = (parsed.outline, parsed.partials)
            } else {
                outline = try Self.parse(sources[name]!, named: name, file: file, into: &library)
                let reading = library.getTemplate(named: name).map(Self.engineReading) ?? EngineReading()
                partials = reading.partials
                // The checks walk the reader's tags; a template the engine reads otherwise could
                // hide sections or partials from them, so it is refused rather than rendered unchecked.
                if reading.shape != outline.shape {
                    throw .invalidTemplate(
                        SourceLocation(file: file, position: .start), message: Self.readDifferently)
                }
            }
            outlines[name] = outline
            references[name] = try Self.placed(partials, of: outline, in: file)
            if let partial = references[name]!.first(where: { sources[$0.name] == nil }) {
                throw .invalidTemplate(
                    SourceLocation(file: file, position: partial.position),
                    message: "partial '\(partial.name)' not found (a partial is one of the templates: "
                        + Self.templateNames.joined(separator: ", ") + ")")
            }
        }
        if let problem = Self.partialGraphProblem(references) {
            throw .invalidTemplate(
                SourceLocation(file: file(problem.template), position: problem.position), message: problem.message)
        }
        self.library = library
        self.outlines = outlines
        self.paths = paths
    }

    /// Reads template `name` (from `file`) into `library`: its outline, or an error placed in it.
    private static func parse(_ text: String, named name: String, file: String, into library: inout MustacheLibrary)
        throws(CodeGenError) -> TemplateOutline
    {
        var source = text
        if inlinePartialNames.contains(name), source.hasSuffix("\n") { source.removeLast() }
        let outline = TemplateOutline(source)
        if let position = outline.tooDeep {
            throw .invalidTemplate(
                SourceLocation(file: file, position: position),
                message: "sections nested more than \(TemplateOutline.maximumNesting) deep "
                    + "(the template engine reads and renders each by recursion)")
        }
        if let position = outline.tooCostlyToRead {
            throw .invalidTemplate(
                SourceLocation(file: file, position: position),
                message: "too many tags for its length: the template engine walks the rest of a template at "
                    + "every tag and every character that could start one, and by here that passes "
                    + "\(TemplateOutline.maximumReadingWork) bytes walked (the longer the template, the fewer "
                    + "tags it may hold); move parts into the other templates, as partials")
        }
        do { try library.register(source, named: name) } catch let error as MustacheTemplate.ParserError {
            if case .expectedSectionEnd? = error.error as? MustacheTemplate.Error, let section = outline.unclosed {
                throw .invalidTemplate(
                    SourceLocation(file: file, position: section.position),
                    message: "the section '\(section.name)' opened here is never closed ('{{/\(section.name)}}')")
            }
            throw .invalidTemplate(
                SourceLocation(
                    file: file,
                    position: SourcePosition(line: error.context.lineNumber, column: error.context.columnNumber)),
                message: describe(error.error))
        } catch {
            throw .invalidTemplate(
                SourceLocation(file: file, position: SourcePosition(line: 1, column: 1)), message: "cannot be parsed")
        }
        return outline
    }

    /// A built-in template as the engine and the work bound read it.
    private struct ParsedTemplate: Sendable {
        /// The template's text as the module holds it.
        var source: String
        var template: MustacheTemplate
        var outline: TemplateOutline
        /// The partials of ``engineReading(of:)`` of `template`.
        var partials: [String?]
    }

    /// The partials the engine found in a template (``engineReading(of:)``), each placed at the
    /// tag the reader found for it (the first tag of that name for the first, and so on; the
    /// template's start when the reader found fewer). A partial named by a value (`{{>*name}}`) is
    /// refused: which template it includes is known only while rendering, so no check could bound it.
    private static func placed(_ partials: [String?], of outline: TemplateOutline, in file: String)
        throws(CodeGenError) -> [(name: String, position: SourcePosition)]
    {
        var seen: [String: Int] = [:]
        var placed: [(name: String, position: SourcePosition)] = []
        for partial in partials {
            guard let name = partial else {
                let tag = outline.partials.first { $0.name.hasPrefix("*") }
                throw .invalidTemplate(
                    SourceLocation(file: file, position: tag?.position ?? .start),
                    message: "a partial named by a value ('{{>*name}}') is not supported: which template it "
                        + "includes is known only while rendering")
            }
            let tags = outline.partials.filter { $0.name == name }
            let index = seen[name, default: 0]
            seen[name] = index + 1
            placed.append((name, index < tags.count ? tags[index].position : .start))
        }
        return placed
    }

    /// The built-in templates, parsed once per process: a renderer built again (a templates
    /// directory's, beside the built-in ones it does not replace) parses only what differs. A
    /// built-in template the engine refused would be left out and reported by the usual path.
    private static let parsedBuiltIns: [String: ParsedTemplate] = {
        var library = MustacheLibrary()
        var parsed: [String: ParsedTemplate] = [:]
        for (name, source) in builtInSources {
            guard let outline = try? parse(source, named: name, file: "\(name).mustache", into: &library),
                let template = library.getTemplate(named: name)
            else { continue }
            parsed[name] = ParsedTemplate(
                source: source, template: template, outline: outline, partials: engineReading(of: template).partials)
        }
        return parsed
    }()

    /// The file template `name` is reported at: the one it was read from, else `Name.mustache`.
    private static func file(of name: String, in paths: [String: String]) -> String {
        paths[name] ?? "\(name).mustache"
    }

    static var builtInSources: [String: String] {
        let resources: [String: [UInt8]] = [
            "File": PackageResources.File_mustache, "OwnerClass": PackageResources.OwnerClass_mustache,
            "NibAccessor": PackageResources.NibAccessor_mustache,
            "StoryboardAccessor": PackageResources.StoryboardAccessor_mustache,
            "StoryboardSet": PackageResources.StoryboardSet_mustache, "Segues": PackageResources.Segues_mustache,
            "EmbeddedManifest": PackageResources.EmbeddedManifest_mustache,
            "Scaffold": PackageResources.Scaffold_mustache, "LineDirective": PackageResources.LineDirective_mustache,
            "OutletDeclaration": PackageResources.OutletDeclaration_mustache,
            "ActionSignature": PackageResources.ActionSignature_mustache,
            "ActionCall": PackageResources.ActionCall_mustache,
            "OwnerArgument": PackageResources.OwnerArgument_mustache,
            "InstantiateParameters": PackageResources.InstantiateParameters_mustache,
            "ExternalsLiteral": PackageResources.ExternalsLiteral_mustache,
            "ObjectsInitArguments": PackageResources.ObjectsInitArguments_mustache,
            "SegueTitle": PackageResources.SegueTitle_mustache,
            "SegueEnumNames": PackageResources.SegueEnumNames_mustache,
            "StoryboardNameList": PackageResources.StoryboardNameList_mustache,
        ]
        return resources.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// The warning for a tag that names nothing where it renders.
    private static func unknownNameMessage(_ unknown: TemplateWorkBound.UnknownName) -> String {
        let what =
            if let owner = unknown.owner {
                "'\(unknown.name)' names nothing here: '\(owner)' has no member "
                    + "'\(unknown.name.dropFirst(owner.count + 1))'"
            } else {
                "'\(unknown.name)' is a name no context has here"
            }
        return what + ", so it renders as nothing"
            + (unknown.suggestion.map { " (did you mean '\($0)'?)" } ?? " (docs/templates.md lists them)")
    }

    /// Renders `context` with the template `name`, normalising the layout (see ``SourceLayout``),
    /// and warns of each tag of a directory's template whose name no context has where it is
    /// rendered (it renders as nothing: a misspelt name).
    ///
    /// With templates from a directory, a rendering that would take more than
    /// ``TemplateWorkBound/maximumWork`` look-ups (sections over lists nested in one another) is
    /// refused before it starts, at the template's section. (The built-in templates nest sections
    /// only over lists the document nests: their work grows with the document, about 220,000
    /// look-ups for a generated 10 MB xib, so they are not measured.)
    package func rendering(_ context: Any, template name: String) throws(CodeGenError) -> (
        text: String, warnings: [Diagnostic]
    ) {
        var warnings: [Diagnostic] = []
        if !paths.isEmpty {
            var bound = TemplateWorkBound(outlines: outlines, ownTemplates: Set(paths.keys))
            do { try bound.measure(name, over: context) } catch {
                throw .invalidTemplate(
                    SourceLocation(file: Self.file(of: error.template, in: paths), position: error.position),
                    message: error.message)
            }
            warnings = bound.unknownNames.map { unknown in
                Diagnostic(
                    .warning, file: Self.file(of: unknown.template, in: paths), position: unknown.position,
                    message: Self.unknownNameMessage(unknown))
            }
        }
        guard let text = library.render(context, withTemplate: name) else {
            throw .missingTemplate(name: name, directory: "<templates>")
        }
        return (SourceLayout.normalize(text), warnings)
    }
}

/// Layout clean-up applied to every rendered file, so templates can be written for readability:
/// trailing white space is removed, runs of blank lines become one, blank lines right after an
/// opening `{` or right before a closing `}` go, and the file ends with exactly one newline.
package enum SourceLayout {
    /// `text` with its layout cleaned up as described above.
    package static func normalize(_ text: String) -> String {
        var lines: [Substring] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = raw
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
            if line.isEmpty {
                if let previous = lines.last, previous.isEmpty || previous.hasSuffix("{") { continue }
                if lines.isEmpty { continue }
            } else if line.drop(while: { $0 == " " }).hasPrefix("}"), let previous = lines.last, previous.isEmpty {
                lines.removeLast()
            }
            lines.append(line)
        }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
