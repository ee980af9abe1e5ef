import NibModel

/// A Mustache template's tags as a tree: what ``TemplateWorkBound`` walks to count the work a
/// rendering does before the template engine does it. Text is left out; every tag that renders
/// something is kept, sections with their bodies. Delimiter changes (`{{=<% %>=}}`) are followed,
/// so a tag written with other delimiters is read as the engine reads it.
struct TemplateOutline: Sendable {
    /// One tag of the template.
    indirect enum Node: Sendable {
        /// A variable (`{{name}}`, `{{{name}}}`, `{{&name}}`): one look-up, and where its tag starts.
        case variable(name: String, position: SourcePosition)
        /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
        case section(name: String, inverted: Bool, position: SourcePosition, body: [Node])
        /// `{{> name}}`.
        case partial(name: String)
        /// `{{< name}}…{{/name}}`: the partial `name` with the blocks of `body` in place of its own.
        case parent(name: String, body: [Node])
        /// `{{$name}}…{{/name}}`: a block and its default content.
        case block(name: String, body: [Node])
    }

    /// The template's top-level tags, in order.
    var nodes: [Node]
    /// The first tag that opens a section nested deeper than ``maximumNesting``, if one does.
    var tooDeep: SourcePosition?
    /// The partials the template includes (`{{> name}}`, `{{< name}}`), with where each tag starts.
    var partials: [(name: String, position: SourcePosition)] = []
    /// The innermost section the template opens and never closes, with where its tag starts.
    var unclosed: (name: String, position: SourcePosition)?
    /// Where the bytes the template engine walks to read the template pass
    /// ``maximumReadingWork``, if they do. The engine measures the rest of the template (a walk to
    /// its end) at every character that could start a tag — the opening delimiter's first, `{` by
    /// default — and ``walksPerTag`` times at every tag, so its reading takes time that grows with
    /// tags times length: 95,000 tags in 1 MB took it five minutes.
    var tooCostlyToRead: SourcePosition?

    /// The most bytes the template engine may walk to read one template: about a second of its
    /// time for text it reads slowest (combining marks), a tenth of one for ASCII. The built-in
    /// templates take at most 2 % of it.
    static let maximumReadingWork = 1 << 27
    /// How many walks to the end the engine takes for one tag (its opening and closing delimiters,
    /// the checks of a tag alone on its line), measured over tags of each kind.
    static let walksPerTag = 5

    /// Where the tags are and what nests in what, names left out: `v` a variable, `>` a partial,
    /// `#(…)`, `^(…)`, `$(…)` a section, an inverted one and a block, `<(…)` a partial with blocks
    /// (sorted). The engine's reading of the template has the same shape
    /// (``TemplateRenderer/engineReading(of:)``), or the two read some tag differently.
    var shape: String { Self.shape(of: nodes) }

    private static func shape(of nodes: [Node]) -> String {
        nodes.map { node in
            switch node {
            case .variable: "v"
            case .partial: ">"
            case .section(_, let inverted, _, let body): (inverted ? "^(" : "#(") + shape(of: body) + ")"
            case .block(_, let body): "$(" + shape(of: body) + ")"
            case .parent(_, let body): "<(" + overrides(in: body).map { shape(of: [$0]) }.sorted().joined() + ")"
            }
        }.joined()
    }

    /// The blocks a partial's overrides (`{{< name}}…{{/name}}`) give it: the engine keeps them by
    /// name, so of two blocks of one name the later one is the override.
    private static func overrides(in body: [Node]) -> [Node] {
        var kept: [Node] = []
        var indexOfName: [String: Int] = [:]
        for node in body {
            guard case .block(let name, _) = node else {
                kept.append(node)
                continue
            }
            if let index = indexOfName[name] {
                kept[index] = node
            } else {
                indexOfName[name] = kept.count
                kept.append(node)
            }
        }
        return kept
    }

    /// The deepest sections (`#`, `^`, `$`, `<`) may nest in one template. The template engine
    /// reads and renders a nested section by recursion, so a template of a few thousand nested
    /// sections would overflow the stack; the built-in templates nest at most 6 deep.
    static let maximumNesting = 100

