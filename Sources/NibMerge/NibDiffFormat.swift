/// The ways `codegen diff` prints a ``NibDiff``: one line per change, a short Markdown summary for a
/// pull-request comment, JSON for tools, and a listing of one document for git's `textconv`.
public enum NibDiffFormat {
    /// `Main.storyboard:42:17: changed label "Title" [abc-de-fgh]: text: "Hello" → "Bye"`, on one
    /// line: control characters are escaped, and long values are shortened around where the old
    /// and the new differ (``PrintableText``).
    public static func line(_ change: NibChange) -> String {
        let head = "\(change.location): \(change.kind.rawValue) \(change.object.description)"
        switch change.kind {
        case .added, .removed:
            let count = change.contained.count
            return PrintableText.name(
                count == 0 ? head : head + " (with \(count) object\(count == 1 ? "" : "s") inside)")
        case .moved:
            return PrintableText.name(head + ": from \(change.old ?? "?") to \(change.new ?? "?")")
        case .reordered:
            return PrintableText.name(head + ": \(change.old ?? "?") → \(change.new ?? "?")")
        case .changed:
            let (old, new) = values(change.old, change.new)
            return PrintableText.name(head + ": \(change.property?.description ?? ""): \(old) → \(new)")
        }
    }

    /// A Markdown summary short enough for a pull-request comment: the counts, then one line per
    /// object (its changed properties named, not their values), at most `limit` lines of them.
    /// Header stamps are counted, not listed.
    public static func compact(_ changes: [NibChange], path: String, limit: Int = 20) -> String {
        var lines: [String] = []
        var changedObjects: [String: Int] = [:]
        var order: [(NibChange, [String])] = []
        var churn = 0
        for change in changes {
            if change.isHeaderChurn {
                churn += 1
                continue
            }
            guard change.kind == .changed else {
                order.append((change, []))
                continue
            }
            let key = change.object.id ?? ""
            if let index = changedObjects[key], order[index].0.kind == .changed {
                if let name = change.property?.description, !order[index].1.contains(name) {
                    order[index].1.append(name)
                }
            } else {
                changedObjects[key] = order.count
                order.append((change, [change.property?.description ?? ""]))
            }
        }
        let counts = NibChange.Kind.allKinds.compactMap { kind -> String? in
            let count = order.filter { $0.0.kind == kind }.count
            guard count > 0 else { return nil }
            return "\(count) \(kind.rawValue)" + (kind == .changed ? " object\(count == 1 ? "" : "s")" : "")
        }
        var summary = counts.isEmpty ? "no changes to objects" : counts.joined(separator: ", ")
        if churn > 0 { summary += "; \(churn) version stamp\(churn == 1 ? "" : "s") rewritten" }
        lines.append("**\(path)**: \(summary)")
        for (change, properties) in order.prefix(limit) {
            var line = "- \(change.kind.rawValue) `\(change.object.description)`"
            switch change.kind {
            case .added, .removed:
                if !change.contained.isEmpty { line += " with \(change.contained.count) inside" }
            case .moved, .reordered: line += " to \(change.new ?? "?")"
            case .changed: line += ": " + properties.joined(separator: ", ")
            }
            lines.append(line)
        }
        if order.count > limit { lines.append("- … and \(order.count - limit) more") }
        return lines.map(PrintableText.name).joined(separator: "\n")
    }

    /// `{"old": …, "new": …, "changes": [{"kind", "file", "line", "column", "object": {…}, …}]}`, one line.
    public static func json(_ changes: [NibChange], old: String?, new: String?) -> String {
        let items = changes.map { change -> String in
            var fields = [
                "\"kind\":" + string(change.kind.rawValue), "\"file\":" + string(change.location.file),
                "\"line\":\(change.location.position.line)", "\"column\":\(change.location.position.column)",
                "\"object\":" + object(change.object),
            ]
            if let property = change.property {
                fields.append("\"property\":" + string(property.description))
                fields.append("\"path\":[" + property.elements.map(step).joined(separator: ",") + "]")
                switch property.part {
                case .attribute(let name): fields.append("\"part\":\"attribute\",\"attribute\":" + string(name))
                case .text: fields.append("\"part\":\"text\"")
                case .element: fields.append("\"part\":\"element\"")
                }
            }
            if let value = change.old { fields.append("\"old\":" + string(value)) }
            if let value = change.new { fields.append("\"new\":" + string(value)) }
            if change.kind == .added || change.kind == .removed {
                fields.append("\"contained\":[" + change.contained.map(string).joined(separator: ",") + "]")
            }
            return "{" + fields.joined(separator: ",") + "}"
        }
        return "{\"old\":\(old.map(string) ?? "null"),\"new\":\(new.map(string) ?? "null"),\"changes\":["
            + items.joined(separator: ",") + "]}"
    }

