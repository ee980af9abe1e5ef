import Mustache
import NibModel

extension TemplateRenderer {
    /// A parse error of the Mustache library in plain words.
    static func describe(_ error: any Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect?: return "this tag closes a section that is not the one open"
        case .unfinishedName?: return "unfinished tag: a name must end with '}}'"
        case .expectedSectionEnd?: return "a section opened here is never closed"
        case .invalidSetDelimiter?: return "invalid delimiter tag ('{{=<% %>=}}' sets new ones)"
        case .transformAppliedToInheritanceSection?: return "a transform cannot apply to an inherited section"
        case .illegalTokenInsideInheritSection?: return "only blocks may appear inside a partial's overrides"
        case .textInsideInheritSection?: return "text may not appear inside a partial's overrides"
        case .invalidConfigVariableSyntax?: return "invalid configuration tag ('{{% CONTENT_TYPE: TEXT}}')"
        case .unrecognisedConfigVariable?: return "unknown configuration tag (only CONTENT_TYPE is known)"
        case nil: return "cannot be parsed"
        }
    }

    /// A template as the engine parsed it (its tokens are not public, so they are read by
    /// reflection, in one walk): the checks compare it with the tag reader's (``TemplateOutline``),
    /// which finds the same tags and their places, and take its partials, so a tag the two read
    /// differently cannot hide a partial from them.
    struct EngineReading: Equatable {
        /// In the form of ``TemplateOutline/shape``: `v` a variable, `>` a partial, `#(…)` and
        /// `^(…)` a section and an inverted one, `$(…)` a block, `<(…)` a partial with overridden
        /// blocks (sorted: the engine keeps them by name). Names are left out: only where tags
        /// are, and what nests in what, must agree.
        var shape = ""
        /// The partials included, each a name, or nil for one named by a value (`{{>*name}}`), in
        /// the template's order (a partial's overridden blocks by block name).
        var partials: [String?] = []
    }

    /// The engine's reading of `template`.
    static func engineReading(of template: MustacheTemplate) -> EngineReading {
        var partials: [String?] = []
        func fields(_ payload: Any) -> [(label: String?, value: Any)] {
            Mirror(reflecting: payload).children.map { ($0.label, $0.value) }
        }
        func field(_ label: String, of payload: Any) -> Any? {
            fields(payload).first { $0.label == label }?.value
        }
        func shape(_ template: Any) -> String {
            let tokens = field("tokens", of: template)
            return Mirror(reflecting: tokens ?? []).children.map { token(of: $0.value) }.joined()
        }
        /// The blocks a partial overrides, by block name: nil for a plain partial.
        func overrides(in payload: Any) -> [(name: String, template: Any)]? {
            guard let inherits = field("inherits", of: payload) else { return nil }
            let optional = Mirror(reflecting: inherits)
            guard let dictionary = optional.displayStyle == .optional ? optional.children.first?.value : inherits
            else { return nil }
            return Mirror(reflecting: dictionary).children.compactMap { entry in
                let pair = fields(entry.value)
                guard pair.count == 2, let name = pair[0].value as? String else { return nil }
                return (name, pair[1].value)
            }.sorted { $0.name < $1.name }
        }
        func token(of value: Any) -> String {
            guard let (label, payload) = fields(value).first else { return "" }
            switch label {
            case "variable", "unescapedVariable":
                return "v"
            case "section", "invertedSection":
                let body = field("template", of: payload).map(shape) ?? ""
                return (label == "section" ? "#(" : "^(") + body + ")"
            case "blockDefinition":
                return "$(" + (field("template", of: payload).map(shape) ?? "") + ")"
            case "blockExpansion":
                return "$(" + (field("default", of: payload).map(shape) ?? "") + ")"
            case "partial", "dynamicNamePartial":
                partials.append(label == "partial" ? fields(payload).first?.value as? String : nil)
                guard let blocks = overrides(in: payload) else { return ">" }
                return "<(" + blocks.map { "$(" + shape($0.template) + ")" }.sorted().joined() + ")"
            default:
                return ""
            }
        }
        let shape = shape(template)
        return EngineReading(shape: shape, partials: partials)
    }

    /// ``engineReading(of:)`` of the template `source` parses to.
    static func engineReading(ofSource source: String) throws -> EngineReading {
        engineReading(of: try MustacheTemplate(string: source))
    }

    /// Why a template whose tags the engine reads otherwise than the checks' reader is refused.
    static let readDifferently =
        "the template engine reads this template's tags otherwise than the checks that bound its "
        + "rendering do (a delimiter where the engine does not take it for one?), so it is refused "
        + "rather than rendered unchecked"

    /// The most partials one template may render through, each tag counted with everything its
    /// partial renders through (the built-in `File` renders through 40): a partial repeated in
    /// partials repeated in others multiplies the work.
    static let maximumPartialInclusions = 10_000

    /// The first problem of the partials the templates include one another through (`references`:
    /// each template's partial tags, ``TemplateOutline/partials``): a partial that includes itself,
    /// directly or through others (rendering would recurse until the stack overflows), or a
    /// template that renders through more than ``maximumPartialInclusions`` partials. Each with the
    /// template and the position of the tag at fault.
    static func partialGraphProblem(_ references: [String: [(name: String, position: SourcePosition)]])
        -> (template: String, position: SourcePosition, message: String)?
    {
        var inclusions: [String: Int] = [:]
        var path: [String] = []
        func visit(_ name: String) -> (template: String, position: SourcePosition, message: String)? {
            if inclusions[name] != nil { return nil }
            path.append(name)
            defer { path.removeLast() }
            var total = 1
            for reference in references[name] ?? [] {
                if let start = path.firstIndex(of: reference.name) {
                    let cycle = (path[start...] + [reference.name]).joined(separator: " → ")
                    return (
                        name, reference.position,
                        "partial '\(reference.name)' includes itself (\(cycle)), so rendering would never end"
                    )
                }
                if let problem = visit(reference.name) { return problem }
                total += inclusions[reference.name] ?? 0
                if total > maximumPartialInclusions {
                    return (
                        name, reference.position,
                        "renders through more than \(maximumPartialInclusions) partials "
                            + "(each tag counts the partials its template renders through)"
                    )
                }
            }
            inclusions[name] = total
            return nil
        }
        for name in references.keys.sorted() {
            if let problem = visit(name) { return problem }
        }
        return nil
    }
}