    /// The outline of `source`. Sections left open at the end are closed there (the engine
    /// refuses such a template by itself).
    init(_ source: String) {
        var reader = Reader(characters: Array(source))
        (nodes, tooDeep) = reader.read()
        partials = reader.partials
        unclosed = reader.unclosed
        tooCostlyToRead = reader.tooCostlyToRead
    }

    /// Reads tags left to right, keeping track of the delimiters and of the line and column. It reads
    /// characters (grapheme clusters), as the engine does: `{{` followed by a combining mark is no
    /// delimiter to it, and the two must agree on where every tag is, or a partial or section the
    /// engine renders could hide inside what this reader takes for another tag.
    private struct Reader {
        let characters: [Character]
        var index = 0
        var line = 1
        var lineStart = 0
        /// How far the line count has read.
        var counted = 0
        var open: [Character] = ["{", "{"]
        var close: [Character] = ["}", "}"]
        var partials: [(name: String, position: SourcePosition)] = []
        var unclosed: (name: String, position: SourcePosition)?
        /// The bytes walked so far, counted up to the first place past the maximum.
        private var readingWork = 0
        var tooCostlyToRead: SourcePosition?
        /// How far the reading work has been counted, and the template's bytes from there to its end.
        private var weighed = 0
        private var bytesLeft: Int

        init(characters: [Character]) {
            self.characters = characters
            bytesLeft = characters.reduce(0) { $0 + $1.utf8.count }
        }

        /// A section being read: what makes its node once its end tag comes, and its body so far.
        private struct OpenSection {
            var name = ""
            var position = SourcePosition(line: 1, column: 1)
            var node: ([Node]) -> Node
            var body: [Node] = []
        }

        /// The template's nodes, and the first tag that nests too deep.
        mutating func read() -> (nodes: [Node], tooDeep: SourcePosition?) {
            var sections: [OpenSection] = [OpenSection(node: { .block(name: "", body: $0) })]
            defer { weighReading(upTo: characters.count, tagAt: false) }
            while let start = find(open, from: index) {
                weighReading(upTo: start, tagAt: true)
                advanceLines(to: start)
                let position = SourcePosition(line: line, column: start - lineStart + 1)
                let contentStart = start + open.count
                // The engine takes an opening delimiter followed by a line break for text (and drops
                // the delimiter): no tag starts here.
                if contentStart < characters.count, characters[contentStart].isNewline {
                    index = contentStart
                    continue
                }
                // `{{{name}}}` ends, as the engine reads it, at the closing delimiter then `}` (with
                // other delimiters, `<%{name%>}`).
                if contentStart < characters.count, characters[contentStart] == "{" {
                    guard let end = find(close + ["}"], from: contentStart) else { break }
                    advanceLines(to: end)
                    index = end + close.count + 1
                    let name = String(Self.trimmed(characters[(contentStart + 1)..<end]))
                    sections[sections.count - 1].body.append(.variable(name: name, position: position))
                    continue
                }
                // `{{=<% %>=}}` ends where the engine's reading of the two delimiters ends, which need
                // not be at the first closing delimiter (`{{=}} {{=}}` sets `}}` and `{{`).
                if contentStart < characters.count, characters[contentStart] == "=" {
                    guard let set = delimiters(from: contentStart + 1) else { break }
                    advanceLines(to: set.end)
                    (open, close, index) = (set.open, set.close, set.end)
                    continue
                }
                guard let end = find(close, from: contentStart) else { break }
                advanceLines(to: end)
                index = end + close.count
                let content = Self.trimmed(characters[contentStart..<end])
                let name = String(Self.trimmed(content.dropFirst()))
                let opened: ([Node]) -> Node
                switch content.first {
                case "!", "%":
                    continue
                case let sigil where sigil == "#" || sigil == "^":
                    opened = { .section(name: name, inverted: sigil == "^", position: position, body: $0) }
                case "<":
                    partials.append((name, position))
                    opened = { .parent(name: name, body: $0) }
                case "$":
                    opened = { .block(name: name, body: $0) }
                case "/":
                    if sections.count > 1 { close(&sections) }
                    continue
                case ">":
                    partials.append((name, position))
                    sections[sections.count - 1].body.append(.partial(name: name))
                    continue
                case "&":
                    sections[sections.count - 1].body.append(.variable(name: name, position: position))
                    continue
                default:
                    let whole = String(content)
                    sections[sections.count - 1].body.append(.variable(name: whole, position: position))
                    continue
                }
                // The tree is built no deeper than the limit: a deeper one would be torn down by recursion too.
                guard sections.count <= TemplateOutline.maximumNesting else { return ([], position) }
                sections.append(OpenSection(name: name, position: position, node: opened))
            }
            if sections.count > 1 {
                unclosed = (sections[sections.count - 1].name, sections[sections.count - 1].position)
            }
            while sections.count > 1 { close(&sections) }
            return (sections[0].body, nil)
        }