    /// A document as text for `git diff` (git's `textconv`): one line per object, indented by how
    /// deep it sits among objects, then one indented line per property, without positions, so a
    /// line-based diff of two listings shows the changes by object.
    public static func listing(_ input: NibMerger.Input) throws(MergeError) -> String {
        let document = try MergeDocument(bytes: input.bytes, file: input.file)
        var lines: [String] = []
        func visit(_ element: MarkupElement, depth: Int) {
            var childDepth = depth
            if ElementIdentity.isObject(element) {
                let indent = String(repeating: "  ", count: depth)
                lines.append(indent + document.summary(of: element).description)
                for entry in ObjectProperties(of: element).entries where shows(entry) {
                    lines.append(indent + "    " + entry.path.description + ": " + value(entry.value))
                }
                childDepth += 1
            }
            for child in element.children { visit(child, depth: childDepth) }
        }
        visit(document.root, depth: 0)
        return lines.map(PrintableText.name).joined(separator: "\n") + "\n"
    }

    /// Whether a listing shows the entry: not the object's element name (its headline shows it), and
    /// an element below the object only when nothing else of it or in it is listed.
    private static func shows(_ entry: ObjectProperties.Entry) -> Bool {
        guard entry.path.part == .element else { return true }
        guard !entry.elementID.isEmpty else { return false }
        let naming = ElementIdentity.namingAttribute(of: entry.element)?.name
        return entry.element.attributes.allSatisfy { $0.name == naming } && entry.element.text == nil
            && entry.element.children.isEmpty
    }

    /// A value in a listing: whole, escaped (``PrintableText/quoted(_:)``), so every difference shows.
    private static func value(_ value: String?) -> String {
        guard let value else { return "(none)" }
        return isElementName(value) ? value : PrintableText.quoted(value)
    }

    /// An old and a new value in a change line, shortened so that they never print the same.
    private static func values(_ old: String?, _ new: String?) -> (String, String) {
        let elements = (old.map(isElementName) ?? true) && (new.map(isElementName) ?? true) && (old ?? new) != nil
        return PrintableText.shortened(old, new, quotes: !elements)
    }

    /// A value that stands for an element (`<label>`) rather than text.
    private static func isElementName(_ value: String) -> Bool { value.hasPrefix("<") && value.hasSuffix(">") }

    private static func string(_ value: String) -> String { MergeReport.string(value) }

    private static func object(_ summary: NibObjectSummary) -> String {
        var fields = ["\"element\":" + string(summary.elementName), "\"class\":" + string(summary.className)]
        if let label = summary.label { fields.append("\"label\":" + string(label)) }
        if let id = summary.id { fields.append("\"id\":" + string(id)) }
        if let destination = summary.destination { fields.append("\"destination\":" + string(destination)) }
        return "{" + fields.joined(separator: ",") + "}"
    }

    private static func step(_ step: NibPropertyPath.Step) -> String {
        var fields = ["\"name\":" + string(step.name)]
        if let attribute = step.namingAttribute, let value = step.namingValue {
            fields.append("\"namingAttribute\":" + string(attribute) + ",\"namingValue\":" + string(value))
        }
        fields.append("\"ordinal\":\(step.ordinal)")
        return "{" + fields.joined(separator: ",") + "}"
    }
}

extension NibChange.Kind {
    /// The kinds in the order summaries count them.
    static let allKinds: [NibChange.Kind] = [.added, .removed, .moved, .reordered, .changed]
}
