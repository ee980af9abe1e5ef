import Foundation
import NibModel
import NibRender
import NibTestSupport
import Testing
import XibCompiler

@testable import NibMerge

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `codegen diff` over every pair of consecutive versions in the merge corpus (base → ours, base →
/// theirs, ours → resolved, theirs → resolved): each change it lists is checked against a second,
/// independent reading of the two documents (``IndependentReading``).
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)), .serialized)
struct DiffCorpusTests {
    /// One pair of versions.
    struct Pair: Sendable, CustomStringConvertible {
        var item: MergeCase
        var old: String
        var new: String
        var description: String { "\(item) \(old)→\(new)" }
    }

    static let pairs: [Pair] = MergeCase.all.filter { $0.format == "modern" }.flatMap { item in
        [("base", "ours"), ("base", "theirs"), ("ours", "resolved"), ("theirs", "resolved")].map {
            Pair(item: item, old: $0.0, new: $0.1)
        }
    }.filter { TestCorpus.isModern($0.item.path($0.old)) && TestCorpus.isModern($0.item.path($0.new)) }

    static func diff(_ pair: Pair) throws -> NibDiff {
        try NibDiff(
            old: .init(bytes: pair.item.bytes(pair.old), file: pair.old),
            new: .init(bytes: pair.item.bytes(pair.new), file: pair.new))
    }

    @Test func everyListedChangeIsReal() throws {
        let results = ConcurrentMap.map(Self.pairs) { pair -> (count: Int, failures: [String]) in
            do {
                let diff = try Self.diff(pair)
                let old = try IndependentReading(pair.item.bytes(pair.old))
                let new = try IndependentReading(pair.item.bytes(pair.new))
                var failures = diff.changes.compactMap { change in
                    Self.problem(with: change, old: old, new: new).map {
                        "\(pair): \($0): \(NibDiffFormat.line(change))"
                    }
                }
                failures += Self.missingObjects(diff, old: old, new: new).map { "\(pair): \($0)" }
                failures += Self.unlistedReorders(diff, old: old, new: new).map { "\(pair): \($0)" }
                return (diff.changes.count, failures)
            } catch {
                return (0, ["\(pair): \(error)"])
            }
        }
        let failures = results.flatMap(\.failures)
        let changes = results.map(\.count).reduce(0, +)
        print("diff corpus: \(Self.pairs.count) pairs, \(changes) changes listed, \(failures.count) not confirmed")
        #expect(Self.pairs.count >= 700)
        #expect(changes > 1000)
        #expect(failures.isEmpty, "\(failures.prefix(30).joined(separator: "\n"))")
    }