        /// Adds the engine's walks from where the last tag ended up to `end`: one to the end of
        /// the template at each character there that could start a tag, and ``walksPerTag`` at
        /// `end` itself when a tag starts there. Notes where the total first passes the maximum.
        private mutating func weighReading(upTo end: Int, tagAt: Bool) {
            while weighed < index {
                bytesLeft -= characters[weighed].utf8.count
                weighed += 1
            }
            guard tooCostlyToRead == nil, let first = open.first else { return }
            while weighed < end {
                let character = characters[weighed]
                if character == first { addWork(bytesLeft, at: weighed) }
                bytesLeft -= character.utf8.count
                weighed += 1
            }
            if tagAt, end < characters.count { addWork(bytesLeft * TemplateOutline.walksPerTag, at: end) }
        }

        private mutating func addWork(_ work: Int, at offset: Int) {
            readingWork += work
            guard readingWork > TemplateOutline.maximumReadingWork, tooCostlyToRead == nil else { return }
            advanceLines(to: offset)
            tooCostlyToRead = SourcePosition(line: line, column: offset - lineStart + 1)
        }

        private func close(_ sections: inout [OpenSection]) {
            let section = sections.removeLast()
            sections[sections.count - 1].body.append(section.node(section.body))
        }

        /// The delimiters a `{{=` tag sets, read as the engine reads them from `start` (after the
        /// `=`): blanks, the opening delimiter up to a blank, blanks, the closing one up to `=` or a
        /// blank, blanks, `=`, then the current closing delimiter, where the tag ends. Nil where the
        /// engine refuses the template.
        private func delimiters(from start: Int) -> (open: [Character], close: [Character], end: Int)? {
            var at = start
            func skipBlanks() { while at < characters.count, characters[at].isWhitespace { at += 1 } }
            func read(until stop: (Character) -> Bool) -> [Character]? {
                let first = at
                while at < characters.count, !stop(characters[at]) { at += 1 }
                return at < characters.count && at > first ? Array(characters[first..<at]) : nil
            }
            skipBlanks()
            guard let newOpen = read(until: \.isWhitespace) else { return nil }
            skipBlanks()
            guard let newClose = read(until: { $0 == "=" || $0.isWhitespace }) else { return nil }
            skipBlanks()
            guard at < characters.count, characters[at] == "=",
                characters.dropFirst(at + 1).starts(with: close)
            else { return nil }
            return (newOpen, newClose, at + 1 + close.count)
        }

        /// The first index at or after `start` where `pattern` begins.
        private func find(_ pattern: [Character], from start: Int) -> Int? {
            guard let first = pattern.first, start + pattern.count <= characters.count else { return nil }
            var candidate = start
            while candidate + pattern.count <= characters.count {
                if characters[candidate] == first,
                    characters[candidate..<candidate + pattern.count].elementsEqual(pattern)
                {
                    return candidate
                }
                candidate += 1
            }
            return nil
        }

        /// Counts the line breaks before `offset` (tags may span lines: comments, delimiters).
        private mutating func advanceLines(to offset: Int) {
            while counted < offset {
                if characters[counted] == "\n" || characters[counted] == "\r\n" {
                    line += 1
                    lineStart = counted + 1
                }
                counted += 1
            }
        }

        private static func trimmed(_ slice: ArraySlice<Character>) -> ArraySlice<Character> {
            let isSpace = { (character: Character) in character.isWhitespace }
            var slice = slice
            while let first = slice.first, isSpace(first) { slice = slice.dropFirst() }
            while let last = slice.last, isSpace(last) { slice = slice.dropLast() }
            return slice
        }
    }
}
