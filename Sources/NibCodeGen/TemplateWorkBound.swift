import NibModel

/// Counts the work of rendering a template over a context before the template engine does it, and
/// stops at a bound. Sections over lists nested in one another (`{{#imports}}` inside
/// `{{#imports}}` …) multiply: twenty of them over a list of three render 3²⁰ times, which no run
/// would finish. The walk follows the template as the engine would — each section looked up
/// through the context stack, a list's body walked once per element, partials walked where they
/// are included — and counts one unit per tag per context the engine searches for its name
/// (the deeper the stack, the longer each look-up). It gives up as soon as the count passes
/// ``maximumWork``; each context remembers the names looked up in it, so the walk itself takes
/// far less time than the rendering it measures.
struct TemplateWorkBound {
    /// The most work one rendering may take: about two seconds of the engine's time. The built-in
    /// templates take about 0.02 units per byte of the document (220,443 for a generated 10 MB
    /// xib), so the bound holds every document the converter reads (64 MiB).
    static let maximumWork = 1 << 21
    /// The deepest context stack a rendering may reach (sections nested through partials).
    static let maximumDepth = 256

    /// Where a rendering would go past a bound.
    struct Excess: Error {
        /// The template and the position of the innermost section of a directory's template open
        /// when the bound was passed (a built-in template's only when no section of theirs is).
        var template: String
        var position: SourcePosition
        var message: String
    }

    let outlines: [String: TemplateOutline]
    /// The templates read from a directory: an excess is placed in one of them where it can be.
    let ownTemplates: Set<String>
    private var work = 0
    /// The sections open, outermost first: their names, templates and positions.
    private var open: [(name: String, template: String, position: SourcePosition)] = []

    init(outlines: [String: TemplateOutline], ownTemplates: Set<String>) {
        self.outlines = outlines
        self.ownTemplates = ownTemplates
    }

    /// How much work rendering `template` over `context` takes, or where it passes a bound.
    mutating func measure(_ template: String, over context: Any) throws(Excess) -> Int {
        work = 0
        open = []
        try walk(outlines[template]?.nodes ?? [], in: template, context: Context(context, in: nil))
        return work
    }

    private mutating func walk(_ nodes: [TemplateOutline.Node], in template: String, context: Context)
        throws(Excess)
    {
        for node in nodes {
            switch node {
            case .variable:
                try count(context.depth, in: template)
            case .section(let name, let inverted, let position, let body):
                try count(context.depth, in: template)
                open.append((name, template, position))
                defer { open.removeLast() }
                guard context.depth < Self.maximumDepth else {
                    throw excess(
                        in: template,
                        message: "sections nested through partials would render \(Self.maximumDepth) deep "
                            + "(\(chain)); the template engine renders each by recursion")
                }
                if inverted {
                    try walk(body, in: template, context: context)
                    continue
                }
                for value in Self.renderings(of: context.resolve(name)) {
                    try walk(body, in: template, context: Context(value, in: context))
                }
            case .partial(let name):
                try walk(outlines[name]?.nodes ?? [], in: name, context: context)
            case .parent(let name, let body):
                try walk(body, in: template, context: context)
                try walk(outlines[name]?.nodes ?? [], in: name, context: context)
            case .block(let body):
                try walk(body, in: template, context: context)
            }
        }
    }

    private mutating func count(_ units: Int, in template: String) throws(Excess) {
        work += units
        guard work > Self.maximumWork else { return }
        throw excess(
            in: template,
            message: "rendering it for this document would take more than \(Self.maximumWork) look-ups "
                + "(sections open: \(chain)); sections over lists nested in one another multiply")
    }

    /// An excess found while walking `template`, placed at the innermost open section of a
    /// directory's template, else at the start of `template` if it is one, else at the innermost
    /// open section.
    private func excess(in template: String, message: String) -> Excess {
        let start = SourcePosition(line: 1, column: 1)
        if let own = open.last(where: { ownTemplates.contains($0.template) }) {
            return Excess(template: own.template, position: own.position, message: message)
        }
        if ownTemplates.contains(template) { return Excess(template: template, position: start, message: message) }
        let innermost = open.last ?? ("", template, start)
        return Excess(template: innermost.template, position: innermost.position, message: message)
    }

    /// The open sections' names, outermost first, the middle of a long chain left out.
    private var chain: String {
        let names = open.map(\.name)
        guard names.count > 8 else { return names.isEmpty ? "none" : names.joined(separator: " → ") }
        return (names.prefix(4) + ["… \(names.count - 8) more …"] + names.suffix(4)).joined(separator: " → ")
    }

    // MARK: Looking names up as the engine does

    /// One context of the stack: a value and the contexts below it. It remembers what each name
    /// found from it, so a name asked for again in the same context (by each element of a list
    /// rendered inside it) is not looked for again.
    private final class Context {
        let value: Any
        let below: Context?
        /// How many contexts the stack holds with this one on top.
        let depth: Int
        private var found: [String: Any?] = [:]

        init(_ value: Any, in below: Context?) {
            self.value = value
            self.below = below
            depth = (below?.depth ?? 0) + 1
        }

        /// The value `name` finds: `.` this context; `a.b` member `b` of the first context
        /// holding `a`; a transform `fn(a)` the value of `a`, `fn()` this context (transforms keep
        /// or shrink a list).
        func resolve(_ name: String) -> Any? {
            var name = Substring(name)
            while let open = name.firstIndex(of: "("), name.hasSuffix(")") {
                name = name[name.index(after: open)..<name.index(before: name.endIndex)]
            }
            if name == "." || name.isEmpty { return value }
            let parts = name.split(separator: ".")
            guard let first = parts.first else { return nil }
            var value = lookUp(String(first))
            for part in parts.dropFirst() {
                guard let current = value else { return nil }
                value = TemplateWorkBound.member(String(part), of: current)
            }
            return value
        }

        /// The member `name` of the innermost context that has one.
        private func lookUp(_ name: String) -> Any? {
            if let known = found[name] { return known }
            let result = TemplateWorkBound.member(name, of: value) ?? below?.lookUp(name)
            found[name] = .some(result)
            return result
        }
    }

    /// The stored property `name` of `value` (through an optional), if it has one.
    static func member(_ name: String, of value: Any) -> Any? {
        if value is String || value is Bool || value is Int { return nil }
        guard let value = unwrapped(value) else { return nil }
        return Mirror(reflecting: value).children.first { $0.label == name }?.value
    }

    /// The contexts a section over `value` renders its body with: none for nil, false or an empty
    /// list, one per element of a list, else `value` once.
    static func renderings(of value: Any?) -> [Any] {
        guard let value = value.flatMap(unwrapped) else { return [] }
        if let flag = value as? Bool { return flag ? [value] : [] }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection?, .set?: return mirror.children.map(\.value)
        default: return [value]
        }
    }

    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }
}