    /// What the independent reading contradicts in `change`, or nil when it confirms it.
    static func problem(with change: NibChange, old: IndependentReading, new: IndependentReading) -> String? {
        let id = change.object.id
        let shownIn = change.kind == .removed ? old : new
        guard
            shownIn.hasStartTag(
                change.object.elementName, id: id, line: change.location.position.line,
                column: change.location.position.column)
        else { return "the position does not hold the object's start tag" }
        switch change.kind {
        case .added, .removed:
            let (present, absent) = change.kind == .added ? (new, old) : (old, new)
            guard let id else { return "a document cannot be added or removed" }
            for inner in [id] + change.contained {
                guard present.objects[inner] != nil, absent.objects[inner] == nil else {
                    return "\(inner) is not \(change.kind.rawValue)"
                }
            }
            return nil
        case .moved:
            guard let id, let before = old.objects[id], let after = new.objects[id] else { return "not in both" }
            return IndependentReading.parentIdentity(of: before) != IndependentReading.parentIdentity(of: after)
                ? nil : "the parent is the same"
        case .reordered:
            guard let id, let before = old.objects[id], let after = new.objects[id] else { return "not in both" }
            guard IndependentReading.parentIdentity(of: before) == IndependentReading.parentIdentity(of: after) else {
                return "the parent is not the same"
            }
            let (oldSiblings, newSiblings) = (old.objectSiblings(of: before), new.objectSiblings(of: after))
            let places = (
                "position \((oldSiblings.firstIndex(of: id) ?? -1) + 1) of \(oldSiblings.count)",
                "position \((newSiblings.firstIndex(of: id) ?? -1) + 1) of \(newSiblings.count)"
            )
            guard places == (change.old, change.new) else { return "the documents place it \(places)" }
            // Some sibling both versions hold is on the other side of it in one of them.
            let shared = newSiblings.filter { $0 != id && oldSiblings.contains($0) }
            let swapped = shared.contains { sibling in
                (oldSiblings.firstIndex(of: sibling)! < oldSiblings.firstIndex(of: id)!)
                    != (newSiblings.firstIndex(of: sibling)! < newSiblings.firstIndex(of: id)!)
            }
            return swapped ? nil : "no sibling changed sides"
        case .changed:
            guard let property = change.property, let before = old.object(id), let after = new.object(id) else {
                return "the object is not in both versions"
            }
            guard change.old != change.new else { return "old and new are equal" }
            let steps = property.elements.map { ($0.name, $0.namingAttribute, $0.namingValue, $0.ordinal) }
            let oldElement = IndependentReading.follow(steps, from: before)
            let newElement = IndependentReading.follow(steps, from: after)
            let values: (String?, String?)
            switch property.part {
            case .attribute(let name):
                values = (
                    oldElement?.attribute(forName: name)?.stringValue, newElement?.attribute(forName: name)?.stringValue
                )
            case .text:
                values = (oldElement.flatMap(IndependentReading.text), newElement.flatMap(IndependentReading.text))
            case .element where property.elements.isEmpty:
                values = (before.name, after.name)
            case .element:
                guard (oldElement == nil) == (change.old == nil), (newElement == nil) == (change.new == nil) else {
                    return "the element's presence differs"
                }
                return nil
            }
            return values == (change.old, change.new) ? nil : "the documents read \(values)"
        }
    }

    /// Objects the independent reading finds added or removed that the diff does not list.
    static func missingObjects(_ diff: NibDiff, old: IndependentReading, new: IndependentReading) -> [String] {
        let added = Set(new.objects.keys).subtracting(old.objects.keys)
        let removed = Set(old.objects.keys).subtracting(new.objects.keys)
        let listedAdded = Set(diff.changes.filter { $0.kind == .added }.flatMap { [$0.object.id ?? ""] + $0.contained })
        let listedRemoved = Set(
            diff.changes.filter { $0.kind == .removed }.flatMap { [$0.object.id ?? ""] + $0.contained })
        return added.subtracting(listedAdded).sorted().map { "added \($0) not listed" }
            + removed.subtracting(listedRemoved).sorted().map { "removed \($0) not listed" }
    }

    /// Orders the independent reading finds changed that the diff does not account for: for every
    /// element whose children are ordered (not a set, ``ThreeWayMerge/setContainers``), the objects
    /// both versions hold there, less those listed as reordered, are in the same order in both.
    static func unlistedReorders(_ diff: NibDiff, old: IndependentReading, new: IndependentReading) -> [String] {
        let listed = Set(diff.changes.filter { $0.kind == .reordered }.compactMap(\.object.id))
        var problems: [String] = []
        var seen: Set<String> = []
        for (id, after) in new.objects.sorted(by: { $0.key < $1.key }) {
            let place = IndependentReading.parentIdentity(of: after)
            guard let before = old.objects[id], let parent = after.parent as? XMLElement,
                !ThreeWayMerge.setContainers.contains(parent.name ?? ""),
                IndependentReading.parentIdentity(of: before) == place, seen.insert(place).inserted
            else { continue }
            let newOrder = new.objectSiblings(of: after).filter { !listed.contains($0) }
            let oldOrder = old.objectSiblings(of: before).filter { !listed.contains($0) }
            let shared = Set(newOrder).intersection(oldOrder)
            let (a, b) = (oldOrder.filter(shared.contains), newOrder.filter(shared.contains))
            if a != b {
                problems.append("the objects of \(parent.name ?? "?") around \(id) are reordered: \(a) → \(b)")
            }
        }
        return problems
    }

