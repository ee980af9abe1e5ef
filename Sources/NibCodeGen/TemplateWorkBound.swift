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
///
/// On the way it notes the tags of a directory's templates whose name no context on the stack
/// has (``unknownNames``): the engine renders such a tag as nothing, so a misspelt `{{swiftNme}}`
/// would write Swift with a hole in it, found only when that Swift fails to compile.
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

    /// A tag of a directory's template whose name no context on the stack has, or whose dotted
    /// name goes on past what the value before a dot has (`nib.swiftNme`).
    struct UnknownName {
        var template: String
        var position: SourcePosition
        /// The name up to the part that names nothing (`swiftNme`, `nib.swiftNme`).
        var name: String
        /// The nearest name the contexts (or the value before the dot) have, by edit distance, at
        /// most two edits, written as ``name`` is; nil if none is that near.
        var suggestion: String? = nil
        /// For a dotted name, the part before the one that names nothing (`nib`).
        var owner: String? = nil
    }

    let outlines: [String: TemplateOutline]
    /// The templates read from a directory: an excess is placed in one of them where it can be.
    let ownTemplates: Set<String>
    /// The tags of ``ownTemplates`` found naming nothing, each once, in the order met.
    private(set) var unknownNames: [UnknownName] = []
    /// The tags noted so far, by template, position and name.
    private var noted: Set<String> = []
    private var work = 0
    /// The sections open, outermost first: their names, templates and positions.
    private var open: [(name: String, template: String, position: SourcePosition)] = []

    init(outlines: [String: TemplateOutline], ownTemplates: Set<String>) {
        self.outlines = outlines
        self.ownTemplates = ownTemplates
    }

    /// Walks rendering `template` over `context`: throws where it passes a bound, and notes the
    /// tags naming nothing (``unknownNames``).
    mutating func measure(_ template: String, over context: Any) throws(Excess) {
        work = 0
        open = []
        try walk(outlines[template]?.nodes ?? [], in: template, context: Context(context, in: nil))
    }

    private mutating func walk(_ nodes: [TemplateOutline.Node], in template: String, context: Context)
        throws(Excess)
    {
        for node in nodes {
            switch node {
            case .variable(let name, let position):
                try count(context.depth, in: template)
                note(name, at: position, in: template, context: context)
            case .section(let name, let inverted, let position, let body):
                try count(context.depth, in: template)
                note(name, at: position, in: template, context: context)
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
            case .block(_, let body):
                try walk(body, in: template, context: context)
            }
        }
    }

    /// Notes the tag at `position` of `template` when it is a directory's and its name is one no
    /// context on the stack has.
    private mutating func note(_ name: String, at position: SourcePosition, in template: String, context: Context) {
        guard ownTemplates.contains(template), var unknown = context.unknownName(in: name),
            noted.insert("\(template):\(position.line):\(position.column):\(unknown.name)").inserted
        else { return }
        unknown.template = template
        unknown.position = position
        unknown.suggestion = context.suggestion(for: unknown)
        unknownNames.append(unknown)
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
            let name = Self.argument(of: name)
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

        /// The name the engine looks up first for a tag `name`: `a` of `a.b`, of `fn(a)` and of
        /// `fn(a.b)`; nil for what it takes from the context itself (`.`, `fn()`).
        static func lookedUpName(_ name: String) -> String? {
            guard let first = argument(of: name).split(separator: ".", omittingEmptySubsequences: false).first,
                !first.isEmpty
            else { return nil }
            return String(first)
        }

        /// The name a tag applies its transforms to: `a.b` of `fn(gn(a.b))`, empty for `fn()`.
        private static func argument(of name: String) -> Substring {
            var name = Substring(name)
            while let open = name.firstIndex(of: "("), name.hasSuffix(")") {
                name = name[name.index(after: open)..<name.index(before: name.endIndex)]
            }
            return name
        }

        /// Whether this context or one below it has a member `name` (whatever its value),
        /// remembered as ``resolve(_:)``'s look-ups are.
        func has(_ name: String) -> Bool {
            if let known = hasMember[name] { return known }
            let result = memberNames.contains(name) || (below?.has(name) ?? false)
            hasMember[name] = result
            return result
        }

        /// The names of this context's own members.
        private lazy var memberNames = Set(TemplateWorkBound.memberNames(of: value))
        private var hasMember: [String: Bool] = [:]

        /// What of the tag `name` names nothing here (its template, position and suggestion left
        /// for the caller): the name looked up first when no context has it; else, for a dotted name
        /// `a.b.c`, the first part the value before it has no member of, as the engine reads the
        /// parts — `a` the first non-nil member of the stack, each next part a member of the value
        /// before. Nothing when every part is found, or a value on the way is nil (the members of
        /// nothing are not known). Remembered per tag, as look-ups are.
        func unknownName(in name: String) -> UnknownName? {
            if let known = unknownParts[name] { return known }
            let result = findUnknownName(in: name)
            unknownParts[name] = .some(result)
            return result
        }

        private var unknownParts: [String: UnknownName?] = [:]

        private func findUnknownName(in name: String) -> UnknownName? {
            guard let first = Self.lookedUpName(name) else { return nil }
            let unplaced = SourcePosition(line: 1, column: 1)
            guard has(first) else { return UnknownName(template: "", position: unplaced, name: first) }
            let parts = Self.argument(of: name).split(separator: ".").map(String.init)
            guard parts.count > 1, var value = firstValue(named: first) else { return nil }
            for (index, part) in parts.enumerated().dropFirst() {
                guard TemplateWorkBound.memberNames(of: value).contains(part) else {
                    let owner = parts[..<index].joined(separator: ".")
                    return UnknownName(template: "", position: unplaced, name: owner + "." + part, owner: owner)
                }
                guard let member = TemplateWorkBound.presentMember(part, of: value) else { return nil }
                value = member
            }
            return nil
        }

        /// The name nearest to what `unknown` names, written as it is (``UnknownName/suggestion``):
        /// worked out once per tag noted, not for every context a tag is looked up in.
        func suggestion(for unknown: UnknownName) -> String? {
            guard let owner = unknown.owner else {
                return TemplateWorkBound.nearest(to: unknown.name, among: stackMemberNames)
            }
            let parts = owner.split(separator: ".").map(String.init)
            guard
                let value = parts.dropFirst().reduce(
                    firstValue(named: parts[0]),
                    { value, part in
                        value.flatMap { TemplateWorkBound.presentMember(part, of: $0) }
                    })
            else { return nil }
            let part = String(unknown.name.dropFirst(owner.count + 1))
            return TemplateWorkBound.nearest(to: part, among: TemplateWorkBound.memberNames(of: value)).map {
                owner + "." + $0
            }
        }

        /// The value the engine finds for the first part of a dotted name: the member `name` of the
        /// innermost context where it is not nil.
        private func firstValue(named name: String) -> Any? {
            var context: Context? = self
            while let current = context {
                if let member = TemplateWorkBound.presentMember(name, of: current.value) { return member }
                context = current.below
            }
            return nil
        }

        /// The member names of every context of the stack, innermost first.
        private var stackMemberNames: [String] {
            var names: [String] = []
            var context: Context? = self
            while let current = context {
                names += current.memberNames
                context = current.below
            }
            return names
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
        members(of: value)?.first { $0.label == name }?.value
    }

    /// The stored property `name` of `value` when it is there and not nil, unwrapped, as the
    /// engine finds a member.
    static func presentMember(_ name: String, of value: Any) -> Any? {
        member(name, of: value).flatMap(unwrapped)
    }

    /// The names of `value`'s stored properties (through an optional); none for a string, a
    /// number or a flag.
    static func memberNames(of value: Any) -> [String] {
        members(of: value)?.compactMap(\.label) ?? []
    }

    /// The stored properties of `value` (through an optional), as the engine looks names up in
    /// it; nil for a string, a number or a flag, and for nil.
    private static func members(of value: Any) -> Mirror.Children? {
        if value is String || value is Bool || value is Int { return nil }
        guard let value = unwrapped(value) else { return nil }
        return Mirror(reflecting: value).children
    }

    /// The name of `names` nearest to `name`, when two edits or fewer away (the first in
    /// alphabetical order of those equally near). A name whose length differs by more than two is
    /// more than two edits away and not compared: a tag's name can be as long as its template (a
    /// megabyte) and the comparison takes the product of the two lengths.
    static func nearest(to name: String, among names: [String]) -> String? {
        let length = name.unicodeScalars.count
        var best: (name: String, distance: Int)?
        for candidate in names where abs(candidate.unicodeScalars.count - length) <= 2 {
            let distance = editDistance(name, candidate)
            if distance <= 2, best.map({ (distance, candidate) < ($0.distance, $0.name) }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// How many single-character insertions, deletions and substitutions turn `a` into `b`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in b.indices {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i - 1] == b[j] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
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