    /// `nib-render --diff` (``DocumentDiff``, over the converted documents) and `codegen diff` agree:
    /// every object nib-render finds added or removed, codegen diff lists as added or removed
    /// (itself or inside an object added or removed with it); every object nib-render finds
    /// changed, codegen diff lists as changed or moved, or lists an object added to it, removed
    /// from it or moved into or out of it (nib-render sees those as a change of the parent's list
    /// of children, as it sees a reorder). Objects nib-render finds changed beyond that are
    /// counted and listed: a child whose `key` changed (codegen diff lists the child).
    @Test func nibRenderDiffAgrees() throws {
        let sample = Self.pairs
        let results = ConcurrentMap.map(sample) { pair -> [String] in
            let compiler = XibCompiler(options: .init(convertsConcurrently: false))
            guard
                let old = try? compiler.compile(bytes: pair.item.bytes(pair.old), path: "old." + pair.item.ext)
                    .document,
                let new = try? compiler.compile(bytes: pair.item.bytes(pair.new), path: "new." + pair.item.ext)
                    .document,
                let diff = try? Self.diff(pair)
            else { return ["\(pair): does not convert or compare"] }
            let rendered = DocumentDiff(old: old, new: new)
            guard let oldReading = try? IndependentReading(pair.item.bytes(pair.old)),
                let newReading = try? IndependentReading(pair.item.bytes(pair.new))
            else { return ["\(pair): does not read"] }
            let added = Set(diff.changes.filter { $0.kind == .added }.flatMap { [$0.object.id ?? ""] + $0.contained })
            let removed = Set(
                diff.changes.filter { $0.kind == .removed }.flatMap { [$0.object.id ?? ""] + $0.contained })
            var changed = Set(diff.changes.filter { $0.kind == .changed || $0.kind == .moved }.compactMap(\.object.id))
            for change in diff.changes where change.kind != .changed {
                guard let id = change.object.id else { continue }
                for reading in [oldReading, newReading] {
                    if let element = reading.objects[id] {
                        changed.insert(String(IndependentReading.parentIdentity(of: element).prefix { $0 != "/" }))
                    }
                }
            }
            // Ids with a colon are objects the converter derives (a cell's content view): not in the XML.
            let unlisted = rendered.changed.filter { !changed.contains($0) && !$0.contains(":") }
            return rendered.added.filter { !added.contains($0) && !$0.contains(":") }.map {
                "\(pair): nib-render added \($0)"
            }
                + rendered.removed.filter { !removed.contains($0) && !$0.contains(":") }.map {
                    "\(pair): nib-render removed \($0)"
                } + unlisted.map { "changed:\(pair): \($0)" }
        }
        let changedOnly = results.flatMap { $0 }.filter { $0.hasPrefix("changed:") }
        let failures = results.flatMap { $0 }.filter { !$0.hasPrefix("changed:") }
        print(
            "diff corpus: nib-render --diff and codegen diff over \(sample.count) pairs: \(failures.count) disagreements on added or removed objects; \(changedOnly.count) objects nib-render finds changed that codegen diff does not list"
        )
        for line in changedOnly.prefix(12) { print("  nib-render only: \(line.dropFirst(8))") }
        // A ceiling over the 2 the corpus has today (one object whose `key` changed, in two pairs),
        // so a change that loses agreement is noticed.
        #expect(changedOnly.count <= 2)
        #expect(failures.isEmpty, "\(failures.prefix(30).joined(separator: "\n"))")
    }
}
